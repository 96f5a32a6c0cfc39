import DemoIntents
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// What an app's options providers and union parameters look like in the picker (issue 64):
/// sections with their headings, subtitles and the provider's prompt; options that follow
/// another parameter's value; a union's kind asked first, then that kind's values.
@Suite struct OptionListsScenarioTests {
    static func action(_ intent: String, _ values: [String: IntentValue] = [:]) -> ShortcutAction {
        ShortcutAction(id: UUID(uuidString: "00000000-0000-0000-0000-000000000064")!, intent: intent, values: values)
    }

    /// `IntentItemCollection`: each section under its heading, each item's subtitle beside
    /// it, the prompt in the panel's title; typing searches subtitles too, and keeps the
    /// heading of what is left.
    @Test func aSectionedOptionListShowsItsHeadingsSubtitlesAndPrompt() async throws {
        var scenario = Scenario([Self.action("PackGearIntent")], name: "Pack")
        scenario.press(.enter)
        try await scenario.answerOptionsFromRegistry()
        scenario.expectScreen("options-sections-80x24")
        scenario.type("titan")
        #expect(scenario.state.control?.picker?.visibleOptions.map(\.title) == ["Pot"])
        scenario.expectScreen("options-sections-filtered-80x24")
        scenario.press(.enter)
        #expect(scenario.sentence() == "Pack Pot for the trip")
        #expect(scenario.state.document.actions[0].values["gear"] == .string("Pot"))
    }

    /// `IntentParameterDependency`: the campsites offered are the chosen park's. Asked again
    /// after the park changes, the provider answers for the new park.
    @Test func aDependentParameterOffersWhatItsDependencyAllows() async throws {
        var scenario = Scenario([Self.action("BookCampsiteIntent")], name: "Camp")
        // The campsite first: no park yet, so every park's campsites, by park.
        scenario.press(.enter)
        try await scenario.answerOptionsFromRegistry()
        scenario.expectScreen("options-dependency-no-park-80x24")
        scenario.press(.escape)
        // The park: Zion.
        scenario.press(.tab, .enter)
        scenario.type("zion")
        scenario.press(.enter)
        #expect(scenario.sentence() == "Book Campsite in Zion")
        // The campsite again: Zion's only.
        scenario.press(.backTab, .enter)
        try await scenario.answerOptionsFromRegistry()
        #expect(scenario.state.control?.picker?.visibleOptions.map(\.title) == ["Watchman", "South"])
        scenario.expectScreen("options-dependency-zion-80x24")
        scenario.press(.enter)
        #expect(scenario.sentence() == "Book Watchman in Zion")
    }

    /// `@UnionValue`: Enter asks which kind, then offers that kind's values; the summary's
    /// `Switch` reads the kind of the value chosen.
    @Test func aUnionParameterAsksForTheKindFirst() async throws {
        var scenario = Scenario([Self.action("ShareRouteIntent")], name: "Share")
        #expect(scenario.sentence() == "Share Route")
        scenario.press(.enter)
        scenario.expectScreen("options-union-kinds-80x24")
        scenario.press(.down, .enter)
        // A trail collection: its (enumerable) query's entities, asked for the action being edited.
        guard case .runQuery(let request)? = scenario.effects.first else {
            Issue.record("no query: \(scenario.effects)")
            return
        }
        #expect(request.kind == .allEntities(type: "TrailCollectionEntity"))
        #expect(request.editing == EditedAction(intent: "ShareRouteIntent", values: [:]))
        scenario.answerQuery(with: [QueryOption(value: .entity(EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("epic"),
                                                                                title: "Epic Days")), title: "Epic Days")])
        scenario.expectScreen("options-union-collections-80x24")
        scenario.press(.enter)
        #expect(scenario.sentence() == "Share every trail of Epic Days")
        // Enter again: the kind the value is, selected.
        scenario.press(.enter)
        #expect(scenario.state.control?.picker?.selectedOption?.title == "A Trail Collection")
        scenario.press(.up, .enter)
        scenario.answerQuery(with: [QueryOption(value: .entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(2), title: "Half Dome")),
                                                title: "Half Dome")])
        scenario.press(.enter)
        #expect(scenario.sentence() == "Share the trail Half Dome")
    }
}

/// `T` on a card: every branch of its intent's summary, as `intents preview` prints it.
@Suite struct IntentPreviewPageTests {
    @Test func theKeyShowsEveryBranchOfTheActionsSummary() {
        var scenario = Scenario([.trails(["activity": .hiking])])
        scenario.press(.character("T"))
        let page = scenario.state.page
        #expect(page?.title == "Every branch of Suggest Trails")
        let lines = page?.lines.map(\.text) ?? []
        #expect(lines.contains("  when Activity is Biking and Location has a value:"), "\(lines)")
        #expect(lines.contains("    Suggest [Activity] trails from [Trail Collection] or near [Location]"), "\(lines)")
        #expect(lines.last == "  lint: nothing to say")
    }
}

import DemoIntents
@testable import EditorCore
import IntentKit
import ShortcutStore
import Testing

/// The seed's example, edited as a user would: the sentence rewrites itself as values change,
/// and undo walks back each step.
@Suite struct SuggestedTrailsScenarioTests {
    @Test(arguments: [(80, 24), (40, 12)])
    func hikingToBikingThenALocation(width: Int, height: Int) {
        let size = "\(width)x\(height)"
        var scenario = Scenario([.trails(["activity": .hiking])], width: width, height: height)
        #expect(scenario.sentence() == "Suggest Hiking trails from Trail Collection or near Location")
        scenario.expectScreen("trails-1-hiking-\(size)")

        // The activity is focused first; Enter opens its list, typing filters it.
        scenario.press(.enter)
        scenario.type("cyc")
        scenario.expectScreen("trails-2-activity-picker-\(size)")
        scenario.press(.enter)
        #expect(scenario.sentence() == "Suggest bike rides from Trail Collection or near Location")
        // The activity left the sentence: focus moved to the place where it was.
        #expect(scenario.state.focus.slot == Slot(parameter: "trailCollection"))
        scenario.expectScreen("trails-3-biking-\(size)")

        // Tab to the location; its options come from the provider, asynchronously.
        scenario.press(.tab, .enter)
        // Asked with the action's values, which the provider's dependencies may read.
        guard case .runQuery(let request)? = scenario.effects.first, case let .dynamicOptions("SuggestedTrails", "location", values) = request.kind else {
            Issue.record("no options asked for: \(scenario.effects)")
            return
        }
        #expect(request.id == 1 && values["activity"] != nil && values["location"] == nil)
        scenario.expectScreen("trails-4-location-loading-\(size)")
        scenario.answerQuery(with: ["Arches", "Yosemite Valley", "Zion"].map { QueryOption(value: .string($0), title: $0) })
        scenario.press(.down)
        scenario.expectScreen("trails-5-location-picker-\(size)")
        scenario.press(.enter)
        #expect(scenario.sentence() == "Ride a bike within 30 mi of Yosemite Valley")
        #expect(scenario.state.focus.slot == Slot(parameter: "location"))
        scenario.expectScreen("trails-6-ride-\(size)")

        // Undo restores each step, redo brings it back.
        scenario.press(.character("u"))
        #expect(scenario.sentence() == "Suggest bike rides from Trail Collection or near Location")
        scenario.press(.character("u"))
        #expect(scenario.sentence() == "Suggest Hiking trails from Trail Collection or near Location")
        #expect(scenario.state.focus.slot == Slot(parameter: "activity"))
        scenario.press(.character("u"))
        #expect(scenario.state.message == .info("Nothing to undo."))
        scenario.press(.control("r"), .control("r"))
        #expect(scenario.sentence() == "Ride a bike within 30 mi of Yosemite Valley")
        #expect(scenario.state.isDirty)
    }

    @Test func hiddenValuesAreKeptAndComeBack() {
        var scenario = Scenario([.trails(["activity": .biking, "location": .string("Zion")])])
        #expect(scenario.sentence() == "Ride a bike within 30 mi of Zion")
        scenario.press(.tab) // searchRadius → location
        scenario.press(.backspace)
        #expect(scenario.sentence() == "Suggest bike rides from Trail Collection or near Location")
        scenario.press(.character("u"))
        #expect(scenario.sentence() == "Ride a bike within 30 mi of Zion")
    }

    @Test func staleQueryAnswersAreDropped() {
        var scenario = Scenario([.trails(["activity": .biking])])
        scenario.press(.tab, .enter)
        guard case .runQuery(let first)? = scenario.effects.first else {
            Issue.record("no query")
            return
        }
        scenario.press(.escape, .enter)
        guard case .runQuery(let second)? = scenario.effects.first else {
            Issue.record("no second query")
            return
        }
        #expect(second.id > first.id)
        scenario.send(.queryResult(id: first.id, .success([QueryOption(value: .string("Stale"), title: "Stale")])))
        guard case .list(let picker)? = scenario.state.control?.kind else {
            Issue.record("the picker closed")
            return
        }
        #expect(picker.isLoading && picker.options.isEmpty)
    }
}

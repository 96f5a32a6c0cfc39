import AppleShortcuts
import DemoIntents
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Find actions on their cards: Shortcuts' own Find Reminders with its conditions, sort and
/// limit as one sentence, and an app's "Find Trails" built row by row in the editor — a row on
/// a property the file does not have yet made from the query's definition of it — whose saved
/// values run to exactly the trails the query gives.
@Suite struct FindActionScenarioTests {
    typealias Trip = BuiltInRoundTripTests

    /// Find Reminders as iOS 27 writes it: two conditions, a sort and a limit.
    static func findReminders() -> ShortcutAction {
        Trip.action("filter.reminders", [
            "WFContentItemInputParameter": .string("Library"),
            "WFContentItemFilter": .opaque(OpaqueValue(propertyList: ContentFilterScenarioTests.filter)),
            "WFContentItemSortProperty": .string("Due Date"),
            "WFContentItemSortOrder": .string("Oldest First"),
            "WFContentItemLimitEnabled": .bool(true),
            "WFContentItemLimitNumber": .int(5),
        ])
    }

    @Test func findRemindersReadsAsOneSentence() {
        var state = EditorState(document: ShortcutDocument(name: "Supplements", actions: [Self.findReminders()]), registry: CorpusFiles.registry,
                                fileLabel: "Supplements.shortcut", width: 80, height: 24, displayContext: Scenario.utc,
                                identifiers: IdentifierSource(seed: 3))
        _ = state.update(.resize(width: 80, height: 24))
        let scenario = Scenario(state: state)
        #expect(scenario.sentence(0) == "Find All Reminders where List is Home Maintenance and Is Completed is false, "
            + "sorted by Due Date Oldest First, limit 5")
        scenario.expectScreen("find-reminders-80x24")
    }

    /// A variable in a condition's value is found by `/` as its uses elsewhere are.
    @Test func aConditionsVariableIsSearched() {
        let filter = PropertyListValue.dictionary([
            "Value": .dictionary(["WFActionParameterFilterPrefix": .integer(1),
                                  "WFActionParameterFilterTemplates": .array([ContentFilterScenarioTests.titleCondition])]),
            "WFSerializationType": .string("WFContentPredicateTableTemplate"),
        ])
        let document = ShortcutDocument(name: "Supplements", actions: [Trip.action("filter.reminders", ["WFContentItemFilter": .opaque(OpaqueValue(propertyList: filter))])])
        let texts = ActionSearch.texts(of: document, structure: DocumentStructure(document), registry: CorpusFiles.registry,
                                       context: Scenario.utc)
        #expect(texts[0].contains("title contains vitamin ‹dose›"), "\(texts[0])")
    }

    /// The demo's intents with their Find action, as its host's definitions give it. Made
    /// awaiting, never by blocking a thread of the pool the query runs on.
    static func registry() async throws -> IntentRegistry {
        var registry = try DemoIntents.makeRegistry()
        for definition in await registry.findDefinitions() { try registry.register(definition) }
        return registry
    }

    /// A card whose sentence has no place kept Tab from reaching its own Show More rows: the
    /// focus had no place to move on from, and there was no next action to cross into.
    @Test func tabEntersTheShowMoreOfACardWithoutPlaces() async throws {
        var state = EditorState(document: ShortcutDocument(name: "Walks", actions: [ShortcutAction(id: UUID(), intent: "TrailEntity.Find", values: [:])]),
                                registry: try await Self.registry(), fileLabel: "Walks.shortcut", width: 100, height: 40, displayContext: Scenario.utc,
                                identifiers: IdentifierSource(seed: 3))
        _ = state.update(.resize(width: 100, height: 40))
        var forward = Scenario(state: state)
        forward.press(.character("m"))
        forward.press(.tab)
        #expect(forward.state.focus.slot?.parameter == "WFContentItemFilter")
        var backward = Scenario(state: state)
        backward.press(.character("m"))
        backward.press(.backTab)
        #expect(backward.state.focus.slot?.parameter == "WFContentItemLimitEnabled", "going back, its last place")
    }

    static func focusBack(to parameter: String, _ scenario: inout Scenario) {
        for _ in 0..<12 where scenario.state.focus.slot?.parameter != parameter { scenario.press(.backTab) }
    }

    @Test func aFindActionIsBuiltRowByRowAndRunsToTheQuerysTrails() async throws {
        var state = EditorState(document: ShortcutDocument(name: "Walks", actions: [ShortcutAction(id: UUID(), intent: "TrailEntity.Find", values: [:])]),
                                registry: try await Self.registry(), fileLabel: "Walks.shortcut", width: 100, height: 40, displayContext: Scenario.utc,
                                identifiers: IdentifierSource(seed: 3))
        _ = state.update(.resize(width: 100, height: 40))
        var scenario = Scenario(state: state)
        #expect(scenario.sentence(0) == "Find Trails")
        // Rows, typed: neither property is in the file yet; the query's definition makes them.
        Trip.focus("WFContentItemFilter", &scenario)
        scenario.press(.enter)
        scenario.type("Length is less than 11")
        scenario.press(.enter)
        scenario.type("Length contains 3")
        scenario.press(.enter)
        #expect(scenario.state.control?.error?.hasPrefix("Length is not compared with “contains” here; it offers is less than") == true,
                "\(String(describing: scenario.state.control?.error))")
        scenario.press(.control("u"))
        scenario.type("Name contains trail")
        scenario.press(.enter)
        scenario.press(.control("d"))
        #expect(scenario.sentence(0) == "Find Trails where Length is less than 11 and Name contains trail", "\(scenario.screen)")
        Trip.focus("WFContentItemSortProperty", &scenario)
        scenario.press(.enter)
        scenario.type("Length")
        scenario.press(.enter)
        // Chosen, Sort by moves from Show More into the sentence, and the focus goes with it
        // (it went to whatever stood where it had been).
        #expect(scenario.state.focus.slot == Slot(parameter: "WFContentItemSortProperty"))
        Trip.focus("WFContentItemLimitEnabled", &scenario)
        scenario.press(.enter)
        // The number now shows in the sentence, before Show More.
        Self.focusBack(to: "WFContentItemLimitNumber", &scenario)
        scenario.press(.enter)
        scenario.press(.control("u"))
        scenario.type("2")
        scenario.press(.enter)
        #expect(scenario.sentence(0) == "Find Trails where Length is less than 11 and Name contains trail, sorted by Length Order, limit 2",
                "\(scenario.screen)")
        Self.focusBack(to: "WFContentItemSortOrder", &scenario)
        scenario.press(.enter)
        scenario.type("Descending")
        scenario.press(.enter)
        #expect(scenario.sentence(0) == "Find Trails where Length is less than 11 and Name contains trail, sorted by Length Descending, limit 2")

        // Saved as Shortcuts' Find actions are, the rows typed by the properties' kinds.
        let saved = try #require(try Trip.saved(scenario, 0))
        let rows = try #require(saved["WFContentItemFilter"]?["Value"]?["WFActionParameterFilterTemplates"]?.arrayValue)
        #expect(rows.first == .dictionary(["Operator": .integer(0), "Property": .string("Length"), "Removable": .bool(true),
                                           "Values": .dictionary(["Number": .real(11)])]))
        #expect(rows.last?["Values"]?["String"] == .string("trail"))
        #expect(saved["WFContentItemSortProperty"] == .string("Length") && saved["WFContentItemSortOrder"] == .string("Descending"))
        #expect(saved["WFContentItemLimitEnabled"] == .bool(true) && saved["WFContentItemLimitNumber"] == .integer(2))

        // Run: the query's own answer for these rows, longest first, two of them.
        let outcome = try await scenario.state.registry.perform("TrailEntity.Find", values: scenario.state.document.actions[0].values)
        #expect(outcome.value.map { $0.displayText() } == "Slickrock Trail, Mist Trail")
    }
}

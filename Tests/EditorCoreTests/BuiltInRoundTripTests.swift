import AppleShortcuts
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Each parameter class of Shortcuts' own actions, edited with its control and saved: the
/// file holds what Shortcuts writes — text as a string, a switch as a boolean, a choice as its
/// item's string, a number as a real (or as text when it was text), a stepper as an integer.
@Suite struct BuiltInRoundTripTests {
    static func scenario(_ actions: [ShortcutAction]) -> Scenario {
        var state = EditorState(document: ShortcutDocument(name: "Classes", actions: actions), registry: CorpusFiles.registry,
                                fileLabel: "Classes.shortcut", width: 100, height: 40, displayContext: Scenario.utc,
                                identifiers: IdentifierSource(seed: 3))
        _ = state.update(.resize(width: 100, height: 40))
        return Scenario(state: state)
    }

    static func action(_ name: String, _ values: [String: IntentValue] = [:]) -> ShortcutAction {
        ShortcutAction(id: UUID(), intent: "is.workflow.actions." + name, values: values)
    }

    /// The saved file's parameters of action `index`.
    static func saved(_ scenario: Scenario, _ index: Int) throws -> PropertyListValue? {
        let bytes = try ShortcutFileCodec.encode(scenario.state.document, as: .binary, file: "Classes.shortcut")
        return try PropertyListCoder.decode(bytes).0["WFWorkflowActions"]?.arrayValue?[index]["WFWorkflowActionParameters"]
    }

    /// Focuses a parameter of the focused action and edits it with typed text.
    static func type(_ text: String, into parameter: String, _ scenario: inout Scenario) {
        focus(parameter, &scenario)
        scenario.press(.enter)
        scenario.press(.control("u"))
        scenario.type(text)
        if let field = scenario.state.control?.textInput, field.isMultiline { scenario.press(.control("d")) } else { scenario.press(.enter) }
    }

    static func focus(_ parameter: String, _ scenario: inout Scenario) {
        // A parameter under the focused action's Show More is reached once that is open.
        let action = scenario.state.focus.action
        if let summary = scenario.state.summary(of: action), summary.showMore.contains(where: { $0.id == parameter }),
           !scenario.state.showsRows(action), !scenario.state.expanded.contains(scenario.state.document.actions[action].id) {
            scenario.press(.character("m"))
        }
        for _ in 0..<12 where scenario.state.focus.slot?.parameter != parameter { scenario.press(.tab) }
    }

    @Test func textSwitchAndChoice() throws {
        var scenario = Self.scenario([Self.action("alert"), Self.action("getitemfromlist")])
        #expect(scenario.sentence(0) == "Show alert Do you want to continue?")
        Self.type("Sure?", into: "WFAlertActionMessage", &scenario)
        #expect(scenario.sentence(0) == "Show alert Sure?")
        scenario.press(.character("m"))
        Self.focus("WFAlertActionCancelButtonShown", &scenario)
        scenario.press(.enter)
        let alert = try Self.saved(scenario, 0)
        #expect(alert?["WFAlertActionMessage"] == .string("Sure?"))
        #expect(alert?["WFAlertActionCancelButtonShown"] == .bool(false), "the switch was on by default")

        scenario.press(.down)
        #expect(scenario.sentence(1) == "Get First Item from List")
        Self.focus("WFItemSpecifier", &scenario)
        scenario.press(.enter)
        scenario.type("index")
        scenario.press(.enter)
        #expect(scenario.sentence(1) == "Get Item At Index Index from List", "the variant follows the choice")
        Self.type("2", into: "WFItemIndex", &scenario)
        let item = try Self.saved(scenario, 1)
        #expect(item?["WFItemSpecifier"] == .string("Item At Index"), "a choice is written as its item")
        #expect(item?["WFItemIndex"] == .real(2))
    }

    @Test func numbersAsTheFileHasThemAndSteppers() throws {
        var scenario = Self.scenario([Self.action("number"), Self.action("number", ["WFNumberActionNumber": .string("7")]),
                                      Self.action("repeat.count")])
        Self.type("42", into: "WFNumberActionNumber", &scenario)
        scenario.press(.down)
        Self.type("8.5", into: "WFNumberActionNumber", &scenario)
        scenario.press(.down)
        Self.focus("WFRepeatCount", &scenario)
        scenario.press(.enter)
        scenario.press(.character("+"), .character("+"), .character("+"))
        scenario.press(.enter)
        #expect(try Self.saved(scenario, 0)?["WFNumberActionNumber"] == .real(42))
        #expect(try Self.saved(scenario, 1)?["WFNumberActionNumber"] == .string("8.5"), "text stays text")
        #expect(try Self.saved(scenario, 2)?["WFRepeatCount"] == .integer(3))
    }
}

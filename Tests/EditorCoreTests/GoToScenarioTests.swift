@testable import EditorCore
import DemoIntents
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutModel
import Testing

/// Going places: `:` and a number, `%` between a block's parts, `*` to where a variable is set.
@Suite struct GoToScenarioTests {
    static let registry: IntentRegistry = {
        var registry = Scenario.registry
        for definition in BuiltInActions.definitions { try? registry.register(definition) }
        return registry
    }()

    static func scenario(_ actions: [ShortcutAction]) -> Scenario {
        let document = ShortcutDocument(name: "Places", actions: actions, created: Date(timeIntervalSince1970: 1_795_000_000))
        var state = EditorState(document: document, registry: registry, fileLabel: "Places", width: 80, height: 24, displayContext: Scenario.utc)
        _ = state.update(.resize(width: 80, height: 24))
        return Scenario(state: state)
    }

    static func text(_ words: String) -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions.gettext", values: ["WFTextActionText": .string(words)])
    }

    static func part(_ mode: Int, group: String = "G1") -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions.conditional", values: ["GroupingIdentifier": .string(group), "WFControlFlowMode": .int(mode)])
    }

    @Test func colonAndANumberGoToThatAction() {
        var scenario = Self.scenario((1...40).map { Self.text("line \($0)") })
        scenario.type(":25")
        #expect(scenario.screen.contains("Go to action (1–40"))
        scenario.press(.enter)
        #expect(scenario.state.focus.action == 24)
        #expect(scenario.screen.contains("Action 25 of 40."))
        scenario.type(":x99")
        scenario.press(.enter)
        #expect(scenario.state.focus.action == 24, "no action 99")
        #expect(scenario.screen.contains("No action 99: the shortcut has 40."))
        scenario.type(":3")
        scenario.press(.escape)
        #expect(scenario.state.focus.action == 24 && scenario.state.prompt == nil)
    }

    /// After `:351` the focused card showed only its title line, at the bottom of the screen:
    /// a jump shows the card it lands on whole.
    @Test func aJumpShowsTheWholeCardItLandsOn() throws {
        let long = String(repeating: "a sentence long enough to wrap over several rows of the card ", count: 3)
        var scenario = Self.scenario((1...400).map { Self.text("\($0) " + long) })
        scenario.type(":351")
        scenario.press(.enter)
        #expect(scenario.state.focus.action == 350)
        let height = scenario.state.cardLayout(350).height
        #expect(height > 2, "a card of several rows")
        let row = try #require(scenario.state.focusedCardRow())
        #expect(row >= 0 && row + height <= scenario.state.cardRows, "rows \(row)..<\(row + height) of \(scenario.state.cardRows)")
        // The next card, jumped to, is whole too.
        scenario.type(":352")
        scenario.press(.enter)
        let next = try #require(scenario.state.focusedCardRow())
        #expect(next >= 0 && next + scenario.state.cardLayout(351).height <= scenario.state.cardRows)
    }

    @Test func percentGoesBetweenTheBlocksPartsAndAJumpOpensAFold() {
        var scenario = Self.scenario([Self.part(0), Self.text("yes"), Self.part(1), Self.text("no"), Self.part(2), Self.text("after")])
        scenario.press(.character("%"))
        #expect(scenario.state.focus.action == 2)
        scenario.press(.character("%"))
        #expect(scenario.state.focus.action == 4)
        scenario.press(.character("%"))
        #expect(scenario.state.focus.action == 0)
        scenario.press(.character("z"))
        #expect(!scenario.state.folded.isEmpty)
        scenario.type(":4")
        scenario.press(.enter)
        #expect(scenario.state.focus.action == 3 && scenario.state.folded.isEmpty, "the fold that hid it is open")
        scenario.press(.character("%"))
        #expect(scenario.screen.contains("% goes between a block's parts"))
    }

    @Test func starGoesToWhereTheVariableIsSet() {
        let token = IntentValue.opaque(OpaqueValue(propertyList: TokenText(pieces: [.variable(VariableReference(.named("Greeting")))]).propertyList))
        var scenario = Self.scenario([
            Self.text("hello"),
            ShortcutAction(intent: "is.workflow.actions.setvariable", values: ["WFVariableName": .string("Greeting")]),
            Self.text("filler"),
            ShortcutAction(intent: "is.workflow.actions.showresult", values: ["Text": token]),
        ])
        scenario.type(":4")
        scenario.press(.enter)
        scenario.press(.character("*"))
        #expect(scenario.state.focus.action == 1)
        scenario.press(.character("*"))
        #expect(scenario.screen.contains("* goes to where a variable is set"), "\(scenario.screen)")
    }
}

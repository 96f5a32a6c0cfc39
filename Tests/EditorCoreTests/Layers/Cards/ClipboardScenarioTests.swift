@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Selecting whole actions with `V`, copying, cutting, pasting, moving and duplicating what is
/// selected. The clipboard is the shell's: a test answers `readClipboard` as it would.
@Suite struct ClipboardScenarioTests {
    static func text(_ words: String, id: UUID = UUID()) -> ShortcutAction {
        ShortcutAction(id: id, intent: "is.workflow.actions.gettext",
                       values: ["WFTextActionText": .string(words), "UUID": .string(id.uuidString)])
    }

    /// A Show Result of the output of the action `source`.
    static func show(outputOf source: UUID, named name: String = "Text") -> ShortcutAction {
        let variable = VariableReference(.actionOutput(action: source, name: name))
        let token = IntentValue.opaque(OpaqueValue(propertyList: TokenText(pieces: [.variable(variable)]).propertyList))
        return ShortcutAction(intent: "is.workflow.actions.showresult", values: ["Text": token])
    }

    static func part(_ mode: Int, group: String = "G1") -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions.conditional", values: ["GroupingIdentifier": .string(group), "WFControlFlowMode": .int(mode)])
    }

    static func words(_ scenario: Scenario) -> [String] {
        scenario.state.document.actions.map { action in
            SerializedText.plainText(of: action.values["WFTextActionText"]) ?? action.intent.replacingOccurrences(of: "is.workflow.actions.", with: "")
        }
    }

    /// The actions the last keys asked to copy.
    static func copied(_ scenario: Scenario) -> [ShortcutAction]? {
        for case .clipboard(.copy(let actions)) in scenario.effects { return actions }
        return nil
    }

    /// Answers the paste the last key asked for with `actions`.
    static func answerPaste(_ scenario: inout Scenario, with actions: [ShortcutAction]) {
        guard case .clipboard(.read(let request))? = scenario.effects.first else {
            Issue.record("no paste asked: \(scenario.effects)")
            return
        }
        scenario.send(.clipboard(.read(.actions(actions), request)))
    }

    @Test func vSelectsAndTheMovementKeysGrowIt() {
        var scenario = GoToScenarioTests.scenario((1...6).map { Self.text("line \($0)") })
        scenario.press(.down, .character("V"), .down, .down)
        #expect(scenario.state.selectedSpan == 1...3)
        #expect(scenario.state.keyMode == .selection)
        #expect(scenario.screen.contains("3 selected · "))
        scenario.expectScreen("selection-80x24")
        scenario.press(.up, .up, .up)
        #expect(scenario.state.selectedSpan == 0...1, "moving past the start selects the other way")
        scenario.press(.escape)
        #expect(scenario.state.selection == nil && scenario.state.keyMode == .editor)
    }

    @Test func aSelectionTakesEveryBlockItTouchesWhole() {
        var scenario = GoToScenarioTests.scenario([Self.text("before"), Self.part(0), Self.text("yes"), Self.part(1), Self.text("no"),
                                                    Self.part(2), Self.text("after")])
        // From inside the If's first branch to the action after the block: the whole If.
        scenario.press(.down, .down, .character("V"))
        #expect(scenario.state.selectedSpan == 2...2)
        scenario.type("jjjj")
        #expect(scenario.state.selectedSpan == 1...6, "the Otherwise and End If bring their If")
        scenario.press(.character("y"))
        #expect(Self.copied(scenario)?.count == 6)
        #expect(scenario.state.selection == nil, "a copy ends the selection")
    }

    @Test func aCopyKeptFromTheTerminalSaysWhy() {
        var scenario = GoToScenarioTests.scenario([Self.text("alpha"), Self.text("omega")])
        scenario.press(.character("y"))
        scenario.send(.clipboard(.copied(count: 1, toTerminal: false)))
        #expect(scenario.screen.contains("Copied 1 action."), "\(scenario.screen)")
        #expect(scenario.state.message == .info("Copied 1 action. p pastes after the focused action, P before. Not offered to the terminal's clipboard: its text holds control characters."))
    }

    @Test func yCopiesAndPPastesCopiesWithNewIdentitiesAndReferencesFollowing() throws {
        let first = UUID()
        var scenario = GoToScenarioTests.scenario([Self.text("alpha", id: first), Self.show(outputOf: first), Self.text("omega")])
        scenario.press(.character("V"), .down, .character("y"))
        let copied = try #require(Self.copied(scenario))
        #expect(copied.map(\.id) == Array(scenario.state.document.actions.prefix(2).map(\.id)))
        #expect(scenario.screen.contains("Copying 2 actions…"), "said when the shell has written it")
        scenario.send(.clipboard(.copied(count: 2)))
        #expect(scenario.screen.contains("Copied 2 actions."))
        scenario.press(.character("G"), .character("p"))
        Self.answerPaste(&scenario, with: copied)
        #expect(Self.words(scenario) == ["alpha", "showresult", "omega", "alpha", "showresult"])
        let pasted = Array(scenario.state.document.actions.suffix(2))
        #expect(Set(pasted.map(\.id)).isDisjoint(with: copied.map(\.id)), "new identities")
        #expect(pasted[0].values["UUID"] == .string(pasted[0].id.uuidString))
        guard case .opaque(let token)? = scenario.state.document.actions[4].values["Text"] else {
            Issue.record("the pasted Show Result has no token")
            return
        }
        let reference = try #require(token.propertyList?.variables.first)
        #expect(reference.sourceAction == pasted[0].id, "the pasted Show Result reads the pasted Text, not the original")
        #expect(scenario.state.focus.action == 3)
        scenario.press(.character("u"))
        #expect(Self.words(scenario) == ["alpha", "showresult", "omega"], "one undo takes back the whole paste")
    }

    @Test func capitalPPastesBeforeAndAPasteBesideABlockGoesAfterItsEnd() {
        var scenario = GoToScenarioTests.scenario([Self.part(0), Self.text("yes"), Self.part(2), Self.text("after")])
        scenario.press(.character("P"))
        Self.answerPaste(&scenario, with: [Self.text("new")])
        #expect(Self.words(scenario) == ["new", "conditional", "yes", "conditional", "after"])
        scenario.press(.down, .character("p"))
        Self.answerPaste(&scenario, with: [Self.text("past the block")])
        #expect(Self.words(scenario) == ["new", "conditional", "yes", "conditional", "past the block", "after"])
    }

    @Test func aPastedReferenceToAnOutputLeftBehindIsFlagged() {
        var scenario = GoToScenarioTests.scenario([Self.text("here")])
        scenario.press(.character("p"))
        Self.answerPaste(&scenario, with: [Self.show(outputOf: UUID())])
        #expect(scenario.screen.contains("1 reads an output not in this shortcut (flagged)"))
    }

    @Test func dCutsTheSelectionIntoTheClipboardAndPastesBack() {
        var scenario = GoToScenarioTests.scenario((1...5).map { Self.text("line \($0)") })
        scenario.press(.down, .character("V"), .down, .character("d"))
        #expect(Self.words(scenario) == ["line 1", "line 4", "line 5"])
        #expect(Self.copied(scenario)?.compactMap { SerializedText.plainText(of: $0.values["WFTextActionText"]) } == ["line 2", "line 3"])
        #expect(scenario.screen.contains("Cut 2 actions."))
        scenario.press(.character("u"))
        #expect(Self.words(scenario).count == 5)
    }

    @Test func kAndJMoveTheSelectionAndItStaysSelected() {
        var scenario = GoToScenarioTests.scenario((1...5).map { Self.text("line \($0)") })
        scenario.press(.down, .character("V"), .down, .character("J"))
        #expect(Self.words(scenario) == ["line 1", "line 4", "line 2", "line 3", "line 5"])
        #expect(scenario.state.selectedSpan == 2...3 && scenario.state.focus.action == 3)
        scenario.press(.character("K"), .character("K"))
        #expect(Self.words(scenario) == ["line 2", "line 3", "line 1", "line 4", "line 5"])
        #expect(scenario.state.selectedSpan == 0...1)
        scenario.press(.character("D"))
        #expect(Self.words(scenario) == ["line 2", "line 3", "line 2", "line 3", "line 1", "line 4", "line 5"])
    }

    /// A control opened before the clipboard's answer came holds its action's position: the
    /// paste does not move it from under it.
    @Test func aPasteAnsweredWhileAValueIsEditedWaits() {
        var scenario = GoToScenarioTests.scenario([Self.text("one"), Self.text("two")])
        scenario.press(.down, .character("p"))
        guard case .clipboard(.read(let request))? = scenario.effects.first else {
            Issue.record("no paste asked")
            return
        }
        scenario.press(.enter)
        #expect(scenario.state.control != nil)
        scenario.send(.clipboard(.read(.actions([Self.text("new")]), request)))
        #expect(scenario.state.document.actions.count == 2 && scenario.screen.contains("Not pasted: something else was open."))
    }

    @Test func appleXMLPastedOnTheCardsIsReadAsActionsOtherTextIsNot() {
        var scenario = GoToScenarioTests.scenario([Self.text("one")])
        let xml = "<plist><dict><key>WFWorkflowActions</key><array/></dict></plist>"
        scenario.send(.paste(xml))
        guard case .clipboard(.readPasted(let text, let request))? = scenario.effects.first else {
            Issue.record("the XML was not read: \(scenario.effects)")
            return
        }
        #expect(text == xml && request.after && request.target == scenario.state.document.actions[0].id)
        scenario.send(.paste("just words"))
        #expect(scenario.effects.isEmpty && scenario.screen.contains("To paste, open a placeholder"))
    }

    @Test func pastingWithNothingCopiedOrADamagedClipboardSaysSo() {
        var scenario = GoToScenarioTests.scenario([Self.text("one")])
        scenario.press(.character("p"))
        guard case .clipboard(.read(let request))? = scenario.effects.first else {
            Issue.record("no paste asked")
            return
        }
        scenario.send(.clipboard(.read(.empty, request)))
        #expect(scenario.screen.contains("Nothing copied yet"))
        scenario.send(.clipboard(.read(.failed("clipboard.plist: line 3:1: expected a dictionary"), request)))
        #expect(scenario.screen.contains("Cannot paste: clipboard.plist: line 3:1"))
        #expect(scenario.state.document.actions.count == 1)
    }

    /// Answers the search for uses the last key asked for, as the shell does.
    static func answerUses(_ scenario: inout Scenario) {
        guard case let .find(.uses(use, id, document))? = scenario.effects.first else {
            Issue.record("no uses asked for: \(scenario.effects)")
            return
        }
        scenario.send(.found(.uses(id: id, uses: use.uses(in: document))))
    }

    @Test func hashListsAVariablesUsesAndEnterGoesToOne() {
        let source = UUID()
        var scenario = GoToScenarioTests.scenario([Self.text("alpha", id: source), Self.text("filler"), Self.show(outputOf: source),
                                                    Self.text("filler"), Self.show(outputOf: source)])
        scenario.press(.character("#"))
        #expect(scenario.state.keyMode == .choiceList && scenario.screen.contains("Finding them…"))
        Self.answerUses(&scenario)
        #expect(scenario.screen.contains("Uses of the output of 1 Text · 2"), "\(scenario.screen)")
        scenario.press(.down, .enter)
        #expect(scenario.state.focus.action == 4 && scenario.state.keyMode == .editor)
        // From a placeholder holding the variable, the same list.
        scenario.press(.character("#"))
        Self.answerUses(&scenario)
        #expect(scenario.screen.contains("Uses of ‹Text› · 2"), "\(scenario.screen)")
        scenario.press(.escape)
        #expect(scenario.state.keyMode == .editor)
    }

    @Test func aVariableNothingUsesIsSaidAndALateAnswerDropped() {
        var scenario = GoToScenarioTests.scenario([Self.text("alone"), Self.text("other")])
        scenario.press(.character("#"))
        Self.answerUses(&scenario)
        #expect(scenario.state.keyMode == .editor && scenario.screen.contains("Nothing uses the output of 1 Text."))
        scenario.press(.character("#"))
        guard case let .find(.uses(_, id, _))? = scenario.effects.first else {
            Issue.record("no uses asked for")
            return
        }
        scenario.press(.escape)
        scenario.send(.found(.uses(id: id, uses: [1])))
        #expect(scenario.state.keyMode == .editor, "the list was closed: its answer opens nothing")
    }
}

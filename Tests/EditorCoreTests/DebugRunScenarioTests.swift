import DemoIntents
import Foundation
@testable import EditorCore
import IntentKit
import ShortcutModel
import Testing

/// The debugger's screen and keys, without the runner: `r`, `R`, `s` and `b` ask the shell for
/// runs; what the runner says puts outputs beside the cards, pauses with the variables in a
/// panel, and asks with the editor's own prompt.
@Suite struct DebugRunScenarioTests {
    static func scenario() -> Scenario {
        var second = ShortcutAction.trails(["activity": .biking])
        second.id = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
        return Scenario([.trails(["activity": .hiking]), second])
    }

    @Test func runStartsWithTheBreakpointsAndPausesShowTheVariables() {
        var scenario = Self.scenario()
        scenario.press(.character("j"), .character("b"))
        #expect(scenario.state.breakpoints == [scenario.state.document.actions[1].id])
        scenario.press(.character("k"), .character("r"))
        guard case .startRun(_, let breakpoints, let stepping, let stopAt)? = scenario.effects.first else {
            Issue.record("no run started: \(scenario.effects)")
            return
        }
        #expect(breakpoints == [1] && !stepping && stopAt == nil)
        scenario.send(.run(.outputs([0: "List: Mist Trail ⏎ Angels Landing ⏎ Emerald Lake"])))
        scenario.send(.run(.paused(at: 1, variables: [RunVariable(name: "Trails", value: "List: Mist Trail ⏎ Angels Landing"),
                                                      RunVariable(name: "Repeat Index", value: "Number: 2")])))
        #expect(scenario.state.focus.action == 1, "the focus goes to where the run waits")
        scenario.expectScreen("run-paused-80x24")
        scenario.press(.character("s"))
        #expect(scenario.effects == [.continueRun(step: true, stopAt: nil)])
        #expect(!scenario.screen.contains("Variables"), "the panel is for a pause")
    }

    @Test func aQuestionIsAPromptAndItsAnswerGoesBack() {
        var scenario = Self.scenario()
        scenario.press(.character("r"))
        scenario.send(.run(.asked("How many? (Number)")))
        #expect(scenario.screen.contains("How many? (Number)"))
        scenario.type("3")
        scenario.press(.enter)
        #expect(scenario.effects == [.answerRun("3")])
        scenario.send(.run(.asked("Again?")))
        scenario.press(.escape)
        #expect(scenario.effects == [.answerRun(nil)])
    }

    @Test func aSecondRunWaitsForTheFirstAndTheEndIsSaid() {
        var scenario = Self.scenario()
        scenario.press(.character("R"))
        guard case .startRun(_, _, _, let stopAt)? = scenario.effects.first else { Issue.record("no run"); return }
        #expect(stopAt == 0)
        scenario.press(.character("r"))
        #expect(scenario.effects.isEmpty && scenario.screen.contains("The shortcut is running"))
        scenario.send(.run(.ended(message: "action 2 (Suggest Trails) failed: no trails", failed: true)))
        #expect(scenario.screen.contains("action 2 (Suggest Trails) failed: no trails"))
        scenario.press(.character("r"))
        #expect(scenario.effects.count == 1, "a new run once the last one ended")
    }

    @Test func theWholeOutputIsAPageAndAnActionWithoutOneSaysSo() {
        var scenario = Self.scenario()
        scenario.press(.character("="))
        #expect(scenario.effects.isEmpty && scenario.screen.contains("no output from a run"))
        scenario.press(.character("r"))
        scenario.send(.run(.outputs([0: "Text: one ⏎ two"])))
        scenario.press(.character("="))
        #expect(scenario.effects == [.readRunOutput(action: 0)])
        scenario.send(.runOutput(action: 0, kind: "Text", text: "one\ntwo"))
        #expect(scenario.state.page?.title == "Output of action 1 (Text)")
        #expect(scenario.state.page?.lines.map(\.text) == ["one", "two"])
    }
}

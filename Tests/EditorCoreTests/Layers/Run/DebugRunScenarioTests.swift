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
        guard case .run(.start(_, let breakpoints, let stepping, let stopAt, _))? = scenario.effects.first else {
            Issue.record("no run started: \(scenario.effects)")
            return
        }
        #expect(breakpoints == [1] && !stepping && stopAt == nil)
        let ids = scenario.state.document.actions.map(\.id)
        scenario.send(.run(.outputs([ids[0]: "List: Mist Trail ⏎ Angels Landing ⏎ Emerald Lake"])))
        scenario.send(.run(.paused(at: ids[1], variables: [RunVariable(name: "Trails", value: "List: Mist Trail ⏎ Angels Landing"),
                                                      RunVariable(name: "Repeat Index", value: "Number: 2")])))
        #expect(scenario.state.focus.action == 1, "the focus goes to where the run waits")
        scenario.expectScreen("run-paused-80x24")
        scenario.press(.character("s"))
        #expect(scenario.effects == [.run(.resume(step: true, stopAt: nil))])
        #expect(!scenario.screen.contains("Variables"), "the panel is for a pause")
    }

    @Test func aQuestionIsAPromptAndItsAnswerGoesBack() {
        var scenario = Self.scenario()
        scenario.press(.character("r"))
        scenario.send(.run(.asked("How many? (Number)")))
        #expect(scenario.screen.contains("How many? (Number)"))
        scenario.type("3")
        scenario.press(.enter)
        #expect(scenario.effects == [.run(.answer("3"))])
        scenario.send(.run(.asked("Again?")))
        scenario.press(.escape)
        #expect(scenario.effects == [.run(.answer(nil))])
    }

    /// A stand-in typed for an action that cannot run is kept: said on its card, shown by `=`,
    /// and given to the next run, which then does not ask for it.
    @Test func aStandInIsKeptForTheNextRuns() {
        var scenario = Self.scenario()
        let ids = scenario.state.document.actions.map(\.id)
        scenario.press(.character("r"))
        scenario.send(.run(.asked("Action 1 (Suggest Trails) cannot run here — its output, text or JSON:")))
        scenario.type("[\"Mist Trail\"]")
        scenario.press(.enter)
        #expect(scenario.effects == [.run(.answer("[\"Mist Trail\"]"))])
        scenario.send(.run(.standIn(action: ids[0], text: "[\"Mist Trail\"]")))
        #expect(scenario.screen.contains("Stand-in kept for action 1 until the editor quits"))
        scenario.send(.run(.outputs([ids[0]: "List: Mist Trail"])))
        scenario.send(.run(.ended(message: "Done.", failed: false)))
        #expect(scenario.screen.contains("= stand-in List: Mist Trail"), "\(scenario.screen)")
        scenario.press(.character("r"))
        guard case .run(.start(_, _, _, _, let standIns))? = scenario.effects.first else { Issue.record("no run"); return }
        #expect(standIns == [ids[0]: "[\"Mist Trail\"]"])
    }

    @Test func aSecondRunWaitsForTheFirstAndTheEndIsSaid() {
        var scenario = Self.scenario()
        scenario.press(.character("R"))
        guard case .run(.start(_, _, _, let stopAt, _))? = scenario.effects.first else { Issue.record("no run"); return }
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
        let first = scenario.state.document.actions[0].id
        scenario.send(.run(.outputs([first: "Text: one ⏎ two"])))
        scenario.press(.character("="))
        #expect(scenario.effects == [.run(.readOutput(action: first))])
        scenario.send(.runOutput(action: first, kind: "Text", text: "one\ntwo"))
        #expect(scenario.state.page?.title == "Output of action 1 (Text)")
        #expect(scenario.state.page?.lines.map(\.text) == ["one", "two"])
    }

    /// Outputs and the pause name actions, not positions: an output moves with its action
    /// (and goes with it when it is deleted), and a pause finds its action where it is now.
    @Test func anOutputStaysWithItsActionWhenItMoves() {
        var scenario = Self.scenario()
        let ids = scenario.state.document.actions.map(\.id)
        scenario.press(.character("r"))
        scenario.send(.run(.outputs([ids[0]: "Number: 1", ids[1]: "Number: 2"])))
        scenario.press(.character("J"))
        #expect(scenario.state.document.actions.map(\.id) == [ids[1], ids[0]])
        let lines = scenario.screen.split(separator: "\n")
        let firstCard = lines.first { $0.contains("1 ▸") || $0.contains("  1 ") } ?? ""
        #expect(firstCard.contains("= Number: 2"), "action 1 is now the one that gave 2: \(scenario.screen)")
        scenario.send(.run(.paused(at: ids[0], variables: [])))
        #expect(scenario.state.focus.action == 1 && scenario.screen.contains("Paused before action 2"))
    }
}

import DemoIntents
@testable import EditorCore
import IntentKit
import ShortcutModel
import Testing

/// `L` shows the log of the focused action's intent host: asked of the shell, shown as a page
/// scrolled to its newest lines, its control characters drawn safely; an action without a
/// host says so.
@Suite struct HostLogScenarioTests {
    static func state(live: Bool) -> EditorState {
        var registry = Scenario.registry
        if live {
            registry.registerPerformer(intent: "SuggestedTrails", host: "TrailHost") { _ in IntentOutcome() }
        }
        let document = ShortcutDocument(name: "Plan a Hike", actions: [.trails(["activity": .hiking])])
        var state = EditorState(document: document, registry: registry, fileLabel: "Plan a Hike", width: 80, height: 24)
        _ = state.update(.resize(width: 80, height: 24))
        return state
    }

    @Test func theLogOfTheActionsHostIsShownFromItsNewestLines() {
        var scenario = Scenario(state: Self.state(live: true))
        scenario.press(.character("L"))
        #expect(scenario.effects == [.readHostLog(host: "TrailHost")])
        let lines = (1...40).map { "line \($0)" } + ["\u{1B}[31mFatal error: no trails database\u{7}"]
        scenario.send(.hostLog(host: "TrailHost", .success(lines)))
        #expect(scenario.screen.contains("TrailHost's log"))
        #expect(scenario.screen.contains("Fatal error: no trails database"), "the newest line is on screen")
        #expect(!scenario.screen.contains("line 1\n") && !scenario.screen.contains("\u{1B}"), "\(scenario.screen)")
        scenario.press(.home)
        #expect(scenario.screen.contains("line 1"))
        scenario.press(.escape)
        #expect(scenario.state.page == nil)
    }

    @Test func anActionWithoutAHostSaysSo() {
        var scenario = Scenario(state: Self.state(live: false))
        scenario.press(.character("L"))
        #expect(scenario.effects.isEmpty)
        #expect(scenario.screen.contains("no host"))
    }

    @Test func aLogThatCannotBeReadSaysWhy() {
        var scenario = Scenario(state: Self.state(live: true))
        scenario.press(.character("L"))
        scenario.send(.hostLog(host: "TrailHost", .failure(QueryFailure("permission denied"))))
        #expect(scenario.state.page == nil)
        #expect(scenario.screen.contains("TrailHost's log cannot be read: permission denied"))
    }
}

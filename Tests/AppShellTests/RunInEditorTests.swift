@testable import AppShell
@testable import EditorCore
import DemoIntents
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing
import TestSupport

/// The shortcut run from the editor, through the real app loop on a scripted terminal: the run
/// is on its own task, so keys are taken while a loop without end runs (no timing: the screen
/// shows each key's effect while the run goes on), ^C stops the run and not the editor, a
/// breakpoint pauses it with the variables in a panel, and its question is the editor's prompt.
@Suite struct RunInEditorTests {
    static let registry: IntentRegistry = {
        var registry = try! DemoIntents.makeRegistry()
        for definition in BuiltInActions.definitions { try? registry.register(definition) }
        return registry
    }()

    static func action(_ identifier: String, _ values: [String: IntentValue]) -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions." + identifier, values: values)
    }

    @Test func anEndlessLoopNeverHoldsUpTypingAndCtrlCStopsTheRunNotTheEditor() async throws {
        let group = IntentValue.string("7D1C5F0A-0000-4000-8000-000000000001")
        let folder = try TemporaryLibrary()
        let url = try folder.write(ShortcutDocument(name: "Forever", actions: [
            Self.action("repeat.count", ["GroupingIdentifier": group, "WFControlFlowMode": .int(0), "WFRepeatCount": .int(1_000_000_000)]),
            Self.action("math", ["WFInput": .int(1), "WFMathOperand": .int(2)]),
            Self.action("repeat.count", ["GroupingIdentifier": group, "WFControlFlowMode": .int(2)]),
            Self.action("gettext", ["WFTextActionText": .string("after")]),
        ]))
        let terminal = ScriptedTerminal([
            .awaitScreen("Repeat"), .keys(.character("r")), .awaitScreen("= Number: 3"),
            // The loop goes on; keys move the focus meanwhile.
            .keys(.character("j")), .awaitScreen("2 ▸"), .keys(.character("j")), .awaitScreen("3 ▸"),
            .keys(.control("c")), .awaitScreen("Stopped at action"),
            .keys(.character("q")),
        ])
        let outcome = try await AppRun(terminal: terminal, library: folder.library, registry: Self.registry)
            .run(from: .document(url, backToBrowser: false))
        #expect(terminal.unmetWait == nil, "the screen was:\n\(terminal.screenText)")
        #expect(outcome == .quit, "^C stopped the run, and q left the editor")
    }

    @Test func aBreakpointPausesWithTheVariablesAndTheQuestionIsAPrompt() async throws {
        let folder = try TemporaryLibrary()
        let text = ShortcutAction(intent: "is.workflow.actions.gettext", values: ["WFTextActionText": .string("hello")])
        let url = try folder.write(ShortcutDocument(name: "Greet", actions: [
            text,
            Self.action("setvariable", ["WFVariableName": .string("Greeting")]),
            Self.action("ask", ["WFAskActionPrompt": .string("Your name?")]),
            Self.action("showresult", ["Text": .opaque(OpaqueValue(propertyList: TokenText(pieces: [
                .text("Hi "), .variable(VariableReference(.named("Greeting"))),
            ]).propertyList))]),
        ]))
        let terminal = ScriptedTerminal([
            .awaitScreen("Greet"), .keys(.character("j"), .character("j"), .character("b")), .awaitScreen("Breakpoint on action 3"),
            .keys(.character("r")), .awaitScreen("Paused before action 3"), .awaitScreen("Variables"),
            .awaitScreen("Greeting"), .awaitScreen("Text: hello"),
            .keys(.character("s")), .awaitScreen("Your name? ("), .type("Ann"), .keys(.enter),
            // While paused, a token shows its value now.
            .awaitScreen("Paused before action 4"), .awaitScreen("‹Greeting›=hello"), .keys(.character("r")), .awaitScreen("Done."),
            .keys(.character("q")),
        ])
        let outcome = try await AppRun(terminal: terminal, library: folder.library, registry: Self.registry)
            .run(from: .document(url, backToBrowser: false))
        #expect(terminal.unmetWait == nil, "the screen was:\n\(terminal.screenText)")
        #expect(outcome == .quit)
    }
}

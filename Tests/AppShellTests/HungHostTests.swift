@testable import AppShell
@testable import EditorCore
import DemoIntents
import Foundation
import Synchronization
import IntentHostClient
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing
import TestSupport

/// An intent host that never answers, behind a picker: typing goes on while it is asked (the
/// loop never waits for it), and the picker says it timed out when the call's deadline passes.
@Suite(.offThePool) struct HungHostTests {
    /// A host that never answers.
    static func sleepyHost() throws -> IntentHostConnection {
        IntentHostConnection(command: HostCommand(executable: try TestScratch.script("exec sleep 600", name: "Sleepy").path, arguments: [], name: "Sleepy"),
                             startDeadline: .milliseconds(500))
    }

    @Test func aHungHostNeverHoldsUpTypingAndThePickerSaysItTimedOut() async throws {
        let connection = try Self.sleepyHost()
        let type = EntityTypeDefinition(identifier: "Owl", title: "Owl", query: [.suggestions, .stringSearch])
        var source = HostEntitySource(typeIdentifier: type.identifier, capabilities: type.query, connection: connection)
        source.deadline = .milliseconds(500)
        var registry = IntentRegistry()
        registry.register(source)
        try registry.register(IntentDefinition(identifier: "Hoot", title: "Hoot", parameters: [
            ParameterDefinition(id: "owl", title: "Owl", type: .entity(type), isOptional: false,
                                options: ParameterOptions(optionsSource: .entityQuery(type.identifier))),
        ], summary: .summary(SummaryTemplate(sentence: [.text("Hoot at "), .placeholder("owl")]))))
        let folder = try TemporaryLibrary()
        let url = try folder.write(ShortcutDocument(name: "Night", actions: [ShortcutAction(intent: "Hoot")]))
        // The deadline is a task on the shared concurrency pool, whose two threads (on two
        // cores) the suite's blocking tests — tmux sessions, subprocesses — can hold for minutes:
        // the picker's "did not answer" may come that late, so the patience is longer than that.
        let terminal = ScriptedTerminal(patience: .seconds(600), [
            .awaitScreen("Hoot at [Owl]"), .keys(.enter), .awaitScreen("Loading"),
            // Keys are taken while the host says nothing.
            .type("bar"), .awaitScreen("filter: bar"),
            .awaitScreen("Sleepy did not answer within"),
            .keys(.escape), .keys(.character("q")),
        ])
        let outcome = try await AppRun(terminal: terminal, library: folder.library, registry: registry)
            .run(from: .document(url, backToBrowser: false))
        #expect(terminal.unmetWait == nil, "the screen was:\n\(terminal.screenText)")
        #expect(outcome == .quit)
        await connection.stop()
    }

    /// A host not yet running is started by the picker's first question: the picker says so.
    @Test func aPickerSaysItsHostIsStarting() async throws {
        let connection = try Self.sleepyHost()
        var source = HostEntitySource(typeIdentifier: "Owl", capabilities: [.suggestions], connection: connection)
        source.deadline = .milliseconds(200)
        var registry = IntentRegistry()
        registry.register(source)
        let notes = Mutex<[String]>([])
        let result = await QueryRunner.run(QueryRequest(id: 1, kind: .suggestedEntities(type: "Owl")), in: registry) { note in
            notes.withLock { $0.append(note) }
        }
        #expect(notes.withLock { $0 } == ["Starting Sleepy…"])
        guard case .failure(let failure) = result else { Issue.record("a host that never answers"); return }
        #expect(failure.message.contains("Sleepy did not answer within"))
        await connection.stop()

        var picker = ListPicker(source: .entities(type: "Owl", capabilities: [.suggestions]), options: [])
        picker.pendingQuery = 1
        picker.waitingNote = "Starting Sleepy…"
        picker.pendingQuery = nil
        #expect(picker.waitingNote == nil, "the note goes with the answer")
    }
}

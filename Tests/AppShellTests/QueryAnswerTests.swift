import AppShell
import DemoIntents
import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

/// Answers to picker queries reach the screen by themselves, however slow, and typing never
/// waits for them.
@Suite struct QueryAnswerTests {
    @Test func theLoopWaitsForInputWithoutPollingWhileAQueryIsOut() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(ShortcutDocument(name: "Ride", actions: [
            ShortcutAction(intent: "SuggestedTrails", values: ["activity": ActivityStyle.biking.intentValue]),
        ]))
        let terminal = ScriptedTerminal([
            .awaitScreen("bike rides"), .keys(.enter), .awaitScreen("Family Friendly"), .keys(.escape), .keys(.character("q")),
        ])
        let outcome = try await AppRun(terminal: terminal, library: folder.library, registry: EditorAppTests.registry)
            .run(from: .document(url, backToBrowser: false))
        #expect(outcome == .quit)
        #expect(terminal.unmetWait == nil, "the screen was:\n\(terminal.screenText)")
        // No edit, so no timer: every read may wait for ever; the answer wakes it.
        #expect(terminal.requestedTimeouts.allSatisfy { $0 == nil }, "reads were given \(terminal.requestedTimeouts)")
    }

    @Test func aSlowQueryDoesNotHoldUpTypingAndItsLateAnswerIsDropped() async throws {
        let gate = Gate()
        var registry = try DemoIntents.makeRegistry()
        registry.register(SlowGhosts(gate: gate))
        try registry.register(IntentDefinition(identifier: "Haunt", title: "Haunt", parameters: [
            ParameterDefinition(id: "who", title: "Who", type: .entity(SlowGhosts.type), isOptional: false,
                                options: ParameterOptions(optionsSource: .entityQuery(SlowGhosts.type.identifier))),
        ], summary: .summary(SummaryTemplate(sentence: [.text("Haunt "), .placeholder("who")]))))
        let folder = try TemporaryLibrary()
        let url = try folder.write(ShortcutDocument(name: "Boo", actions: [ShortcutAction(intent: "Haunt")]))
        let terminal = ScriptedTerminal([
            .awaitScreen("Haunt [Who]"), .keys(.enter), .awaitScreen("Loading"),
            // The suggestions hang; a search typed meanwhile is answered and shown.
            .type("cas"), .awaitScreen("Casper"),
            // Now the suggestions come, late: they must not replace the search's answer.
            .perform { gate.open() }, .perform { gate.awaitAnswered() },
            .keys(.down), .awaitScreen("1 of 1"), .keys(.enter), .awaitScreen("Haunt [Casper]"),
        ])
        let outcome = try await AppRun(terminal: terminal, library: folder.library, registry: registry)
            .run(from: .document(url, backToBrowser: false))
        #expect(terminal.unmetWait == nil, "the screen was:\n\(terminal.screenText)")
        #expect(outcome == .interrupted(signal: SIGTERM, journaled: true))
    }
}

/// Ghost entities whose suggestions wait for the test to open a gate; searches answer at once.
private struct SlowGhosts: EntitySource {
    static let type = EntityTypeDefinition(identifier: "SlowGhost", title: "Ghost", query: [.suggestions, .stringSearch])
    static let all = ["Boo", "Casper", "Slimer"].map { EntityReference(typeIdentifier: type.identifier, id: .string($0.lowercased()), title: $0) }

    let gate: Gate
    var typeIdentifier: String { Self.type.identifier }
    var capabilities: EntityQueryCapabilities { Self.type.query }

    func suggestedEntities() async throws -> [EntityReference] {
        await gate.passed()
        return Self.all
    }

    func entities(matching text: String) async throws -> [EntityReference] {
        Self.all.filter { $0.title.localizedCaseInsensitiveContains(text) }
    }

    func allEntities() async throws -> [EntityReference] { Self.all }

    func entities(for identifiers: [SavedEntityIdentifier]) async throws -> [EntityReference] {
        Self.all.filter { identifiers.contains($0.id) }
    }
}

/// Holds a query until the test opens it, and tells the test when the query has gone through.
private final class Gate: @unchecked Sendable {
    private let condition = NSCondition()
    private var isOpen = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private let answered = WakeFlag()

    func passed() async {
        await withCheckedContinuation { continuation in
            condition.lock()
            if isOpen {
                condition.unlock()
                continuation.resume()
            } else {
                waiting.append(continuation)
                condition.unlock()
            }
        }
        answered.raise()
    }

    func open() {
        condition.lock()
        isOpen = true
        let released = waiting
        waiting = []
        condition.unlock()
        released.forEach { $0.resume() }
    }

    func awaitAnswered() {
        _ = answered.wait(until: .now + .seconds(120))
    }
}

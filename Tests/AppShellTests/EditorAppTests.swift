@testable import AppShell
import DemoIntents
import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

/// The running program without a terminal: keys in, files and journals on disk out.
@Suite struct EditorAppTests {
    static let registry: IntentRegistry = try! DemoIntents.makeRegistry()
    static let hiking = ShortcutDocument(name: "Weekend", actions: [
        ShortcutAction(intent: "SuggestedTrails", values: ["activity": ActivityStyle.hiking.intentValue]),
    ])

    /// Runs the app on a thread of its own, as the real program runs on the main thread: the
    /// loop blocks while it waits for input, and must not hold a thread of the concurrency pool
    /// that the queries it starts need.
    private func run(_ terminal: ScriptedTerminal, _ library: Library, from start: EditorApp.Start,
                     sourceLocation: SourceLocation = #_sourceLocation) async throws -> EditorApp.Outcome {
        let handoff = AppRun(terminal: terminal, library: library, registry: Self.registry)
        let outcome = try await handoff.run(from: start)
        #expect(terminal.unmetWait == nil, "never saw \"\(terminal.unmetWait ?? "")\"; the screen was:\n\(terminal.screenText)",
                sourceLocation: sourceLocation)
        return outcome
    }

    @Test func anEditIsSavedToDiskAndQuitLeadsBackToTheBrowser() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.hiking)
        let terminal = ScriptedTerminal([
            .keys(.enter), .type("bik"), .keys(.enter),
            .awaitScreen("bike rides"),
            .keys(.control("s")), .awaitScreen("Saved."),
            .keys(.character("q")), .awaitScreen("Shortcuts"),
            .keys(.character("q")),
        ])
        #expect(try await run(terminal, folder.library, from: .document(url, backToBrowser: true)) == .quit)
        let saved = try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document
        #expect(saved.actions[0].values["activity"] == ActivityStyle.biking.intentValue)
    }

    @Test func aSignalJournalsUnsavedEditsAndTheNextOpenOffersThem() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.hiking)
        let editing = ScriptedTerminal([
            .keys(.enter), .type("bik"), .keys(.enter), .awaitScreen("bike rides"),
            .input([.interrupt(signal: SIGHUP)]),
        ])
        #expect(try await run(editing, folder.library, from: .document(url, backToBrowser: false)) == .interrupted(signal: SIGHUP, journaled: true))
        #expect(try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document == Self.hiking.withSameDates(as: url),
                "the file itself is untouched")

        let reopening = ScriptedTerminal([
            .awaitScreen("Unsaved edits of"), .keys(.character("r")), .awaitScreen("bike rides"),
            .keys(.control("s")), .awaitScreen("Saved."), .keys(.character("q")),
        ])
        #expect(try await run(reopening, folder.library, from: .document(url, backToBrowser: false)) == .quit)
        #expect(try folder.library.recoveryFolder.contents().isEmpty, "saving removes the journal")
    }

    /// Keys typed before the recovery question was on screen — at the start, or right after
    /// Enter in the browser — were meant for the shortcut: a "d" among them discarded the
    /// unsaved edits. They are set aside, and the question says how many.
    @Test func keysTypedBeforeTheRecoveryQuestionNeverAnswerIt() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.hiking)
        let editing = ScriptedTerminal([
            .keys(.enter), .type("bik"), .keys(.enter), .awaitScreen("bike rides"), .input([.interrupt(signal: SIGHUP)]),
        ])
        _ = try await run(editing, folder.library, from: .document(url, backToBrowser: false))

        // Already waiting when the editor first draws: typed before the question.
        let starting = ScriptedTerminal([
            .keys(.character("d"), .down), .awaitScreen("2 keys typed before this question not applied. Unsaved edits of"),
            .keys(.escape), .awaitScreen("stay in the recovery journal"),
        ])
        _ = try await run(starting, folder.library, from: .document(url, backToBrowser: false))
        #expect(!starting.screenText.contains("typed before"), "answered (later), the note goes with the question")
        #expect(try !folder.library.recoveryFolder.contents().isEmpty, "the edits are still journaled")

        // Typed with the Enter that opens it from the browser.
        let browsing = ScriptedTerminal([
            .awaitScreen("Weekend"), .input([.key(.enter), .key(.character("d"))]), .awaitScreen("Unsaved edits of"),
        ])
        _ = try await run(browsing, folder.library, from: .browser)
        #expect(browsing.screenText.contains("1 key typed before this question not applied. Unsaved edits of"), "\(browsing.screenText)")
        #expect(try !folder.library.recoveryFolder.contents().isEmpty, "the edits are still journaled")

        let restoring = ScriptedTerminal([.awaitScreen("Unsaved edits of"), .keys(.character("r")), .awaitScreen("bike rides")])
        _ = try await run(restoring, folder.library, from: .document(url, backToBrowser: false))
    }

    @Test func ctrlCIsAnInterruptAndACleanDocumentJournalsNothing() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.hiking)
        let terminal = ScriptedTerminal([.awaitScreen("Weekend"), .keys(.control("c"))])
        #expect(try await run(terminal, folder.library, from: .document(url, backToBrowser: false)) == .interrupted(signal: SIGINT, journaled: false))
    }

    /// What reading an Apple file could not keep (issue 42: a lone UTF-16 surrogate became
    /// U+FFFD without a word) is said on the editor's status line when the file opens.
    @Test func whatReadingCouldNotKeepIsSaidWhenTheFileOpens() async throws {
        let folder = try TemporaryLibrary()
        let document = ShortcutDocument(name: "Odd", actions: [
            ShortcutAction(intent: "is.workflow.actions.comment", values: ["WFCommentActionText": .string("AéB")]),
        ])
        var bytes = [UInt8](try DocumentFormat.propertyList(.binary).encode(document, label: "Odd.shortcut"))
        // "AéB" is stored as UTF-16 (0041 00E9 0042): make the é a lone high surrogate.
        let units: [UInt8] = [0x00, 0x41, 0x00, 0xE9, 0x00, 0x42]
        let at = try #require((0...(bytes.count - units.count)).first { Array(bytes[$0..<$0 + units.count]) == units })
        bytes[at + 2] = 0xD8
        bytes[at + 3] = 0x00
        let url = folder.library.shortcutsFolder.appendingPathComponent("Odd.shortcut")
        try Data(bytes).write(to: url)
        let terminal = ScriptedTerminal([
            .awaitScreen("WFWorkflowActions[0].WFWorkflowActionParameters"), .keys(.character("q")),
        ])
        #expect(try await run(terminal, folder.library, from: .document(url, backToBrowser: false)) == .quit)
    }

    @Test func optionsFromTheProviderArriveWhileTheEditorRuns() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(ShortcutDocument(name: "Ride", actions: [
            ShortcutAction(intent: "SuggestedTrails", values: ["activity": ActivityStyle.biking.intentValue]),
        ]))
        // The first placeholder is the trail collection, whose enumerable query lists them all.
        let terminal = ScriptedTerminal([
            .awaitScreen("bike rides"), .keys(.enter), .awaitScreen("Family Friendly"),
            .type("epic"), .keys(.enter), .awaitScreen("[Epic Days]"), .keys(.character("q")), .keys(.character("d")),
        ])
        #expect(try await run(terminal, folder.library, from: .document(url, backToBrowser: false)) == .quit)
    }

    @Test func theBrowserCreatesOpensAndListsShortcuts() async throws {
        let folder = try TemporaryLibrary()
        _ = try folder.write(Self.hiking)
        let terminal = ScriptedTerminal([
            .awaitScreen("Weekend"), .keys(.character("n")), .type("Errands"), .keys(.enter),
            .awaitScreen("no actions yet"), .keys(.character("q")),
            .awaitScreen("Errands"), .keys(.character("q")),
        ])
        #expect(try await run(terminal, folder.library, from: .browser) == .quit)
        #expect(folder.library.list().map(\.name) == ["Errands", "Weekend"])
    }

    @Test func aDocumentThatCannotBeReadStopsTheStartWithItsError() async throws {
        let folder = try TemporaryLibrary()
        let url = folder.library.shortcutsFolder.appendingPathComponent("Broken.shortcut.json")
        try Data("{\"formatVersion\": 1,".utf8).write(to: url)
        let terminal = ScriptedTerminal([])
        await #expect(throws: StoreError.self) { try await run(terminal, folder.library, from: .document(url, backToBrowser: false)) }
        #expect(terminal.lastCanvas == nil, "nothing was drawn")
    }
}

/// The app and its terminal, handed to a thread that runs the loop while the test awaits.
/// Unchecked: the test touches neither until the thread has finished with them.
final class AppRun: @unchecked Sendable {
    let terminal: ScriptedTerminal
    let library: Library
    let registry: IntentRegistry
    /// The app's `backgroundOpenBytes`, when a test sets it.
    let backgroundOpenBytes: Int?
    /// The app's `previewBytes`, when a test sets it.
    let previewBytes: Int?
    /// Run by the background decode before it decodes: a test holds it there with this.
    let beforeBackgroundOpen: (@Sendable () -> Void)?

    init(terminal: ScriptedTerminal, library: Library, registry: IntentRegistry, backgroundOpenBytes: Int? = nil, previewBytes: Int? = nil,
         beforeBackgroundOpen: (@Sendable () -> Void)? = nil) {
        self.terminal = terminal
        self.library = library
        self.registry = registry
        self.backgroundOpenBytes = backgroundOpenBytes
        self.previewBytes = previewBytes
        self.beforeBackgroundOpen = beforeBackgroundOpen
    }

    func run(from start: EditorApp.Start) async throws -> EditorApp.Outcome {
        try await withCheckedThrowingContinuation { continuation in
            Thread {
                let app = EditorApp(terminal: self.terminal, store: ShortcutStore(library: self.library), registry: self.registry,
                                    displayContext: DisplayContext(timeZone: TimeZone(identifier: "UTC")!))
                if let bytes = self.backgroundOpenBytes { app.backgroundOpenBytes = bytes }
                if let bytes = self.previewBytes { app.previewBytes = bytes }
                app.beforeBackgroundOpen = self.beforeBackgroundOpen
                continuation.resume(with: Result { () throws(StoreError) in try app.run(from: start) })
            }.start()
        }
    }
}

extension ShortcutDocument {
    /// This document with the dates the file at `url` holds, to compare contents.
    func withSameDates(as url: URL) throws -> ShortcutDocument {
        let stored = try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document
        var copy = self
        copy.created = stored.created
        copy.modified = stored.modified
        return copy
    }
}

extension URL {
    func contents() throws -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }
}

/// An entity type with no query behind it (a catalog's, before any records exist).
@Suite struct MissingQueryTests {
    @Test func aPickerWithNoQuerySaysSoAndTakesATypedIdentifier() async throws {
        var registry = try DemoIntents.makeRegistry()
        let ghost = EntityTypeDefinition(identifier: "Ghost", title: "Ghost")
        try registry.register(IntentDefinition(identifier: "Haunt", title: "Haunt", parameters: [
            ParameterDefinition(id: "who", title: "Who", type: .entity(ghost), isOptional: false,
                                options: ParameterOptions(optionsSource: .entityQuery("Ghost"))),
        ], summary: .summary(SummaryTemplate(sentence: [.text("Haunt "), .placeholder("who")]))))
        let folder = try TemporaryLibrary()
        let url = try folder.write(ShortcutDocument(name: "Boo", actions: [ShortcutAction(intent: "Haunt")]))
        let terminal = ScriptedTerminal([
            .awaitScreen("Haunt [Who]"), .keys(.enter), .awaitScreen("No query lists Ghost entities; type an identifier."),
            .type("casper-7"), .keys(.enter), .awaitScreen("Haunt [casper-7]"),
        ])
        let outcome = try await AppRun(terminal: terminal, library: folder.library, registry: registry).run(from: .document(url, backToBrowser: false))
        #expect(terminal.unmetWait == nil, "the screen was:\n\(terminal.screenText)")
        #expect(outcome == .interrupted(signal: SIGTERM, journaled: true), "the typed entity is an unsaved edit")
    }
}

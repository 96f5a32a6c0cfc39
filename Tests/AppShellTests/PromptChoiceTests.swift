import AppShell
import DemoIntents
import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

/// The conflict and lock prompts' choices, carried out on real files.
@Suite struct PromptChoiceTests {
    private static let ours = EditorAppTests.hiking
    private static var theirs: ShortcutDocument {
        var document = ours
        document.actions.append(ShortcutAction(intent: "GetTrailInfo"))
        return document
    }

    private func run(_ terminal: ScriptedTerminal, _ folder: TemporaryLibrary, _ url: URL) async throws -> EditorApp.Outcome {
        let outcome = try await AppRun(terminal: terminal, library: folder.library, registry: EditorAppTests.registry)
            .run(from: .document(url, backToBrowser: false))
        #expect(terminal.unmetWait == nil, "the screen was:\n\(terminal.screenText)")
        return outcome
    }

    /// Someone else saves while we edit.
    private func theyChange(_ url: URL) {
        try! AtomicFileWriter().write(Self.theirs.encoded(), to: url)
    }

    @Test func reloadShowsTheFileAsItIsNowAndDropsTheEdits() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.ours)
        let terminal = ScriptedTerminal([
            .awaitScreen("Weekend"), .keys(.character("D")), .perform { theyChange(url) },
            .keys(.control("s")), .awaitScreen("Changed on disk"), .keys(.character("r")),
            .awaitScreen("Reloaded from disk"), .awaitScreen("Get Trail Info"), .keys(.character("q")),
        ])
        #expect(try await run(terminal, folder, url) == .quit, "nothing unsaved is left to ask about")
        let onDisk = try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document
        #expect(onDisk.actions.map(\.intent) == Self.theirs.actions.map(\.intent), "their file is untouched")
    }

    @Test func saveElsewhereWritesACopyAndEditsIt() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.ours)
        let terminal = ScriptedTerminal([
            .awaitScreen("Weekend"), .keys(.character("D")), .perform { theyChange(url) },
            .keys(.control("s")), .awaitScreen("Changed on disk"), .keys(.character("w")), .type("Weekend copy"),
            .keys(.enter), .awaitScreen("Saved as"), .awaitScreen("Weekend copy.shortcut.json"),
            .keys(.character("d")), .keys(.control("s")), .awaitScreen("Saved."), .keys(.character("q")),
        ])
        #expect(try await run(terminal, folder, url) == .quit)
        let copy = try folder.library.fileURL(forShortcutNamed: "Weekend copy")
        let saved = try ShortcutDocument.decode(Data(contentsOf: copy), file: copy.path).document
        #expect(saved.actions.count == 1, "the copy got our edits, then the later delete was saved there too")
        let original = try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document
        #expect(original.actions.map(\.intent) == Self.theirs.actions.map(\.intent))
    }

    @Test func saveElsewhereNeverReplacesAnExistingFile() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.ours)
        var other = Self.ours
        other.name = "Other"
        let otherURL = try folder.write(other)
        let before = try Data(contentsOf: otherURL)
        let terminal = ScriptedTerminal([
            .awaitScreen("Weekend"), .keys(.character("D")), .perform { theyChange(url) },
            .keys(.control("s")), .awaitScreen("Changed on disk"), .keys(.character("w")), .type("Other"),
            .keys(.enter), .awaitScreen("exists; choose another name"),
        ])
        #expect(try await run(terminal, folder, url) == .interrupted(signal: SIGTERM, journaled: true))
        #expect(try Data(contentsOf: otherURL) == before)
    }

    @Test func aDocumentOpenElsewhereOpensReadOnlyOrAnyway() async throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.ours)
        let elsewhere = try ShortcutStore(library: folder.library).open(url)
        defer { elsewhere.session.close() }

        let reading = ScriptedTerminal([
            .awaitScreen("Open in another editor"), .keys(.character("r")), .awaitScreen("Read-only"),
            .keys(.character("d")), .awaitScreen("Read-only: another editor has this shortcut open."), .keys(.character("q")),
        ])
        #expect(try await run(reading, folder, url) == .quit)

        let anyway = ScriptedTerminal([
            .awaitScreen("Open in another editor"), .keys(.character("o")), .keys(.character("D")), .keys(.control("s")),
            .awaitScreen("Saved."), .keys(.character("q")),
        ])
        #expect(try await run(anyway, folder, url) == .quit)
        #expect(try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document.actions.count == 2)
    }
}

import AppShell
import DemoIntents
import EditorCore
import Foundation
import IntentKit
import ShortcutStore
import Testing

/// The running program without a terminal: keys in, files and journals on disk out.
@Suite struct EditorAppTests {
    static let registry: IntentRegistry = try! DemoIntents.makeRegistry()
    static let hiking = ShortcutDocument(name: "Weekend", actions: [
        ShortcutAction(intent: "SuggestedTrails", values: ["activity": ActivityStyle.hiking.intentValue]),
    ])

    private func run(_ terminal: ScriptedTerminal, _ library: Library, from start: EditorApp.Start,
                     sourceLocation: SourceLocation = #_sourceLocation) throws -> EditorApp.Outcome {
        let app = EditorApp(terminal: terminal, store: ShortcutStore(library: library), registry: Self.registry,
                            displayContext: DisplayContext(timeZone: TimeZone(identifier: "UTC")!))
        let outcome = try app.run(from: start)
        #expect(terminal.unmetWait == nil, "never saw \"\(terminal.unmetWait ?? "")\"; the screen was:\n\(terminal.screenText)",
                sourceLocation: sourceLocation)
        return outcome
    }

    @Test func anEditIsSavedToDiskAndQuitLeadsBackToTheBrowser() throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.hiking)
        let terminal = ScriptedTerminal([
            .keys(.enter), .type("bik"), .keys(.enter),
            .awaitScreen("bike rides"),
            .keys(.control("s")), .awaitScreen("Saved."),
            .keys(.character("q")), .awaitScreen("Shortcuts"),
            .keys(.character("q")),
        ])
        #expect(try run(terminal, folder.library, from: .document(url, backToBrowser: true)) == .quit)
        let saved = try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document
        #expect(saved.actions[0].values["activity"] == ActivityStyle.biking.intentValue)
    }

    @Test func aSignalJournalsUnsavedEditsAndTheNextOpenOffersThem() throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.hiking)
        let editing = ScriptedTerminal([
            .keys(.enter), .type("bik"), .keys(.enter), .awaitScreen("bike rides"),
            .input([.interrupt(signal: SIGHUP)]),
        ])
        #expect(try run(editing, folder.library, from: .document(url, backToBrowser: false)) == .interrupted(signal: SIGHUP, journaled: true))
        #expect(try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document == Self.hiking.withSameDates(as: url),
                "the file itself is untouched")

        let reopening = ScriptedTerminal([
            .awaitScreen("Unsaved edits of"), .keys(.character("r")), .awaitScreen("bike rides"),
            .keys(.control("s")), .awaitScreen("Saved."), .keys(.character("q")),
        ])
        #expect(try run(reopening, folder.library, from: .document(url, backToBrowser: false)) == .quit)
        #expect(try folder.library.recoveryFolder.contents().isEmpty, "saving removes the journal")
    }

    @Test func ctrlCIsAnInterruptAndACleanDocumentJournalsNothing() throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(Self.hiking)
        let terminal = ScriptedTerminal([.awaitScreen("Weekend"), .keys(.control("c"))])
        #expect(try run(terminal, folder.library, from: .document(url, backToBrowser: false)) == .interrupted(signal: SIGINT, journaled: false))
    }

    @Test func optionsFromTheProviderArriveWhileTheEditorRuns() throws {
        let folder = try TemporaryLibrary()
        let url = try folder.write(ShortcutDocument(name: "Ride", actions: [
            ShortcutAction(intent: "SuggestedTrails", values: ["activity": ActivityStyle.biking.intentValue]),
        ]))
        // The first placeholder is the trail collection, whose enumerable query lists them all.
        let terminal = ScriptedTerminal([
            .awaitScreen("bike rides"), .keys(.enter), .awaitScreen("Family Friendly"),
            .type("epic"), .keys(.enter), .awaitScreen("[Epic Days]"), .keys(.character("q")), .keys(.character("d")),
        ])
        #expect(try run(terminal, folder.library, from: .document(url, backToBrowser: false)) == .quit)
    }

    @Test func theBrowserCreatesOpensAndListsShortcuts() throws {
        let folder = try TemporaryLibrary()
        _ = try folder.write(Self.hiking)
        let terminal = ScriptedTerminal([
            .awaitScreen("Weekend"), .keys(.character("n")), .type("Errands"), .keys(.enter),
            .awaitScreen("no actions yet"), .keys(.character("q")),
            .awaitScreen("Errands"), .keys(.character("q")),
        ])
        #expect(try run(terminal, folder.library, from: .browser) == .quit)
        #expect(folder.library.list().map(\.name) == ["Errands", "Weekend"])
    }

    @Test func aDocumentThatCannotBeReadStopsTheStartWithItsError() throws {
        let folder = try TemporaryLibrary()
        let url = folder.library.shortcutsFolder.appendingPathComponent("Broken.shortcut.json")
        try Data("{\"formatVersion\": 1,".utf8).write(to: url)
        let terminal = ScriptedTerminal([])
        #expect(throws: StoreError.self) { try run(terminal, folder.library, from: .document(url, backToBrowser: false)) }
        #expect(terminal.lastCanvas == nil, "nothing was drawn")
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

@testable import AppShell
import Dispatch
import EditorCore
import Foundation
import ShortcutModel
import ShortcutStore
import Testing

/// Saving a copy elsewhere and changing the library run on the background writer too, in
/// order with the saves and journals queued before them, and answer through the inbox.
@Suite struct BackgroundLibraryWorkTests {
    typealias Setup = BackgroundWriterTests.Setup

    @Test func aCopyIsWrittenAndItsSessionAnsweredAndTheOldOneRetiredAfterItsJournal() throws {
        let setup = try Setup()
        let gate = setup.holdQueue()
        setup.writer.saveElsewhere(BackgroundWriterTests.version("copy"), to: "Weekend copy", store: setup.store, from: setup.session)
        // A journal the editor asked for before it moved to the copy: written, then retired.
        setup.writer.writeJournal(BackgroundWriterTests.version("late"), changes: nil, store: setup.store, session: setup.session)
        setup.writer.retire(setup.session, store: setup.store)
        gate.signal()
        setup.writer.waitUntilIdle()
        guard case .savedElsewhere(let copy, let label, let old)? = setup.inbox.drain().first else {
            Issue.record("no copy was answered")
            return
        }
        #expect(old === setup.session && label.hasSuffix("Weekend copy.shortcut.json"))
        #expect(try setup.item(onDisk: copy.url) == "copy")
        #expect(try setup.item(onDisk: setup.url) == "v0", "the original is left as it was")
        #expect(setup.journalFiles.isEmpty, "the old session's journal went with it")
        let reopened = try? setup.store.startOpening(setup.url)
        #expect(reopened != nil, "the original's lock was let go")
        copy.close()
    }

    @Test func aCopyNeverReplacesAnExistingFile() throws {
        let setup = try Setup()
        var other = BackgroundWriterTests.version("other")
        other.name = "Other"
        let existing = try setup.folder.write(other)
        setup.writer.saveElsewhere(BackgroundWriterTests.version("copy"), to: existing.path, store: setup.store, from: setup.session)
        setup.writer.waitUntilIdle()
        guard case .editor(.file(.saved(.failure(.other(let reason)))))? = setup.inbox.drain().first else {
            Issue.record("the refusal was not answered")
            return
        }
        #expect(reason.contains("exists; choose another name"))
        #expect(try setup.item(onDisk: existing) == "other")
    }

    @Test func libraryChangesAnswerWithTheNewListingOrWhatFailed() throws {
        let setup = try Setup()
        let library = setup.folder.library
        setup.writer.changeLibrary(library) { library throws(StoreError) in try library.create(named: "Errands") }
        setup.writer.changeLibrary(library) { library throws(StoreError) in
            try library.rename(library.fileURL(forShortcutNamed: "Nowhere"), to: "Somewhere")
            return nil
        }
        setup.writer.waitUntilIdle()
        let answers = setup.inbox.drain()
        guard answers.count == 3, case .created(let created) = answers[0], case .browser(.failed(let reason)) = answers[1],
              case .browser(.listed(let entries)) = answers[2] else {
            Issue.record("unexpected answers: \(answers)")
            return
        }
        #expect(created.lastPathComponent.hasPrefix("Errands"))
        #expect(!reason.isEmpty)
        #expect(entries.map(\.name) == ["Errands", "Weekend"])
    }
}

@testable import AppShell
import DemoIntents
import Dispatch
import EditorCore
import Foundation
import ShortcutModel
import ShortcutStore
import Testing

/// Saves and journal writes leave the input thread but keep their order: a journal taken
/// before a save never lands after it, waiting journals coalesce to the newest, waiting for
/// the writer (as quitting does) waits for a save in flight, and a failed save is answered.
/// Each test holds the writer's queue shut with a gate it opens itself: no timing involved.
@Suite struct BackgroundWriterTests {
    static func version(_ item: String) -> ShortcutDocument {
        ShortcutDocument(name: "Weekend", actions: [ShortcutAction(intent: "LogItem", values: ["item": .string(item)])])
    }

    struct Setup {
        let folder: TemporaryLibrary
        let store: ShortcutStore
        let session: DocumentSession
        let inbox = Inbox(waker: Waker {})
        let writer: BackgroundWriter
        let url: URL

        init() throws {
            folder = try TemporaryLibrary()
            url = try folder.write(BackgroundWriterTests.version("v0"))
            store = ShortcutStore(library: folder.library)
            session = try store.open(url).session
            writer = BackgroundWriter(inbox: inbox)
        }

        /// Shuts the queue until the returned gate is opened.
        func holdQueue() -> DispatchSemaphore {
            let gate = DispatchSemaphore(value: 0)
            writer.enqueue { gate.wait() }
            return gate
        }

        func item(onDisk url: URL) throws -> String? {
            let document = try ShortcutDocument.decode(Data(contentsOf: url), file: url.path).document
            if case .string(let item)? = document.actions.first?.values["item"] { return item }
            return nil
        }

        var journalFiles: [String] { (try? folder.library.recoveryFolder.contents()) ?? [] }
    }

    @Test func aJournalTakenBeforeASaveNeverLandsAfterIt() throws {
        let setup = try Setup()
        let gate = setup.holdQueue()
        setup.writer.writeJournal(Self.version("v1"), store: setup.store, session: setup.session)
        setup.writer.save(Self.version("v2"), overwriting: false, store: setup.store, session: setup.session)
        gate.signal()
        setup.writer.waitUntilIdle()
        #expect(try setup.item(onDisk: setup.url) == "v2")
        #expect(setup.journalFiles.isEmpty, "the save removed the older journal; it was not written after the save")
        guard case .saveFinished(.success)? = setup.inbox.drain().first else {
            Issue.record("the save was not answered")
            return
        }
    }

    @Test func waitingJournalsCoalesceToTheNewestAndLandAfterAnEarlierSave() throws {
        let setup = try Setup()
        let gate = setup.holdQueue()
        setup.writer.save(Self.version("v1"), overwriting: false, store: setup.store, session: setup.session)
        for item in ["v2", "v3", "v4"] { setup.writer.writeJournal(Self.version(item), store: setup.store, session: setup.session) }
        #expect(setup.writer.isBusy)
        gate.signal()
        setup.writer.waitUntilIdle()
        #expect(!setup.writer.isBusy)
        #expect(try setup.item(onDisk: setup.url) == "v1")
        let draft = try #require(setup.store.open(setup.url, ignoringLock: true).recovery)
        #expect(draft.document.actions.first?.values["item"] == .string("v4"), "edits made after the save are journaled, newest only")
    }

    @Test func waitingForTheWriterWaitsForASaveInFlight() throws {
        let setup = try Setup()
        let gate = setup.holdQueue()
        setup.writer.save(Self.version("v1"), overwriting: false, store: setup.store, session: setup.session)
        // Opened from another thread, whenever it runs: before or during the wait below.
        Thread.detachNewThread { gate.signal() }
        setup.writer.waitUntilIdle()
        #expect(try setup.item(onDisk: setup.url) == "v1", "the save finished before the wait returned")
    }

    @Test func aFailedSaveIsAnsweredAndTheFileIsUntouched() throws {
        let setup = try Setup()
        // The file's folder is gone: the write itself fails.
        try FileManager.default.removeItem(at: setup.url.deletingLastPathComponent())
        setup.writer.save(Self.version("v1"), overwriting: true, store: setup.store, session: setup.session)
        setup.writer.waitUntilIdle()
        guard case .saveFinished(.failure(.other(let reason)))? = setup.inbox.drain().first else {
            Issue.record("the failed save was not answered as a failure")
            return
        }
        #expect(!reason.isEmpty)
    }
}

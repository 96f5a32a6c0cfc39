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

    struct Setup: @unchecked Sendable {
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
        setup.writer.writeJournal(Self.version("v1"), changes: nil, store: setup.store, session: setup.session)
        setup.writer.save(Self.version("v2"), overriding: [], store: setup.store, session: setup.session)
        gate.signal()
        setup.writer.waitUntilIdle()
        #expect(try setup.item(onDisk: setup.url) == "v2")
        #expect(setup.journalFiles.isEmpty, "the save removed the older journal; it was not written after the save")
        guard case .editor(.file(.saved(.success)))? = setup.inbox.drain().first else {
            Issue.record("the save was not answered")
            return
        }
    }

    /// A paste asked for right after a copy reads that copy: both wait their turn on the queue,
    /// and the terminal is offered the copy before the editor says it is made.
    @Test func aPasteAskedAfterACopyReadsThatCopy() throws {
        let setup = try Setup()
        let gate = setup.holdQueue()
        let request = PasteRequest(target: nil, after: true)
        setup.writer.readClipboard(of: setup.folder.library, for: request)
        setup.writer.copy(Self.version("copied").actions, to: setup.folder.library)
        setup.writer.readClipboard(of: setup.folder.library, for: request)
        gate.signal()
        setup.writer.waitUntilIdle()
        let events = setup.inbox.drain()
        guard events.count == 4, case .editor(.clipboard(.read(.empty, _))) = events[0], case .offerToClipboard(let offered) = events[1],
              case .editor(.clipboard(.copied(count: 1, toTerminal: true))) = events[2], case .editor(.clipboard(.read(.actions(let pasted), _))) = events[3] else {
            Issue.record("out of order: \(events)")
            return
        }
        #expect(pasted.first?.values["item"] == .string("copied"))
        #expect(Data(base64Encoded: offered) == (try Data(contentsOf: setup.folder.library.clipboardFile)))
    }

    @Test func waitingJournalsCoalesceToTheNewestAndLandAfterAnEarlierSave() throws {
        let setup = try Setup()
        let gate = setup.holdQueue()
        setup.writer.save(Self.version("v1"), overriding: [], store: setup.store, session: setup.session)
        for item in ["v2", "v3", "v4"] { setup.writer.writeJournal(Self.version(item), changes: nil, store: setup.store, session: setup.session) }
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
        setup.writer.save(Self.version("v1"), overriding: [], store: setup.store, session: setup.session)
        // Opened from another thread, whenever it runs: before or during the wait below.
        Thread.detachNewThread { gate.signal() }
        setup.writer.waitUntilIdle()
        #expect(try setup.item(onDisk: setup.url) == "v1", "the save finished before the wait returned")
    }

    @Test func aFailedSaveIsAnsweredAndTheFileIsUntouched() throws {
        let setup = try Setup()
        // The file's folder is gone: the write itself fails.
        try FileManager.default.removeItem(at: setup.url.deletingLastPathComponent())
        setup.writer.save(Self.version("v1"), overriding: [.changesOnDisk], store: setup.store, session: setup.session)
        setup.writer.waitUntilIdle()
        guard case .editor(.file(.saved(.failure(.other(let reason)))))? = setup.inbox.drain().first else {
            Issue.record("the failed save was not answered as a failure")
            return
        }
        #expect(!reason.isEmpty)
    }

    // MARK: The journal appends

    static func items(_ count: Int, text: String = "item") -> ShortcutDocument {
        ShortcutDocument(name: "Weekend", actions: (0..<count).map { ShortcutAction(intent: "LogItem", values: ["item": .string("\(text) \($0)")]) },
                         created: Date(timeIntervalSince1970: 1_800_000_000))
    }

    /// The bytes of the one journal in the recovery folder, 0 when there is none.
    static func journalSize(_ setup: Setup) -> Int {
        guard let name = setup.journalFiles.first else { return 0 }
        let url = setup.folder.library.recoveryFolder.appendingPathComponent(name)
        return (try? Data(contentsOf: url).count) ?? 0
    }

    /// Writes one journal job with these changes applied to `document`, and waits for it.
    static func journal(_ changes: [DocumentChange]?, to document: inout ShortcutDocument, _ setup: Setup) {
        for change in changes ?? [] { change.apply(to: &document) }
        setup.writer.writeJournal(document, changes: changes, store: setup.store, session: setup.session)
        setup.writer.waitUntilIdle()
    }

    @Test func afterOneSnapshotEachBurstOfEditsIsAppended() throws {
        let setup = try Setup()
        var document = Self.items(2_000)
        Self.journal(nil, to: &document, setup)
        let snapshot = Self.journalSize(setup)
        Self.journal([.setValue(action: 5, parameter: "item", value: .string("edited")), .move(from: 5, to: 1_500)], to: &document, setup)
        let grown = Self.journalSize(setup) - snapshot
        #expect(grown > 0 && grown < snapshot / 100, "the journal grew by the edit (\(grown) bytes), not the document (\(snapshot))")
        #expect(try setup.store.open(setup.url, ignoringLock: true).recovery?.document == document)
        #expect(setup.inbox.drain().isEmpty, "nothing failed")
    }

    @Test func waitingJournalWritesAppendEveryEditOfThem() throws {
        let setup = try Setup()
        var document = Self.items(50)
        Self.journal(nil, to: &document, setup)
        let gate = setup.holdQueue()
        for index in 0..<5 {
            let change = DocumentChange.setValue(action: index, parameter: "item", value: .string("edit \(index)"))
            change.apply(to: &document)
            setup.writer.writeJournal(document, changes: [change], store: setup.store, session: setup.session)
        }
        gate.signal()
        setup.writer.waitUntilIdle()
        #expect(try setup.store.open(setup.url, ignoringLock: true).recovery?.document == document)
    }

    @Test func recordsThatOutgrowTheSnapshotAreCompactedIntoANewOne() throws {
        let setup = try Setup()
        var document = Self.items(3)
        Self.journal(nil, to: &document, setup)
        var sizes: [Int] = []
        for step in 0..<120 {
            let long = String(repeating: "a long note \(step) ", count: 60)
            Self.journal([.setValue(action: step % 3, parameter: "item", value: .string(long))], to: &document, setup)
            sizes.append(Self.journalSize(setup))
        }
        let limit = BackgroundWriter.minimumCompactionBytes
        #expect(sizes.contains { $0 > limit } && sizes.max()! < 2 * limit, "records grew to the limit and no further")
        #expect(zip(sizes, sizes.dropFirst()).contains { $1 < $0 }, "a snapshot replaced the records")
        #expect(try setup.store.open(setup.url, ignoringLock: true).recovery?.document == document)
    }

    @Test func afterASaveTheNextJournalStartsFromASnapshot() throws {
        let setup = try Setup()
        var document = Self.items(10)
        Self.journal(nil, to: &document, setup)
        setup.writer.save(document, overriding: [.changesOnDisk], store: setup.store, session: setup.session)
        setup.writer.waitUntilIdle()
        #expect(setup.journalFiles.isEmpty, "the save removed the journal")
        Self.journal([.remove(at: 3)], to: &document, setup)
        #expect(try setup.store.open(setup.url, ignoringLock: true).recovery?.document == document,
                "the edit after the save is kept whole, not appended to a journal that is gone")
    }

    @Test func aJournalRemovedBehindTheWritersBackIsWrittenWhole() throws {
        let setup = try Setup()
        var document = Self.items(10)
        Self.journal(nil, to: &document, setup)
        for name in setup.journalFiles {
            try FileManager.default.removeItem(at: setup.folder.library.recoveryFolder.appendingPathComponent(name))
        }
        Self.journal([.insert(ShortcutAction(intent: "LogItem"), at: 0)], to: &document, setup)
        #expect(setup.inbox.drain().isEmpty, "the failed append fell back to a snapshot, without an error")
        #expect(try setup.store.open(setup.url, ignoringLock: true).recovery?.document == document)
    }

    /// A second editor of the same file (opened anyway) rewrote the journal: this writer's
    /// next changes are not appended to the other's snapshot but written whole.
    @Test func aJournalAnotherEditorRewroteGetsASnapshot() throws {
        let setup = try Setup()
        var document = Self.items(10)
        Self.journal(nil, to: &document, setup)
        try setup.store.writeJournal(Self.items(3, text: "other editor"), for: setup.session)
        Self.journal([.remove(at: 0)], to: &document, setup)
        #expect(setup.inbox.drain().isEmpty)
        #expect(try setup.store.open(setup.url, ignoringLock: true).recovery?.document == document)
    }
}

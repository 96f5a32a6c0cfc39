import Dispatch
import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Synchronization

/// The shell's disk work, off the input thread: saves, journal writes, reloads, copies saved
/// elsewhere and changes to the library. A 100,000-action shortcut takes seconds to write, a
/// library on a network disk long to list, and no keystroke should wait for either. The
/// document is a value, so each job writes the snapshot it was given while editing goes on;
/// answers come back through the inbox. (Opening a file is the one read left to the input
/// thread: until it is read there is nothing to show, and large files are decoded in the
/// background behind their first screen — `BackgroundOpen`.)
///
/// Jobs run one at a time in the order they were asked for, so a journal taken before a save
/// is written before it (and the save then removes it) — a late journal never lands on top of
/// a newer save. Journal writes coalesce: while one is waiting, a newer snapshot replaces its
/// document, so a slow disk writes the newest edits once rather than every one in turn. The
/// loop waits for the queue (`waitUntilIdle`) before anything else touches the document's
/// session: reloading, saving elsewhere, quitting, or stopping on a signal.
final class BackgroundWriter: Sendable {
    private let queue = DispatchQueue(label: "shortcut-editor.background-writer")
    private let inbox: Inbox
    /// The newest journal snapshot not yet written, and whether a job is queued to write it.
    private let pendingJournal = Mutex(PendingJournal())
    private let journalBase = Mutex<JournalBase?>(nil)
    private let jobsInFlight = Atomic<Int>(0)

    init(inbox: Inbox) {
        self.inbox = inbox
    }

    /// Whether a save or journal write is queued or running.
    var isBusy: Bool { jobsInFlight.load(ordering: .acquiring) > 0 }

    /// Writes the document to its file; the answer (`FileAnswer.saved`) arrives in the inbox.
    func save(_ document: ShortcutDocument, overriding overrides: SaveOverrides, store: ShortcutStore, session: DocumentSession) {
        enqueue { [self] in
            let result = Self.save(document, overriding: overrides, store: store, session: session)
            // A save removes the journal; the next journal write starts from a snapshot.
            if case .success = result { journalBase.withLock { $0 = nil } }
            inbox.post(.file(.saved(result)))
        }
    }

    /// Writes the recovery journal; a failure arrives in the inbox as `FileAnswer.journalFailed`.
    /// `changes` (those since the last journal write) are appended after the journal's
    /// snapshot when there is one for this document and the records have not outgrown it;
    /// otherwise, or when `changes` is nil, a snapshot of `document` replaces the journal.
    func writeJournal(_ document: ShortcutDocument, changes: [DocumentChange]?, store: ShortcutStore, session: DocumentSession) {
        let needsJob = pendingJournal.withLock { pending in
            pending.document = document
            // Coalesced writes append what each of them would have.
            pending.changes = pending.isQueued ? pending.changes.flatMap { earlier in changes.map { earlier + $0 } } : changes
            defer { pending.isQueued = true }
            return !pending.isQueued
        }
        guard needsJob else { return }
        enqueue { [self] in
            let latest = pendingJournal.withLock { pending in
                defer { pending = PendingJournal() }
                return pending.document.map { ($0, pending.changes) }
            }
            guard let (document, changes) = latest else { return }
            do throws(StoreError) {
                try writeJournalNow(document, changes: changes, store: store, session: session)
            } catch {
                journalBase.withLock { $0 = nil }
                inbox.post(.file(.journalFailed(error.description)))
            }
        }
    }

    /// On the queue: append when the journal on disk is this document's and small enough,
    /// else write a snapshot. A failed append falls back to a snapshot, which replaces
    /// whatever the append left behind.
    private func writeJournalNow(_ document: ShortcutDocument, changes: [DocumentChange]?, store: ShortcutStore,
                                 session: DocumentSession) throws(StoreError) {
        let target = session.target.fileSystemPath
        let base = journalBase.withLock { $0 }
        if let changes, let base, base.target == target,
           base.end.size - base.snapshotBytes < max(base.snapshotBytes, Self.minimumCompactionBytes) {
            guard !changes.isEmpty else { return }
            if let end = try? store.appendToJournal(changes, for: session, after: base.end) {
                journalBase.withLock { $0?.end = end }
                return
            }
        }
        journalBase.withLock { $0 = nil }
        let end = try store.writeJournal(document, for: session)
        journalBase.withLock { $0 = JournalBase(target: target, snapshotBytes: end.size, end: end) }
    }

    /// Records may grow to the snapshot's size, or this much for a small document, before
    /// the next write is a snapshot again: replaying stays bounded, and each edit costs its
    /// record plus, amortized, a share of one snapshot.
    static let minimumCompactionBytes = 64 << 10

    /// Removes the journal, after what is queued before it.
    func discardJournal(store: ShortcutStore, session: DocumentSession) {
        enqueue { [self] in
            journalBase.withLock { $0 = nil }
            store.discardJournal(for: session)
        }
    }

    /// Reads the file again, after what is queued before it, and takes it as what the session
    /// last read (the journal goes with the edits it kept); the answer (`FileAnswer.reloaded`) arrives in
    /// the inbox, so the input thread never waits for the read.
    func reload(store: ShortcutStore, session: DocumentSession) {
        enqueue { [self] in
            let event: EditorEvent
            do throws(StoreError) {
                event = .file(.reloaded(.success(try store.reload(session))))
            } catch {
                event = .file(.reloaded(.failure(.other(error.description))))
            }
            journalBase.withLock { $0 = nil }
            inbox.post(event)
        }
    }

    /// Keeps copied actions on the library's clipboard — a whole shortcut copied takes as long
    /// to write as a save — then has the loop offer them to the terminal's clipboard and the
    /// editor say so (`ClipboardAnswer.copied`); a failure arrives as `ClipboardAnswer.failed`. On the queue, so a paste asked for after it reads it.
    func copy(_ actions: [ShortcutAction], to library: Library) {
        enqueue { [self] in
            do throws(StoreError) {
                let offered = try library.writeClipboard(actions)
                if let offered { inbox.post(.offerToClipboard(Data(offered).base64EncodedString())) }
                inbox.post(.editor(.clipboard(.copied(count: actions.count, toTerminal: offered != nil))))
            } catch {
                inbox.post(.editor(.clipboard(.failed(error.description))))
            }
        }
    }

    /// Reads the clipboard for a paste, after every copy asked for before it; the answer
    /// arrives as `ClipboardAnswer.read`.
    func readClipboard(of library: Library, for request: PasteRequest) {
        enqueue { [self] in
            let contents: ClipboardContents
            do throws(StoreError) {
                contents = .actions(try library.readClipboard())
            } catch .notFound {
                contents = .empty
            } catch {
                contents = .failed(error.description)
            }
            inbox.post(.editor(.clipboard(.read(contents, request))))
        }
    }

    /// Writes a copy of the document under another name (in the library) or path, refusing to
    /// replace a file that exists; the copy's session arrives in the inbox (`savedElsewhere`),
    /// a failure as `FileAnswer.saved`. The old file is left as it is.
    func saveElsewhere(_ document: ShortcutDocument, to destination: String, store: ShortcutStore, from old: DocumentSession) {
        enqueue { [self] in
            do throws(StoreError) {
                let url = destination.contains("/") || DocumentFormat.forNewFile(named: destination) != nil
                    ? URL(localPath: FileLabel.expand(destination))
                    : try store.library.fileURL(forShortcutNamed: destination)
                if case .signed = old.format, url.withSymlinksResolved == old.target.withSymlinksResolved {
                    // The signed original's own path: replaced by the unsigned file, under the
                    // lock this editor holds.
                    let session = try store.saveUnsigned(document, inPlaceOf: old)
                    inbox.post(.savedElsewhere(session, label: FileLabel.of(url), replacing: old))
                    return
                }
                // A copy into the library (a signed file's default) may be its first shortcut:
                // the library's folders are made if the editor was opened on a file elsewhere.
                try store.library.prepare()
                let opened = try store.open(url)
                guard opened.isNew else {
                    opened.session.close()
                    inbox.post(.file(.saved(.failure(.other("Not saved: \(url.fileName) exists; choose another name.")))))
                    return
                }
                do throws(StoreError) {
                    try store.save(document, in: opened.session)
                } catch {
                    opened.session.close()
                    throw error
                }
                inbox.post(.savedElsewhere(opened.session, label: FileLabel.of(url), replacing: old))
            } catch {
                inbox.post(.file(.saved(.failure(.other("Not saved: \(error.description)")))))
            }
        }
    }

    /// Lets go of a session the editor no longer edits, after what is queued for it (a
    /// journal written before the editor moved to a copy): its journal is removed and its lock
    /// released.
    func retire(_ session: DocumentSession, store: ShortcutStore) {
        enqueue { [self] in
            journalBase.withLock { $0 = nil }
            store.discardJournal(for: session)
            session.close()
        }
    }

    /// Changes the library (`change` names what it did, for a new shortcut to be opened) and
    /// lists it again; the browser hears of both through the inbox.
    func changeLibrary(_ library: Library, _ change: @escaping @Sendable (Library) throws(StoreError) -> URL?) {
        enqueue { [self] in
            do throws(StoreError) {
                if let created = try change(library) {
                    inbox.post(.created(created))
                    return
                }
            } catch {
                inbox.post(.browser(.failed(error.description)))
            }
            inbox.post(.browser(.listed(library.list())))
        }
    }

    /// What the journal on disk holds, as far as this writer knows: whose it is, how big its
    /// snapshot is and where the file ends. Nil when there is none, or it cannot be trusted to
    /// be what this writer last wrote (a write failed).
    struct JournalBase {
        var target: String
        var snapshotBytes: Int
        var end: FileEnd
    }

    struct PendingJournal {
        var document: ShortcutDocument?
        var changes: [DocumentChange]?
        var isQueued = false
    }

    /// Returns once every job asked for so far has finished.
    func waitUntilIdle() {
        queue.sync {}
    }

    func enqueue(_ job: @escaping @Sendable () -> Void) {
        jobsInFlight.add(1, ordering: .releasing)
        queue.async { [self] in
            job()
            jobsInFlight.subtract(1, ordering: .releasing)
        }
    }

    static func save(_ document: ShortcutDocument, overriding overrides: SaveOverrides, store: ShortcutStore,
                     session: DocumentSession) -> Result<Void, SaveFailure> {
        do {
            try store.save(document, in: session, overwritingChanges: overrides.contains(.changesOnDisk),
                           writingReadOnly: overrides.contains(.readOnlyFile))
            return .success(())
        } catch .changedOnDisk {
            return .failure(.changedOnDisk)
        } catch .readOnlyFile {
            return .failure(.readOnlyFile(overriding: overrides))
        } catch .lockedElsewhere(_, let holder) {
            return .failure(.lockedElsewhere(holder.description))
        } catch {
            return .failure(.other(error.description))
        }
    }
}

import Dispatch
import EditorCore
import ShortcutModel
import ShortcutStore
import Synchronization

/// Saves and journal writes, off the input thread: a 100,000-action shortcut takes seconds to
/// write, and no keystroke should wait for that. The document is a value, so each job writes
/// the snapshot it was given while editing goes on.
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
    private let pendingJournal = Mutex<(document: ShortcutDocument?, isQueued: Bool)>((nil, false))
    private let jobsInFlight = Atomic<Int>(0)

    init(inbox: Inbox) {
        self.inbox = inbox
    }

    /// Whether a save or journal write is queued or running.
    var isBusy: Bool { jobsInFlight.load(ordering: .acquiring) > 0 }

    /// Writes the document to its file; the answer (`saveFinished`) arrives in the inbox.
    func save(_ document: ShortcutDocument, overwriting: Bool, store: ShortcutStore, session: DocumentSession) {
        enqueue { [inbox] in
            inbox.post(.saveFinished(Self.save(document, overwriting: overwriting, store: store, session: session)))
        }
    }

    /// Writes the recovery journal; a failure arrives in the inbox as `journalFailed`.
    func writeJournal(_ document: ShortcutDocument, store: ShortcutStore, session: DocumentSession) {
        let needsJob = pendingJournal.withLock { pending in
            pending.document = document
            defer { pending.isQueued = true }
            return !pending.isQueued
        }
        guard needsJob else { return }
        enqueue { [self] in
            let latest = pendingJournal.withLock { pending in
                defer { pending = (nil, false) }
                return pending.document
            }
            guard let latest else { return }
            do throws(StoreError) {
                try store.writeJournal(latest, for: session)
            } catch {
                inbox.post(.journalFailed(error.description))
            }
        }
    }

    /// Removes the journal, after what is queued before it.
    func discardJournal(store: ShortcutStore, session: DocumentSession) {
        enqueue { store.discardJournal(for: session) }
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

    static func save(_ document: ShortcutDocument, overwriting: Bool, store: ShortcutStore,
                     session: DocumentSession) -> Result<Void, SaveFailure> {
        do {
            try store.save(document, in: session, overwritingChanges: overwriting)
            return .success(())
        } catch .changedOnDisk {
            return .failure(.changedOnDisk)
        } catch .lockedElsewhere(_, let holder) {
            return .failure(.lockedElsewhere(holder.description))
        } catch {
            return .failure(.other(error.description))
        }
    }
}

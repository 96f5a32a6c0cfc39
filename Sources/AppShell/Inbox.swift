import EditorCore
import Synchronization

/// Events that finish off the loop's thread (query answers), waiting for the loop to take them.
///
/// Posting wakes the terminal's read, so an answer is drawn as soon as it exists: the loop
/// never polls for answers, and it never sleeps on one that has arrived.
final class Inbox: Sendable {
    private let events = Mutex<[EditorEvent]>([])
    private let waker: Waker

    init(waker: Waker) {
        self.waker = waker
    }

    /// Appends before waking, so the read that the wake ends is followed by a drain that sees it.
    func post(_ event: EditorEvent) {
        events.withLock { $0.append(event) }
        waker.wake()
    }

    /// Everything posted so far, oldest first.
    func drain() -> [EditorEvent] {
        events.withLock { pending in
            defer { pending = [] }
            return pending
        }
    }
}

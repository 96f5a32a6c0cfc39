import EditorCore
import Synchronization

/// Events that finish off the main thread (query answers), waiting for the loop to take them.
final class Inbox: Sendable {
    private let events = Mutex<[EditorEvent]>([])
    private let running = Mutex(0)

    func post(_ event: EditorEvent) {
        events.withLock { $0.append(event) }
    }

    /// Everything posted so far, oldest first.
    func drain() -> [EditorEvent] {
        events.withLock { pending in
            defer { pending = [] }
            return pending
        }
    }

    /// Work still running that will post: while there is some, the loop polls.
    var outstanding: Int { running.withLock { $0 } }

    func started() { running.withLock { $0 += 1 } }
    func finished() { running.withLock { $0 -= 1 } }
}

import Dispatch
import Synchronization

/// A value handed from one thread to another, once: the giver does not wait, the taker waits
/// until it is given. For work split across two threads that meet again (one `give`, one
/// `take`; a second `take` would wait for ever).
final class HandOver<Value: Sendable>: Sendable {
    private let value = Mutex<Value?>(nil)
    private let given = DispatchSemaphore(value: 0)

    func give(_ newValue: Value) {
        value.withLock { $0 = newValue }
        given.signal()
    }

    func take() -> Value {
        given.wait()
        return value.withLock { $0! }
    }
}

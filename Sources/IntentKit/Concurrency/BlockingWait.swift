import Dispatch

/// Waits on this thread for async work to finish: for the command line's synchronous commands
/// and the benchmark, which have a thread to spare and nothing else to do meanwhile. Never on
/// a thread of the concurrency pool (it would hold one while the work needs one).
package func waitBlocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
    let box = BlockingBox<T>()
    let done = DispatchSemaphore(value: 0)
    Task {
        box.value = await work()
        done.signal()
    }
    done.wait()
    return box.value!
}

/// Carries the answer from the task to the waiting thread; the semaphore orders the two.
private final class BlockingBox<T>: @unchecked Sendable {
    var value: T?
}

import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// `run`'s answer to ^C, SIGTERM and SIGHUP: the first stops the run where it is — a request
/// under way is cancelled and its helper ended, hosts are stopped — and the run ends saying
/// where it stopped; a second one, for a run that does not stop (an action stuck in code that
/// cannot be interrupted), ends the program at once.
enum StopSignals {
    static let handled = [SIGINT, SIGTERM, SIGHUP]

    /// Runs `work` in a task, waiting on this thread; a stop signal cancels the task.
    static func waitCancellable<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let box = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        // The handlers come first: the work may reach a request before this thread would
        // otherwise have installed them, and a signal then would end the program unhandled.
        let running = Mutex<(task: Task<Void, Never>?, stopped: Bool)>((nil, false))
        let queue = DispatchQueue(label: "stop-signals")
        let heard = Atomic<Int>(0)
        var sources: [any DispatchSourceSignal] = []
        for number in handled {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                if heard.add(1, ordering: .relaxed).newValue > 1 { _exit(128 + number) }
                running.withLock { running in
                    running.stopped = true
                    running.task?.cancel()
                }
            }
            source.resume()
            sources.append(source)
        }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for number in handled { sigaddset(&unblocked, number) }
        pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        let task = Task {
            let value = await work()
            box.withLock { $0 = value }
            done.signal()
        }
        running.withLock { running in
            running.task = task
            if running.stopped { task.cancel() }
        }
        done.wait()
        for source in sources { source.cancel() }
        for number in handled { signal(number, SIG_DFL) }
        return box.withLock { $0! }
    }
}

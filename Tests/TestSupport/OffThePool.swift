import Foundation
import Synchronization
import Testing

/// Runs each test of a suite (or one test) on a thread of its own, not on the concurrency
/// pool: `@Suite(.offThePool)`.
///
/// Swift Testing runs tests on the shared pool, which has as many threads as the machine has
/// cores — two where CI runs. A test that computes for half a minute (a fuzz test) or blocks
/// while it waits (a process, a tmux screen) holds one of them; two such tests stop every other
/// test, and a test that was waiting on a deadline of its own (a run's request, a host's call)
/// then finds it passed while it could not look. On a thread of its own such a test costs the
/// others a share of the CPU, never their turn. The test runs in a task of its own that
/// inherits the test's context, so `#expect` records on the test as before.
public struct OffThePool: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        // The suite itself runs nothing: its tests each get their own thread.
        guard testCase != nil else { return try await function() }
        let thread = DedicatedThread(name: test.name)
        defer { thread.finish() }
        try await withTaskExecutorPreference(thread) { try await function() }
    }
}

extension Trait where Self == OffThePool {
    /// Each test on a thread of its own (see `OffThePool`).
    public static var offThePool: OffThePool { OffThePool() }
}

/// A task executor with one thread, which ends once the test is done: work that still arrives
/// afterwards (a task the test left running) goes to the shared pool instead.
public final class DedicatedThread: TaskExecutor, @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false
    /// The threads of the executors alive, for `isCurrentThreadDedicated`.
    private static let alive = Mutex<Set<pthread_t>>([])

    public init(name: String) {
        let thread = Thread { [self] in
            Self.alive.withLock { _ = $0.insert(pthread_self()) }
            run()
            Self.alive.withLock { _ = $0.remove(pthread_self()) }
        }
        thread.name = name
        thread.start()
    }

    /// Whether the calling code runs on one of these threads (Foundation's thread names are
    /// not to be trusted for it on Linux: a thread may report a pool queue's).
    public static var isCurrentThreadDedicated: Bool {
        alive.withLock { $0.contains(pthread_self()) }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        if finished {
            condition.unlock()
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
            return
        }
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    /// Lets the thread end once what it holds has run.
    public func finish() {
        condition.lock()
        finished = true
        condition.signal()
        condition.unlock()
    }

    private func run() {
        while true {
            condition.lock()
            while jobs.isEmpty && !finished { condition.wait() }
            let batch = jobs
            jobs = []
            let done = finished && batch.isEmpty
            condition.unlock()
            if done { return }
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}

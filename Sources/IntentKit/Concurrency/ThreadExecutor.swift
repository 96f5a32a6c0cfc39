import Foundation

/// A thread of its own for a kind of work, instead of the shared concurrency pool: the
/// editor's queries on one, shortcut runs on another.
///
/// Entity queries and options providers are app code the editor awaits while the user waits.
/// On the shared pool they compete with whatever else the process runs: a host (a test runner
/// is one) that keeps the pool's few threads busy would hold a picker at "Loading…" for as
/// long as that lasts. A thread of their own makes their progress depend only on them. Awaits
/// inside a query (and its child tasks) come back here too: the executor is their preference.
///
/// One thread for the process: a query that blocks it synchronously delays the next, which is
/// still better than delaying the keyboard, whose thread is never this one.
///
/// A run of a shortcut is CPU work that need not suspend for a long time (a loop of
/// calculations); on the shared pool, whose threads are as many as the cores (two on the
/// machines this is tested on), it would hold one of them for as long as it runs. Its own
/// thread leaves the pool, the queries and the keyboard alone.
///
/// `package`: the editor's shell makes its executors of it, and the tests run long CPU work on
/// one, so that it does not hold the pool their other tests wait on.
package final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    package init(name: String) {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.name = name
        thread.start()
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let batch = jobs
            jobs = []
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}

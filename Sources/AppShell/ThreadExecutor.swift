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
final class ThreadExecutor: TaskExecutor, @unchecked Sendable {
    static let queries = ThreadExecutor(name: "shortcut-editor queries")
    static let runs = ThreadExecutor(name: "shortcut-editor runs")
    /// The search's index of a large shortcut takes a second to make: not on the queries' thread.
    static let search = ThreadExecutor(name: "shortcut-editor search")

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init(name: String) {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.name = name
        thread.start()
    }

    func enqueue(_ job: consuming ExecutorJob) {
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

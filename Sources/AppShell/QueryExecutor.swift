import Foundation

/// The thread the editor's queries run on, instead of the shared concurrency pool.
///
/// Entity queries and options providers are app code the editor awaits while the user waits.
/// On the shared pool they compete with whatever else the process runs: a host (a test runner
/// is one) that keeps the pool's few threads busy would hold a picker at "Loading…" for as
/// long as that lasts. A thread of their own makes their progress depend only on them. Awaits
/// inside a query (and its child tasks) come back here too: the executor is their preference.
///
/// One thread for the process: a query that blocks it synchronously delays the next, which is
/// still better than delaying the keyboard, whose thread is never this one.
final class QueryExecutor: TaskExecutor, @unchecked Sendable {
    static let shared = QueryExecutor()

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in self.runJobs() }
        thread.name = "shortcut-editor queries"
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

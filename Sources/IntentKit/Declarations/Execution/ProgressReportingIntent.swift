import Foundation

/// An intent that says how far it has got (iOS 17): it sets `progress.totalUnitCount` and
/// advances `progress.completedUnitCount`, and the editor's card and `run`'s progress line
/// show "3 of 12" as it goes.
public protocol ProgressReportingIntent: AppIntent {}

extension ProgressReportingIntent {
    /// The perform's progress. Apple's is only there during `perform()`; outside one, this is
    /// a progress nobody watches.
    public var progress: Progress {
        IntentRun.progress ?? Progress(totalUnitCount: -1)
    }
}

/// Watches a perform's `Progress` and tells the listener each change. Foundation's progress
/// cannot be observed on Linux (no key-value observing), so it is read a few times a second
/// while the perform runs, and once more when it ends.
struct ProgressWatch: Sendable {
    let progress: Progress
    let listener: any IntentProgressListening
    /// How often the progress is read: often enough for a card, rarely enough to cost nothing.
    static let interval: Duration = .milliseconds(100)

    /// Runs `work`, telling the listener how far the progress has got as it goes.
    func around<T: Sendable>(_ work: () async throws -> T) async throws -> T {
        let progress = UncheckedProgress(progress)
        let listener = listener
        let watcher = Task {
            var last: IntentProgressReport?
            while !Task.isCancelled {
                last = Self.report(progress.value, to: listener, after: last)
                try? await Task.sleep(for: Self.interval)
            }
            _ = Self.report(progress.value, to: listener, after: last)
        }
        // The last report is made before the perform's answer: whoever shows progress has it
        // whole when the action ends.
        let result: Result<T, any Error>
        do {
            result = .success(try await work())
        } catch {
            result = .failure(error)
        }
        watcher.cancel()
        await watcher.value
        return try result.get()
    }

    private static func report(_ progress: Progress, to listener: any IntentProgressListening,
                               after last: IntentProgressReport?) -> IntentProgressReport? {
        let report = IntentProgressReport(completed: progress.completedUnitCount, total: progress.totalUnitCount)
        guard report != last, report.total > 0 || report.completed > 0 else { return last }
        listener.progressed(report)
        return report
    }
}

/// Foundation's `Progress` is thread-safe (its counts are behind a lock) but not declared
/// `Sendable` on Linux.
struct UncheckedProgress: @unchecked Sendable {
    let value: Progress
    init(_ value: Progress) { self.value = value }
}

import IntentKit

extension IntentHostConnection {
    /// How long a perform may go without an answer or a progress report: Apple's limit for an
    /// intent in the background.
    public static let performDeadline: Duration = .seconds(30)
    /// The same for a `LongRunningIntent`, whose work may take minutes between reports.
    public static let longPerformDeadline: Duration = .seconds(3600)

    /// Runs an intent on the host: its `perform()` with `values`. Its questions for the person
    /// go to the task's `IntentRun.asker` and its progress to `IntentRun.progressListener` (the
    /// runner binds them); the deadline counts only while nobody is being asked, and starts
    /// again with each progress report. A cancelled task asks the host to cancel the perform.
    public func perform(intent: String, values: [String: IntentValue], deadline: Duration = performDeadline) async throws -> IntentOutcome {
        try await call(PerformCall(intent: intent, values: values), deadline: deadline, asking: IntentRun.asker,
                       hearing: IntentRun.progressListener)
    }
}

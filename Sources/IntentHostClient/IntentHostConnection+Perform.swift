import IntentKit

extension IntentHostConnection {
    /// Runs an intent on the host: its `perform()` with `values`. Its questions for the person
    /// go to the task's `IntentPerson.asker` (the runner binds it); the deadline counts only
    /// while nobody is being asked, and is longer than a query's, as a perform may do real work.
    public func perform(intent: String, values: [String: IntentValue], deadline: Duration = .seconds(60)) async throws -> IntentOutcome {
        try await call(PerformCall(intent: intent, values: values), deadline: deadline, asking: IntentPerson.asker)
    }
}

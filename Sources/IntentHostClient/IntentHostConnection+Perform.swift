import IntentKit

extension IntentHostConnection {
    /// Runs an intent on the host: its `perform()` with `values`. Its questions for the person
    /// go to the task's `IntentPerson.asker` (the runner binds it); the deadline counts only
    /// while nobody is being asked, and is longer than a query's, as a perform may do real work.
    public func perform(intent: String, values: [String: IntentValue], deadline: Duration = .seconds(60)) async throws -> IntentOutcome {
        let encoded = try values.sorted { $0.key < $1.key }.map { key, value in
            (key: key, value: try IntentHostServer.json(of: value))
        }
        let answer = try await call("perform", params: .object([("intent", .string(intent)), ("values", .object(encoded))]),
                                    deadline: deadline, asking: IntentPerson.asker)
        var outcome = IntentOutcome()
        if let value = answer["value"] { outcome.value = try IntentValue(json: value, at: JSONPath.root.appending("value")) }
        if case .string(let dialog)? = answer["dialog"] { outcome.dialog = dialog }
        if case .string(let opened)? = answer["opensIntent"] { outcome.opensIntent = opened }
        return outcome
    }
}

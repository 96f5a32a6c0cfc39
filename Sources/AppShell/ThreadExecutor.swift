import IntentKit

/// The editor's threads of their own (IntentKit's `ThreadExecutor` says why): queries, runs and
/// the search, each kept off the shared pool and off one another.
extension ThreadExecutor {
    static let queries = ThreadExecutor(name: "shortcut-editor queries")
    static let runs = ThreadExecutor(name: "shortcut-editor runs")
    /// The search's index of a large shortcut takes a second to make: not on the queries' thread.
    static let search = ThreadExecutor(name: "shortcut-editor search")
}

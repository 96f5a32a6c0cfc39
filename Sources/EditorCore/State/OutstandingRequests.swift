/// What the editor has asked the shell for and not yet heard back about. Options for a
/// picker, a variable's uses and a search's matches are answered off the input thread and may
/// come back out of order, so each request takes an id from one counter and whoever waits
/// keeps the id of its latest: an answer with another id is stale and dropped ("the latest
/// request wins", in one place for all three).
struct OutstandingRequests: Sendable {
    private var last = 0
    /// Whether a copy (`y`) is being written, to be said when it is.
    var copyIsPending = false

    /// A new request's id, never given before.
    mutating func next() -> Int {
        last += 1
        return last
    }
}

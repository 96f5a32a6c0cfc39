/// Makes a terminal's `read` return now, from any thread.
///
/// Answers to queries are posted by tasks while the loop's thread sits in `read` waiting for
/// keys; without a way to interrupt that wait, an answer would reach the screen only with the
/// next key press. A wake that comes before the read starts is not lost: the next read returns
/// at once (the terminal's wake is level-triggered, like a self-pipe).
public struct Waker: Sendable {
    private let action: @Sendable () -> Void

    /// `action` must be safe to call from any thread, at any time, any number of times.
    public init(_ action: @escaping @Sendable () -> Void) {
        self.action = action
    }

    public func wake() { action() }
}

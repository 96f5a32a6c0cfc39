/// The keys that mean the same on every screen (the `global` table), looked up by the shell
/// before the screen's own: they act on the process, not on the editor's state.
public enum GlobalCommand: String, Sendable, CaseIterable {
    /// Leave at once, as SIGINT would: unsaved edits stay in the recovery journal.
    case interrupt
    /// Give the terminal back to the shell (`fg` returns).
    case suspend
}

extension GlobalCommand: LayerCommand {}

extension Keymap {
    /// The global command a key runs, if it runs one.
    public func globalCommand(for key: Key) -> GlobalCommand? {
        command(for: key, in: .global).flatMap(GlobalCommand.init)
    }
}

import EditorCore

/// What the app needs from a terminal. The curses backend is one; tests drive the app with a
/// scripted one, so everything above the drawing of cells is tested without a terminal.
public protocol TerminalDevice: AnyObject {
    var size: (width: Int, height: Int) { get }
    /// Waits for input at most `timeout` (for ever when nil) and returns what arrived, decoded;
    /// empty when the time ran out or `waker` woke it. Waiting costs nothing: no polling.
    func read(timeout: Duration?) -> [TerminalInput]
    /// Ends the current (or the next) `read` from any thread; how answers from queries reach
    /// a loop that waits for keys.
    var waker: Waker { get }
    /// Shows the canvas, writing only what changed since the last one.
    func present(_ canvas: Canvas)
    /// Gives the terminal back to the shell until the user resumes the program (Ctrl-Z).
    func suspend()
    /// Offers text, in base64, to the terminal's own clipboard (OSC 52), where the terminal
    /// takes it; a terminal without one ignores it.
    func offerToClipboard(base64 encoded: String)
    /// Gives the terminal to another program (the developer's editor) while `run` runs, and
    /// takes it back after, the next frame drawn whole.
    func handOver(_ run: () -> Void)
}

extension TerminalDevice {
    /// Most terminals a test scripts have no clipboard.
    public func offerToClipboard(base64 encoded: String) {}

    /// A scripted terminal has no screen to give: it only runs the program.
    public func handOver(_ run: () -> Void) { run() }
}

/// Input as the app sees it: editor events, plus the requests that are the shell's to handle.
public enum TerminalInput: Sendable, Equatable {
    case key(Key)
    case mouse(MouseEvent)
    case paste(String)
    case resize(width: Int, height: Int)
    /// SIGINT, SIGTERM or SIGHUP arrived: journal unsaved edits and leave.
    case interrupt(signal: Int32)
}

/// Why the terminal could not be used: said in one line, before anything is drawn.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case unusableTerminal(String)

    public var description: String {
        switch self {
        case .notATerminal:
            "the editor needs a terminal on standard input and output; `shortcut-editor show PATH` prints a shortcut without one"
        case .unusableTerminal(let reason):
            "cannot use this terminal: \(reason)"
        }
    }
}

import Foundation
import IntentKit

/// The developer's own editor, opened on a compiler message's file at its line: `$VISUAL`,
/// else `$EDITOR`, given `+LINE FILE` — the convention vi, nano, emacs and helix share (for
/// VS Code, a wrapper that calls `code --goto FILE:LINE`). The variable may carry arguments
/// (`emacs -nw`), so it is run by the shell, the line and the file passed as arguments, never
/// spliced into the command: a file's name cannot run anything.
enum OutsideEditor {
    /// Runs the editor on `file` at `line` with the terminal handed over, to its end; nil, or
    /// why it could not run.
    static func open(_ file: String, line: Int, on terminal: TerminalDevice,
                     environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let editor = [environment["VISUAL"], environment["EDITOR"]].compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            return "Set $VISUAL or $EDITOR to open \(file) at line \(line) from here."
        }
        let process = Process()
        process.executableURL = URL(localPath: "/bin/sh")
        process.arguments = ["-c", editor + " \"$@\"", "editor", "+\(line)", file]
        var failure: String?
        terminal.handOver {
            do {
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus != 0 { failure = "\(editor) ended with status \(process.terminationStatus)." }
            } catch {
                failure = "\(editor) could not be run: \(error)"
            }
        }
        return failure
    }
}

import Foundation
import ShortcutRuntime

/// Prompts asked on the terminal when `run` has one and no `--answer` is left: the question on
/// standard error (standard output is the shortcut's), the answer read from standard input.
struct TerminalPrompter: RunPrompter {
    /// One when standard input and standard error are both a terminal.
    static func ifInteractive() -> TerminalPrompter? {
        isatty(0) == 1 && isatty(2) == 1 ? TerminalPrompter() : nil
    }

    func answer(_ prompt: RunPrompt) async throws -> RunAnswer {
        var question = prompt.prompt.terminalSafe
        switch prompt {
        case .text(_, let type, let defaultAnswer):
            if let defaultAnswer { question += " [\(defaultAnswer.terminalSafe)]" }
            if type != "Text" { question += " (\(type))" }
        case .choice(_, let options, let multiple):
            question += "\n" + options.enumerated().map { "  \($0.offset + 1). \($0.element.terminalSafe)" }.joined(separator: "\n")
            question += multiple ? "\nnumbers or titles, separated by commas" : "\nnumber or title"
        case .confirmation:
            question += " (yes/no)"
        case .standIn:
            break
        }
        FileHandle.standardError.write(Data((question + "\n> ").utf8))
        guard let line = readLine() else { throw RunPromptUnanswered(prompt: prompt.prompt) }
        if case .text(_, _, let defaultAnswer?) = prompt, line.isEmpty { return .text(defaultAnswer) }
        return try ScriptedPrompter.read(line, for: prompt)
    }
}

import ArgumentParser
import Foundation

/// `shortcut-editor man-page` (hidden): the manual page, in roff, made from the command-line
/// definitions themselves — each command's abstract and its help as ArgumentParser prints it —
/// so the page cannot drift from what the program accepts. `Scripts/install` writes it to
/// `share/man/man1/shortcut-editor.1`.
struct ManPageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "man-page",
        abstract: "Print the manual page (roff), made from the commands' own help.",
        shouldDisplay: false)

    func run() throws {
        print(Self.page(), terminator: "")
    }

    static func page() -> String {
        let root = ShortcutEditorCommand.configuration
        var lines = [
            ".TH SHORTCUT-EDITOR 1 \"\" \"shortcut-editor \(root.version)\" \"User Commands\"",
            ".SH NAME",
            "shortcut-editor \\- \(roff(root.abstract))",
            ".SH SYNOPSIS",
            ".B shortcut-editor",
            "[\\fIOPTIONS\\fR] [\\fICOMMAND\\fR] [\\fIARGUMENTS\\fR]",
            ".SH DESCRIPTION",
        ]
        lines += paragraph(root.discussion.isEmpty ? root.abstract : root.discussion)
        lines.append(".SH COMMANDS")
        for (path, command) in commands() {
            lines.append(".SS \(roff(path.joined(separator: " ")))")
            lines += verbatim(ShortcutEditorCommand.helpMessage(for: command, columns: 78))
        }
        lines.append(".SH OPTIONS")
        lines += verbatim(ShortcutEditorCommand.helpMessage(columns: 78))
        lines += [".SH FILES",
                  "The library: \\fB$SHORTCUT_EDITOR_LIBRARY\\fR, else \\fB$XDG_DATA_HOME/shortcut-editor\\fR, else \\fB~/.local/share/shortcut-editor\\fR.",
                  "The config file: \\fB$XDG_CONFIG_HOME/shortcut-editor/config.toml\\fR, else \\fB~/.config/shortcut-editor/config.toml\\fR.",
                  ".SH SEE ALSO",
                  "The README and docs/ of the shortcut-editor repository; \\fBshortcut-editor keys\\fR lists every key."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every command shown in help and each of its subcommands, depth first (`intents`, then
    /// `intents list` and `intents add`), with the words that name it.
    static func commands() -> [(path: [String], command: any ParsableCommand.Type)] {
        func walk(_ command: any ParsableCommand.Type, _ path: [String]) -> [([String], any ParsableCommand.Type)] {
            let here = path + [command.configuration.commandName ?? "\(command)"]
            return [(here, command)] + command.configuration.subcommands.filter { $0.configuration.shouldDisplay }.flatMap { walk($0, here) }
        }
        return ShortcutEditorCommand.configuration.subcommands.filter { $0.configuration.shouldDisplay }.flatMap { walk($0, []) }
    }

    /// Text as a filled paragraph.
    private static func paragraph(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? ".PP" : roffLine(String($0)) }
    }

    /// Help text kept as it is laid out, in a no-fill block.
    static func verbatim(_ text: String) -> [String] {
        [".nf"] + text.split(separator: "\n", omittingEmptySubsequences: false).map { roffLine(String($0)) } + [".fi"]
    }

    /// A line that roff takes as text: backslashes escaped, a leading dot or quote guarded.
    private static func roffLine(_ line: String) -> String {
        let escaped = roff(line)
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }

    private static func roff(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\e")
    }
}

import ArgumentParser
import DemoIntents
import Foundation
import IntentKit
import ShortcutStore
import UserConfig

@main
struct ShortcutEditorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcut-editor",
        abstract: "Edit shortcuts built from App Intents, in the terminal.",
        discussion: """
            With no arguments, opens the library browser (the first run adds a sample shortcut \
            and opens it). `shortcut-editor PATH` is `shortcut-editor edit PATH`.
            """,
        version: "0.1.0",
        subcommands: [BrowseCommand.self, EditCommand.self, ListCommand.self, ShowCommand.self, RunCommand.self, TestCommand.self, ImportCommand.self, IntentsCommand.self, LintCommand.self,
                      ConvertCommand.self, KeysCommand.self, ManPageCommand.self],
        defaultSubcommand: BrowseCommand.self)

    static func main() {
        let given = Array(CommandLine.arguments.dropFirst())
        if given.first == CompletionScripts.namesArgument {
            CompletionScripts.printNames(Array(given.dropFirst()))
            return
        }
        if let shell = Self.completionShellAsked(given), let script = CompletionScripts.script(for: shell) {
            print(script, terminator: script.hasSuffix("\n") ? "" : "\n")
            return
        }
        let arguments = routed(given)
        do {
            if let start = QuickStart.invocation(arguments) {
                try EditorLauncher(choice: start.choice).run(path: start.path)
            } else {
                var command = try parseAsRoot(arguments)
                try command.run()
            }
        } catch {
            exit(reporting: error)
        }
    }

    /// The shell `--generate-completion-script SHELL` (or `=SHELL`) asks for, when that is the
    /// whole command line.
    static func completionShellAsked(_ arguments: [String]) -> String? {
        if arguments.count == 2, arguments[0] == "--generate-completion-script" { return arguments[1] }
        if arguments.count == 1, arguments[0].hasPrefix("--generate-completion-script=") {
            return String(arguments[0].dropFirst("--generate-completion-script=".count))
        }
        return nil
    }

    /// Ends the program for an error the way ArgumentParser would — its message, its status —
    /// but with the message made safe first: it may quote a path or a value from a file.
    private static func exit(reporting error: any Error) -> Never {
        let status = exitCode(for: error)
        let message = fullMessage(for: error)
        if !message.isEmpty {
            let safe = message.terminalSafe(keepingNewlines: true) + "\n"
            if status.isSuccess { print(safe, terminator: "") } else { FileHandle.standardError.write(Data(safe.utf8)) }
        }
        Foundation.exit(status.rawValue)
    }

    /// Options every command takes, with a value; accepted before the command's name as after
    /// it (`shortcut-editor --library DIR show NAME`), as `git -C DIR` is.
    static let globalOptionsWithValues: Set<String> = ["--library", "--catalog", "--config"]

    /// Puts the arguments in the order ArgumentParser reads: global options move behind the
    /// command's name, and `shortcut-editor PATH` becomes `edit PATH` — ArgumentParser cannot
    /// give a command both subcommands and a positional argument, so a first positional
    /// argument that names no subcommand is routed to `edit`.
    ///
    /// What the shell's completion asks (`--generate-completion-script SHELL`, and the hidden
    /// `---completion` its scripts call back with) goes to ArgumentParser as it is.
    static func routed(_ arguments: [String]) -> [String] {
        if let first = arguments.first, first == "---completion" || first.hasPrefix("--generate-completion-script") { return arguments }
        let names = Set(configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
        var globals: [String] = []
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if globalOptionsWithValues.contains(argument) {
                globals += arguments[index..<min(index + 2, arguments.count)]
                index += 2
                continue
            }
            if globalOptionsWithValues.contains(where: { argument.hasPrefix($0 + "=") }) {
                globals.append(argument)
                index += 1
                continue
            }
            if argument.hasPrefix("-") {
                flags.append(argument)
                index += 1
                continue
            }
            let rest = Array(arguments[(index + 1)...])
            if names.contains(argument) { return flags + [argument] + globals + rest }
            return flags + ["edit"] + globals + [argument] + rest
        }
        // No command named: the browser, unless the flags ask the root for help or its version.
        if globals.isEmpty || !flags.isEmpty { return arguments }
        return ["browse"] + globals + Array(arguments[index...])
    }
}

struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the library browser (what `shortcut-editor` alone does).")

    @OptionGroup var options: LibraryOptions

    func run() throws {
        try EditorLauncher(choice: options.choice).run(path: nil)
    }
}

/// `--library DIR`, `--catalog FILE`, `--config FILE`, shared by every command.
struct LibraryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The library folder.",
        discussion: "Default: $\(Library.environmentVariable), else $XDG_DATA_HOME/shortcut-editor, else ~/.local/share/shortcut-editor.",
        valueName: "dir"))
    var library: String?

    @Option(name: .long, help: ArgumentHelp(
        "An intent catalog to load besides the library's (Apple's extract.actionsdata); repeatable.",
        valueName: "file"), completion: .file(extensions: ["actionsdata", "json"]))
    var catalog: [String] = []

    @Option(name: .long, help: ArgumentHelp(
        "The config file of keys and colours.",
        discussion: "Default: $XDG_CONFIG_HOME/shortcut-editor/config.toml, else ~/.config/shortcut-editor/config.toml.",
        valueName: "file"), completion: .file(extensions: ["toml"]))
    var config: String?

    /// What the options chose, as a plain value the commands work with.
    var choice: LibraryChoice { LibraryChoice(library: library, catalogs: catalog, config: config) }
}

/// Writes warnings to standard error, made safe to print.
func printWarnings(_ warnings: [String]) {
    for warning in warnings {
        FileHandle.standardError.write(Data((warning + "\n").terminalSafe(keepingNewlines: true).utf8))
    }
}

/// A command that could not do what it was asked: its message (naming the file) on standard
/// error, exit status 1. Not a usage error: the command line was right.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

import ArgumentParser
import DemoIntents
import Foundation
import IntentKit
import ShortcutStore

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
        subcommands: [BrowseCommand.self, EditCommand.self, ListCommand.self, ShowCommand.self, IntentsCommand.self, LintCommand.self],
        defaultSubcommand: BrowseCommand.self)

    static func main() {
        main(routed(Array(CommandLine.arguments.dropFirst())))
    }

    /// `shortcut-editor PATH` means `edit PATH`. Argument parser cannot give a command both
    /// subcommands and a positional argument, so a first positional argument that names no
    /// subcommand is routed to `edit` before parsing.
    static func routed(_ arguments: [String]) -> [String] {
        let names = Set(configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"])
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument == "--library" || argument == "--catalog" {
                index += 2
                continue
            }
            if argument.hasPrefix("-") {
                index += 1
                continue
            }
            return names.contains(argument) ? arguments : ["edit"] + arguments
        }
        return arguments
    }
}

struct BrowseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open the library browser (what `shortcut-editor` alone does).")

    @OptionGroup var options: LibraryOptions

    func run() throws {
        try EditorLauncher(options: options).run(path: nil)
    }
}

/// `--library DIR`, shared by every command.
struct LibraryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The library folder.",
        discussion: "Default: $\(Library.environmentVariable), else $XDG_DATA_HOME/shortcut-editor, else ~/.local/share/shortcut-editor.",
        valueName: "dir"))
    var library: String?

    @Option(name: .long, help: ArgumentHelp(
        "An intent catalog to load besides the library's (Apple's extract.actionsdata); repeatable.",
        valueName: "file"), completion: .file())
    var catalog: [String] = []

    var resolved: Library { Library(root: Library.defaultRoot(option: library)) }

    /// The registry every command works on: the demo intents declared in Swift, plus what
    /// the library's catalogs and entity records hold.
    func registry() throws -> (IntentRegistry, [LibraryIssue]) {
        resolved.assembleRegistry(base: try DemoIntents.makeRegistry(), extraCatalogs: catalog.map { URL(fileURLWithPath: $0) })
    }
}

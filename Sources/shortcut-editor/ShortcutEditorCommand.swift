import ArgumentParser
import DemoIntents
import IntentKit
import ShortcutStore

@main
struct ShortcutEditorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcut-editor",
        abstract: "Edit shortcuts built from App Intents, in the terminal.",
        version: "0.1.0",
        subcommands: [IntentsCommand.self, ListCommand.self, LintCommand.self],
        defaultSubcommand: IntentsCommand.self)
}

/// `--library DIR`, shared by every command.
struct LibraryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The library folder.",
        discussion: "Default: $\(Library.environmentVariable), else $XDG_DATA_HOME/shortcut-editor, else ~/.local/share/shortcut-editor.",
        valueName: "dir"))
    var library: String?

    var resolved: Library { Library(root: Library.defaultRoot(option: library)) }

    /// The registry every command works on: the demo intents declared in Swift, plus what
    /// the library's catalogs and entity records hold.
    func registry() throws -> (IntentRegistry, [LibraryIssue]) {
        resolved.assembleRegistry(base: try DemoIntents.makeRegistry())
    }
}

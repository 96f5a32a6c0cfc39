import ArgumentParser
import DemoIntents
import IntentKit
import ShortcutStore

@main
struct ShortcutEditorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcut-editor",
        abstract: "Edit shortcuts built from App Intents, in the terminal.",
        discussion: """
            With no arguments, opens the library browser (the first run adds a sample shortcut \
            and opens it). With a PATH, edits that shortcut, as `edit PATH` does.
            """,
        version: "0.1.0",
        subcommands: [EditCommand.self, ListCommand.self, ShowCommand.self, IntentsCommand.self, LintCommand.self])

    @OptionGroup var options: LibraryOptions

    @Argument(help: ArgumentHelp("A shortcut to edit: a file path, or the name of a shortcut in the library.", valueName: "path"),
              completion: .file(extensions: ["json"]))
    var path: String?

    func run() throws {
        try EditorLauncher(options: options).run(path: path)
    }
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

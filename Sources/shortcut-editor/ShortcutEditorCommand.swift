import ArgumentParser
import DemoIntents
import IntentKit

@main
struct ShortcutEditorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shortcut-editor",
        abstract: "Edit shortcuts built from App Intents, in the terminal.",
        version: "0.1.0",
        subcommands: [IntentsCommand.self, LintCommand.self],
        defaultSubcommand: IntentsCommand.self)
}

/// The registry every command works on: the demo intents, until the library brings catalogs.
func loadRegistry() throws -> IntentRegistry {
    try DemoIntents.makeRegistry()
}

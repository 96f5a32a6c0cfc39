import ArgumentParser

struct EditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Edit a shortcut, creating it when it does not exist.",
        discussion: "PATH is a file (anything with a / or ending in .json), or else the name of a shortcut in the library.")

    @OptionGroup var options: LibraryOptions

    @Argument(help: ArgumentHelp("The shortcut to edit.", valueName: "path"), completion: ShortcutCompletion.kind)
    var path: String

    func run() throws {
        try EditorLauncher(choice: options.choice).run(path: path)
    }
}

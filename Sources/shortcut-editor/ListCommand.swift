import ArgumentParser
import Foundation
import IntentKit
import ShortcutStore

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the shortcuts in the library.")

    @OptionGroup var options: LibraryOptions

    @Argument(help: "Only shortcuts whose name contains this.")
    var search: String?

    func run() throws {
        // Not needed to list, but a catalog that does not load is said by every command.
        _ = try options.choice.registry()
        let library = options.choice.resolved
        let entries = search.map(library.find) ?? library.list()
        guard !entries.isEmpty else {
            print((search == nil ? "No shortcuts in \(library.shortcutsFolder.fileSystemPath)." : "No shortcut name contains \"\(search!)\".").terminalSafe)
            return
        }
        let width = entries.map(\.name.count).max() ?? 0
        for entry in entries {
            let actions = "\(entry.actionCount) action\(entry.actionCount == 1 ? "" : "s")"
            let line = entry.name.padding(toLength: width + 2, withPad: " ", startingAt: 0)
                + actions.padding(toLength: 12, withPad: " ", startingAt: 0)
                + "modified " + ISO8601Text.format(entry.modified)
            print((line + (entry.problem.map { "  ⚠ \($0)" } ?? "")).terminalSafe)
        }
    }
}

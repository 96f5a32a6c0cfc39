import ArgumentParser
import Foundation
import ShortcutStore

/// Writes a generated shortcut to a file: the same bytes the workloads open, for profiling
/// one of them under callgrind or comparing a peer by hand.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "generate", abstract: "Write a generated shortcut of N actions to a file.")

    @Option(help: "How many actions.")
    var actions = 10_000

    @Argument(help: "Where to write it (a .shortcut.json file).")
    var file: String

    func run() throws {
        try AtomicFileWriter().write(GeneratedShortcut.document(actions: actions).encoded(), to: URL(fileURLWithPath: file))
    }
}

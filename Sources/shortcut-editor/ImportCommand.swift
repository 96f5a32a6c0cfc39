import ArgumentParser
import Foundation
import ShortcutStore

/// `shortcut-editor import FILE…`: Apple's files (and the editor's) copied into the library as
/// they are — a signed one stays signed — each named after its shortcut.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Copy shortcut files into the library, as they are, named after their shortcuts; exits with 1 when one could not be.")

    @OptionGroup var options: LibraryOptions

    @Argument(help: ArgumentHelp("Shortcut files: Apple's .shortcut (signed too), .plist, .wflow, or the editor's .shortcut.json.", valueName: "file"),
              completion: .file(extensions: ["shortcut", "plist", "wflow", "json"]))
    var files: [String]

    func run() throws {
        let library = options.choice.resolved
        var failures = 0
        for path in files {
            do throws(StoreError) {
                let imported = try library.importShortcut(from: URL(fileURLWithPath: path))
                print("\(path) → \(imported.name) (\(imported.file.lastPathComponent))".terminalSafe)
            } catch {
                FileHandle.standardError.write(Data("error: \(path): \(error.description)\n".terminalSafe(keepingNewlines: true).utf8))
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }
}

import AppShell
import ArgumentParser
import Foundation
import IntentKit
import ShortcutRuntime
import ShortcutStore

/// `shortcut-editor import FILE…`: Apple's files (and the editor's) copied into the library as
/// they are — a signed one stays signed — each named after its shortcut.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Copy shortcut files into the library, as they are, named after their shortcuts; exits with 1 when one could not be.")

    @OptionGroup var options: LibraryOptions

    @Argument(help: ArgumentHelp("Shortcut files — Apple's .shortcut (signed too), .plist, .wflow, or the editor's .shortcut.json — or iCloud links (https://www.icloud.com/shortcuts/ID).", valueName: "file-or-link"),
              completion: .file(extensions: ["shortcut", "plist", "wflow", "json"]))
    var files: [String]

    func run() throws {
        let library = options.choice.resolved
        var failures = 0
        for path in files {
            if path.lowercased().hasPrefix("http://") || path.lowercased().hasPrefix("https://") {
                if !importLink(path, into: library) { failures += 1 }
                continue
            }
            do throws(StoreError) {
                let imported = try library.importShortcut(from: URL(localPath: path))
                print("\(path) → \(imported.name) (\(imported.file.lastPathComponent))".terminalSafe)
            } catch {
                FileHandle.standardError.write(Data("error: \(path): \(error.description)\n".terminalSafe(keepingNewlines: true).utf8))
                failures += 1
            }
        }
        if failures > 0 { throw ExitCode(1) }
    }

    /// An iCloud link's shortcut fetched into the library; false (said on standard error) when not.
    private func importLink(_ link: String, into library: Library) -> Bool {
        guard let web = HelperWeb.find() else {
            FileHandle.standardError.write(Data("error: \(link): \(HelperWeb.programName) is not beside the editor or on PATH; it fetches links\n".terminalSafe(keepingNewlines: true).utf8))
            return false
        }
        let importer = ICloudImport(web: web)
        let result: Result<ICloudImport.Imported, ICloudImportError> = waitBlocking {
            do throws(ICloudImportError) { return .success(try await importer.importShortcut(link: link, into: library)) } catch { return .failure(error) }
        }
        switch result {
        case .success(let imported):
            let signed = imported.record.isSigned ? ", signed" : ""
            print("\(link) → \(imported.shortcut.name) (\(imported.shortcut.file.lastPathComponent)\(signed))".terminalSafe)
            return true
        case .failure(let error):
            FileHandle.standardError.write(Data("error: \(link): \(error.description)\n".terminalSafe(keepingNewlines: true).utf8))
            return false
        }
    }
}

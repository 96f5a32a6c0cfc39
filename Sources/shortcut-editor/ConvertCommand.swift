import ArgumentParser
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

/// `shortcut-editor convert IN OUT`: one format to another, chosen by OUT's name — Apple's
/// `.shortcut` (binary property list), `.plist` (XML), or the editor's `.shortcut.json`.
/// Lossless both ways; written atomically; an existing OUT is never replaced unless asked.
struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Convert a shortcut between Apple's formats and the editor's JSON, by the output's extension.",
        discussion: "OUT ending in .shortcut or .wflow is a binary property list, .plist an XML one, .json the editor's JSON. Nothing is lost: converting back gives a file equal to the original.")

    @OptionGroup var options: LibraryOptions

    @Argument(help: ArgumentHelp("The shortcut to read.", valueName: "in"), completion: .file(extensions: ["shortcut", "plist", "wflow", "json"]))
    var input: String

    @Argument(help: ArgumentHelp("The file to write.", valueName: "out"), completion: .file(extensions: ["shortcut", "plist", "wflow", "json"]))
    var output: String

    @Flag(name: .long, help: "Replace OUT when it exists, and write it even where its format cannot hold a value exactly (each said as a warning).")
    var force = false

    func run() throws {
        let outURL = URL(localPath: output)
        guard let format = DocumentFormat.forNewFile(named: outURL.fileName) else {
            throw CommandFailure("\(output): the name says no format; end it in .shortcut, .wflow, .plist or .shortcut.json")
        }
        if !force && FileManager.default.fileExists(atPath: outURL.fileSystemPath) {
            throw CommandFailure("\(output) exists; not replaced (--force replaces it)")
        }
        let document: ShortcutDocument
        let readingLosses: [String], writingLosses: [String]
        do throws(StoreError) {
            let (decoded, inputFormat, _) = try DocumentFormat.read(URL(localPath: input), label: input)
            var read = decoded.document
            // The name the file holds is the shortcut's, whatever OUT is called: converting
            // back gives the original. Only a file without one is named after OUT.
            if !inputFormat.holdsName(of: read) { read.name = DocumentFormat.shortcutName(fromFileName: outURL.fileName) }
            document = read
            readingLosses = decoded.losses
            writingLosses = try format.losses(writing: document, label: output)
        } catch {
            throw CommandFailure(error.description)
        }
        // Nothing changes without a word: what reading could not keep is said, and what OUT's
        // format cannot hold stops the conversion unless --force.
        if !writingLosses.isEmpty && !force {
            let count = writingLosses.count
            throw CommandFailure("\(output): not written; as an \(format) it would change \(count) value\(count == 1 ? "" : "s") (--force writes it anyway):\n"
                                 + writingLosses.prefix(10).map { "  " + $0 }.joined(separator: "\n")
                                 + (count > 10 ? "\n  and \(count - 10) more" : ""))
        }
        for warning in readingLosses.map({ "\(input): \($0)" }) + writingLosses.map({ "\(output): \($0)" }) {
            FileHandle.standardError.write(Data("warning: \(warning)\n".terminalSafe(keepingNewlines: true).utf8))
        }
        do throws(StoreError) {
            try AtomicFileWriter().write(try format.encode(document, label: output), to: outURL)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}

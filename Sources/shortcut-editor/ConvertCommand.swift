import ArgumentParser
import Foundation
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

    @Flag(name: .long, help: "Replace OUT when it exists.")
    var force = false

    func run() throws {
        let outURL = URL(fileURLWithPath: output)
        guard let format = DocumentFormat.forNewFile(named: outURL.fileName) else {
            throw CommandFailure("\(output): the name says no format; end it in .shortcut, .wflow, .plist or .shortcut.json")
        }
        if !force && FileManager.default.fileExists(atPath: outURL.fileSystemPath) {
            throw CommandFailure("\(output) exists; not replaced (--force replaces it)")
        }
        do throws(StoreError) {
            let (decoded, inputFormat, _) = try DocumentFormat.read(URL(fileURLWithPath: input), label: input)
            var document = decoded.document
            // The name the file holds is the shortcut's, whatever OUT is called: converting
            // back gives the original. Only a file without one is named after OUT.
            if !inputFormat.holdsName(of: document) { document.name = DocumentFormat.shortcutName(fromFileName: outURL.fileName) }
            try AtomicFileWriter().write(try format.encode(document, label: output), to: outURL)
        } catch {
            throw CommandFailure(error.description)
        }
    }
}

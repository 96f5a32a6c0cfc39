import Foundation
import IntentKit
import ShortcutModel

extension Library {
    /// What an import did with one file.
    public struct Imported: Sendable, Equatable {
        /// The shortcut's name in the library.
        public var name: String
        public var file: URL
    }

    /// Copies a shortcut file into the library, byte for byte — a signed one stays signed —
    /// named after the shortcut's own name (its workflow name), else the file's; a name the
    /// library has already gets " 2", " 3"… The file is read first, so what is not a shortcut
    /// is refused with the reason, and nothing is written for it.
    public func importShortcut(from source: URL) throws(StoreError) -> Imported {
        let (decoded, format, bytes) = try DocumentFormat.read(source)
        return try store(bytes, decoded: decoded, format: format, fileName: source.lastPathComponent, name: nil)
    }

    /// Adds a shortcut's bytes that came from elsewhere (an iCloud link's asset) to the library,
    /// byte for byte, named `name` (else by its own name, else `fileName`'s), as
    /// `importShortcut(from:)` does. `label` names the bytes in a refusal ("the shortcut of
    /// https://…"); what is not a shortcut is refused and nothing is written.
    public func importShortcut(bytes: Data, fileName: String, name: String?, label: String) throws(StoreError) -> Imported {
        let (decoded, format) = try DocumentFormat.decode(bytes, url: URL(localPath: fileName), label: label, modified: Date())
        return try store(bytes, decoded: decoded, format: format, fileName: fileName, name: name)
    }

    private func store(_ bytes: Data, decoded: DecodedDocument, format: DocumentFormat, fileName: String, name given: String?) throws(StoreError) -> Imported {
        try prepare()
        var base = given ?? (format.holdsName(of: decoded.document) ? decoded.document.name : DocumentFormat.shortcutName(fromFileName: fileName))
        base = base.replacingOccurrences(of: "/", with: "∕").trimmingCharacters(in: .whitespaces)
        if base.hasPrefix(".") { base = "_" + base.dropFirst() }
        if base.isEmpty { base = "Imported" }
        let ending: String = switch format {
        case .json: Self.fileExtension
        case .propertyList(.xml): ".plist"
        case .propertyList, .signed: fileName.hasSuffix(".wflow") ? ".wflow" : ".shortcut"
        }
        var name = base
        var counter = 1
        let taken = existingNames
        while taken.contains(name) {
            counter += 1
            name = "\(base) \(counter)"
        }
        try Self.validate(name)
        let destination = shortcutsFolder.appendingPathComponent(name + ending, isDirectory: false)
        try AtomicFileWriter().write(bytes, to: destination)
        return Imported(name: name, file: destination)
    }

    /// The names of the library's shortcuts, in any format.
    private var existingNames: Set<String> {
        Set(list().map(\.name))
    }
}

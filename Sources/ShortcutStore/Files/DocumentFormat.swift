import AppleShortcuts
import FileAccess
import Foundation
import IntentKit
import ShortcutModel

/// The file formats a shortcut is stored in: the editor's own JSON, and Apple's property
/// lists (binary or XML). A document is saved back in the format its file has.
public enum DocumentFormat: Sendable, Equatable, CustomStringConvertible {
    case json
    case propertyList(PropertyListFormat)
    /// A signed shortcut (Apple Encrypted Archive), by who signed it: read, never written —
    /// Apple's signature cannot be made here, so edits are saved as an unsigned copy.
    case signed(signer: String)

    /// File name endings, longest first, with the format each implies for a new file.
    static let endings: [(suffix: String, format: DocumentFormat)] = [
        (".shortcut.json", .json), (".json", .json),
        (".shortcut", .propertyList(.binary)), (".wflow", .propertyList(.binary)), (".plist", .propertyList(.xml)),
    ]

    /// The format of a file that does not exist yet, by its name; nil for a name that is not a
    /// shortcut's.
    public static func forNewFile(named name: String) -> DocumentFormat? {
        endings.first { name.hasSuffix($0.suffix) }?.format
    }

    /// Whether a file name is a shortcut's (in any format).
    public static func isShortcutFile(named name: String) -> Bool {
        !name.hasPrefix(".") && forNewFile(named: name) != nil
    }

    /// The name without its format's ending: "Brew Tea.shortcut" → "Brew Tea".
    public static func shortcutName(fromFileName name: String) -> String {
        guard let ending = endings.first(where: { name.hasSuffix($0.suffix) }) else { return name }
        return String(name.dropLast(ending.suffix.count))
    }

    /// The format of existing bytes: what they are, whatever the name says (a `.shortcut`
    /// that is JSON opens as JSON); the name decides only for bytes that are neither.
    public static func of(_ bytes: some Collection<UInt8>, fileName: String) -> DocumentFormat {
        if let format = PropertyListFormat.detect(bytes) { return .propertyList(format) }
        if ShortcutFileCodec.isSigned(bytes) { return .propertyList(.binary) }
        if bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{") { return .json }
        return forNewFile(named: fileName) ?? .json
    }

    /// Whether a file of this format that `document` was read from holds its name: the
    /// editor's JSON always does, Apple's files in `WFWorkflowName` — without it, the name
    /// was taken from the file's name, and is not written back.
    public func holdsName(of document: ShortcutDocument) -> Bool {
        switch self {
        case .json: true
        case .propertyList, .signed: document.unknownMembers[WorkflowDecoder.nameKey] != nil
        }
    }

    public var description: String {
        switch self {
        case .json: "JSON"
        case .propertyList(.binary): "binary property list"
        case .propertyList(.xml): "XML property list"
        case .signed(let signer): "signed shortcut (\(signer))"
        }
    }

    /// Reads a document from its bytes; `modified` stands in for the times Apple's format
    /// does not keep. JSON is parsed in place (no copy of a large file), from `indexed` when
    /// given: an index of these same bytes under this `label`, a preview's, not made again.
    public static func decode(_ bytes: Data, url: URL, label: String, modified: Date,
                              indexed: IndexedDocumentFile? = nil) throws(StoreError) -> (DecodedDocument, DocumentFormat) {
        let format = of(bytes, fileName: url.fileName)
        switch format {
        case .json:
            do throws(DocumentError) {
                if let indexed { return (try indexed.decodeWhole(), format) }
                return (try ShortcutDocument.decode(bytes, file: label), format)
            } catch {
                throw .document(error)
            }
        case .propertyList, .signed:
            do {
                let decoded = try ShortcutFileCodec.decode(Array(bytes), file: label, name: shortcutName(fromFileName: url.fileName),
                                                           date: modified)
                let format: DocumentFormat = decoded.signer.map { .signed(signer: $0) } ?? .propertyList(decoded.format)
                var document = DecodedDocument(document: decoded.document, diagnostics: [])
                document.losses = decoded.losses.map(\.description)
                return (document, format)
            } catch {
                throw .shortcutFile(error)
            }
        }
    }

    /// What writing `document` in this format would not keep, each naming its place: in an
    /// XML property list, the fractions of seconds of dates. Empty for every other format.
    public func losses(writing document: ShortcutDocument, label: String) throws(StoreError) -> [String] {
        guard case .propertyList(let format) = self else { return [] }
        do {
            return try ShortcutFileCodec.losses(writing: document, as: format, file: label).map(\.description)
        } catch {
            throw .shortcutFile(error)
        }
    }

    /// The bytes of a document in this format.
    public func encode(_ document: ShortcutDocument, label: String) throws(StoreError) -> Data {
        switch self {
        case .json:
            return document.encoded()
        case .propertyList(let format):
            do {
                return Data(try ShortcutFileCodec.encode(document, as: format, file: label))
            } catch {
                throw .shortcutFile(error)
            }
        case .signed:
            throw .signedOriginal(path: label)
        }
    }

    /// Reads the file at `url` (its modification time standing in for the times a property
    /// list does not keep).
    public static func read(_ url: URL, label: String? = nil) throws(StoreError) -> (DecodedDocument, DocumentFormat, Data) {
        let contents = try load(url)
        let (decoded, format) = try decode(contents.data, url: url, label: label ?? url.fileSystemPath, modified: contents.modified)
        return (decoded, format, contents.data)
    }

    /// A file's bytes and its modification time (to the millisecond, as documents keep times).
    static func load(_ url: URL) throws(StoreError) -> FileContents {
        switch FileReader.read(url.fileSystemPath) {
        case .success(let (data, modified)):
            return FileContents(data: data, modified: modified.truncatedToTheMillisecond)
        case .failure(.system(.ENOENT)):
            throw StoreError.notFound(path: url.fileSystemPath)
        case .failure(.system(let code)):
            throw StoreError.io(path: url.fileSystemPath, operation: .read, code: code)
        case .failure(.notARegularFile(let kind)):
            throw StoreError.notARegularFile(path: url.fileSystemPath, kind: kind.description)
        case .failure(.tooLarge(let limit)):
            throw StoreError.tooLarge(path: url.fileSystemPath, limit: limit)
        }
    }
}

/// A document file as read, before it is decoded.
struct FileContents: Sendable {
    var data: Data
    var modified: Date
}

extension Date {
    /// To the millisecond, as documents keep times.
    var truncatedToTheMillisecond: Date {
        Date(timeIntervalSince1970: (timeIntervalSince1970 * 1000).rounded(.down) / 1000)
    }
}

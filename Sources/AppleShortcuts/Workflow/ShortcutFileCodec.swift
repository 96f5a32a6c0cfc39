import Foundation
import IntentKit
import ShortcutModel

/// Apple's `.shortcut` files as documents: the bytes' encoding detected, the workflow read,
/// and written back in the encoding it came in.
public enum ShortcutFileCodec {
    /// A document and the property-list encoding its file used.
    public struct Decoded: Sendable {
        public var document: ShortcutDocument
        public var format: PropertyListFormat
        /// Who signed the file, for a signed shortcut; nil for an unsigned one.
        public var signer: String?
        /// What reading could not keep as the file has it.
        public var losses: [PropertyListLoss] = []
    }

    /// Whether bytes are a signed shortcut (Apple Encrypted Archive).
    public static func isSigned(_ bytes: some Collection<UInt8>) -> Bool {
        // Through contiguous bytes where the collection has them, as `PropertyListFormat.detect`.
        bytes.withContiguousStorageIfAvailable { $0.starts(with: signedMagic) } ?? bytes.starts(with: signedMagic)
    }

    private static let signedMagic = Array("AEA1".utf8)

    public static func decode(_ bytes: [UInt8], file: String, name: String, date: Date) throws(ShortcutFileError) -> Decoded {
        if isSigned(bytes) {
            let signed = try SignedShortcut.open(bytes, file: file)
            var decoded = try decodePropertyList(signed.workflow, file: file + " (" + SignedShortcut.workflowPath + ")", name: name, date: date)
            decoded.signer = signed.signer
            return decoded
        }
        return try decodePropertyList(bytes, file: file, name: name, date: date)
    }

    private static func decodePropertyList(_ bytes: [UInt8], file: String, name: String, date: Date) throws(ShortcutFileError) -> Decoded {
        let root: PropertyListValue
        let format: PropertyListFormat
        let losses: [PropertyListLoss]
        do {
            (root, format, losses) = try PropertyListCoder.decodeReportingLosses(bytes)
        } catch {
            throw .notPropertyList(file: file, error)
        }
        return Decoded(document: try WorkflowDecoder.decode(root, file: file, name: name, date: date), format: format, signer: nil,
                       losses: losses)
    }

    /// The start of a binary `.shortcut` — its name, look and first `actionLimit` actions —
    /// and how many actions it has, read through the property list's offset table without
    /// decoding (or checking) the other actions: a large file's first screen, while a whole
    /// read follows. Nil for files with no such table to follow (XML, signed), read whole.
    public static func decodePrefix(_ bytes: [UInt8], file: String, name: String, date: Date,
                                    actionLimit: Int) throws(ShortcutFileError) -> (document: ShortcutDocument, actionCount: Int)? {
        guard PropertyListFormat.detect(bytes) == .binary else { return nil }
        let root: PropertyListValue
        let count: Int?
        do {
            (root, count) = try PropertyListCoder.decodeBinary(bytes, readingArray: WorkflowDecoder.actionsKey, upTo: actionLimit)
        } catch {
            throw .notPropertyList(file: file, error)
        }
        let document = try WorkflowDecoder.decode(root, file: file, name: name, date: date)
        return (document, count ?? document.actions.count)
    }

    public static func encode(_ document: ShortcutDocument, as format: PropertyListFormat, file: String) throws(ShortcutFileError) -> [UInt8] {
        PropertyListCoder.encode(try WorkflowEncoder.encode(document, file: file), as: format)
    }

    /// What writing `document` in `format` would not keep: in XML, the fractions of seconds of
    /// its dates. Empty for binary, which keeps everything.
    public static func losses(writing document: ShortcutDocument, as format: PropertyListFormat,
                              file: String) throws(ShortcutFileError) -> [PropertyListLoss] {
        guard format == .xml else { return [] }
        return PropertyListLoss.fractionalDates(in: try WorkflowEncoder.encode(document, file: file))
    }

    /// The shortcut's name from its file name: "Brew Tea.shortcut" → "Brew Tea".
    public static func name(ofFile url: URL) -> String {
        url.deletingPathExtension().lastPathComponent
    }

    /// File name endings of Apple's shortcut files.
    public static let extensions: Set<String> = ["shortcut", "plist", "wflow"]
}

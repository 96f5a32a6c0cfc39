import Foundation
import IntentKit

/// A document file indexed — its members and each action's bytes found — and not yet
/// decoded. The editor indexes a large file on the thread that draws without checking the
/// actions' syntax (`checkingActions: false`), decodes the first screenful from it
/// (`decode(actionLimit:)`: what it decodes is checked) to show at once, and has another
/// thread read the whole from the same index (`decodeWhole`: each action checked by its own
/// parse, the file read again checked should one fail).
public struct IndexedDocumentFile: Sendable {
    public let bytes: Data
    /// The name errors give the file.
    public let file: String
    let index: JSONIndex
    /// Whether the actions' syntax was checked as they were indexed.
    let checkedActions: Bool

    /// Throws the syntax error a full decode would, at its line and column. Without
    /// `checkingActions`, the actions are found by their brackets alone, about twice as
    /// quick: a valid file gives the same index, but a broken one may give wrong ranges or
    /// a different error — for a preview, which a checked reading of the whole then follows.
    public init(_ bytes: Data, file: String, checkingActions: Bool = true) throws(DocumentError) {
        self.bytes = bytes
        self.file = file
        checkedActions = checkingActions
        index = try Self.withBytes(of: bytes) { buffer throws(DocumentError) in
            try ShortcutDocument.index(buffer, file: file, checkingActions: checkingActions)
        }
    }

    /// How many actions the file lists (0 when it has no list of actions).
    public var actionCount: Int { index.elements.count }

    /// The document, as `ShortcutDocument.decode` reads it; with `actionLimit`, its name,
    /// look and only that many first actions — a preview, its diagnostics about those alone.
    public func decode(actionLimit: Int? = nil) throws(DocumentError) -> DecodedDocument {
        try Self.withBytes(of: bytes) { buffer throws(DocumentError) in
            try ShortcutDocument.decode(buffer: buffer, index: index, file: file, actionLimit: actionLimit)
        }
    }

    /// The whole document, exactly as `ShortcutDocument.decode` reads these bytes — the same
    /// document, or the same first error — without indexing them again: for the whole read
    /// that follows a preview. An index made without checking the actions is what that read
    /// starts from anyway; should decoding from it fail, the file is read again, checked.
    public func decodeWhole() throws(DocumentError) -> DecodedDocument {
        try Self.withBytes(of: bytes) { buffer throws(DocumentError) in
            checkedActions
                ? try ShortcutDocument.decode(buffer: buffer, index: index, file: file, actionLimit: nil)
                : try ShortcutDocument.decode(buffer: buffer, file: file, quickIndex: index)
        }
    }

    /// Actions `range` (those the file has) with their diagnostics, as `decode` reads them:
    /// the ones a preview made with `actionLimit` shows next, without decoding the first again.
    public func decodeActions(_ range: Range<Int>) throws(DocumentError) -> (actions: [ShortcutAction], diagnostics: [DocumentDiagnostic]) {
        try Self.withBytes(of: bytes) { buffer throws(DocumentError) in
            try ShortcutDocument.decodeActions(range, buffer: buffer, index: index, file: file)
        }
    }

    /// The intents of the file's first `limit` actions, read from its start without indexing
    /// the rest, when its actions come first (as the canonical writer puts them): what drawing
    /// the first screen will ask the registry for, known before the index is made. Best
    /// effort — fewer, or none, for a file laid out otherwise or broken early — and for
    /// preparing work only: the preview itself comes from the index.
    public static func leadingIntents(of bytes: Data, limit: Int) -> [String] {
        bytes.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { buffer in
                JSONIndex.leadingElementKeys(in: buffer, arrayMember: "actions", key: "intent", limit: limit).compactMap { $0 }
            }
        }
    }

    /// `body` on the bytes where they are (the index's ranges are offsets into them).
    private static func withBytes<T>(of data: Data, _ body: (UnsafeBufferPointer<UInt8>) throws(DocumentError) -> T) throws(DocumentError) -> T {
        try data.withUnsafeBytes { raw in
            raw.withMemoryRebound(to: UInt8.self) { buffer in Result { () throws(DocumentError) in try body(buffer) } }
        }.get()
    }
}

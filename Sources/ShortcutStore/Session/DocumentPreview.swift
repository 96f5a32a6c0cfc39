import AppleShortcuts
import IntentKit
import ShortcutModel

/// The first actions of a document being opened, decoded to draw while `finishOpening` reads
/// the whole — and more of them when those do not fill the screen, without doing the first
/// part again: a JSON file's index is made once, and only the actions added are decoded.
public struct DocumentPreview: Sendable {
    public private(set) var decoded: DecodedDocument
    private let source: Source

    enum Source: Sendable {
        case indexed(IndexedDocumentFile)
        /// A binary property list: a larger prefix is decoded from its start (its offset table
        /// makes that cheap; the actions are few on a screen).
        case prefix(OpeningDocument)
    }

    init(decoded: DecodedDocument, source: Source) {
        self.decoded = decoded
        self.source = source
    }

    /// The JSON file's index the preview was made from, for the whole read to start from.
    var indexedFile: IndexedDocumentFile? {
        if case .indexed(let file) = source { file } else { nil }
    }

    /// Whether the preview holds all of the document's actions.
    public var isWhole: Bool { decoded.document.actions.count >= decoded.actionCount }

    /// Adds the next `count` actions (as many as the file has). False when they could not be
    /// decoded — a problem `finishOpening` reports — and the preview is left as it was.
    public mutating func grow(by count: Int) -> Bool {
        let have = decoded.document.actions.count
        let want = min(decoded.actionCount, have + max(0, count))
        guard want > have else { return true }
        switch source {
        case .indexed(let file):
            guard let more = try? file.decodeActions(have..<want) else { return false }
            decoded.document.actions += more.actions
            decoded.diagnostics += more.diagnostics
        case .prefix(let opening):
            guard let larger = opening.preview(actions: want)?.decoded else { return false }
            decoded = larger
        }
        return true
    }
}

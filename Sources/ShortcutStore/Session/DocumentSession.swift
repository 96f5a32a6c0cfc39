import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel

/// An open document's link to its file: where it really is (through symlinks), what the file
/// was when last read or written, and the lock that tells other editors it is open.
public final class DocumentSession: @unchecked Sendable {
    /// The path as the user gave it.
    public let url: URL
    /// The file saves go to: `url` with symlinks resolved, so a link stays a link.
    public let target: URL
    public internal(set) var fingerprint: FileFingerprint?
    public let lock: DocumentLock?
    /// The format saves write: the file's own (Apple's binary or XML property list, or JSON).
    public let format: DocumentFormat

    /// False once another session of the same file took the lock over (`handedOver`).
    private var ownsLock = true

    init(url: URL, target: URL, fingerprint: FileFingerprint?, lock: DocumentLock?, format: DocumentFormat) {
        self.url = url
        self.target = target
        self.fingerprint = fingerprint
        self.lock = lock
        self.format = format
    }

    /// A session of the same file, holding its lock, that saves in `format`: this one no
    /// longer lets go of the lock when it closes.
    func handedOver(to format: DocumentFormat) -> DocumentSession {
        ownsLock = false
        return DocumentSession(url: url, target: target, fingerprint: fingerprint, lock: lock, format: format)
    }

    /// Lets go of the lock (unless handed over); the session can still save.
    public func close() {
        if ownsLock { lock?.release() }
    }
}

/// A document as opened: the content, what did not fit, its session, and a draft to offer
/// back when the last session ended without saving.
public struct OpenedDocument: Sendable {
    public var document: ShortcutDocument
    public var diagnostics: [DocumentDiagnostic]
    /// What reading the file could not keep as the file has it (`DecodedDocument.losses`).
    public var losses: [String] = []
    public var session: DocumentSession
    public var recovery: RecoveredDraft?
    /// True when the file did not exist and the document is new.
    public var isNew: Bool
}

/// A document between `ShortcutStore.startOpening` and `finishOpening`: its lock is held and
/// its bytes read, nothing decoded yet.
public struct OpeningDocument: Sendable {
    /// The path as the user gave it.
    public let url: URL
    let target: URL
    let lock: DocumentLock?
    /// Nil for a file that does not exist yet (a new document).
    let contents: FileContents?

    init(url: URL, target: URL, lock: DocumentLock?, contents: FileContents?) {
        self.url = url
        self.target = target
        self.lock = lock
        self.contents = contents
    }

    /// The file's start — name, look, first `actions` actions — decoded without the rest, to
    /// draw while `finishOpening` reads the whole; its `actionCount` is how many the file
    /// has. Nil when there is no quick way (a new document; XML property lists and signed
    /// files, read whole) or the file has a problem, which `finishOpening` reports.
    ///
    /// A JSON file's actions are found by their brackets, not checked (`checkingActions:
    /// false`, a third of a checked scan's cost); a binary property list's through its offset
    /// table, the others not read at all. The ones shown are decoded, so checked.
    /// `finishOpening` then reads the whole file, checked, and a problem anywhere in it is
    /// reported from there.
    public func preview(actions: Int) -> DocumentPreview? {
        guard let contents else { return nil }
        switch DocumentFormat.of(contents.data, fileName: target.fileName) {
        case .json:
            guard let indexed = try? IndexedDocumentFile(contents.data, file: url.fileSystemPath, checkingActions: false),
                  let decoded = try? indexed.decode(actionLimit: max(0, actions)) else { return nil }
            return DocumentPreview(decoded: decoded, source: .indexed(indexed))
        case .propertyList(.binary):
            let prefix = try? ShortcutFileCodec.decodePrefix(Array(contents.data), file: url.fileSystemPath,
                                                             name: DocumentFormat.shortcutName(fromFileName: target.fileName),
                                                             date: contents.modified, actionLimit: max(0, actions))
            return prefix.map {
                DocumentPreview(decoded: DecodedDocument(document: $0.document, diagnostics: [], actionCount: $0.actionCount),
                                source: .prefix(self))
            }
        default:
            return nil
        }
    }

    /// `preview(actions:)`, made on another thread while `meanwhile` runs on this one with
    /// the intents of the file's first actions (`IndexedDocumentFile.leadingIntents`): the
    /// caller prepares what drawing them needs — their definitions, read from Swift
    /// declarations on first use — in the time the index of a large JSON file takes. Other
    /// files have no index to wait for: their preview is made here, and `meanwhile` is not
    /// called.
    public func preview(actions: Int, meanwhile: ([String]) -> Void) -> DocumentPreview? {
        guard let contents, DocumentFormat.of(contents.data, fileName: target.fileName) == .json else {
            return preview(actions: actions)
        }
        let outcome = HandOver<DocumentPreview?>()
        DispatchQueue.global(qos: .userInteractive).async { [self] in outcome.give(preview(actions: actions)) }
        meanwhile(IndexedDocumentFile.leadingIntents(of: contents.data, limit: max(0, actions)))
        return outcome.take()
    }

    /// The size of the file in bytes (0 for a new document): what decoding it will cost.
    public var byteCount: Int { contents?.data.count ?? 0 }

    /// Lets go of the lock, when the opening is abandoned before it finishes.
    public func abandon() {
        lock?.release()
    }
}

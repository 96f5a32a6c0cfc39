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

    init(url: URL, target: URL, fingerprint: FileFingerprint?, lock: DocumentLock?, format: DocumentFormat) {
        self.url = url
        self.target = target
        self.fingerprint = fingerprint
        self.lock = lock
        self.format = format
    }

    /// Lets go of the lock; the session can still save.
    public func close() {
        lock?.release()
    }
}

/// A document as opened: the content, what did not fit, its session, and a draft to offer
/// back when the last session ended without saving.
public struct OpenedDocument: Sendable {
    public var document: ShortcutDocument
    public var diagnostics: [DocumentDiagnostic]
    public var session: DocumentSession
    public var recovery: RecoveredDraft?
    /// True when the file did not exist and the document is new.
    public var isNew: Bool
}

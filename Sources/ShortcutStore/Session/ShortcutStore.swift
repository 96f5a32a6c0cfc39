#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IntentKit
import ShortcutModel

/// Opens and saves documents, for the editor. Saving is atomic, refuses to overwrite changes
/// made by someone else, and keeps a recovery journal of unsaved edits in the library.
public struct ShortcutStore: Sendable {
    public let library: Library
    public var writer: AtomicFileWriter

    public init(library: Library, fileSystem: FileSystem = .posix) {
        self.library = library
        self.writer = AtomicFileWriter(fileSystem: fileSystem)
    }

    var journal: RecoveryJournal { RecoveryJournal(folder: library.recoveryFolder, writer: writer) }

    /// Opens a document, or starts a new one named after the file when it does not exist.
    /// Throws `.lockedElsewhere` when another editor has it open, unless `ignoringLock`.
    public func open(_ url: URL, ignoringLock: Bool = false) throws(StoreError) -> OpenedDocument {
        try finishOpening(try startOpening(url, ignoringLock: ignoringLock))
    }

    /// The quick half of `open`, for the thread that draws: finds the file, takes its lock and
    /// reads its bytes. `finishOpening` (any thread) then decodes them; meanwhile the opening's
    /// `preview` can be drawn. Throws what `open` throws about the lock and the file. Reads no
    /// folder: a folder of thousands of files would otherwise delay the first screen.
    public func startOpening(_ url: URL, ignoringLock: Bool = false) throws(StoreError) -> OpeningDocument {
        let target = url.withSymlinksResolved
        guard FileManager.default.fileExists(atPath: target.deletingLastPathComponent().fileSystemPath) else {
            throw StoreError.io(path: target.fileSystemPath, operation: .read, code: .ENOENT)
        }
        let lock: DocumentLock?
        do {
            lock = try DocumentLock.acquire(for: target)
        } catch {
            guard ignoringLock, case .lockedElsewhere = error else { throw error }
            lock = nil
        }
        guard FileManager.default.fileExists(atPath: target.fileSystemPath) else {
            return OpeningDocument(url: url, target: target, lock: lock, contents: nil)
        }
        return OpeningDocument(url: url, target: target, lock: lock, contents: try DocumentFormat.load(target))
    }

    /// The slow half of `open`: removes what killed saves left beside the file, decodes what
    /// `startOpening` read, fingerprints it and looks for a recovery journal. Safe on any thread.
    /// `preview`, one made of this `opening`, gives what it found of the file (a JSON file's
    /// index) so that it is not found again; the document read is the same either way.
    public func finishOpening(_ opening: OpeningDocument, reusing preview: DocumentPreview? = nil) throws(StoreError) -> OpenedDocument {
        let (url, target, lock) = (opening.url, opening.target, opening.lock)
        AtomicFileWriter.removeLeftovers(for: target)
        guard let contents = opening.contents else {
            let name = DocumentFormat.shortcutName(fromFileName: target.fileName)
            let format = DocumentFormat.forNewFile(named: target.fileName) ?? .json
            return OpenedDocument(document: ShortcutDocument(name: name), diagnostics: [],
                                  session: DocumentSession(url: url, target: target, fingerprint: nil, lock: lock, format: format),
                                  recovery: journal.draft(for: target), isNew: true)
        }
        let (decoded, format) = try DocumentFormat.decode(contents.data, url: target, label: url.fileSystemPath, modified: contents.modified,
                                                          indexed: preview?.indexedFile)
        let session = DocumentSession(url: url, target: target, fingerprint: FileFingerprint(data: contents.data),
                                      lock: lock, format: format)
        return OpenedDocument(document: decoded.document, diagnostics: decoded.diagnostics, losses: decoded.losses, session: session,
                              recovery: journal.draft(for: target), isNew: false)
    }

    /// Whether finishing `opening` may offer to recover edits: an earlier session left a
    /// journal for its file (whether it is offered — newer than the file — the whole read
    /// decides). One look for the file, so that an editor showing the document's first
    /// actions meanwhile knows, before the whole is read, that no such question will come.
    public func mayOfferRecovery(_ opening: OpeningDocument) -> Bool {
        access(journal.journalURL(for: opening.target).fileSystemPath, F_OK) == 0
    }

    /// Saves atomically. When the file changed on disk since the session last read or wrote
    /// it, nothing is written and `.changedOnDisk` is thrown, unless `overwritingChanges`;
    /// when its permissions do not let this user write it (the atomic rename would replace it
    /// all the same, in a folder they may write), `.readOnlyFile`, unless `writingReadOnly` —
    /// and then the file keeps its mode. A successful save removes the recovery journal.
    public func save(_ document: ShortcutDocument, in session: DocumentSession, overwritingChanges: Bool = false,
                     writingReadOnly: Bool = false) throws(StoreError) {
        let target = session.target
        if !overwritingChanges {
            if let fingerprint = session.fingerprint {
                guard fingerprint.matchesFile(at: target.fileSystemPath) else { throw StoreError.changedOnDisk(path: target.fileSystemPath) }
            } else if FileManager.default.fileExists(atPath: target.fileSystemPath) {
                // A new document, but someone created the file meanwhile.
                throw StoreError.changedOnDisk(path: target.fileSystemPath)
            }
        }
        if !writingReadOnly, Self.isReadOnlyInAWritableFolder(target) { throw StoreError.readOnlyFile(path: target.fileSystemPath) }
        AtomicFileWriter.removeLeftovers(for: target)
        let data = try session.format.encode(document, label: session.url.fileSystemPath)
        do {
            try writer.write(data, to: target)
        } catch {
            // A folder that failed to sync still holds the new file: record it as saved.
            if case .io(_, .syncFolder, _) = error { session.fingerprint = FileFingerprint(data: data) }
            throw error
        }
        session.fingerprint = FileFingerprint(data: data)
        journal.discard(for: target)
    }

    /// Writes `document` as an unsigned shortcut over the signed original `session` has open
    /// — the person named the original's own path for the copy — and returns the session that
    /// saves there from now on (it holds the lock; the old one no longer does). Opening the path
    /// again, as a copy is opened, met this editor's own lock ("open in another editor").
    public func saveUnsigned(_ document: ShortcutDocument, inPlaceOf session: DocumentSession) throws(StoreError) -> DocumentSession {
        let format = DocumentFormat.forNewFile(named: session.target.fileName) ?? .propertyList(.binary)
        let unsigned = session.handedOver(to: format == .json ? .json : format)
        try save(document, in: unsigned)
        return unsigned
    }

    /// A file this user may not write in a folder they may: the rename would replace it all the
    /// same, so the save asks first, as vim does. For root, whom `access` lets write anything,
    /// a file with no write permission for anyone is read-only (vim's rule too). In a
    /// read-only folder the write fails with its own error, which says so.
    static func isReadOnlyInAWritableFolder(_ target: URL) -> Bool {
        let path = target.fileSystemPath
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let isReadOnly = geteuid() == 0 ? info.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0
                                        : access(path, W_OK) != 0 && errno == EACCES
        return isReadOnly && access(target.deletingLastPathComponent().fileSystemPath, W_OK) == 0
    }

    /// Reads the session's file again, as it is now, and takes that as what the session last
    /// read: the user chose the file's version over their edits (after a conflict).
    public func reload(_ session: DocumentSession) throws(StoreError) -> ShortcutDocument {
        let target = session.target
        let (decoded, _, data) = try DocumentFormat.read(target, label: session.url.fileSystemPath)
        let document = decoded.document
        session.fingerprint = FileFingerprint(data: data)
        journal.discard(for: target)
        return document
    }

    /// Keeps unsaved edits safe: a snapshot of the whole document, replacing the journal.
    /// Returns where the journal ends, for the next `appendToJournal`.
    @discardableResult
    public func writeJournal(_ document: ShortcutDocument, for session: DocumentSession) throws(StoreError) -> FileEnd {
        try library.prepareFolder(library.recoveryFolder)
        return try journal.write(document, for: session.target)
    }

    /// Keeps the changes made since the journal's last write, appended after its snapshot:
    /// what the edits cost to keep, whatever the document's size. `end` is where this
    /// process's last journal write left the file; a journal that is no longer so (another
    /// editor of the same file rewrote it) is not appended to. Returns the new end.
    @discardableResult
    public func appendToJournal(_ changes: [DocumentChange], for session: DocumentSession, after end: FileEnd) throws(StoreError) -> FileEnd {
        try journal.append(changes, for: session.target, after: end)
    }

    /// Forgets unsaved edits, when the user declines a recovery or quits without saving.
    public func discardJournal(for session: DocumentSession) {
        journal.discard(for: session.target)
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IntentKit
import ShortcutModel

/// Unsaved edits of a document, kept in the library's recovery folder so that a crash, a kill
/// or a closed terminal loses at most the last moments of work.
public struct RecoveredDraft: Sendable {
    public var document: ShortcutDocument
    public var journaledAt: Date
    /// False when the file was saved after the journal was written (by another editor, say):
    /// the draft may then be older than what is on disk.
    public var isNewerThanFile: Bool
    public var journalURL: URL
}

/// One journal file per document, named after a hash of the document's resolved path, holding
/// the path and the whole document: small enough to rewrite after each burst of edits.
public struct RecoveryJournal: Sendable {
    public let folder: URL
    public var writer: AtomicFileWriter

    public init(folder: URL, writer: AtomicFileWriter = AtomicFileWriter()) {
        self.folder = folder
        self.writer = writer
    }

    public func journalURL(for target: URL) -> URL {
        let hash = FileFingerprint.hash(target.path.utf8)
        return folder.appendingPathComponent(String(hash, radix: 16) + ".journal.json")
    }

    public func write(_ document: ShortcutDocument, for target: URL) throws(StoreError) {
        let json = JSONValue.object([
            ("formatVersion", .int(1)),
            ("path", .string(target.path)),
            ("journaled", .string(ISO8601Text.format(.nowToTheMillisecond))),
            ("document", document.json),
        ])
        do {
            try writer.write(Data(json.canonicalBytes()), to: journalURL(for: target))
        } catch {
            if case .io(_, _, let code) = error { throw StoreError.io(path: target.path, operation: .journal, code: code) }
            throw error
        }
    }

    /// The draft for a document, if a journal holds one for exactly this path.
    public func draft(for target: URL) -> RecoveredDraft? {
        let url = journalURL(for: target)
        guard let data = FileManager.default.contents(atPath: url.path),
              let json = try? JSONValue.parse(data),
              case .string(let path)? = json["path"], path == target.path,
              case .string(let journaled)? = json["journaled"], let journaledAt = ISO8601Text.parse(journaled),
              let documentJSON = json["document"],
              let decoded = try? ShortcutDocument.decode(json: documentJSON, file: url.path)
        else { return nil }
        var info = stat()
        let fileModified = stat(target.path, &info) == 0
            ? Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9) : nil
        return RecoveredDraft(document: decoded.document, journaledAt: journaledAt,
                              isNewerThanFile: fileModified.map { journaledAt >= $0.addingTimeInterval(-0.001) } ?? true,
                              journalURL: url)
    }

    public func discard(for target: URL) {
        unlink(journalURL(for: target).path)
    }
}

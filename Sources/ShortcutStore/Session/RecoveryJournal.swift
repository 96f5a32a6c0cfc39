#if canImport(Glibc)
import Glibc
#endif
import FileAccess
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

/// One journal file per document, named after a hash of the document's resolved path.
///
/// The file is a snapshot and then records, a line each, as vim's swap file and SQLite's WAL
/// keep a base and what came after: the first line holds the path, the time and the whole
/// document (written whole, by rename, so it is there entirely or not at all); each later
/// line holds the changes of one burst of edits, appended — what an edit costs to keep, not
/// what the document costs. A record is `<checksum> <JSON>` and ends with a newline; reading
/// stops at the first record that is torn (a crash mid-append), whose checksum does not
/// match, or whose changes do not fit the document: what is kept is a prefix of the edits,
/// never a guess. The writer rewrites the snapshot when the records outgrow it (compaction).
public struct RecoveryJournal: Sendable {
    public let folder: URL
    public var writer: AtomicFileWriter

    public init(folder: URL, writer: AtomicFileWriter = AtomicFileWriter()) {
        self.folder = folder
        self.writer = writer
    }

    public func journalURL(for target: URL) -> URL {
        let hash = FileFingerprint.hash(target.fileSystemPath.utf8)
        return folder.appendingPathComponent(String(hash, radix: 16) + ".journal.json", isDirectory: false)
    }

    /// Replaces the journal with a snapshot of the whole document; returns where it ends.
    @discardableResult
    public func write(_ document: ShortcutDocument, for target: URL) throws(StoreError) -> FileEnd {
        let snapshot = JSONValue.object([
            ("document", document.json),
            ("formatVersion", .int(2)),
            ("journaled", .string(ISO8601Text.format(.nowToTheMillisecond))),
            ("path", .string(target.fileSystemPath)),
        ])
        var bytes = Array(snapshot.compactText.utf8)
        bytes.append(UInt8(ascii: "\n"))
        let url = journalURL(for: target)
        try journaling(target) { () throws(StoreError) in try writer.write(Data(bytes), to: url) }
        guard let end = FileEnd.of(url.fileSystemPath) else { throw StoreError.io(path: target.fileSystemPath, operation: .journal, code: .ENOENT) }
        return end
    }

    /// Appends one record of changes after what this process last wrote (`end`, from `write`
    /// or the previous `append`); returns where the journal ends now. Fails, writing nothing,
    /// when the journal is not as `end` says — replaced by another editor of the same file,
    /// say — since the changes mean something only after the snapshot they were made on.
    @discardableResult
    public func append(_ changes: [DocumentChange], for target: URL, after end: FileEnd) throws(StoreError) -> FileEnd {
        let record = JSONValue.object([
            ("changes", .array(changes.map(\.json))),
            ("journaled", .string(ISO8601Text.format(.nowToTheMillisecond))),
        ])
        let line = Self.recordLine(Array(record.compactText.utf8))
        let url = journalURL(for: target)
        try journaling(target) { () throws(StoreError) in try writer.append(Data(line), to: url, expected: end) }
        return FileEnd(inode: end.inode, size: end.size + line.count)
    }

    /// Runs a write of the journal, its I/O errors said as the document's journal failing.
    private func journaling(_ target: URL, _ write: () throws(StoreError) -> Void) throws(StoreError) {
        do {
            try write()
        } catch {
            if case .io(_, _, let code) = error { throw StoreError.io(path: target.fileSystemPath, operation: .journal, code: code) }
            throw error
        }
    }

    /// `<16 hex digits of the payload's hash> <payload>\n`.
    static func recordLine(_ payload: [UInt8]) -> [UInt8] {
        let checksum = String(FileFingerprint.hash(payload), radix: 16)
        return Array((String(repeating: "0", count: 16 - checksum.count) + checksum + " ").utf8) + payload + [UInt8(ascii: "\n")]
    }

    /// The draft for a document, if a journal holds one for exactly this path.
    public func draft(for target: URL) -> RecoveredDraft? {
        let url = journalURL(for: target)
        // Most documents have no journal: `FileReader` says so without Foundation's error,
        // 0.4 M of the 6.2 M instructions between the first screen and the first key read.
        guard let data = FileReader.contents(url.fileSystemPath),
              let (document, journaledAt) = Self.replay([UInt8](data), path: target.fileSystemPath, file: url.fileSystemPath) else { return nil }
        var info = stat()
        let fileModified = stat(target.fileSystemPath, &info) == 0
            ? Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9) : nil
        return RecoveredDraft(document: document, journaledAt: journaledAt,
                              isNewerThanFile: fileModified.map { journaledAt >= $0.addingTimeInterval(-0.001) } ?? true,
                              journalURL: url)
    }

    /// The snapshot with every whole record after it applied, and the time of the last one.
    static func replay(_ bytes: [UInt8], path: String, file: String) -> (ShortcutDocument, Date)? {
        let firstLineEnd = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
        // A journal from before records (format 1) is one canonical JSON object over many lines.
        let header = (try? JSONValue.parse(bytes[..<firstLineEnd])) ?? (try? JSONValue.parse(bytes))
        guard let header, case .string(path)? = header["path"],
              case .string(let journaled)? = header["journaled"], var journaledAt = ISO8601Text.parse(journaled),
              let documentJSON = header["document"],
              var document = try? ShortcutDocument.decode(json: documentJSON, file: file).document
        else { return nil }
        guard header["formatVersion"] == .int(2) else { return (document, journaledAt) }
        var start = firstLineEnd + 1
        while start < bytes.count, let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) {
            guard let (changes, time) = record(bytes[start..<end]) else { break }
            var replayed = document
            guard changes.allSatisfy({ change in
                guard change.fits(replayed) else { return false }
                change.apply(to: &replayed)
                return true
            }) else { break }
            (document, journaledAt) = (replayed, time)
            start = end + 1
        }
        return (document, journaledAt)
    }

    /// One record's changes, if its checksum holds and it reads whole.
    private static func record(_ line: ArraySlice<UInt8>) -> ([DocumentChange], Date)? {
        guard line.count > 17, line[line.startIndex + 16] == UInt8(ascii: " "),
              let checksum = UInt64(String(decoding: line.prefix(16), as: UTF8.self), radix: 16) else { return nil }
        let payload = line.dropFirst(17)
        guard FileFingerprint.hash(payload) == checksum, let json = try? JSONValue.parse(payload),
              case .string(let journaled)? = json["journaled"], let time = ISO8601Text.parse(journaled),
              case .array(let items)? = json["changes"] else { return nil }
        var changes: [DocumentChange] = []
        for item in items {
            guard let change = try? DocumentChange(json: item) else { return nil }
            changes.append(change)
        }
        return (changes, time)
    }

    public func discard(for target: URL) {
        unlink(journalURL(for: target).fileSystemPath)
    }
}

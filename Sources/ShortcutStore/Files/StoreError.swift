import AppleShortcuts
import FileAccess
import ShortcutModel
import Foundation

/// What can go wrong reading or writing a library, in words a person can act on. Every error
/// that stops a save says that the original file was left untouched, because it was.
public enum StoreError: Error, Equatable, CustomStringConvertible, Sendable {
    public enum Operation: String, Sendable {
        case read, save, syncFolder, createFolder, move, delete, lock, journal
    }

    case io(path: String, operation: Operation, code: POSIXErrorCode)
    case document(DocumentError)
    /// An Apple shortcut file that cannot be read or written.
    case shortcutFile(ShortcutFileError)
    /// Someone else changed or removed the file since it was opened or last saved.
    case changedOnDisk(path: String)
    /// The file's permissions do not let this user write it: a save asks before replacing it.
    case readOnlyFile(path: String)
    /// Another editor has the document open.
    case lockedElsewhere(path: String, holder: LockHolder)
    case invalidName(String, reason: String)
    case alreadyExists(path: String)
    case notFound(path: String)
    /// A FIFO, a device, a socket or a folder (`kind` says which, "a FIFO (named pipe)") where a
    /// document file was expected: never opened, since reading one may wait forever or never end.
    case notARegularFile(path: String, kind: String)
    /// A file past the limit every input has (`FileReader.maximumBytes`).
    case tooLarge(path: String, limit: Int)
    /// A signed shortcut is never overwritten: its signature cannot be made again here.
    case signedOriginal(path: String)

    public var description: String {
        switch self {
        case let .io(path, operation, code):
            switch operation {
            case .save: "Cannot save \(path): \(code.explanation) (\(code.symbol)). The original file is untouched."
            case .syncFolder: "Saved, but could not flush the folder \(path) to disk: \(code.explanation) (\(code.symbol))."
            case .read: "Cannot read \(path): \(code.explanation) (\(code.symbol))."
            case .createFolder: "Cannot create the folder \(path): \(code.explanation) (\(code.symbol))."
            case .move: "Cannot move \(path): \(code.explanation) (\(code.symbol))."
            case .delete: "Cannot delete \(path): \(code.explanation) (\(code.symbol))."
            case .lock: "Cannot lock \(path): \(code.explanation) (\(code.symbol))."
            case .journal: "Cannot write the recovery journal for \(path): \(code.explanation) (\(code.symbol))."
            }
        case .document(let error):
            error.description
        case .shortcutFile(let error):
            error.description
        case .readOnlyFile(let path):
            "\(path) is read-only. Write it anyway (keeping its permissions) or save under another name; nothing was written."
        case .changedOnDisk(let path):
            "\(path) changed on disk since it was opened. Overwrite it, reload it, or save under another name; nothing was written."
        case let .lockedElsewhere(path, holder):
            "\(path) is open in another editor (\(holder))."
        case let .invalidName(name, reason):
            "\"\(name)\" cannot be a shortcut name: \(reason)."
        case .alreadyExists(let path):
            "\(path) already exists."
        case .notFound(let path):
            "\(path) does not exist."
        case let .notARegularFile(path, kind):
            "Cannot read \(path): it is \(kind), not a regular file; only regular files are opened."
        case let .tooLarge(path, limit):
            "Cannot read \(path): it is larger than \(FileReader.megabytes(limit)), the most a shortcut file may have."
        case .signedOriginal(let path):
            "\(path) is a signed shortcut and is never overwritten; save an unsigned copy (on a Mac, `shortcuts sign --mode anyone` signs it again)."
        }
    }
}

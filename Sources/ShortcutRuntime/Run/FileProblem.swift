import Foundation
import IntentKit

/// Foundation's file errors in words — the file's name and what went wrong, "“Notes”: no such
/// file or folder" — where they printed as `Error Domain=NSCocoaErrorDomain Code=260 …`.
package enum FileProblem {
    /// The error in words; an error that is not Foundation's file error as it describes itself.
    package static func words(for error: any Error) -> String {
        describe(error) ?? String(describing: error)
    }

    /// The words for a Cocoa or POSIX file error; nil for any other error.
    package static func describe(_ error: any Error) -> String? {
        let error = error as NSError
        guard error.domain == NSCocoaErrorDomain || error.domain == NSPOSIXErrorDomain else { return nil }
        var name = ""
        if let path = error.userInfo[NSFilePathErrorKey] as? String {
            name = quoted(URL(localPath: path).lastPathComponent)
        } else if let url = error.userInfo[NSURLErrorKey] as? URL {
            name = quoted(url.lastPathComponent)
        }
        if error.domain == NSPOSIXErrorDomain { return name + posix(Int32(truncatingIfNeeded: error.code)) }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return name + posix(Int32(truncatingIfNeeded: underlying.code))
        }
        let what: String = switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or folder"
        case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
        case .fileWriteOutOfSpace: "the disk is full"
        case .fileWriteFileExists: "a file of that name is there already"
        case .fileReadInvalidFileName, .fileWriteInvalidFileName: "not a name a file can have"
        case .fileReadTooLarge: "too large to read"
        case .fileReadCorruptFile, .fileReadUnknownStringEncoding, .fileReadInapplicableStringEncoding: "cannot be read as asked"
        case .fileWriteVolumeReadOnly: "the disk cannot be written to"
        default: "a file operation failed (code \(error.code))"
        }
        return name + what
    }

    /// "“Name”: ", a long name cut to its first 60 characters.
    private static func quoted(_ name: String) -> String {
        "“" + (name.count > 60 ? name.prefix(60) + "…" : name) + "”: "
    }

    private static func posix(_ code: Int32) -> String {
        switch code {
        case ENAMETOOLONG: "the name is too long for a file"
        case ENOENT: "no such file or folder"
        case EISDIR: "is a folder, not a file"
        case ENOTDIR: "a part of the path is not a folder"
        case ENOSPC: "the disk is full"
        case EACCES, EPERM: "permission denied"
        default: String(cString: strerror(code))
        }
    }
}

import Foundation
import IntentKit
import ShortcutRuntime

/// A report written where the person named it (`test --junit PATH`): through a link to its
/// target, never over the link; into a device or a pipe (`/dev/stdout`) as a stream, never
/// renamed over it — as root, an atomic write had replaced `/dev/stdout` with a file; a
/// regular file atomically, so a reader never sees half a report.
enum ReportFile {
    static func write(_ bytes: [UInt8], to path: String) throws(CommandFailure) {
        let url = URL(localPath: path)
        var status = stat()
        if stat(url.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                throw CommandFailure("cannot write --junit \(path): it is a folder; name a file".terminalSafe)
            case S_IFREG:
                try replace(url.resolvingSymlinksInPath(), with: bytes, named: path)
            default:
                try stream(bytes, into: url.path, named: path)
            }
            return
        }
        var link = stat()
        if lstat(url.path, &link) == 0 {
            throw CommandFailure("cannot write --junit \(path): it is a link to nothing".terminalSafe)
        }
        try replace(url, with: bytes, named: path)
    }

    private static func replace(_ url: URL, with bytes: [UInt8], named path: String) throws(CommandFailure) {
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw CommandFailure("cannot write --junit \(path): \(FileProblem.words(for: error))".terminalSafe)
        }
    }

    /// A character device or a pipe: opened without waiting for a reader, then written whole.
    private static func stream(_ bytes: [UInt8], into file: String, named path: String) throws(CommandFailure) {
        let fd = open(file, O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw CommandFailure("cannot write --junit \(path): \(String(cString: strerror(errno)))".terminalSafe) }
        defer { close(fd) }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandFailure("cannot write --junit \(path): \(String(cString: strerror(errno)))".terminalSafe)
            }
            written += count
        }
    }
}

#if canImport(Glibc)
import Glibc
#endif
import Foundation
import IntentKit

/// Who holds a document open: shown to a second editor.
public struct LockHolder: Sendable, Hashable, CustomStringConvertible {
    public var processID: Int32
    public var host: String
    public var since: Date?

    public var description: String {
        "process \(processID) on \(host)" + (since.map { ", since \(ISO8601Text.format($0))" } ?? "")
    }

    var fileText: String { "\(processID)\n\(host)\n\(ISO8601Text.format(since ?? .nowToTheMillisecond))\n" }

    init(processID: Int32, host: String, since: Date?) {
        self.processID = processID
        self.host = host
        self.since = since
    }

    init(fileText: String) {
        let lines = fileText.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        processID = lines.first.flatMap { Int32($0) } ?? 0
        host = lines.count > 1 ? lines[1] : "unknown host"
        since = lines.count > 2 ? ISO8601Text.parse(lines[2]) : nil
    }

    /// This machine's name, from `gethostname` as `ProcessInfo.hostName` has it; asking
    /// `ProcessInfo` first makes its whole process record (64 K instructions, the first time),
    /// in the middle of opening a document.
    static var thisHost: String {
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return "localhost" }
        return String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// An advisory lock that tells a second editor a document is open. It is an `flock` on a
/// hidden file beside the document (`.<name>.lock`), so the kernel releases it when the holder
/// dies, however it dies; a lock file left by a dead editor is simply locked afresh.
public final class DocumentLock: @unchecked Sendable {
    public let path: String
    private var descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { release() }

    static func lockPath(for target: URL) -> String {
        target.deletingLastPathComponent().appendingPathComponent(".\(target.fileName).lock", isDirectory: false).fileSystemPath
    }

    /// Takes the lock, or says who has it. Nil when the folder cannot hold a lock file
    /// (read-only media): the document can still be opened, just without the warning.
    public static func acquire(for target: URL) throws(StoreError) -> DocumentLock? {
        let path = lockPath(for: target)
        for _ in 0..<8 {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard fd >= 0 else {
                let code = POSIXErrorCode.current
                if [.EROFS, .EACCES, .EPERM].contains(code) { return nil }
                throw StoreError.io(path: target.fileSystemPath, operation: .lock, code: code)
            }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let code = POSIXErrorCode.current
                let holder = LockHolder(fileText: Self.read(fd))
                close(fd)
                if code == .EWOULDBLOCK { throw StoreError.lockedElsewhere(path: target.fileSystemPath, holder: holder) }
                throw StoreError.io(path: target.fileSystemPath, operation: .lock, code: code)
            }
            // The previous holder may have removed the file between our open and our flock;
            // then we hold a lock on a file nobody else can see, and must start over.
            var opened = stat(), current = stat()
            guard fstat(fd, &opened) == 0, stat(path, &current) == 0, opened.st_ino == current.st_ino else {
                close(fd)
                continue
            }
            let holder = LockHolder(processID: getpid(), host: LockHolder.thisHost, since: .nowToTheMillisecond)
            _ = ftruncate(fd, 0)
            let text = Array(holder.fileText.utf8)
            _ = text.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
            return DocumentLock(path: path, descriptor: fd)
        }
        throw StoreError.io(path: target.fileSystemPath, operation: .lock, code: .EAGAIN)
    }

    /// Removes the lock file while still holding the lock, then lets go.
    public func release() {
        guard descriptor >= 0 else { return }
        unlink(path)
        close(descriptor)
        descriptor = -1
    }

    private static func read(_ fd: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : ""
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The system calls saving is made of, behind a seam so that tests can make any one of them
/// fail (a full disk, a read-only folder) at exactly the step they want.
public struct FileSystem: Sendable {
    /// Each call returns 0 or a result on success and an `errno` on failure.
    public var createExclusive: @Sendable (_ path: String, _ mode: mode_t) -> Result<Int32, SystemCallError>
    /// Opens an existing file for writing at its end (a journal's next record).
    public var openForAppending: @Sendable (_ path: String) -> Result<Int32, SystemCallError>
    public var write: @Sendable (_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Result<Int, SystemCallError>
    public var fsync: @Sendable (_ fd: Int32) -> POSIXErrorCode?
    public var close: @Sendable (_ fd: Int32) -> POSIXErrorCode?
    public var rename: @Sendable (_ from: String, _ to: String) -> POSIXErrorCode?
    public var unlink: @Sendable (_ path: String) -> POSIXErrorCode?
    public var fsyncDirectory: @Sendable (_ path: String) -> POSIXErrorCode?

    public static let posix = FileSystem(
        createExclusive: { path, mode in
            let fd = Glibc.open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
            return fd >= 0 ? .success(fd) : .failure(SystemCallError(code: .current))
        },
        openForAppending: { path in
            let fd = Glibc.open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
            return fd >= 0 ? .success(fd) : .failure(SystemCallError(code: .current))
        },
        write: { fd, bytes in
            let written = Glibc.write(fd, bytes.baseAddress, bytes.count)
            return written >= 0 ? .success(written) : .failure(SystemCallError(code: .current))
        },
        fsync: { fd in Glibc.fsync(fd) == 0 ? nil : .current },
        close: { fd in Glibc.close(fd) == 0 ? nil : .current },
        rename: { from, to in Glibc.rename(from, to) == 0 ? nil : .current },
        unlink: { path in Glibc.unlink(path) == 0 ? nil : .current },
        fsyncDirectory: { path in
            let fd = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard fd >= 0 else { return .current }
            defer { _ = Glibc.close(fd) }
            return Glibc.fsync(fd) == 0 ? nil : .current
        })
}

/// A failed system call's `errno`, as an `Error`.
public struct SystemCallError: Error, Sendable, Hashable {
    public var code: POSIXErrorCode

    public init(code: POSIXErrorCode) {
        self.code = code
    }
}

extension POSIXErrorCode {
    static var current: POSIXErrorCode { POSIXErrorCode(rawValue: errno) ?? .EIO }

    /// What the error means for a person saving a file.
    var explanation: String {
        switch self {
        case .ENOSPC: "the disk is full"
        case .EDQUOT: "the disk quota is used up"
        case .EROFS: "the file system is read-only"
        case .EACCES, .EPERM: "permission denied"
        case .ENOENT: "the folder does not exist"
        case .ENOTDIR: "a part of the path is not a folder"
        case .EISDIR: "it is a folder"
        case .EIO: "an input/output error occurred"
        case .EEXIST: "it already exists"
        default: String(cString: strerror(rawValue))
        }
    }

    var symbol: String {
        switch self {
        case .ENOSPC: "ENOSPC"
        case .EDQUOT: "EDQUOT"
        case .EROFS: "EROFS"
        case .EACCES: "EACCES"
        case .EPERM: "EPERM"
        case .ENOENT: "ENOENT"
        case .ENOTDIR: "ENOTDIR"
        case .EISDIR: "EISDIR"
        case .EIO: "EIO"
        case .EEXIST: "EEXIST"
        default: "errno \(rawValue)"
        }
    }
}

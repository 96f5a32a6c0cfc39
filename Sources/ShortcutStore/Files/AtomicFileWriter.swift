#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Writes a file so that, whatever happens — a crash, a kill, a full disk — the file is
/// either the old version or the new one, never a mix, and no temporary file outlives its
/// writer for long.
///
/// The steps: write a temporary file in the target's own folder (so the rename cannot cross
/// file systems), fsync it, give it the target's permissions, rename it over the target, and
/// fsync the folder so the rename itself survives a power cut. On any failure the temporary
/// file is removed and the target is untouched.
public struct AtomicFileWriter: Sendable {
    public var fileSystem: FileSystem

    public init(fileSystem: FileSystem = .posix) {
        self.fileSystem = fileSystem
    }

    /// Temporary files are named `.<target>.<pid>.<random>.tmp`: hidden, tied to the target,
    /// and carrying the writer's process id so a later writer can tell a dead one's leftovers.
    static func temporaryName(for target: String) -> String {
        ".\(target).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    public func write(_ data: Data, to target: URL) throws(StoreError) {
        let folder = target.deletingLastPathComponent().fileSystemPath
        let temporary = folder + "/" + Self.temporaryName(for: target.fileName)
        let mode = Self.existingMode(of: target.fileSystemPath) ?? 0o644
        let fd: Int32
        switch fileSystem.createExclusive(temporary, mode) {
        case .success(let descriptor): fd = descriptor
        case .failure(let error): throw StoreError.io(path: target.fileSystemPath, operation: .save, code: error.code)
        }
        var closed = false
        do throws(StoreError) {
            try writeAll(data, to: fd, target: target)
            // The umask may have narrowed the mode at creation; the old file's mode wins.
            _ = fchmod(fd, mode)
            if let code = fileSystem.fsync(fd) { throw StoreError.io(path: target.fileSystemPath, operation: .save, code: code) }
            closed = true
            if let code = fileSystem.close(fd) { throw StoreError.io(path: target.fileSystemPath, operation: .save, code: code) }
            if let code = fileSystem.rename(temporary, target.fileSystemPath) {
                throw StoreError.io(path: target.fileSystemPath, operation: .save, code: code)
            }
        } catch {
            if !closed { _ = fileSystem.close(fd) }
            _ = fileSystem.unlink(temporary)
            throw error
        }
        // The new file is in place; a failure to sync the folder is reported but the data is
        // already the new version.
        if let code = fileSystem.fsyncDirectory(folder) {
            throw StoreError.io(path: folder, operation: .syncFolder, code: code)
        }
    }

    /// Adds `data` at the end of an existing file and syncs it, if the file is still the one
    /// `expected` describes (its inode, and its size as the caller left it) — else nothing is
    /// written and the error is `ESTALE`: someone else replaced or changed the file since.
    /// Not atomic: a crash can leave part of `data`, so what is appended must let a reader
    /// tell a whole record from a torn one (the recovery journal's records carry a checksum
    /// and end with a newline).
    public func append(_ data: Data, to target: URL, expected: FileEnd) throws(StoreError) {
        let fd: Int32
        switch fileSystem.openForAppending(target.fileSystemPath) {
        case .success(let descriptor): fd = descriptor
        case .failure(let error): throw StoreError.io(path: target.fileSystemPath, operation: .journal, code: error.code)
        }
        do throws(StoreError) {
            var info = stat()
            guard fstat(fd, &info) == 0, FileEnd(inode: UInt64(info.st_ino), size: Int(info.st_size)) == expected else {
                throw StoreError.io(path: target.fileSystemPath, operation: .journal, code: .ESTALE)
            }
            try writeAll(data, to: fd, target: target, operation: .journal)
            if let code = fileSystem.fsync(fd) { throw StoreError.io(path: target.fileSystemPath, operation: .journal, code: code) }
        } catch {
            _ = fileSystem.close(fd)
            throw error
        }
        if let code = fileSystem.close(fd) { throw StoreError.io(path: target.fileSystemPath, operation: .journal, code: code) }
    }

    private func writeAll(_ data: Data, to fd: Int32, target: URL, operation: StoreError.Operation = .save) throws(StoreError) {
        let result: StoreError? = data.withUnsafeBytes { buffer -> StoreError? in
            var offset = 0
            while offset < buffer.count {
                let rest = UnsafeRawBufferPointer(rebasing: buffer[offset...])
                switch fileSystem.write(fd, rest) {
                case .success(let count) where count > 0: offset += count
                case .success: return StoreError.io(path: target.fileSystemPath, operation: operation, code: .EIO)
                case .failure(let error) where error.code == .EINTR: continue
                case .failure(let error): return StoreError.io(path: target.fileSystemPath, operation: operation, code: error.code)
                }
            }
            return nil
        }
        if let result { throw result }
    }

    static func existingMode(of path: String) -> mode_t? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & 0o7777
    }

    /// Removes temporary files for `target` left by writers that no longer run (killed
    /// mid-save). Files of live writers are left alone.
    public static func removeLeftovers(for target: URL) {
        let folder = target.deletingLastPathComponent()
        let prefix = ".\(target.fileName)."
        guard let names = DirectoryListing.names(in: folder.fileSystemPath) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            let middle = name.dropFirst(prefix.count).dropLast(".tmp".count)
            guard let pid = middle.split(separator: ".").first.flatMap({ pid_t($0) }) else { continue }
            if pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH {
                unlink(folder.appendingPathComponent(name, isDirectory: false).fileSystemPath)
            }
        }
    }
}

/// A file as a writer last left it: which file (its inode) and how long. Appending checks it,
/// so two writers never interleave records in one file unknowingly.
public struct FileEnd: Sendable, Equatable {
    public var inode: UInt64
    public var size: Int

    public init(inode: UInt64, size: Int) {
        self.inode = inode
        self.size = size
    }

    /// The file at `path` as it is now; nil when it cannot be read.
    public static func of(_ path: String) -> FileEnd? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileEnd(inode: UInt64(info.st_ino), size: Int(info.st_size))
    }
}

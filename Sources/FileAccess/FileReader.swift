#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads a whole file into memory, a large one into memory made ready in one go; every file
/// the program takes from outside comes through here.
///
/// Only a regular file is read, and only up to a limit. The file is opened without waiting
/// (`O_NONBLOCK`): a FIFO dropped among the shortcuts would otherwise stop the program in
/// `open` until someone wrote to it, with the terminal already raw. A device (`/dev/zero`)
/// never ends, so it is refused by its kind, and a regular file that keeps growing is refused
/// at the limit, rather than filling memory.
///
/// Reading a file into a fresh `malloc`'d buffer faults its pages in one at a time as
/// `read` fills them: a thousand traps for a 4 MB shortcut, most of the time the read takes.
/// A file of `largeFile` bytes or more is read into an anonymous mapping that asks for huge
/// pages (best effort: the system may not give them) and is populated before the read, with
/// `MADV_POPULATE_WRITE` (Linux 5.14; without it the pages fault in as before). The bytes are
/// copied, not mapped from the file: a mapping of the file itself would turn another program
/// truncating it into a crash here.
package enum FileReader {
    package static let largeFile = 1 << 20

    /// The most bytes any input may have: 256 MiB. The largest real shortcut seen holds about
    /// 1,000 actions in 1 MB and the benchmark's 100,000 actions take 50 MB; decoding takes
    /// several times a file's size in memory, so a file past this is not a shortcut, a catalog
    /// or a config file but a mistake.
    package static let maximumBytes = 256 << 20

    /// Why a file was not read.
    package enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// `open`, `fstat` or `read` failed with this code.
        case system(POSIXErrorCode)
        /// Not a regular file: a FIFO, a device, a socket or a folder.
        case notARegularFile(FileKind)
        /// Larger than the limit it was read with.
        case tooLarge(limit: Int)

        package var description: String {
            switch self {
            case .system(let code): String(cString: strerror(code.rawValue))
            case .notARegularFile(let kind): "it is \(kind.description), not a regular file; only regular files are read"
            case .tooLarge(let limit): "it is larger than \(FileReader.megabytes(limit)), the most any input may have"
            }
        }
    }

    /// What a path names besides a regular file, for a message.
    package enum FileKind: String, Equatable, Sendable, CustomStringConvertible {
        case fifo, characterDevice, blockDevice, socket, folder, other

        init(mode: mode_t) {
            switch mode & S_IFMT {
            case S_IFIFO: self = .fifo
            case S_IFCHR: self = .characterDevice
            case S_IFBLK: self = .blockDevice
            case S_IFSOCK: self = .socket
            case S_IFDIR: self = .folder
            default: self = .other
            }
        }

        package var description: String {
            switch self {
            case .fifo: "a FIFO (named pipe)"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .socket: "a socket"
            case .folder: "a folder"
            case .other: "a special file"
            }
        }
    }

    private static var errorCode: POSIXErrorCode { POSIXErrorCode(rawValue: errno) ?? .EIO }

    /// `bytes` in whole mebibytes, for a message.
    package static func megabytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }

    /// The file's bytes, nil when it cannot be read — for a file that is often missing (a
    /// recovery journal, the declaration cache on a first start). `FileManager.contents(atPath:)`
    /// builds a Foundation error for a missing file first: 0.4 M instructions the first time.
    package static func contents(_ path: String, limit: Int = maximumBytes) -> Data? {
        guard case .success(let contents) = read(path, limit: limit) else { return nil }
        return contents.data
    }

    /// The file's bytes and modification time, or why they could not be had: the error
    /// `open`/`read` gave, a file that is not regular, or one of more than `limit` bytes.
    package static func read(_ path: String, limit: Int = maximumBytes) -> Result<(data: Data, modified: Date), Failure> {
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else { return .failure(.system(errorCode)) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(.system(errorCode)) }
        guard status.st_mode & S_IFMT == S_IFREG else { return .failure(.notARegularFile(FileKind(mode: status.st_mode))) }
        let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
        let size = Int(status.st_size)
        guard size <= limit else { return .failure(.tooLarge(limit: limit)) }
        if size >= largeFile, let data = readLarge(fd, size: size) { return .success((data, modified)) }
        if size < largeFile, let data = readSmall(fd, size: size) { return .success((data, modified)) }
        // A file that changed size while being read, could not be read in one go, or whose
        // size the system does not tell (`/proc`): to the end, or to the limit.
        guard lseek(fd, 0, SEEK_SET) == 0 else { return .failure(.system(errorCode)) }
        var data = Data(capacity: size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errorCode))
            }
            if count == 0 { return .success((data, modified)) }
            guard data.count + count <= limit else { return .failure(.tooLarge(limit: limit)) }
            data.append(contentsOf: chunk[..<count])
        }
    }

    /// The file read straight into memory of the size `fstat` gave — one byte more, to see
    /// the end — with no buffer in between to clear and copy from (a 64 KiB one was a sixth
    /// of the page faults of opening a small shortcut). Nil when the file grew meanwhile or a
    /// read failed; reading in chunks then finds out which.
    package static func readSmall(_ fd: Int32, size: Int) -> Data? {
        let capacity = size + 1
        guard let memory = malloc(capacity) else { return nil }
        var done = 0
        while done < capacity {
            let count = Glibc.read(fd, memory + done, capacity - done)
            if count < 0 && errno == EINTR { continue }
            if count < 0 { break }
            if count == 0 { return Data(bytesNoCopy: memory, count: done, deallocator: .free) }
            done += count
        }
        free(memory)
        return nil
    }

    /// `size` bytes into a populated mapping; nil when the file did not hold exactly that many
    /// (it changed while being read) or memory could not be had.
    package static func readLarge(_ fd: Int32, size: Int) -> Data? {
        guard let memory = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { return nil }
        _ = madvise(memory, size, MADV_HUGEPAGE)
        _ = madvise(memory, size, MADV_POPULATE_WRITE)
        var done = 0
        while done < size {
            let count = Glibc.read(fd, memory + done, size - done)
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            done += count
        }
        var probe: UInt8 = 0
        guard done == size, Glibc.read(fd, &probe, 1) == 0 else {
            munmap(memory, size)
            return nil
        }
        return Data(bytesNoCopy: memory, count: size, deallocator: .custom { pointer, _ in munmap(pointer, size) })
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads a whole file into memory, a large one into memory made ready in one go.
///
/// Reading a file into a fresh `malloc`'d buffer faults its pages in one at a time as
/// `read` fills them: a thousand traps for a 4 MB shortcut, most of the time the read takes.
/// A file of `largeFile` bytes or more is read into an anonymous mapping that asks for huge
/// pages (best effort: the system may not give them) and is populated before the read, with
/// `MADV_POPULATE_WRITE` (Linux 5.14; without it the pages fault in as before). The bytes are
/// copied, not mapped from the file: a mapping of the file itself would turn another program
/// truncating it into a crash here.
enum FileReader {
    static let largeFile = 1 << 20

    /// The file's bytes, nil when it cannot be read — for a file that is often missing (a
    /// recovery journal, the declaration cache on a first start). `FileManager.contents(atPath:)`
    /// builds a Foundation error for a missing file first: 0.4 M instructions the first time.
    static func contents(_ path: String) -> Data? {
        guard case .success(let contents) = read(path) else { return nil }
        return contents.data
    }

    /// The file's bytes and modification time, or the error `open`/`read` gave.
    static func read(_ path: String) -> Result<(data: Data, modified: Date), SystemCallError> {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return .failure(SystemCallError(code: .current)) }
        defer { close(fd) }
        var status = stat()
        guard fstat(fd, &status) == 0 else { return .failure(SystemCallError(code: .current)) }
        let modified = Date(timeIntervalSince1970: Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9)
        let size = Int(status.st_size)
        if size >= largeFile, let data = readLarge(fd, size: size) { return .success((data, modified)) }
        if size < largeFile, let data = readSmall(fd, size: size) { return .success((data, modified)) }
        // A file that changed size while being read, or could not be read in one go: to the end.
        guard lseek(fd, 0, SEEK_SET) == 0 else { return .failure(SystemCallError(code: .current)) }
        var data = Data(capacity: size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemCallError(code: .current))
            }
            if count == 0 { return .success((data, modified)) }
            data.append(contentsOf: chunk[..<count])
        }
    }

    /// The file read straight into memory of the size `fstat` gave — one byte more, to see
    /// the end — with no buffer in between to clear and copy from (a 64 KiB one was a sixth
    /// of the page faults of opening a small shortcut). Nil when the file grew meanwhile or a
    /// read failed; reading in chunks then finds out which.
    static func readSmall(_ fd: Int32, size: Int) -> Data? {
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
    static func readLarge(_ fd: Int32, size: Int) -> Data? {
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

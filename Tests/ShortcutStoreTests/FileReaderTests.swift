import FileAccess
import Foundation
@testable import ShortcutStore
import Testing
import TestSupport

/// Files are read whole and exactly: a large one by way of its populated mapping, a small
/// one (or one whose size the system does not tell) to its end, a missing one by its error.
@Suite(.offThePool) struct FileReaderTests {
    @Test(arguments: [0, 1, 70_000, FileReader.largeFile - 1, FileReader.largeFile, FileReader.largeFile * 3 + 5])
    func aFileIsReadByteForByte(size: Int) throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Bytes.shortcut.json")
        let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ $0 >> 9) })
        try bytes.write(to: url)
        var times = [timespec(tv_sec: 1_800_000_000, tv_nsec: 123_000_000), timespec(tv_sec: 1_800_000_000, tv_nsec: 123_000_000)]
        _ = utimensat(AT_FDCWD, url.path, &times, 0)
        let (data, modified) = try FileReader.read(url.path).get()
        #expect(data == bytes)
        #expect(abs(modified.timeIntervalSince1970 - 1_800_000_000.123) < 1e-6)
    }

    /// A file whose size `stat` gives as 0 still has its bytes read, to its end.
    @Test func aFileOfNoStatedSizeIsReadToItsEnd() throws {
        let (data, _) = try FileReader.read("/proc/self/status").get()
        #expect(String(decoding: data, as: UTF8.self).contains("Name:"))
    }

    /// A large file that changed size between `fstat` and the read is not taken from the
    /// mapping (the whole read to the end follows instead).
    @Test func aLargeReadOfTheWrongSizeGivesNothing() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Large.shortcut.json")
        let bytes = Data((0..<(FileReader.largeFile + 100)).map { UInt8(truncatingIfNeeded: $0) })
        try bytes.write(to: url)
        for (size, expected) in [(bytes.count, bytes), (bytes.count - 1, nil), (bytes.count + 1, nil)] as [(Int, Data?)] {
            let fd = open(url.path, O_RDONLY)
            defer { close(fd) }
            #expect(FileReader.readLarge(fd, size: size) == expected, "said size \(size)")
        }
    }

    /// A small file is read into memory of the size `fstat` gave: when the file is longer
    /// than that (it grew meanwhile) nothing is taken from it, and the read to the end follows.
    @Test func aSmallReadPastTheSaidSizeGivesNothing() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Small.shortcut.json")
        let bytes = Data((0..<5_000).map { UInt8(truncatingIfNeeded: $0) })
        try bytes.write(to: url)
        for (size, expected) in [(bytes.count, bytes), (bytes.count + 10, bytes), (bytes.count - 1, nil), (0, nil)] as [(Int, Data?)] {
            let fd = open(url.path, O_RDONLY)
            defer { close(fd) }
            #expect(FileReader.readSmall(fd, size: size) == expected, "said size \(size)")
        }
    }

    @Test func aMissingFileOrAFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FileReader.Failure.system(.ENOENT)) { try FileReader.read(folder.file("Missing.json").path).get() }
        #expect(throws: FileReader.Failure.notARegularFile(.folder)) { try FileReader.read(folder.url.path).get() }
    }

    /// What the black-box probe found (issue 42): a FIFO among the shortcuts stopped every
    /// command in `open` until something wrote to it. It is refused at once, by its kind —
    /// with no writer at the other end, the test would otherwise never finish.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Pipe.shortcut")
        #expect(mkfifo(url.path, 0o644) == 0)
        #expect(throws: FileReader.Failure.notARegularFile(.fifo)) { try FileReader.read(url.path).get() }
        #expect(FileReader.contents(url.path) == nil)
    }

    /// A device never ends (`/dev/zero` filled 24 GB in a minute): refused by its kind.
    @Test(arguments: ["/dev/zero", "/dev/urandom", "/dev/null"])
    func aDeviceIsRefused(path: String) {
        #expect(throws: FileReader.Failure.notARegularFile(.characterDevice)) { try FileReader.read(path).get() }
    }

    /// A file past the limit is refused: by its size when `fstat` tells it, and at the limit
    /// while reading when it does not (`/proc` files say 0) or the file grows meanwhile.
    @Test func aFilePastTheLimitIsRefused() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Big.shortcut.json")
        try Data(repeating: 0x20, count: 5_000).write(to: url)
        #expect(throws: FileReader.Failure.tooLarge(limit: 4_999)) { try FileReader.read(url.path, limit: 4_999).get() }
        #expect(try FileReader.read(url.path, limit: 5_000).get().data.count == 5_000)
        #expect(throws: FileReader.Failure.tooLarge(limit: 10)) { try FileReader.read("/proc/self/status", limit: 10).get() }
        #expect(FileReader.maximumBytes == 256 << 20, "docs/FILE-FORMAT.md gives this limit")
    }

    /// `contents` is `read`'s bytes, and nil wherever `read` fails: what the journal and the
    /// declaration cache take for "there is none".
    @Test func contentsAreTheBytesOrNil() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Journal.json")
        try Data("{}".utf8).write(to: url)
        #expect(FileReader.contents(url.path) == Data("{}".utf8))
        #expect(FileReader.contents(folder.file("Missing.json").path) == nil)
        #expect(FileReader.contents(folder.url.path) == nil)
    }
}

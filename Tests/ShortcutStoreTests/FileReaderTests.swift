import Foundation
@testable import ShortcutStore
import Testing

/// Files are read whole and exactly: a large one by way of its populated mapping, a small
/// one (or one whose size the system does not tell) to its end, a missing one by its error.
@Suite struct FileReaderTests {
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

    @Test func aMissingFileOrAFolderIsAnError() throws {
        let folder = try TemporaryFolder()
        #expect(throws: SystemCallError(code: .ENOENT)) { try FileReader.read(folder.file("Missing.json").path).get() }
        #expect(throws: SystemCallError(code: .EISDIR)) { try FileReader.read(folder.url.path).get() }
    }
}

@testable import FileAccess
import Testing
import TestSupport

/// The kernel's inotify records are read by hand (a header, then a name of its stated length):
/// random and damaged buffers — a length past the end, a name without its NUL, a watch the
/// watcher never made — are read without a crash, naming only paths under folders it watches.
@Suite struct InotifyEventFuzzTests {
    /// One record: the header's fields, then the name padded with NULs to `length`.
    static func record(watch: Int32, mask: UInt32, name: String, length: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        withUnsafeBytes(of: watch) { bytes += $0 }
        withUnsafeBytes(of: mask) { bytes += $0 }
        withUnsafeBytes(of: UInt32(0)) { bytes += $0 }
        withUnsafeBytes(of: UInt32(length)) { bytes += $0 }
        let name = Array(name.utf8)
        bytes += name.prefix(length) + [UInt8](repeating: 0, count: max(0, length - name.count))
        return bytes
    }

    @Test func aWellFormedBufferNamesItsSources() {
        var watches = FolderWatches(inotify: -1, recursive: false, paths: [1: "/src"])
        let buffer = Self.record(watch: 1, mask: 0x8, name: "main.swift", length: 16) + Self.record(watch: 1, mask: 0x8, name: "notes.txt", length: 16)
            + Self.record(watch: 9, mask: 0x8, name: "other.swift", length: 16)
        #expect(watches.take(buffer[...], isSource: SourceWatcher.isSwiftSource) == ["/src/main.swift"])
    }

    @Test func damagedBuffersAreReadWithoutACrash() {
        var random = SeededGenerator(seed: 7)
        let good = Self.record(watch: 1, mask: 0x8, name: "main.swift", length: 16) + Self.record(watch: 1, mask: 0x40000100, name: "New", length: 16)
        for _ in 0..<5_000 {
            var bytes = good
            for _ in 0..<(1 + random.next() % 8) {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1))))
            var watches = FolderWatches(inotify: -1, recursive: true, paths: [1: "/src"])
            for path in watches.take(bytes[...], isSource: SourceWatcher.isSwiftSource) {
                #expect(path.hasPrefix("/src/"), "\(path)")
            }
        }
    }
}

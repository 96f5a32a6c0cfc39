import Foundation
@testable import ShortcutStore
import Testing

/// The content hash decides a conflict when the metadata differs: the same bytes must hash
/// alike, and any change — in any byte of a word, in the bytes past the last whole word, or
/// in the length — must not.
@Suite struct FileFingerprintTests {
    @Test func everySingleByteChangeChangesTheContentHash() {
        let original = Data((0..<203).map { UInt8(truncatingIfNeeded: $0 &* 37) })
        let hash = FileFingerprint.contentHash(original)
        #expect(FileFingerprint.contentHash(Data(original)) == hash)
        var seen: Set<UInt64> = [hash]
        for index in original.indices {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var changed = original
                changed[index] ^= flip
                seen.insert(FileFingerprint.contentHash(changed))
            }
        }
        #expect(seen.count == 1 + original.count * 3, "every change gave a hash of its own")
        #expect(FileFingerprint.contentHash(original.dropLast()) != hash)
        #expect(FileFingerprint.contentHash(original + [0]) != hash, "a trailing zero byte counts")
        #expect(FileFingerprint.contentHash(Data()) != FileFingerprint.contentHash(Data([0])))
    }

    @Test func aFileRewrittenWithOtherBytesOfTheSameSizeIsNoticed() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Same.shortcut.json")
        try Data("{\"a\": 1}".utf8).write(to: url)
        let fingerprint = FileFingerprint(data: try Data(contentsOf: url))
        #expect(fingerprint.matchesFile(at: url.path))
        // Same size, different bytes, and a different modification time.
        try Data("{\"a\": 2}".utf8).write(to: url)
        var times = [timespec(tv_sec: 1_800_000_000, tv_nsec: 0), timespec(tv_sec: 1_800_000_000, tv_nsec: 0)]
        _ = utimensat(AT_FDCWD, url.path, &times, 0)
        #expect(!fingerprint.matchesFile(at: url.path))
        try Data("{\"a\": 1}".utf8).write(to: url)
        _ = utimensat(AT_FDCWD, url.path, &times, 0)
        #expect(fingerprint.matchesFile(at: url.path), "the same bytes again are not a change")
    }
}

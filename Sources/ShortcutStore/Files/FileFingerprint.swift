import FileAccess
import Foundation

/// What a file was when the editor read or wrote it, to notice that someone else changed it
/// since. The content decides: metadata can be made to match (another program that rewrites
/// a file keeping its size and putting its modification time back was lost without a word), and
/// a file rewritten with the same bytes is no conflict.
public struct FileFingerprint: Sendable, Hashable {
    /// The hash of the bytes read or written (`contentHash`).
    public var contentHash: UInt64

    /// The fingerprint of `data`, the bytes a file was read from or written with.
    public init(data: Data) {
        contentHash = Self.contentHash(data)
    }

    /// Whether the file at `path` still holds the bytes this fingerprint describes, read and
    /// hashed again whatever its metadata says (a save writes the whole file anyway; reading
    /// it first costs less than the write). A missing or unreadable file is a change.
    public func matchesFile(at path: String) -> Bool {
        guard let data = FileReader.contents(path) else { return false }
        return Self.contentHash(data) == contentHash
    }

    /// A file's content hash, eight bytes a step: opening a 43 MB shortcut hashed it a byte at
    /// a time, a seventh of the whole open. Like `hash`, only to tell "the same bytes" from
    /// "others" — and only ever compared within one run of the program (never stored), so it
    /// is free to differ from `hash`, which names journal files and must not change.
    static func contentHash(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(bytes.count)
            var offset = 0
            while offset + 8 <= bytes.count {
                hash = mix(hash ^ bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            while offset < bytes.count {
                hash = mix(hash ^ UInt64(bytes[offset]))
                offset += 1
            }
            return hash
        }
    }

    /// A multiply and a fold: each input bit reaches every output bit within two steps.
    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value &* 0x9E37_79B9_7F4A_7C15
        return product ^ (product >> 29)
    }

    /// FNV-1a, 64 bits: not cryptographic, only to tell "the same bytes" from "others".
    /// Contiguous bytes (`Data`, arrays) are hashed through a buffer: iterating `Data` a byte
    /// at a time costs several times the hash itself.
    public static func hash(_ data: some Sequence<UInt8>) -> UInt64 {
        if let hash = data.withContiguousStorageIfAvailable({ hash(buffer: $0) }) { return hash }
        return Array(data).withUnsafeBufferPointer { hash(buffer: $0) }
    }

    private static func hash(buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in buffer {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }
}

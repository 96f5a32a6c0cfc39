#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// What a file was when the editor read or wrote it, to notice that someone else changed it
/// since. Metadata decides quickly; when it differs, the content hash decides, so a file
/// rewritten with the same bytes is not a conflict.
public struct FileFingerprint: Sendable, Hashable {
    public var size: Int64
    public var modifiedSeconds: Int
    public var modifiedNanoseconds: Int
    public var inode: UInt64
    public var contentHash: UInt64

    public init(data: Data, path: String) {
        var info = stat()
        if stat(path, &info) == 0 {
            size = Int64(info.st_size)
            modifiedSeconds = info.st_mtim.tv_sec
            modifiedNanoseconds = info.st_mtim.tv_nsec
            inode = UInt64(info.st_ino)
        } else {
            size = Int64(data.count)
            modifiedSeconds = 0
            modifiedNanoseconds = 0
            inode = 0
        }
        contentHash = Self.hash(data)
    }

    /// Whether the file at `path` is still what this fingerprint describes. A missing file is
    /// a change.
    public func matchesFile(at path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        if Int64(info.st_size) == size && info.st_mtim.tv_sec == modifiedSeconds
            && info.st_mtim.tv_nsec == modifiedNanoseconds && UInt64(info.st_ino) == inode {
            return true
        }
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        return Self.hash(data) == contentHash
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

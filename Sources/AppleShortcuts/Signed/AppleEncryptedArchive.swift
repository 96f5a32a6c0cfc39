import FileAccess

/// Apple Encrypted Archive, profile 0 (signed, not encrypted): the container of every shortcut
/// shared as a file since iOS 15. Read structure first — header, auth data, signature and
/// seeds, root header, then clusters of segment headers and segments — with every size taken
/// from the file and checked against what remains, and every segment's SHA-256 checked after
/// it is decompressed. The layout is a fact of the format (docs/FILE-FORMAT.md).
struct AppleEncryptedArchive {
    /// The auth data: a property list naming who signed the archive.
    var authData: ArraySlice<UInt8>
    /// The archive's contents, decompressed.
    var payload: [UInt8]

    struct Failure: Error {
        var offset: Int
        var reason: String
    }

    static let magic: [UInt8] = Array("AEA1".utf8)
    /// Signature (128), key-derivation seed (32), salt (32), root-header HMAC (32).
    static let bytesBeforeRootHeader = 128 + 32 + 32 + 32
    static let rootHeaderSize = 48
    static let hmacSize = 32
    static let segmentHeaderSize = 4 + 4 + 32

    init(_ bytes: [UInt8]) throws(Failure) {
        var reader = ByteReader(bytes)
        func fail(_ reason: String) -> Failure { Failure(offset: reader.offset, reason: reason) }
        guard reader.take(4).map(Array.init) == Self.magic else { throw fail("expected the archive's magic AEA1") }
        guard let profileAndStrength = reader.u32() else { throw fail("the header is cut short") }
        let profile = profileAndStrength & 0xFF_FFFF
        guard profile == 0 else {
            throw Failure(offset: 4, reason: "profile \(profile): encrypted archives are not supported, only signed ones (profile 0)")
        }
        guard let authSize = reader.u32().map(Int.init), let auth = reader.take(authSize) else { throw fail("the auth data is cut short") }
        authData = auth
        guard reader.take(Self.bytesBeforeRootHeader) != nil else { throw fail("the signature and seeds are cut short") }
        let rootStart = reader.offset
        guard let rawSize = reader.u64(), let containerSize = reader.u64(), let segmentSize = reader.u32().map(Int.init),
              let segmentsPerCluster = reader.u32().map(Int.init), let compression = reader.u8(), let checksum = reader.u8() else {
            throw fail("the root header is cut short")
        }
        reader.offset = rootStart + Self.rootHeaderSize
        guard reader.offset <= bytes.count else { throw fail("the root header is cut short") }
        guard containerSize == UInt64(bytes.count) else {
            throw Failure(offset: rootStart + 8, reason: "the archive says it is \(containerSize) bytes long, the file is \(bytes.count)")
        }
        guard compression == UInt8(ascii: "e") || compression == UInt8(ascii: "-") else {
            throw Failure(offset: rootStart + 24, reason: "compression '\(Character(UnicodeScalar(compression)))': only LZFSE ('e') and none ('-') are supported")
        }
        guard checksum == 2 else { throw Failure(offset: rootStart + 25, reason: "checksum type \(checksum): only SHA-256 (2) is supported") }
        guard segmentSize > 0, segmentsPerCluster > 0, segmentsPerCluster <= 1 << 16, segmentSize <= 1 << 28,
              rawSize <= UInt64(bytes.count) * 4096 + (1 << 20) else {
            throw Failure(offset: rootStart, reason: "the root header's sizes are out of range")
        }
        // What the archive unpacks to is an input as much as the file is: held to the same limit.
        guard rawSize <= UInt64(FileReader.maximumBytes) else {
            throw Failure(offset: rootStart, reason: "it unpacks to \(rawSize) bytes, more than \(FileReader.megabytes(FileReader.maximumBytes)), the most any input may have")
        }
        var payload: [UInt8] = []
        // Reserved as far as the file could plausibly hold; a size the data does not back grows
        // only as segments really decompress, never from the header's word alone.
        payload.reserveCapacity(min(Int(rawSize), bytes.count * 8))
        while payload.count < Int(rawSize) {
            let clusterStart = reader.offset
            guard reader.take(Self.hmacSize) != nil else { throw fail("a cluster header is cut short") }
            var segments: [(original: Int, stored: Int, digest: ArraySlice<UInt8>)] = []
            for _ in 0..<segmentsPerCluster {
                guard let original = reader.u32().map(Int.init), let stored = reader.u32().map(Int.init), let digest = reader.take(32) else {
                    throw fail("a segment header is cut short")
                }
                segments.append((original, stored, digest))
            }
            guard reader.take(Self.hmacSize + Self.hmacSize * segmentsPerCluster) != nil else { throw fail("the cluster's HMACs are cut short") }
            var progressed = false
            for (index, segment) in segments.enumerated() where segment.original > 0 {
                let segmentStart = reader.offset
                guard segment.original <= segmentSize, segment.stored <= segment.original,
                      payload.count + segment.original <= Int(rawSize) else {
                    throw Failure(offset: segmentStart, reason: "segment \(index) of the cluster at byte \(clusterStart) declares sizes out of range")
                }
                guard let stored = reader.take(segment.stored) else { throw Failure(offset: segmentStart, reason: "segment \(index) is cut short") }
                let data: [UInt8]
                if segment.stored == segment.original {
                    data = Array(stored)
                } else {
                    do {
                        data = try LZFSEDecoder.decompress(Array(stored), limit: segment.original)
                    } catch {
                        throw Failure(offset: segmentStart + error.offset, reason: "segment \(index): \(error.reason)")
                    }
                }
                guard data.count == segment.original else {
                    throw Failure(offset: segmentStart, reason: "segment \(index) decompresses to \(data.count) bytes, not \(segment.original)")
                }
                guard SegmentDigest.sha256(data).elementsEqual(segment.digest) else {
                    throw Failure(offset: segmentStart, reason: "segment \(index) does not match its SHA-256: the file is damaged")
                }
                payload += data
                progressed = true
            }
            guard progressed else { throw Failure(offset: clusterStart, reason: "a cluster holds no data before the archive's \(rawSize) bytes") }
        }
        self.payload = payload
    }
}

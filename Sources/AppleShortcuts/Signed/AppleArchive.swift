/// Apple Archive (`AA01`) entries: a header of typed fields (a 3-letter key and a type
/// letter), then the entry's blobs. Only what finding a file needs is read: its type, its
/// path, and where its data is (the layout is a fact of the format; docs/FILE-FORMAT.md).
enum AppleArchive {
    struct Failure: Error {
        var offset: Int
        var reason: String
    }

    /// The data of the entry whose path is `path`; nil when there is none.
    static func file(_ path: String, in archive: [UInt8]) throws(Failure) -> [UInt8]? {
        var offset = 0
        while offset < archive.count {
            var reader = ByteReader(archive, at: offset)
            guard reader.take(4).map(Array.init) == Array("AA01".utf8) else { throw Failure(offset: offset, reason: "expected an entry (AA01)") }
            guard let headerSize = reader.u16().map(Int.init), headerSize >= 6, offset + headerSize <= archive.count else {
                throw Failure(offset: offset, reason: "an entry's header size is out of range")
            }
            let headerEnd = offset + headerSize
            var entryPath: String?
            var blobSizes: [(key: String, size: Int)] = []
            while reader.offset < headerEnd {
                let fieldStart = reader.offset
                guard let keyBytes = reader.take(3), let type = reader.u8() else { throw Failure(offset: fieldStart, reason: "a field is cut short") }
                let key = String(decoding: keyBytes, as: UTF8.self)
                let size: Int
                switch type {
                case UInt8(ascii: "*"): size = 0
                case UInt8(ascii: "1"): size = 1
                case UInt8(ascii: "2"): size = 2
                case UInt8(ascii: "4"), UInt8(ascii: "F"): size = 4
                case UInt8(ascii: "8"), UInt8(ascii: "S"): size = 8
                case UInt8(ascii: "T"): size = 12
                case UInt8(ascii: "P"):
                    guard let length = reader.u16().map(Int.init), let text = reader.take(length) else {
                        throw Failure(offset: fieldStart, reason: "a path is cut short")
                    }
                    if key == "PAT" { entryPath = String(decoding: text, as: UTF8.self) }
                    continue
                case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"):
                    let width = type == UInt8(ascii: "A") ? 2 : type == UInt8(ascii: "B") ? 4 : 8
                    guard let blob = reader.uint(width), blob <= UInt64(archive.count) else {
                        throw Failure(offset: fieldStart, reason: "a blob size is cut short or too large")
                    }
                    blobSizes.append((key, Int(blob)))
                    continue
                default:
                    throw Failure(offset: fieldStart, reason: "field \(key) has an unknown type '\(Character(UnicodeScalar(type)))'")
                }
                guard reader.take(size) != nil else { throw Failure(offset: fieldStart, reason: "field \(key) is cut short") }
            }
            guard reader.offset == headerEnd else { throw Failure(offset: offset, reason: "an entry's fields overrun its header") }
            var blobStart = headerEnd
            var data: [UInt8]?
            for blob in blobSizes {
                guard blob.size <= archive.count - blobStart else { throw Failure(offset: blobStart, reason: "the entry's \(blob.key) data is cut short") }
                if blob.key == "DAT" { data = Array(archive[blobStart..<(blobStart + blob.size)]) }
                blobStart += blob.size
            }
            if entryPath == path, let data { return data }
            offset = blobStart
        }
        return nil
    }
}

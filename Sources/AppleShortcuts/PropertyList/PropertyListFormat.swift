import IntentKit

/// The two encodings of a property list Shortcuts writes. A file is saved back in the one it
/// was read in.
public enum PropertyListFormat: String, Sendable, Equatable {
    case binary
    case xml

    /// The encoding of bytes, from their first bytes: `bplist00`, or XML (after any byte
    /// order mark and white space, `<?xml` or `<plist`/`<!DOCTYPE`); nil for neither.
    public static func detect(_ bytes: some Collection<UInt8>) -> PropertyListFormat? {
        // Through contiguous bytes, where the collection has them (`Data` does): generic code
        // over the caller's collection cost a third of a million instructions the first time.
        bytes.withContiguousStorageIfAvailable(detect(contiguous:)) ?? Array(bytes).withUnsafeBufferPointer(detect(contiguous:))
    }

    private static func detect(contiguous bytes: UnsafeBufferPointer<UInt8>) -> PropertyListFormat? {
        if bytes.starts(with: Array("bplist0".utf8)) { return .binary }
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        rest = rest.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        for opening in ["<?xml", "<!DOCTYPE plist", "<plist"] where rest.starts(with: Array(opening.utf8)) { return .xml }
        return nil
    }
}

/// Reading and writing property lists in either encoding.
public enum PropertyListCoder {
    public static func decode(_ bytes: [UInt8]) throws(PropertyListError) -> (PropertyListValue, PropertyListFormat) {
        let (value, format, _) = try decodeReportingLosses(bytes)
        return (value, format)
    }

    /// `decode`, and what reading could not keep as the bytes have it (a binary string with a
    /// lone surrogate), by key path.
    public static func decodeReportingLosses(_ bytes: [UInt8]) throws(PropertyListError)
        -> (PropertyListValue, PropertyListFormat, [PropertyListLoss]) {
        switch PropertyListFormat.detect(bytes) {
        case .binary?:
            var reader = BinaryPropertyListReader(bytes)
            let value = try reader.read()
            return (value, .binary, PropertyListLoss.repairedStrings(reader.repairedStrings, in: value))
        case .xml?:
            var reader = XMLPropertyListReader(bytes)
            return (try reader.read(), .xml, [])
        case nil: throw PropertyListError("not a property list (it starts with neither \"bplist00\" nor XML)", at: .offset(0))
        }
    }

    /// A binary property list's top-level dictionary with the array under `key` read only up
    /// to `limit` elements, and how many that array has (nil when it is not an array): the
    /// offset table leads to each object, so the rest of a large array costs nothing.
    public static func decodeBinary(_ bytes: [UInt8], readingArray key: String, upTo limit: Int) throws(PropertyListError)
        -> (value: PropertyListValue, arrayCount: Int?) {
        var reader = BinaryPropertyListReader(bytes, prefix: (key, max(0, limit)))
        let value = try reader.read()
        return (value, reader.prefixedArrayCount)
    }

    public static func encode(_ value: PropertyListValue, as format: PropertyListFormat) -> [UInt8] {
        switch format {
        case .binary: BinaryPropertyListWriter.write(value)
        case .xml: XMLPropertyListWriter.write(value)
        }
    }
}

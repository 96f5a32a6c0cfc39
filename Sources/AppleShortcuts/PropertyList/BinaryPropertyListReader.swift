import Foundation
import IntentKit

/// Reads Apple's binary property lists (`bplist00`): a header, the objects, an offset table
/// and a 32-byte trailer that says where everything is. Every offset, count and reference is
/// checked against the file before it is followed, references to an object's own ancestors
/// are refused (a cycle), and nesting is bounded — damaged input gives an error, never a
/// crash or a hang. Each object is decoded once, however many times it is referenced.
struct BinaryPropertyListReader {
    private let bytes: [UInt8]
    private var offsetSize = 0
    private var referenceSize = 0
    private var objectCount = 0
    private var topObject = 0
    private var offsetTable = 0
    private var decoded: [PropertyListValue?] = []
    private var inProgress: Set<Int> = []
    /// The top-level member whose array is read only in part, and how much of it.
    private let prefix: (key: String, limit: Int)?
    /// How many elements that array has in the file, when it was read in part.
    private(set) var prefixedArrayCount: Int?
    /// Strings that held a lone UTF-16 surrogate, as read (U+FFFD in its place), with the first
    /// such code unit: a conversion reports them (`PropertyListLoss`).
    private(set) var repairedStrings: [String: UInt16] = [:]

    /// With `prefix`, the array under that key of the top-level dictionary is read only up to
    /// `limit` elements (the file's offset table leads straight to them): the rest is neither
    /// decoded nor checked. Everything else is read as a whole read reads it.
    init(_ bytes: [UInt8], prefix: (key: String, limit: Int)? = nil) {
        self.bytes = bytes
        self.prefix = prefix
    }

    /// The first code unit of `units` that is a surrogate without its pair.
    static func firstLoneSurrogate(in units: [UInt16]) -> UInt16 {
        var index = 0
        while index < units.count {
            let unit = units[index]
            if UTF16.isLeadSurrogate(unit), index + 1 < units.count, UTF16.isTrailSurrogate(units[index + 1]) {
                index += 2
                continue
            }
            if UTF16.isLeadSurrogate(unit) || UTF16.isTrailSurrogate(unit) { return unit }
            index += 1
        }
        return 0xFFFD
    }

    mutating func read() throws(PropertyListError) -> PropertyListValue {
        guard bytes.count >= 8 + 32 + 1, bytes.starts(with: Array("bplist0".utf8)) else {
            throw PropertyListError("too short to be a binary property list (\(bytes.count) bytes)", at: .whole)
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let count = unsigned(at: trailer + 8, size: 8)
        let top = unsigned(at: trailer + 16, size: 8)
        let table = unsigned(at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw PropertyListError("the trailer gives offset size \(offsetSize) and reference size \(referenceSize); expected 1 to 8", at: .offset(trailer))
        }
        guard count > 0, top < count, table >= 8, table < UInt64(trailer),
              count <= UInt64(trailer - Int(table)) / UInt64(offsetSize) else {
            throw PropertyListError("the trailer's object count (\(count)), top object (\(top)) or offset table (\(table)) do not fit the file", at: .offset(trailer))
        }
        objectCount = Int(count)
        topObject = Int(top)
        offsetTable = Int(table)
        decoded = Array(repeating: nil, count: objectCount)
        return try object(topObject, depth: 0)
    }

    private func unsigned(at offset: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in offset..<offset + size { value = value << 8 | UInt64(bytes[index]) }
        return value
    }

    /// Where object `index` starts, from the offset table.
    private func start(of index: Int) throws(PropertyListError) -> Int {
        let offset = unsigned(at: offsetTable + index * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(offsetTable) else {
            throw PropertyListError("object \(index) is said to start at \(offset), outside the object area", at: .offset(offsetTable + index * offsetSize))
        }
        return Int(offset)
    }

    private mutating func object(_ index: Int, depth: Int, limit: Int? = nil) throws(PropertyListError) -> PropertyListValue {
        if limit == nil, let value = decoded[index] { return value }
        guard depth < PropertyListError.maximumDepth else {
            throw PropertyListError("nested more than \(PropertyListError.maximumDepth) levels deep", at: .offset(try start(of: index)))
        }
        guard inProgress.insert(index).inserted else {
            throw PropertyListError("object \(index) contains itself (a reference cycle)", at: .offset(try start(of: index)))
        }
        defer { inProgress.remove(index) }
        let value = try parse(at: try start(of: index), depth: depth, limit: limit)
        // A part of an array is not the object: another reference to it reads it whole.
        if limit == nil { decoded[index] = value }
        return value
    }

    /// The object at `offset`; with `limit`, an array's first `limit` elements only.
    private mutating func parse(at offset: Int, depth: Int, limit: Int? = nil) throws(PropertyListError) -> PropertyListValue {
        let marker = bytes[offset]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: throw PropertyListError("null and fill objects have no property-list value (marker 0x\(String(marker, radix: 16)))", at: .offset(offset))
            }
        case 0x1:
            return try integer(at: offset, sizeExponent: low)
        case 0x2:
            let size = 1 << low
            try need(offset + 1, size, at: offset)
            switch size {
            case 4: return .real(Double(Float(bitPattern: UInt32(unsigned(at: offset + 1, size: 4)))))
            case 8: return .real(Double(bitPattern: unsigned(at: offset + 1, size: 8)))
            default: throw PropertyListError("a real of \(size) bytes; expected 4 or 8", at: .offset(offset))
            }
        case 0x3:
            guard marker == 0x33 else { throw PropertyListError("a date marker 0x\(String(marker, radix: 16)); expected 0x33", at: .offset(offset)) }
            try need(offset + 1, 8, at: offset)
            let seconds = Double(bitPattern: unsigned(at: offset + 1, size: 8))
            guard abs(seconds) < XMLDate.limit else {
                throw PropertyListError("a date \(seconds) seconds from 2001, beyond any calendar", at: .offset(offset))
            }
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case 0x4:
            let (count, body) = try length(at: offset, low: low)
            try need(body, count, at: offset)
            return .data(Array(bytes[body..<body + count]))
        case 0x5:
            let (count, body) = try length(at: offset, low: low)
            try need(body, count, at: offset)
            guard let text = String(bytes: bytes[body..<body + count], encoding: .ascii) else {
                throw PropertyListError("an ASCII string with bytes above 127", at: .offset(offset))
            }
            return .string(text)
        case 0x6:
            let (count, body) = try length(at: offset, low: low)
            let (byteCount, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw PropertyListError("a string longer than the file", at: .offset(offset)) }
            try need(body, byteCount, at: offset)
            var units: [UInt16] = []
            units.reserveCapacity(count)
            for unit in 0..<count { units.append(UInt16(bytes[body + 2 * unit]) << 8 | UInt16(bytes[body + 2 * unit + 1])) }
            if let text = String(validating: units, as: UTF16.self) { return .string(text) }
            let text = String(decoding: units, as: UTF16.self)
            repairedStrings[text] = Self.firstLoneSurrogate(in: units)
            return .string(text)
        case 0xA:
            let (count, body) = try length(at: offset, low: low)
            let references = try self.references(count, at: body, of: offset)
            if limit != nil { prefixedArrayCount = count }
            let read = references.prefix(limit ?? count)
            var items: [PropertyListValue] = []
            items.reserveCapacity(read.count)
            for reference in read { items.append(try object(reference, depth: depth + 1)) }
            return .array(items)
        case 0xD:
            let (count, body) = try length(at: offset, low: low)
            let (total, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw PropertyListError("a dictionary larger than the file", at: .offset(offset)) }
            let references = try self.references(total, at: body, of: offset)
            var entries: [(key: String, value: PropertyListValue)] = []
            entries.reserveCapacity(count)
            for entry in 0..<count {
                guard case .string(let key) = try object(references[entry], depth: depth + 1) else {
                    throw PropertyListError("dictionary key \(entry) is not a string", at: .offset(offset))
                }
                let limit = depth == 0 && key == prefix?.key ? prefix?.limit : nil
                entries.append((key, try object(references[count + entry], depth: depth + 1, limit: limit)))
            }
            return .dictionary(PropertyListDictionary(entries))
        default:
            throw PropertyListError("marker 0x\(String(marker, radix: 16)) is not a property-list type (UIDs and sets are not used by shortcuts)", at: .offset(offset))
        }
    }

    private func integer(at offset: Int, sizeExponent: Int) throws(PropertyListError) -> PropertyListValue {
        let size = 1 << sizeExponent
        guard size <= 16 else { throw PropertyListError("an integer of \(size) bytes; expected at most 16", at: .offset(offset)) }
        try need(offset + 1, size, at: offset)
        switch size {
        case 1, 2, 4: return .integer(Int(unsigned(at: offset + 1, size: size)))
        case 8: return .integer(Int(Int64(bitPattern: unsigned(at: offset + 1, size: 8))))
        default:
            // 16 bytes: Apple's way of storing integers above Int64.max (high half zero), or a
            // negative number sign-extended.
            let high = unsigned(at: offset + 1, size: 8)
            let low = unsigned(at: offset + 9, size: 8)
            if high == 0 { return low <= UInt64(Int.max) ? .integer(Int(low)) : .unsignedInteger(low) }
            if high == .max, low > UInt64(Int.max) { return .integer(Int(Int64(bitPattern: low))) }
            throw PropertyListError("a 128-bit integer beyond 64 bits", at: .offset(offset))
        }
    }

    /// The count of a data, string, array or dictionary object and where its body starts: in
    /// the marker's low nibble, or in an integer object after it when the nibble is 0xF.
    private func length(at offset: Int, low: Int) throws(PropertyListError) -> (Int, Int) {
        guard low == 0x0F else { return (low, offset + 1) }
        try need(offset + 1, 1, at: offset)
        let marker = bytes[offset + 1]
        guard marker >> 4 == 0x1 else { throw PropertyListError("a length that is not an integer", at: .offset(offset + 1)) }
        guard case .integer(let count) = try integer(at: offset + 1, sizeExponent: Int(marker & 0x0F)), count >= 0, count <= bytes.count else {
            throw PropertyListError("a length longer than the file", at: .offset(offset + 1))
        }
        return (count, offset + 2 + (1 << Int(marker & 0x0F)))
    }

    private func references(_ count: Int, at body: Int, of offset: Int) throws(PropertyListError) -> [Int] {
        let (size, overflow) = count.multipliedReportingOverflow(by: referenceSize)
        guard !overflow else { throw PropertyListError("a collection larger than the file", at: .offset(offset)) }
        try need(body, size, at: offset)
        var references: [Int] = []
        references.reserveCapacity(count)
        for index in 0..<count {
            let reference = unsigned(at: body + index * referenceSize, size: referenceSize)
            guard reference < UInt64(objectCount) else {
                throw PropertyListError("a reference to object \(reference); the file has \(objectCount)", at: .offset(body + index * referenceSize))
            }
            references.append(Int(reference))
        }
        return references
    }

    /// Checks that `count` bytes from `start` lie before the offset table.
    private func need(_ start: Int, _ count: Int, at offset: Int) throws(PropertyListError) {
        guard count >= 0, start <= offsetTable, count <= offsetTable - start else {
            throw PropertyListError("an object runs past the end of the object area (truncated?)", at: .offset(offset))
        }
    }
}

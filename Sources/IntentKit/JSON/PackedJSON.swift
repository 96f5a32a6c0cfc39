/// JSON values in a compact binary form, for files this program writes for itself to read
/// back at every start (the declaration cache): no text to scan, every count known before its
/// elements, and each distinct string — member names above all, which a definition repeats
/// in every object — stored and made into a `String` once per file rather than once per use.
/// Reading the five definitions a first screen needs from JSON text cost half a million
/// instructions before a single definition was built from the values.
///
/// Layout (counts and lengths are LEB128 varints):
///
///     "SEPJ" 1                                       magic, layout version
///     count, then per string: length, UTF-8          the string table
///     count, then per value: length, value bytes     the top-level values
///
/// A value is a tag byte and its content: 0 null, 1 false, 2 true, 3 an integer (zigzag
/// varint), 4 a double (its 64 bits, little-endian), 5 a string (table index), 6 an array
/// (count, elements), 7 an object (count, then a name's table index and a value per member).
///
/// Bytes from disk are checked as they are read: every count is bounded by the bytes left,
/// strings must be UTF-8, nesting is bounded, and the first thing wrong is a `PackedJSON.Damage`
/// naming its byte offset.
package enum PackedJSON {
    static let magic: [UInt8] = Array("SEPJ".utf8)
    static let version: UInt8 = 1

    /// What is wrong with bytes that are not a packed archive: where, and what was expected.
    package struct Damage: Error, Equatable, CustomStringConvertible {
        package var offset: Int
        package var expected: String
        package var description: String { "byte \(offset): expected \(expected)" }
    }

    private enum Tag: UInt8 {
        case null, `false`, `true`, int, double, string, array, object
    }

    /// Builds an archive a value at a time.
    package struct Writer {
        private var table: [String] = []
        private var indices: [String: Int] = [:]
        private var values: [[UInt8]] = []

        package init() {}

        /// Adds `value` as the next top-level value.
        package mutating func append(_ value: JSONValue) {
            var bytes: [UInt8] = []
            write(value, into: &bytes)
            values.append(bytes)
        }

        /// The whole archive.
        package func bytes() -> [UInt8] {
            var out = PackedJSON.magic + [PackedJSON.version]
            Self.varint(UInt64(table.count), into: &out)
            for string in table {
                Self.varint(UInt64(string.utf8.count), into: &out)
                out.append(contentsOf: string.utf8)
            }
            Self.varint(UInt64(values.count), into: &out)
            for value in values {
                Self.varint(UInt64(value.count), into: &out)
                out.append(contentsOf: value)
            }
            return out
        }

        private mutating func write(_ value: JSONValue, into bytes: inout [UInt8]) {
            switch value {
            case .null: bytes.append(Tag.null.rawValue)
            case .bool(let flag): bytes.append((flag ? Tag.true : Tag.false).rawValue)
            case .int(let number):
                bytes.append(Tag.int.rawValue)
                Self.varint(UInt64(bitPattern: Int64(number) << 1 ^ Int64(number) >> 63), into: &bytes)
            case .double(let number):
                bytes.append(Tag.double.rawValue)
                withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
            case .string(let string):
                bytes.append(Tag.string.rawValue)
                Self.varint(UInt64(index(of: string)), into: &bytes)
            case .array(let items):
                bytes.append(Tag.array.rawValue)
                Self.varint(UInt64(items.count), into: &bytes)
                for item in items { write(item, into: &bytes) }
            case .object(let members):
                bytes.append(Tag.object.rawValue)
                Self.varint(UInt64(members.count), into: &bytes)
                for member in members {
                    Self.varint(UInt64(index(of: member.key)), into: &bytes)
                    write(member.value, into: &bytes)
                }
            }
        }

        private mutating func index(of string: String) -> Int {
            if let known = indices[string] { return known }
            indices[string] = table.count
            table.append(string)
            return table.count - 1
        }

        private static func varint(_ number: UInt64, into bytes: inout [UInt8]) {
            var rest = number
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }
    }

    /// An archive read: its string table made, its values found; each value decoded when it is
    /// asked for.
    package struct Archive: Sendable {
        /// How many top-level values there are.
        package var count: Int { values.count }
        private let bytes: [UInt8]
        private let strings: [String]
        private let values: [Range<Int>]

        /// Reads the table and finds the values; throws when `bytes` are not an archive.
        package init(_ bytes: [UInt8]) throws(Damage) {
            var reader = Reader(bytes: bytes, at: 0)
            guard bytes.starts(with: PackedJSON.magic) else { throw Damage(offset: 0, expected: "a packed archive (\"SEPJ\")") }
            reader.at = PackedJSON.magic.count
            guard try reader.byte() == PackedJSON.version else { throw Damage(offset: reader.at - 1, expected: "layout \(PackedJSON.version)") }
            var strings: [String] = []
            let stringCount = try reader.count()
            strings.reserveCapacity(stringCount)
            for _ in 0..<stringCount {
                let length = try reader.count()
                let start = reader.at
                reader.at += length
                guard let string = Self.string(bytes, start..<reader.at) else { throw Damage(offset: start, expected: "a string of UTF-8") }
                strings.append(string)
            }
            var values: [Range<Int>] = []
            let valueCount = try reader.count()
            values.reserveCapacity(valueCount)
            for _ in 0..<valueCount {
                let length = try reader.count()
                values.append(reader.at..<(reader.at + length))
                reader.at += length
            }
            guard reader.at == bytes.count else { throw Damage(offset: reader.at, expected: "the end of the archive") }
            self.bytes = bytes
            self.strings = strings
            self.values = values
        }

        /// The UTF-8 at `range`, or nil when it is not UTF-8. ASCII (nearly every string here)
        /// needs no validating: made straight from the buffer, a string costs a fifth of what
        /// validating it through the generic path did.
        private static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String? {
            bytes.withUnsafeBufferPointer { buffer in
                let text = UnsafeBufferPointer(rebasing: buffer[range])
                var bits: UInt8 = 0
                for byte in text { bits |= byte }
                return bits < 0x80 ? String(decoding: text, as: UTF8.self) : String(validating: text, as: UTF8.self)
            }
        }

        /// The top-level value at `index` (which must be below `count`).
        package func value(at index: Int) throws(Damage) -> JSONValue {
            let range = values[index]
            var reader = Reader(bytes: bytes, at: range.lowerBound, end: range.upperBound)
            let value = try reader.value(strings: strings, depth: 0)
            guard reader.at == range.upperBound else { throw Damage(offset: reader.at, expected: "the end of value \(index)") }
            return value
        }
    }

    /// Reads bytes with every step checked against `end`.
    private struct Reader {
        let bytes: [UInt8]
        var at: Int
        var end: Int

        init(bytes: [UInt8], at: Int, end: Int? = nil) {
            self.bytes = bytes
            self.at = at
            self.end = end ?? bytes.count
        }

        mutating func byte() throws(Damage) -> UInt8 {
            guard at < end else { throw Damage(offset: at, expected: "more bytes") }
            at += 1
            return bytes[at - 1]
        }

        mutating func varint() throws(Damage) -> UInt64 {
            // Most numbers here (counts, string indices) are below 128: one byte.
            if at < end, bytes[at] < 0x80 {
                at += 1
                return UInt64(bytes[at - 1])
            }
            let start = at
            var number: UInt64 = 0
            var shift: UInt64 = 0
            while true {
                let byte = try byte()
                guard shift < 64, shift < 63 || byte <= 1 else { throw Damage(offset: start, expected: "a number of at most 64 bits") }
                number |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return number }
                shift += 7
            }
        }

        /// A count or length: never more than the bytes left, so that a damaged one cannot ask
        /// for more memory than the file is long.
        mutating func count() throws(Damage) -> Int {
            let start = at
            let number = try varint()
            guard number <= UInt64(end - at) else { throw Damage(offset: start, expected: "a count within the \(end - at) bytes left") }
            return Int(number)
        }

        mutating func value(strings: [String], depth: Int) throws(Damage) -> JSONValue {
            guard depth < JSONParser.maximumDepth else { throw Damage(offset: at, expected: "nesting of at most \(JSONParser.maximumDepth) levels") }
            let start = at
            guard let tag = Tag(rawValue: try byte()) else { throw Damage(offset: start, expected: "a value's tag (0 to 7)") }
            switch tag {
            case .null: return .null
            case .false: return .bool(false)
            case .true: return .bool(true)
            case .int:
                let zigzag = try varint()
                return .int(Int(truncatingIfNeeded: Int64(bitPattern: zigzag >> 1) ^ -Int64(bitPattern: zigzag & 1)))
            case .double:
                guard end - at >= 8 else { throw Damage(offset: at, expected: "the eight bytes of a double") }
                var pattern: UInt64 = 0
                for offset in 0..<8 { pattern |= UInt64(bytes[at + offset]) << (8 * UInt64(offset)) }
                at += 8
                return .double(Double(bitPattern: pattern))
            case .string:
                return .string(try string(strings))
            case .array:
                let count = try count()
                var items: [JSONValue] = []
                items.reserveCapacity(count)
                for _ in 0..<count { items.append(try value(strings: strings, depth: depth + 1)) }
                return .array(items)
            case .object:
                let count = try count()
                var members: [(key: String, value: JSONValue)] = []
                members.reserveCapacity(count)
                // Names are not checked for repeats: only damage could repeat one, and a lookup
                // then finds the first, which is all a damaged cache can cost.
                for _ in 0..<count {
                    let key = try string(strings)
                    members.append((key, try value(strings: strings, depth: depth + 1)))
                }
                return .object(members)
            }
        }

        mutating func string(_ strings: [String]) throws(Damage) -> String {
            let start = at
            let index = try varint()
            guard index < UInt64(strings.count) else { throw Damage(offset: start, expected: "a string's index below \(strings.count)") }
            return strings[Int(index)]
        }
    }
}

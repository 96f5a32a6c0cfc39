/// A JSON syntax error, at a line and column a person can go to.
public struct JSONSyntaxError: Error, Equatable, CustomStringConvertible, Sendable {
    /// 1-based.
    public var line: Int
    /// 1-based, in characters (Unicode scalars) from the start of the line.
    public var column: Int
    /// What is wrong there ("expected ',' or '}' after a member").
    public var message: String

    /// An error at a place.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// "3:14: message", as editors and compilers print places.
    public var description: String { "\(line):\(column): \(message)" }
}

extension JSONValue {
    /// Parses UTF-8 JSON. Written for this project rather than using `JSONSerialization` so
    /// that errors carry line and column, object members keep their order, and integers stay
    /// integers.
    public static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(JSONSyntaxError) -> JSONValue {
        // Contiguous bytes (`Data`, arrays) are parsed where they are: a large document is not
        // copied first, which would double what opening it costs in memory.
        let parsed = bytes.withContiguousStorageIfAvailable { buffer in
            var parser = JSONParser(bytes: buffer)
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        guard let parsed else { return try parse(Array(bytes)) }
        return try parsed.get()
    }
}

struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// Nesting depth, bounded so that hostile input cannot exhaust the stack.
    var depth = 0
    static let maximumDepth = 512
    static let scannedMembers = 16

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw error("expected the end of the document after the top-level value") }
        return value
    }

    func error(_ message: String, at position: Int? = nil) -> JSONSyntaxError {
        let position = min(position ?? index, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<position where bytes[i] == UInt8(ascii: "\n") {
            line += 1
            lineStart = i + 1
        }
        // Columns count characters, not bytes: skip UTF-8 continuation bytes.
        let column = bytes[lineStart..<position].filter { $0 & 0xC0 != 0x80 }.count + 1
        return JSONSyntaxError(line: line, column: column, message: message)
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    mutating func skipWhitespace() {
        // A local index: `self` lives in memory across the recursive calls, and a store per
        // byte made a pretty-printed file's indentation cost more than its content.
        var at = index
        while at < bytes.count {
            let byte = bytes[at]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
            at += 1
        }
        index = at
    }

    /// Moves past the bytes of a string up to its closing quote, a backslash or a byte that
    /// needs a look (a control character; with `stoppingAtNonASCII`, any byte from 0x80),
    /// whichever comes first; false at the end of the bytes.
    private mutating func skipPlainStringBytes(stoppingAtNonASCII: Bool) -> Bool {
        index = ByteSearch.firstStringStop(in: bytes, from: index, controls: true, nonASCII: stoppingAtNonASCII)
        return index < bytes.count
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        let start = index
        for expected in word.utf8 {
            guard current == expected else { throw error("expected '\(word)'", at: start) }
            index += 1
        }
    }

    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    /// Members or elements a new object or array has room for before it grows (3% of the
    /// instructions of `show --format json`).
    static let typicalCount = 4

    mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        // Duplicates are found by a scan while objects are small (nearly all are) and by a
        // set past that, so an object of a hundred thousand members is not quadratic.
        var seen: Set<String> = []
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        // Room for a small object at once: grown from empty, an array is reallocated at one
        // and two members (Linux's allocator says nothing of spare room). Four, not more: a
        // document can keep many small values it does not understand as they were parsed.
        members.reserveCapacity(Self.typicalCount)
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes, found \(describeCurrent())") }
            let keyStart = index
            let key = try parseString()
            if members.count == Self.scannedMembers { seen = Set(members.map(\.key)) }
            let isDuplicate = members.count < Self.scannedMembers ? members.contains { $0.key == key } : !seen.insert(key).inserted
            if isDuplicate {
                throw error("the member \"\(key)\" appears twice in this object", at: keyStart)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the member name, found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}' in an object, found \(describeCurrent())")
            }
        }
    }

    mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        items.reserveCapacity(Self.typicalCount)
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw error("expected ',' or ']' in an array, found \(describeCurrent())")
            }
        }
    }

    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        var isASCII = true
        while true {
            guard skipPlainStringBytes(stoppingAtNonASCII: isASCII), let byte = current else { throw error("unterminated string", at: start) }
            if byte == UInt8(ascii: "\"") {
                // Most strings have no escapes: made in one go, they are sized exactly (and
                // short ones stored inline), which a string grown a scalar at a time is not.
                // ASCII needs no validating, which is most of what making a string costs.
                if scalars.isEmpty, isASCII {
                    let whole = String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self)
                    index += 1
                    return whole
                }
                if scalars.isEmpty, let whole = String(validating: bytes[runStart..<index], as: UTF8.self) {
                    index += 1
                    return whole
                }
                try appendRun(runStart..<index, to: &scalars)
                index += 1
                return String(scalars)
            }
            if byte == UInt8(ascii: "\\") {
                try appendRun(runStart..<index, to: &scalars)
                index += 1
                scalars.append(try parseEscape())
                runStart = index
                continue
            }
            if byte < 0x20 { throw error("control character in a string; write it as an escape such as \\n or \\u0001") }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
    }

    /// Appends raw bytes of a string, rejecting invalid UTF-8.
    mutating func appendRun(_ range: Range<Int>, to scalars: inout String.UnicodeScalarView) throws(JSONSyntaxError) {
        guard !range.isEmpty else { return }
        var iterator = bytes[range].makeIterator()
        var decoder = UTF8()
        var offset = range.lowerBound
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                scalars.append(scalar)
                offset += UTF8.width(scalar)
            case .emptyInput:
                return
            case .error:
                throw error("invalid UTF-8 in a string", at: offset)
            }
        }
    }

    mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let escapeStart = index - 2
            let first = try parseHex4()
            if (0xD800..<0xDC00).contains(first) {
                guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                    throw error("a high surrogate \\u\(String(first, radix: 16)) must be followed by a low surrogate", at: escapeStart)
                }
                index += 2
                let second = try parseHex4()
                guard (0xDC00..<0xE000).contains(second) else {
                    throw error("expected a low surrogate after \\u\(String(first, radix: 16))", at: escapeStart)
                }
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
            }
            guard let scalar = Unicode.Scalar(first) else {
                throw error("a lone low surrogate \\u\(String(first, radix: 16)) is not a character", at: escapeStart)
            }
            return scalar
        default:
            throw error("unknown escape '\\\(Character(UnicodeScalar(byte)))'", at: index - 2)
        }
    }

    mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        var isInteger = true
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else {
            throw error("expected a digit", at: index)
        }
        if first == UInt8(ascii: "0") {
            index += 1
            if let next = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                throw error("numbers do not start with 0", at: start)
            }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard skipDigits() > 0 else { throw error("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let int = Int(text) { return .int(int) }
        guard let double = Double(text), double.isFinite else {
            throw error("the number \(text) is too large", at: start)
        }
        return .double(double)
    }

    @discardableResult
    mutating func skipDigits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    // MARK: Skipping (for `JSONIndex`): the same checks, nothing built.

    /// Skips one value, checking its syntax but building nothing.
    mutating func skipValue() throws(JSONSyntaxError) {
        guard let byte = current else { throw error("expected a value, found the end of the file") }
        switch byte {
        case UInt8(ascii: "{"):
            _ = try skipObject(capturing: nil)
        case UInt8(ascii: "["):
            _ = try skipArray(listing: false)
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "t"): try expectWord("true")
        case UInt8(ascii: "f"): try expectWord("false")
        case UInt8(ascii: "n"): try expectWord("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): _ = try parseNumber()
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    /// Skips an object; with `key` (its UTF-8, quotes excluded), returns the value of the
    /// member so named when it is a string of valid UTF-8. A name is matched by its bytes as
    /// written: one spelled with escapes is not recognised.
    mutating func skipObject(capturing key: [UInt8]?) throws(JSONSyntaxError) -> String? {
        try enter()
        defer { depth -= 1 }
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return nil }
        var captured: String?
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a member name in quotes, found \(describeCurrent())") }
            let nameStart = index + 1
            try skipString()
            let isCaptured = key.map { bytes[nameStart..<(index - 1)].elementsEqual($0) } ?? false
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the member name, found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            let valueStart = index
            try skipValue()
            if isCaptured, bytes[valueStart] == UInt8(ascii: "\"") {
                // Read after the skip, so the scan checks exactly what an uncaptured one does;
                // a value that is not valid UTF-8 (found only when read) gives no key.
                var reader = self
                reader.index = valueStart
                captured = try? reader.parseString()
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return captured
            default: throw error("expected ',' or '}' in an object, found \(describeCurrent())")
            }
        }
    }

    /// Skips an array or object by its brackets alone, minding strings and their escapes and
    /// checking nothing else: 64 bytes a step (`BracketScan`), where the checked skip reads
    /// every token. Exact on valid JSON; on anything else it stops somewhere, or throws
    /// at the end of the bytes, and what is wrong is for a checked reading to say.
    mutating func skipBrackets() throws(JSONSyntaxError) {
        var scan = BracketScan(bytes, from: index)
        guard let end = scan.end() else { throw error("an array or object that does not end", at: index) }
        index = end
    }

    /// Skips an array; with `listing`, returns each element's range, and with `key`, each
    /// object element's string member of that name (`skipObject(capturing:)`) into `keys`.
    /// Without `checkingElements`, an element that is an array or object is skipped by its
    /// brackets (`skipBrackets`), unless it is an object read for `key`.
    mutating func skipArray(listing: Bool, key: [UInt8]? = nil, keys: inout [String?],
                            checkingElements: Bool = true) throws(JSONSyntaxError) -> [Range<Int>] {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [Range<Int>] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            skipWhitespace()
            let start = index
            if let key, current == UInt8(ascii: "{") {
                keys.append(try skipObject(capturing: key))
            } else if !checkingElements, current == UInt8(ascii: "{") || current == UInt8(ascii: "[") {
                try skipBrackets()
                if key != nil { keys.append(nil) }
            } else {
                try skipValue()
                if key != nil { keys.append(nil) }
            }
            if listing { elements.append(start..<index) }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return elements
            default: throw error("expected ',' or ']' in an array, found \(describeCurrent())")
            }
        }
    }

    /// Skips an array; with `listing`, returns where each of its elements is.
    mutating func skipArray(listing: Bool) throws(JSONSyntaxError) -> [Range<Int>] {
        var keys: [String?] = []
        return try skipArray(listing: listing, keys: &keys)
    }

    /// Skips a string: closed, no raw control characters, escapes well formed.
    private mutating func skipString() throws(JSONSyntaxError) {
        let start = index
        index += 1
        while true {
            guard skipPlainStringBytes(stoppingAtNonASCII: false), let byte = current else { throw error("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                _ = try parseEscape()
            case 0..<0x20:
                throw error("control character in a string; write it as an escape such as \\n or \\u0001")
            default:
                index += 1
            }
        }
    }
}

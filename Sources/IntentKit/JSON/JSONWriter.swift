extension JSONValue {
    /// The canonical text: members sorted by key, two-space indentation, one member or item per
    /// line, numbers in Swift's shortest round-tripping form, non-ASCII text as UTF-8 and
    /// control characters escaped — C0, DEL, C1 (U+009B is an 8-bit CSI) and the bidirectional
    /// and line-separator controls too, so that JSON this program writes is as safe to print on
    /// a terminal as its text output. The same value always gives the same bytes, so saving an
    /// unchanged document changes nothing and a changed value is a one-line diff.
    public func canonicalText() -> String {
        String(decoding: canonicalBytes(), as: UTF8.self)
    }

    /// The canonical text as UTF-8 bytes, what files and the terminal take: written as bytes,
    /// never a `String` grown a character at a time.
    public func canonicalBytes() -> [UInt8] {
        var out: [UInt8] = []
        writeCanonical(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    /// Appends the canonical text of this value, as it stands `indent` levels deep, without a
    /// final newline: for writing a large document piece by piece (a stream of actions).
    package func writeCanonical(to out: inout [UInt8], indent: Int) {
        switch self {
        case .array(let items) where !items.isEmpty:
            out.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                Self.newline(&out, indent: indent + 1)
                item.writeCanonical(to: &out, indent: indent + 1)
                if offset < items.count - 1 { out.append(UInt8(ascii: ",")) }
            }
            Self.newline(&out, indent: indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members) where !members.isEmpty:
            out.append(UInt8(ascii: "{"))
            let sorted = Self.isSorted(members) ? members : members.sorted { KeyOrder.precedes($0.key, $1.key) }
            for (offset, member) in sorted.enumerated() {
                Self.newline(&out, indent: indent + 1)
                Self.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                out.append(UInt8(ascii: " "))
                member.value.writeCanonical(to: &out, indent: indent + 1)
                if offset < sorted.count - 1 { out.append(UInt8(ascii: ",")) }
            }
            Self.newline(&out, indent: indent)
            out.append(UInt8(ascii: "}"))
        default:
            writeCompact(to: &out)
        }
    }

    /// One line, members in their own order: for display and diagnostics.
    public var compactText: String {
        var out: [UInt8] = []
        writeCompact(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Members read from a canonical file are in order already: checking costs a pass,
    /// sorting a copy and its comparisons.
    private static func isSorted(_ members: [(key: String, value: JSONValue)]) -> Bool {
        var previous: String?
        for member in members {
            if let previous, !KeyOrder.precedes(previous, member.key) { return false }
            previous = member.key
        }
        return true
    }

    /// A newline and the indentation of `indent` levels, appended as one run: for writers
    /// that lay out the canonical text themselves, member by member.
    package static func newline(_ out: inout [UInt8], indent: Int) {
        let count = 1 + indent * 2
        if count <= indentation.count {
            out.append(contentsOf: indentation[..<count])
        } else {
            out.append(UInt8(ascii: "\n"))
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
        }
    }

    private static let indentation: [UInt8] = [UInt8(ascii: "\n")] + Array(repeating: UInt8(ascii: " "), count: 64)

    private func writeCompact(to out: inout [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .int(let i): out += String(i).utf8
        case .double(let d): out += Self.numberText(d).utf8
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                item.writeCompact(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (offset, member) in members.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: ",")) }
                Self.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.writeCompact(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// Doubles that are whole keep a ".0", so they read back as doubles, not integers. JSON
    /// has no NaN or infinity (`IntentValue` writes those as strings); should one get here,
    /// it is written the same way rather than as invalid JSON.
    static func numberText(_ d: Double) -> String {
        guard d.isFinite else { return d.isNaN ? "\"nan\"" : (d < 0 ? "\"-inf\"" : "\"inf\"") }
        return "\(d)"
    }

    /// A string in quotes: UTF-8 passes through, quotes, backslashes and control characters
    /// (`TerminalControls` too) are escaped.
    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var contiguous = s
        contiguous.withUTF8 { appendEscaped($0, to: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends runs that need no escape whole (found eight bytes a step), escaping the bytes
    /// between them.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        while true {
            let index = ByteSearch.firstStringStop(in: bytes, from: runStart, controls: true, nonASCII: false, delete: true,
                                                   terminalLeads: true)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
            guard index < bytes.count else { return }
            let byte = bytes[index]
            if byte >= 0x80 {
                // The lead byte of a scalar that may be a control: escaped when it is one.
                let (scalar, length) = Self.scalar(in: bytes, at: index)
                if let scalar, TerminalControls.contains(scalar) {
                    out += ("\\u" + Self.hex4(scalar.value)).utf8
                    runStart = index + length
                } else {
                    out.append(byte)
                    runStart = index + 1
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case UInt8(ascii: "\n"): out += "\\n".utf8
            case UInt8(ascii: "\r"): out += "\\r".utf8
            case UInt8(ascii: "\t"): out += "\\t".utf8
            default:
                out += ("\\u" + Self.hex4(UInt32(byte))).utf8
            }
            runStart = index + 1
        }
    }

    private static func hex4(_ value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// The scalar a valid UTF-8 sequence at `index` encodes, with its length in bytes (strings'
    /// UTF-8 is valid; nil, length 1 otherwise).
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= bytes.count else { return (nil, 1) }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (Unicode.Scalar(value), length)
    }

    /// A string in quotes, as `writeString` writes it, appended to text (a path's member name).
    static func writeString(_ s: String, to text: inout String) {
        var out: [UInt8] = []
        writeString(s, to: &out)
        text += String(decoding: out, as: UTF8.self)
    }
}

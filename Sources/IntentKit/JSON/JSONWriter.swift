extension JSONValue {
    /// The canonical text: members sorted by key, two-space indentation, one member or item per
    /// line, numbers in Swift's shortest round-tripping form, non-ASCII text as UTF-8 and
    /// control characters escaped. The same value always gives the same bytes, so saving an
    /// unchanged document changes nothing and a changed value is a one-line diff.
    public func canonicalText() -> String {
        var out = ""
        writePretty(to: &out, indent: "")
        out += "\n"
        return out
    }

    /// One line, members in their own order: for display and diagnostics.
    public var compactText: String {
        var out = ""
        writeCompact(to: &out)
        return out
    }

    private func writePretty(to out: inout String, indent: String) {
        switch self {
        case .array(let items) where !items.isEmpty:
            let inner = indent + "  "
            out += "[\n"
            for (offset, item) in items.enumerated() {
                out += inner
                item.writePretty(to: &out, indent: inner)
                out += offset < items.count - 1 ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members) where !members.isEmpty:
            let inner = indent + "  "
            out += "{\n"
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            for (offset, member) in sorted.enumerated() {
                out += inner
                Self.writeString(member.key, to: &out)
                out += ": "
                member.value.writePretty(to: &out, indent: inner)
                out += offset < sorted.count - 1 ? ",\n" : "\n"
            }
            out += indent + "}"
        default:
            writeCompact(to: &out)
        }
    }

    private func writeCompact(to out: inout String) {
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .int(let i): out += String(i)
        case .double(let d): out += Self.numberText(d)
        case .string(let s): Self.writeString(s, to: &out)
        case .array(let items):
            out += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { out += "," }
                item.writeCompact(to: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { out += "," }
                Self.writeString(member.key, to: &out)
                out += ":"
                member.value.writeCompact(to: &out)
            }
            out += "}"
        }
    }

    /// Doubles that are whole keep a ".0", so they read back as doubles, not integers. JSON
    /// has no NaN or infinity (`IntentValue` writes those as strings); should one get here,
    /// it is written the same way rather than as invalid JSON.
    static func numberText(_ d: Double) -> String {
        guard d.isFinite else { return d.isNaN ? "\"nan\"" : (d < 0 ? "\"-inf\"" : "\"inf\"") }
        return "\(d)"
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}

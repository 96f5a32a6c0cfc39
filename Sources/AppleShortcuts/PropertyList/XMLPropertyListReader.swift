import Foundation
import IntentKit

/// Reads XML property lists: the prolog (declaration, doctype, comments), `<plist>` and the
/// elements inside it. Works on the bytes, computing a line and column only for an error;
/// nesting is bounded, so no input can exhaust the stack.
struct XMLPropertyListReader {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func read() throws(PropertyListError) -> PropertyListValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipMisc()
        guard let root = try openTag() else { throw error("expected <plist>") }
        let value: PropertyListValue
        if root.name == "plist" {
            guard !root.isEmpty else { throw error("<plist/> holds no value") }
            skipMisc()
            guard let tag = try openTag() else { throw error("expected a value inside <plist>") }
            value = try self.value(for: tag, depth: 0)
            skipMisc()
            try closeTag("plist")
        } else {
            // A bare value without the <plist> wrapper, as some tools write it.
            value = try self.value(for: root, depth: 0)
        }
        skipMisc()
        guard position == bytes.count else { throw error("content after the end of the property list") }
        return value
    }

    private struct Tag {
        var name: String
        var isEmpty: Bool
    }

    private mutating func value(for tag: Tag, depth: Int) throws(PropertyListError) -> PropertyListValue {
        guard depth < PropertyListError.maximumDepth else { throw error("nested more than \(PropertyListError.maximumDepth) levels deep") }
        switch tag.name {
        case "dict":
            var entries: [(key: String, value: PropertyListValue)] = []
            if tag.isEmpty { return .dictionary(PropertyListDictionary()) }
            var seen: Set<String> = []
            while true {
                skipMisc()
                if try peekClose("dict") { break }
                guard let keyTag = try openTag(), keyTag.name == "key" else { throw error("expected <key> or </dict>") }
                let key = keyTag.isEmpty ? "" : try text(until: "key")
                guard seen.insert(key).inserted else { throw error("the key \"\(key)\" appears twice in one <dict>") }
                skipMisc()
                guard let valueTag = try openTag() else { throw error("expected the value of key \"\(key)\"") }
                entries.append((key, try value(for: valueTag, depth: depth + 1)))
            }
            return .dictionary(PropertyListDictionary(entries))
        case "array":
            var items: [PropertyListValue] = []
            if tag.isEmpty { return .array(items) }
            while true {
                skipMisc()
                if try peekClose("array") { break }
                guard let itemTag = try openTag() else { throw error("expected a value or </array>") }
                items.append(try value(for: itemTag, depth: depth + 1))
            }
            return .array(items)
        case "true", "false":
            if !tag.isEmpty { try closeTag(tag.name) }
            return .bool(tag.name == "true")
        case "string":
            return .string(tag.isEmpty ? "" : try text(until: "string"))
        case "integer":
            let start = position
            let text = tag.isEmpty ? "" : try self.text(until: "integer").trimmingCharacters(in: .whitespacesAndNewlines)
            if let number = Int(text) { return .integer(number) }
            if let number = UInt64(text) { return .unsignedInteger(number) }
            throw error("expected an integer, found \"\(text.prefix(40))\"", at: start)
        case "real":
            let start = position
            let text = tag.isEmpty ? "" : try self.text(until: "real").trimmingCharacters(in: .whitespacesAndNewlines)
            switch text.lowercased() {
            case "nan": return .real(.nan)
            case "inf", "+inf", "infinity", "+infinity": return .real(.infinity)
            case "-inf", "-infinity": return .real(-.infinity)
            default:
                guard let number = Double(text) else { throw error("expected a real number, found \"\(text.prefix(40))\"", at: start) }
                return .real(number)
            }
        case "date":
            let start = position
            let text = tag.isEmpty ? "" : try self.text(until: "date").trimmingCharacters(in: .whitespacesAndNewlines)
            guard let date = XMLDate.parse(text) else { throw error("expected a date such as 2026-11-23T10:00:00Z, found \"\(text.prefix(40))\"", at: start) }
            return .date(date)
        case "data":
            let start = position
            let text = tag.isEmpty ? "" : try self.text(until: "data")
            let compact = text.filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: compact) else { throw error("expected base64 data", at: start) }
            return .data(Array(data))
        default:
            throw error("<\(tag.name)> is not a property-list element")
        }
    }

    // MARK: Markup

    /// Skips white space, comments, the XML declaration and the doctype.
    private mutating func skipMisc() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                position += 1
            } else if byte != UInt8(ascii: "<") || position + 1 >= bytes.count
                        || (bytes[position + 1] != UInt8(ascii: "!") && bytes[position + 1] != UInt8(ascii: "?")) {
                return
            } else if starts(with: "<!--") {
                position = find("-->", from: position + 4).map { $0 + 3 } ?? bytes.count
            } else if starts(with: "<?") {
                position = find("?>", from: position + 2).map { $0 + 2 } ?? bytes.count
            } else if starts(with: "<!DOCTYPE") {
                position = find(">", from: position).map { $0 + 1 } ?? bytes.count
            } else {
                return
            }
        }
    }

    /// An opening (or empty) tag at the position, attributes skipped; nil when there is none.
    private mutating func openTag() throws(PropertyListError) -> Tag? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "<"),
              position + 1 < bytes.count, bytes[position + 1] != UInt8(ascii: "/") else { return nil }
        let start = position
        guard let end = find(">", from: position) else { throw error("a tag that never ends", at: start) }
        var inside = bytes[(position + 1)..<end]
        let isEmpty = inside.last == UInt8(ascii: "/")
        if isEmpty { inside = inside.dropLast() }
        let name = String(decoding: inside.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        position = end + 1
        return Tag(name: name, isEmpty: isEmpty)
    }

    private mutating func peekClose(_ name: String) throws(PropertyListError) -> Bool {
        guard starts(with: "</") else { return false }
        try closeTag(name)
        return true
    }

    private mutating func closeTag(_ name: String) throws(PropertyListError) {
        let closing = "</\(name)>"
        guard starts(with: closing) else { throw error("expected \(closing)") }
        position += closing.utf8.count
    }

    /// The text up to `</name>`, with entities and CDATA sections resolved.
    private mutating func text(until name: String) throws(PropertyListError) -> String {
        let start = position
        // The common case, text without entities or sections: one slice, decoded once.
        var end = position
        while end < bytes.count, bytes[end] != UInt8(ascii: "<"), bytes[end] != UInt8(ascii: "&") { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "<"), bytes[end + 1] == UInt8(ascii: "/") {
            position = end
            try closeTag(name)
            guard let text = String(validating: bytes[start..<end], as: UTF8.self) else { throw error("text that is not UTF-8", at: start) }
            return text
        }
        var out: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "<") {
                if starts(with: "<![CDATA[") {
                    guard let end = find("]]>", from: position + 9) else { throw error("a CDATA section that never ends") }
                    out += bytes[(position + 9)..<end]
                    position = end + 3
                    continue
                }
                if starts(with: "<!--") {
                    position = find("-->", from: position + 4).map { $0 + 3 } ?? bytes.count
                    continue
                }
                try closeTag(name)
                guard let text = String(validating: out, as: UTF8.self) else { throw error("text that is not UTF-8", at: start) }
                return text
            }
            if byte == UInt8(ascii: "&") {
                try entity(into: &out)
                continue
            }
            out.append(byte)
            position += 1
        }
        throw error("<\(name)> is never closed", at: start)
    }

    private mutating func entity(into out: inout [UInt8]) throws(PropertyListError) {
        let start = position
        guard let end = find(";", from: position), end - position <= 12 else { throw error("an & that starts no entity", at: start) }
        let name = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
        position = end + 1
        let named: [String: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let text = named[name] {
            out += text.utf8
            return
        }
        var scalar: Unicode.Scalar?
        if name.hasPrefix("#x") || name.hasPrefix("#X") {
            scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
        } else if name.hasPrefix("#") {
            scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
        }
        guard let scalar else { throw error("unknown entity &\(name);", at: start) }
        out += String(Character(scalar)).utf8
    }

    // MARK: Bytes

    private func starts(with text: String) -> Bool {
        bytes[position...].starts(with: text.utf8)
    }

    private func find(_ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        guard let first = pattern.first, start < bytes.count else { return nil }
        var index = start
        while index + pattern.count <= bytes.count {
            if bytes[index] == first, bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    private func error(_ message: String, at offset: Int? = nil) -> PropertyListError {
        let offset = min(offset ?? position, bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        return PropertyListError(message, at: .line(line, column: column))
    }
}

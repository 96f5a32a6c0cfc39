#if canImport(Glibc)
import Glibc
#endif
import IntentKit

/// A catalog in the editor's schema (`{"actions": [...]}`) held as its bytes with where each
/// action's entry lies and its identifier, found without building any value. An entry is
/// parsed and decoded only when its definition is asked for.
struct IndexedCatalog: Sendable {
    struct Entry: Sendable, Equatable {
        var identifier: String
        var range: Range<Int>
    }

    let bytes: [UInt8]
    /// In catalog order. Empty when the bytes are not a catalog (a packaging fault the
    /// catalog's tests catch; the editor then knows no built-in actions rather than stopping).
    let entries: [Entry]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        entries = bytes.withUnsafeBufferPointer { Self.lineEntries(in: $0) ?? Self.scannedEntries(in: $0) }
    }

    /// The definition of the entry at `index`, or nil when it does not decode.
    func definition(at index: Int) -> IntentDefinition? {
        let path = JSONPath.root.appending("actions").appending(index)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let json = try? JSONIndex.element(in: buffer, at: entries[index].range) else { return nil }
            return try? BuiltInActions.definition(json, at: path)
        }
    }

    /// The entries found by one scan of the JSON that checks its syntax throughout.
    static func scannedEntries(in buffer: UnsafeBufferPointer<UInt8>) -> [Entry] {
        guard let index = try? JSONIndex(buffer, listing: "actions", keyedBy: "identifier") else { return [] }
        return zip(index.elements, index.elementKeys).compactMap { range, identifier in
            identifier.map { Entry(identifier: $0, range: range) }
        }
    }

    /// The entries of a catalog laid out as `Scripts/generate-builtin-actions.py` writes it —
    /// `{"actions":[`, then one action per line, `{"identifier":"…"` first, commas between,
    /// then a line starting `]` — found by reading lines: a fiftieth of the scan's instructions
    /// at every start-up. Nil for any other layout (a catalog edited by hand), which the scan
    /// then reads. An entry's own JSON is checked when it is decoded, as with the scan.
    static func lineEntries(in buffer: UnsafeBufferPointer<UInt8>) -> [Entry]? {
        let header = Array(#"{"actions":["#.utf8) + [newline]
        let prefix = Array(#"{"identifier":""#.utf8)
        guard let base = buffer.baseAddress, buffer.starts(with: header) else { return nil }
        var entries: [Entry] = []
        var separated = true
        var start = header.count
        while start < buffer.count {
            let end = memchr(base + start, Int32(newline), buffer.count - start)
                .map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base } ?? buffer.count
            if buffer[start] == UInt8(ascii: "]") {
                return separated == entries.isEmpty ? entries : nil
            }
            guard separated, end - start > prefix.count, buffer[start...].starts(with: prefix) else { return nil }
            var last = end
            separated = buffer[last - 1] == UInt8(ascii: ",")
            if separated { last -= 1 }
            guard buffer[last - 1] == UInt8(ascii: "}") else { return nil }
            let opening = start + prefix.count
            guard let closing = buffer[opening..<last].firstIndex(where: { $0 == quote || $0 == backslash || $0 < 0x20 }),
                  buffer[closing] == quote, buffer[closing + 1] == UInt8(ascii: ",") || closing + 2 == last,
                  let identifier = String(validating: buffer[opening..<closing], as: UTF8.self)
            else { return nil }
            entries.append(Entry(identifier: identifier, range: start..<last))
            start = end + 1
        }
        return nil
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
}

import IntentKit

/// A catalog in the editor's schema (`{"actions": [...]}`) held as its bytes with where each
/// action's entry lies and its identifier, found by one scan that builds no values. An
/// entry is parsed and decoded only when its definition is asked for.
struct IndexedCatalog: Sendable {
    struct Entry: Sendable {
        var identifier: String
        var range: Range<Int>
    }

    let bytes: [UInt8]
    /// In catalog order. Empty when the bytes are not a catalog (a packaging fault the
    /// catalog's tests catch; the editor then knows no built-in actions rather than stopping).
    let entries: [Entry]

    init(bytes: [UInt8]) {
        self.bytes = bytes
        entries = bytes.withUnsafeBufferPointer { buffer in
            guard let index = try? JSONIndex(buffer, listing: "actions", keyedBy: "identifier") else { return [] }
            return zip(index.elements, index.elementKeys).compactMap { range, identifier in
                identifier.map { Entry(identifier: $0, range: range) }
            }
        }
    }

    /// The definition of the entry at `index`, or nil when it does not decode.
    func definition(at index: Int) -> IntentDefinition? {
        let path = JSONPath.root.appending("actions").appending(index)
        return bytes.withUnsafeBufferPointer { buffer in
            guard let json = try? JSONIndex.value(in: buffer, at: entries[index].range) else { return nil }
            return try? BuiltInActions.definition(json, at: path)
        }
    }
}

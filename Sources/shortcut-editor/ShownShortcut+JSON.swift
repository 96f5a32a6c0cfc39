import IntentKit

/// `show --format json`: the canonical JSON of `{actions, name, signer}`, the same bytes as
/// the whole object's canonical text (members sorted, two-space indentation), written
/// straight from each resolved action — no JSON tree is built for an action, and the
/// output is never held whole.
extension ShownShortcut {
    func writeJSON(to output: inout OutputStream) {
        output.write(count == 0 ? "{\n  \"actions\": []" : "{\n  \"actions\": [")
        writeActions(to: &output) { index, action, bytes in
            bytes += (index == 0 ? "\n    " : ",\n    ").utf8
            writeJSON(of: action, to: &bytes)
        }
        if count > 0 { output.write("\n  ]") }
        output.write(",\n  \"name\": ")
        JSONValue.string(name).writeCanonical(to: &output.buffer, indent: 1)
        output.write(",\n  \"signer\": ")
        (signer.map(JSONValue.string) ?? .null).writeCanonical(to: &output.buffer, indent: 1)
        output.write("\n}\n\n")
    }

    /// One action as an object two levels deep, its members written in sorted order.
    private func writeJSON(of action: Action, to bytes: inout [UInt8]) {
        var object = CanonicalObjectWriter(indent: 2)
        object.member("depth", .int(action.depth))
        object.member("intent", .string(action.intent))
        if let part = action.part { object.member("part", .string(part)) }
        let summary = action.part == nil ? action.summary : nil
        if let summary { object.member("placeholders") { writeJSON(of: summary.placeholders, to: &$0) } }
        if let problem = action.problem { object.member("problem", .string(problem)) }
        if let summary {
            object.member("sentence", .string(plainSentence(summary)))
            object.member("showMore") { writeJSON(of: summary.showMore, to: &$0) }
            object.member("title", .string(action.title))
            object.member("unknown", .bool(action.isUnknown))
        }
        object.end()
        bytes += object.bytes
    }

    /// Parameters as an array three levels deep.
    private func writeJSON(of parameters: [ResolvedParameter], to bytes: inout [UInt8]) {
        guard !parameters.isEmpty else { return bytes += "[]".utf8 }
        bytes.append(UInt8(ascii: "["))
        for (offset, parameter) in parameters.enumerated() {
            bytes += (offset == 0 ? "\n        " : ",\n        ").utf8
            var object = CanonicalObjectWriter(indent: 4)
            object.member("parameter", .string(parameter.id))
            object.member("text", parameter.displayText == nil ? .null : .string(rowValue(parameter)))
            object.member("title", .string(parameter.title))
            object.member("value", parameter.value?.json ?? .null)
            object.end()
            bytes += object.bytes
        }
        bytes += "\n      ]".utf8
    }
}

/// An object's members written in the order given — the caller gives them sorted by key —
/// each on its own line at the object's depth, as `JSONValue.writeCanonical` lays them out.
struct CanonicalObjectWriter {
    var bytes: [UInt8] = [UInt8(ascii: "{")]
    private let indent: Int
    private var members = 0

    init(indent: Int) {
        self.indent = indent
    }

    mutating func member(_ key: StaticString, _ value: JSONValue) {
        let depth = indent + 1
        member(key) { value.writeCanonical(to: &$0, indent: depth) }
    }

    mutating func member(_ key: StaticString, _ writeValue: (inout [UInt8]) -> Void) {
        if members > 0 { bytes.append(UInt8(ascii: ",")) }
        members += 1
        newline(indent + 1)
        // Keys are this file's own names, plain ASCII with nothing to escape.
        bytes.append(UInt8(ascii: "\""))
        bytes += UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        bytes += "\": ".utf8
        writeValue(&bytes)
    }

    mutating func end() {
        guard members > 0 else { return bytes.append(UInt8(ascii: "}")) }
        newline(indent)
        bytes.append(UInt8(ascii: "}"))
    }

    private mutating func newline(_ depth: Int) {
        bytes.append(UInt8(ascii: "\n"))
        bytes += repeatElement(UInt8(ascii: " "), count: depth * 2)
    }
}

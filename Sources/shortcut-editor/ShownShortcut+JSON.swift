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
        var object = CanonicalObjectWriter(indent: 2, in: &bytes)
        object.member("depth", .int(action.depth), in: &bytes)
        object.member("intent", .string(action.intent), in: &bytes)
        if let part = action.part { object.member("part", .string(part), in: &bytes) }
        let summary = action.part == nil ? action.summary : nil
        if let summary {
            object.member("placeholders", in: &bytes)
            writeJSON(of: summary.placeholders, to: &bytes)
        }
        if let problem = action.problem { object.member("problem", .string(problem), in: &bytes) }
        if let summary {
            object.member("sentence", .string(plainSentence(summary)), in: &bytes)
            object.member("showMore", in: &bytes)
            writeJSON(of: summary.showMore, to: &bytes)
            object.member("title", .string(action.title), in: &bytes)
            object.member("unknown", .bool(action.isUnknown), in: &bytes)
        }
        object.end(in: &bytes)
    }

    /// Parameters as an array three levels deep.
    private func writeJSON(of parameters: [ResolvedParameter], to bytes: inout [UInt8]) {
        guard !parameters.isEmpty else { return bytes += "[]".utf8 }
        bytes.append(UInt8(ascii: "["))
        for (offset, parameter) in parameters.enumerated() {
            bytes += (offset == 0 ? "\n        " : ",\n        ").utf8
            var object = CanonicalObjectWriter(indent: 4, in: &bytes)
            object.member("parameter", .string(parameter.id), in: &bytes)
            object.member("text", parameter.displayText == nil ? .null : .string(rowValue(parameter)), in: &bytes)
            object.member("title", .string(parameter.title), in: &bytes)
            object.member("value", parameter.value?.json ?? .null, in: &bytes)
            object.end(in: &bytes)
        }
        bytes += "\n      ]".utf8
    }
}

/// An object's members written in the order given — the caller gives them sorted by key —
/// each on its own line at the object's depth, as `JSONValue.writeCanonical` lays them out:
/// straight into the output's bytes, where the object begins, so that nothing is copied
/// from one buffer into another.
struct CanonicalObjectWriter {
    private let indent: Int
    private var members = 0

    /// Opens the object at the end of `bytes`, `indent` levels deep.
    init(indent: Int, in bytes: inout [UInt8]) {
        self.indent = indent
        bytes.append(UInt8(ascii: "{"))
    }

    mutating func member(_ key: StaticString, _ value: JSONValue, in bytes: inout [UInt8]) {
        member(key, in: &bytes)
        value.writeCanonical(to: &bytes, indent: indent + 1)
    }

    /// The member's key: its value is what the caller writes next.
    mutating func member(_ key: StaticString, in bytes: inout [UInt8]) {
        if members > 0 { bytes.append(UInt8(ascii: ",")) }
        members += 1
        JSONValue.newline(&bytes, indent: indent + 1)
        // Keys are this file's own names, plain ASCII with nothing to escape.
        bytes.append(UInt8(ascii: "\""))
        bytes += UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        bytes += "\": ".utf8
    }

    func end(in bytes: inout [UInt8]) {
        guard members > 0 else { return bytes.append(UInt8(ascii: "}")) }
        JSONValue.newline(&bytes, indent: indent)
        bytes.append(UInt8(ascii: "}"))
    }
}

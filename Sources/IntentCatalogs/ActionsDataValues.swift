import IntentKit

/// Value types and values (`LNValue`) of actionsdata. What is not understood is kept as an
/// opaque type or value — shown, preserved, editable as raw text — never dropped.
extension ActionsDataDecoder {
    /// Primitive type codes, as observed in real files: 1 is the Boolean Shortcuts shows as a
    /// switch (Voice Memos' toggle). No public reference lists the codes; those not listed
    /// (7, among others) stay opaque, kept and edited as raw values.
    static let primitiveTypes: [Int: ValueType] = [0: .string, 1: .bool, 2: .int, 8: .date, 11: .url, 12: .string]

    /// The code of a primitive type kept opaque (`"primitive 10"` → 10), so it can be written back.
    static func primitiveCode(opaqueKind kind: String) -> Int? {
        guard kind.hasPrefix("primitive ") else { return nil }
        return Int(kind.dropFirst("primitive ".count))
    }

    func valueType(_ json: JSONValue?) -> ValueType {
        guard let json, case .object(let members) = json, let (kind, body) = members.first else { return .opaque("missing") }
        let wrapper = body["wrapper"]
        switch kind {
        case "primitive":
            guard case .int(let code)? = wrapper?["typeIdentifier"] else { return .opaque("primitive") }
            return Self.primitiveTypes[code] ?? .opaque("primitive \(code)")
        case "entity":
            guard case .string(let typeName)? = wrapper?["typeName"] else { return .opaque("entity") }
            return .entity(entities[typeName] ?? EntityTypeDefinition(identifier: typeName, title: LocalizedText.readable(typeName)))
        case "linkEnumeration":
            guard case .string(let identifier)? = wrapper?["identifier"] else { return .opaque("linkEnumeration") }
            return enums[identifier].map(ValueType.enumeration) ?? .opaque("enumeration \(identifier)")
        case "array":
            return .array(valueType(wrapper?["memberValueType"]))
        case "intents":
            return .file
        case EditorExtensions.valueTypeKind:
            guard let wrapper, let type = try? EditorExtensions.decode(ValueType.self, from: wrapper, at: .root) else {
                return .opaque(kind)
            }
            return type
        default:
            return .opaque(kind)
        }
    }

    /// An `LNValue`: `{"string": {"wrapper": "top"}}`, `{"enumeration": {"identifier", "value"}}`,
    /// `{"array": {"values": […]}}`, and the like for numbers, bools and dates.
    func value(_ json: JSONValue, type: ValueType? = nil) -> IntentValue {
        guard case .object(let members) = json, members.count == 1, let (kind, body) = members.first else {
            return .opaque(OpaqueValue(kind: "LNValue", json: json))
        }
        let wrapped = body["wrapper"]
        switch (kind, wrapped) {
        case ("string", .string(let text)?):
            return .string(text)
        case ("enumeration", _):
            if case .string(let identifier)? = body["identifier"], case .string(let caseIdentifier)? = body["value"] {
                return .enumCase(EnumCaseValue(enumIdentifier: identifier, caseIdentifier: caseIdentifier))
            }
        case ("array", _):
            if case .array(let items)? = body["values"] ?? body["elements"] {
                return .array(items.map { value($0, type: type?.elementType) })
            }
        case ("bool", .bool(let flag)?), ("boolean", .bool(let flag)?):
            return .bool(flag)
        case ("int", .int(let number)?), ("integer", .int(let number)?), ("number", .int(let number)?):
            return .int(number)
        case ("double", .double(let number)?), ("number", .double(let number)?):
            return .double(number)
        case ("double", .int(let number)?):
            return .double(Double(number))
        case ("date", .string(let text)?):
            if let date = ISO8601Text.parse(text) { return .date(date) }
        case ("url", .string(let text)?):
            if let url = URL(string: text) { return .url(url) }
        case (EditorExtensions.valueKind, _):
            if let value = try? IntentValue(json: body) { return value }
        default:
            break
        }
        return .opaque(OpaqueValue(kind: kind, json: json))
    }
}

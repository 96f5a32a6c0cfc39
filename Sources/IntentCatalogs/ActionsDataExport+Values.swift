import IntentKit

/// Value types and values in actionsdata form: Apple's where it has one, ours otherwise.
extension ActionsDataExport {
    static func valueType(_ type: ValueType) -> JSONValue {
        switch type {
        case .string: primitive(0)
        case .bool: primitive(1)
        case .int: primitive(2)
        case .date: primitive(8)
        case .url: primitive(11)
        case .opaque(let kind) where ActionsDataDecoder.primitiveCode(opaqueKind: kind) != nil:
            primitive(ActionsDataDecoder.primitiveCode(opaqueKind: kind)!)
        case .enumeration(let definition):
            wrapped("linkEnumeration", .object([("identifier", .string(definition.identifier))]))
        case .entity(let definition):
            wrapped("entity", .object([("typeName", .string(definition.identifier))]))
        case .array(let element):
            wrapped("array", .object([("memberValueType", valueType(element))]))
        case .file:
            wrapped("intents", .object([("typeIdentifier", .int(0))]))
        case .double, .decimal, .duration, .measurement, .opaque, .union:
            wrapped(EditorExtensions.valueTypeKind, EditorExtensions.json(type))
        }
    }

    private static func primitive(_ code: Int) -> JSONValue {
        wrapped("primitive", .object([("typeIdentifier", .int(code))]))
    }

    /// `{kind: {"wrapper": …}}`, the envelope of Apple's value types and summary nodes.
    static func wrapped(_ kind: String, _ wrapper: JSONValue) -> JSONValue {
        .object([(kind, .object([("wrapper", wrapper)]))])
    }

    /// An `LNValue`. Opaque values were read from such a file and go back as they came.
    static func value(_ value: IntentValue, type: ValueType?) -> JSONValue {
        switch value {
        case .string(let text):
            return wrapped("string", .string(text))
        case .int(let number):
            return wrapped("int", .int(number))
        case .bool(let flag):
            return wrapped("bool", .bool(flag))
        case .double(let number) where number.isFinite:
            return wrapped("double", .double(number))
        case .url(let url):
            return wrapped("url", .string(url.absoluteString))
        case .date(let date) where ISO8601Text.parse(ISO8601Text.format(date)) == date:
            return wrapped("date", .string(ISO8601Text.format(date)))
        case .enumCase(let item):
            return .object([("enumeration", .object([("identifier", .string(item.enumIdentifier)), ("value", .string(item.caseIdentifier))]))])
        case .array(let items):
            var members: [(key: String, value: JSONValue)] = [("values", .array(items.map { self.value($0, type: type?.elementType) }))]
            if let type { members.insert(("valueType", valueType(type.elementType)), at: 0) }
            return .object([("array", .object(members))])
        case .opaque(let opaque):
            return opaque.json
        case .double, .date, .decimal, .duration, .measurement, .entity:
            return .object([(EditorExtensions.valueKind, value.json)])
        }
    }
}

import Foundation

/// Property-list values in JSON, for `.shortcut.json` documents and recovery journals: what
/// JSON has (strings, integers, reals, booleans, arrays, objects) is itself; what it lacks is
/// a one-member object — `{"$data": base64}`, `{"$date": ISO 8601}` (with
/// `"$sinceReferenceDate"` when the text is not exact), `{"$uint": "digits"}`,
/// `{"$real": "nan"}` — and a dictionary that has a key starting with `$` is wrapped as
/// `{"$dict": {...}}`, so the mapping is unambiguous both ways.
extension PropertyListValue {
    /// The value in the editor's JSON, as the extension above describes.
    public var json: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .integer(let number): .int(number)
        case .unsignedInteger(let number): .object([("$uint", .string(String(number)))])
        case .real(let number) where number.isFinite: .double(number)
        case .real(let number): .object([("$real", .string(number.isNaN ? "nan" : number < 0 ? "-inf" : "inf"))])
        case .bool(let flag): .bool(flag)
        case .date(let date):
            if let exact = ISO8601Text.parse(ISO8601Text.format(date)), exact == date {
                .object([("$date", .string(ISO8601Text.format(date)))])
            } else {
                .object([("$date", .string(ISO8601Text.format(date))),
                         ("$sinceReferenceDate", .double(date.timeIntervalSinceReferenceDate))])
            }
        case .data(let bytes): .object([("$data", .string(Data(bytes).base64EncodedString()))])
        case .array(let items): .array(items.map(\.json))
        case .dictionary(let dictionary):
            if dictionary.keys.contains(where: { $0.hasPrefix("$") }) {
                .object([("$dict", .object(dictionary.entries.map { ($0.key, $0.value.json) }))])
            } else {
                .object(dictionary.entries.map { ($0.key, $0.value.json) })
            }
        }
    }

    /// Reads the JSON form back; a shape error names the place.
    package init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        switch json {
        case .string(let text): self = .string(text)
        case .int(let number): self = .integer(number)
        case .double(let number): self = .real(number)
        case .bool(let flag): self = .bool(flag)
        case .array(let items):
            var values: [PropertyListValue] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() { values.append(try PropertyListValue(json: item, at: path.appending(index))) }
            self = .array(values)
        case .null:
            throw JSONShapeError(at: path, expected: "a property-list value (null has none)", found: json)
        case .object(let members):
            if let tagged = try Self.tagged(members, json: json, at: path) {
                self = tagged
            } else {
                self = .dictionary(try Self.dictionary(members, at: path))
            }
        }
    }

    private static func dictionary(_ members: [(key: String, value: JSONValue)], at path: JSONPath) throws(JSONShapeError) -> PropertyListDictionary {
        var entries: [(key: String, value: PropertyListValue)] = []
        entries.reserveCapacity(members.count)
        for member in members { entries.append((member.key, try PropertyListValue(json: member.value, at: path.appending(member.key)))) }
        return PropertyListDictionary(entries)
    }

    /// The one-member (or date's two-member) objects that stand for what JSON lacks.
    private static func tagged(_ members: [(key: String, value: JSONValue)], json: JSONValue,
                               at path: JSONPath) throws(JSONShapeError) -> PropertyListValue? {
        guard let tag = members.first?.key, tag.hasPrefix("$") else { return nil }
        let value = members[0].value
        let valuePath = path.appending(tag)
        switch (tag, value) {
        case ("$dict", .object(let inner)) where members.count == 1:
            return .dictionary(try dictionary(inner, at: valuePath))
        case ("$data", .string(let text)) where members.count == 1:
            guard let data = Data(base64Encoded: text) else {
                throw JSONShapeError(at: valuePath, expected: "base64 data", found: value)
            }
            return .data(Array(data))
        case ("$uint", .string(let text)) where members.count == 1:
            guard let number = UInt64(text) else { throw JSONShapeError(at: valuePath, expected: "an unsigned integer in digits", found: value) }
            return .unsignedInteger(number)
        case ("$real", .string(let text)) where members.count == 1:
            switch text {
            case "nan": return .real(.nan)
            case "inf": return .real(.infinity)
            case "-inf": return .real(-.infinity)
            default: throw JSONShapeError(at: valuePath, expected: "\"nan\", \"inf\" or \"-inf\"", found: value)
            }
        case ("$date", .string(let text)):
            if members.count == 2, members[1].key == "$sinceReferenceDate" {
                guard case .double(let seconds) = members[1].value else {
                    throw JSONShapeError(at: path.appending("$sinceReferenceDate"), expected: "seconds since 2001 as a number", found: members[1].value)
                }
                return .date(Date(timeIntervalSinceReferenceDate: seconds))
            }
            guard members.count == 1, let date = ISO8601Text.parse(text) else {
                throw JSONShapeError(at: valuePath, expected: "an ISO 8601 time", found: value)
            }
            return .date(date)
        default:
            throw JSONShapeError(at: path, expected: "a property-list value ($dict, $data, $date, $uint or $real, or a dictionary without $ keys)", found: json)
        }
    }
}

extension OpaqueValue {
    /// The kind of opaque value that holds a property-list value verbatim.
    public static let propertyListKind = "plist"

    /// A property-list value kept as it came: `{"type": "plist", "value": …}`.
    public init(propertyList: PropertyListValue) {
        self.init(kind: Self.propertyListKind, json: .object([("type", .string(Self.propertyListKind)), ("value", propertyList.json)]))
    }

    /// The property-list value this holds, when it holds one.
    public var propertyList: PropertyListValue? {
        guard kind == Self.propertyListKind, let value = json["value"] else { return nil }
        return try? PropertyListValue(json: value, at: .root)
    }
}

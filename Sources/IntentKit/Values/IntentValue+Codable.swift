import Foundation

/// The JSON form of a value is `{"type": kind, "value": …}` plus fields a kind needs. Every
/// kind round-trips exactly, including non-finite doubles, decimals beyond Double's precision
/// and sub-second dates; unknown kinds become `.opaque` and are written back as they came.
extension IntentValue {
    /// The `type` tag of each kind, as written in files.
    public var kindName: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .decimal: "decimal"
        case .bool: "bool"
        case .date: "date"
        case .url: "url"
        case .duration: "duration"
        case .measurement: "measurement"
        case .enumCase: "enum"
        case .entity: "entity"
        case .array: "array"
        case .opaque(let o): o.kind
        }
    }

    /// Reads a value, with errors that name the place (`path`) and what was expected.
    package init(json: JSONValue, at path: JSONPath = .root) throws(JSONShapeError) {
        let type = try json.member("type", at: path).string(at: path.appending("type"))
        func member(_ key: String) throws(JSONShapeError) -> JSONValue { try json.member(key, at: path) }
        func string(_ key: String) throws(JSONShapeError) -> String { try member(key).string(at: path.appending(key)) }
        func double(_ key: String) throws(JSONShapeError) -> Double {
            let value = try member(key)
            switch value {
            case .double(let d): return d
            case .int(let i): return Double(i)
            case .string(let text):
                if let d = Double(text), !d.isFinite || text == "nan" { return d }
                fallthrough
            default:
                throw JSONShapeError(at: path.appending(key), expected: "a number, or \"nan\", \"inf\" or \"-inf\"", found: value)
            }
        }
        switch type {
        case "string": self = .string(try string("value"))
        case "int": self = .int(try member("value").int(at: path.appending("value")))
        case "double": self = .double(try double("value"))
        case "decimal":
            let text = try string("value")
            // No locale: the separator is then ".", and no locale is made per value (ICU).
            guard Self.isDecimalLiteral(text), let d = Decimal(string: text, locale: nil) else {
                throw JSONShapeError(at: path.appending("value"), expected: "a decimal number written as a string, such as \"19.90\"", found: .string(text))
            }
            self = .decimal(d)
        case "bool": self = .bool(try member("value").bool(at: path.appending("value")))
        case "date":
            if let interval = try json.memberIfPresent("timeInterval", at: path) {
                let seconds: Double
                switch interval {
                case .double(let number): seconds = number
                case .int(let number): seconds = Double(number)
                default: throw JSONShapeError(at: path.appending("timeInterval"), expected: "seconds since 1970 as a number", found: interval)
                }
                self = .date(try Self.shownDate(Date(timeIntervalSince1970: seconds), at: path.appending("timeInterval"), found: interval))
            } else {
                let text = try string("value")
                guard let date = ISO8601Text.parse(text) else {
                    throw JSONShapeError(at: path.appending("value"), expected: "an ISO 8601 date such as \"2026-11-21T09:30:00Z\", in the years 1 to 9999", found: .string(text))
                }
                self = .date(date)
            }
        case "url":
            let text = try string("value")
            guard let url = URL(string: text) else {
                throw JSONShapeError(at: path.appending("value"), expected: "a URL", found: .string(text))
            }
            self = .url(url)
        case "duration":
            let seconds = try member("seconds").int(at: path.appending("seconds"))
            let atto = try json.memberIfPresent("attoseconds", at: path)?.int(at: path.appending("attoseconds")) ?? 0
            // A second has 10^18 attoseconds: more would carry into seconds that may not fit,
            // and the duration could not be shown or written back as it was read.
            guard abs(atto) < 1_000_000_000_000_000_000 else {
                throw JSONShapeError(at: path.appending("attoseconds"), expected: "a fraction of a second, between -999999999999999999 and 999999999999999999 attoseconds",
                                     found: .int(atto))
            }
            self = .duration(Duration(secondsComponent: Int64(seconds), attosecondsComponent: Int64(atto)))
        case "measurement":
            self = .measurement(IntentMeasurement(value: try double("value"), unit: try string("unit"),
                                                  dimension: MeasurementDimension(rawValue: try string("dimension"))))
        case "enum":
            self = .enumCase(EnumCaseValue(enumIdentifier: try string("enum"), caseIdentifier: try string("case")))
        case "entity":
            let idValue = try member("id")
            let id: SavedEntityIdentifier
            switch idValue {
            case .int(let i): id = .int(i)
            case .string(let s): id = .string(s)
            default: throw JSONShapeError(at: path.appending("id"), expected: "an identifier (a string or an integer)", found: idValue)
            }
            let subtitle = try json.memberIfPresent("subtitle", at: path)?.string(at: path.appending("subtitle"))
            self = .entity(EntityReference(typeIdentifier: try string("entityType"), id: id, title: try string("title"), subtitle: subtitle))
        case "array":
            let items = try member("value").array(at: path.appending("value"))
            var values: [IntentValue] = []
            values.reserveCapacity(items.count)
            for (index, item) in items.enumerated() {
                values.append(try IntentValue(json: item, at: path.appending("value").appending(index)))
            }
            self = .array(values)
        default:
            self = .opaque(OpaqueValue(kind: type, json: json))
        }
    }

    /// Dates are written with a four-digit year, so only years 1 to 9999 can be shown and
    /// written back; anything else in a file is an error there, not a trap when it is drawn.
    static func shownDate(_ date: Date, at path: JSONPath, found: JSONValue) throws(JSONShapeError) -> Date {
        guard ISO8601Text.representable.contains(date.timeIntervalSince1970) else {
            throw JSONShapeError(at: path, expected: "a date between the years 1 and 9999", found: found)
        }
        return date
    }

    /// The value's JSON form, its members in sorted order: the canonical writer then writes
    /// them as they are instead of sorting a copy (values are most of a saved document).
    public var json: JSONValue {
        let type: (key: String, value: JSONValue) = ("type", .string(kindName))
        switch self {
        case .opaque(let opaque): return opaque.json
        case .string(let s): return .object([type, ("value", .string(s))])
        case .int(let i): return .object([type, ("value", .int(i))])
        case .double(let d): return .object([type, ("value", Self.json(d))])
        case .decimal(let d): return .object([type, ("value", .string(d.description))])
        case .bool(let b): return .object([type, ("value", .bool(b))])
        case .url(let url): return .object([type, ("value", .string(url.absoluteString))])
        case .date(let date):
            let text = ISO8601Text.format(date)
            // The readable form carries milliseconds; when that is not exact, the exact
            // interval rides along so the value still round-trips.
            let exact: [(key: String, value: JSONValue)] = ISO8601Text.parse(text) != date ? [("timeInterval", .double(date.timeIntervalSince1970))] : []
            return .object(exact + [type, ("value", .string(text))])
        case .duration(let d):
            let fraction: [(key: String, value: JSONValue)] = d.components.attoseconds != 0 ? [("attoseconds", .int(Int(d.components.attoseconds)))] : []
            return .object(fraction + [("seconds", .int(Int(d.components.seconds))), type])
        case .measurement(let m):
            return .object([("dimension", .string(m.dimension.rawValue)), type, ("unit", .string(m.unit)), ("value", Self.json(m.value))])
        case .enumCase(let e):
            return .object([("case", .string(e.caseIdentifier)), ("enum", .string(e.enumIdentifier)), type])
        case .entity(let e):
            let id: JSONValue = switch e.id {
            case .int(let i): .int(i)
            case .string(let s): .string(s)
            }
            let subtitle: [(key: String, value: JSONValue)] = e.subtitle.map { [("subtitle", .string($0))] } ?? []
            return .object([("entityType", .string(e.typeIdentifier)), ("id", id)] + subtitle + [("title", .string(e.title)), type])
        case .array(let items): return .object([type, ("value", .array(items.map(\.json)))])
        }
    }

    /// JSON has no NaN or infinity; those travel as the strings Swift's `Double(_:)` reads back.
    private static func json(_ d: Double) -> JSONValue {
        if d.isFinite { return .double(d) }
        return .string(d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf"))
    }

    /// `Decimal(string:)` accepts any numeric prefix ("1.2.3" reads as 1.2); a saved value must
    /// be a number through and through, or it is an error. Read as bytes: by characters, with
    /// their grapheme breaking, it cost more than the `Decimal` itself.
    private static func isDecimalLiteral(_ text: String) -> Bool {
        let bytes = text.utf8
        var at = bytes.startIndex
        func skip(_ byte: Unicode.Scalar) -> Bool {
            guard at < bytes.endIndex, bytes[at] == UInt8(ascii: byte) else { return false }
            at = bytes.index(after: at)
            return true
        }
        func digits() -> Bool {
            let start = at
            while at < bytes.endIndex, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") { at = bytes.index(after: at) }
            return at != start
        }
        _ = skip("-")
        guard digits() else { return false }
        if skip(".") {
            guard digits() else { return false }
        }
        if skip("e") || skip("E") {
            _ = skip("-") || skip("+")
            guard digits() else { return false }
        }
        return at == bytes.endIndex
    }
}

extension IntentValue: Codable {
    /// Reads the value's JSON form (docs/FILE-FORMAT.md), from any decoder.
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            self = try IntentValue(json: json)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the value's JSON form.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

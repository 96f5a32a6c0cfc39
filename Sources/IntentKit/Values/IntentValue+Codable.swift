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
    public init(json: JSONValue, at path: JSONPath = .root) throws(JSONShapeError) {
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
            guard Self.isDecimalLiteral(text), let d = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
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
            let id: EntityIdentifier
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

    /// The value's JSON form.
    public var json: JSONValue {
        if case .opaque(let opaque) = self { return opaque.json }
        var members: [(key: String, value: JSONValue)] = [("type", .string(kindName))]
        switch self {
        case .string(let s): members.append(("value", .string(s)))
        case .int(let i): members.append(("value", .int(i)))
        case .double(let d): members.append(("value", Self.json(d)))
        case .decimal(let d): members.append(("value", .string(d.description)))
        case .bool(let b): members.append(("value", .bool(b)))
        case .date(let date):
            let text = ISO8601Text.format(date)
            members.append(("value", .string(text)))
            // The readable form carries milliseconds; when that is not exact, the exact
            // interval rides along so the value still round-trips.
            if ISO8601Text.parse(text) != date { members.append(("timeInterval", .double(date.timeIntervalSince1970))) }
        case .url(let url): members.append(("value", .string(url.absoluteString)))
        case .duration(let d):
            members.append(("seconds", .int(Int(d.components.seconds))))
            if d.components.attoseconds != 0 { members.append(("attoseconds", .int(Int(d.components.attoseconds)))) }
        case .measurement(let m):
            members += [("value", Self.json(m.value)), ("unit", .string(m.unit)), ("dimension", .string(m.dimension.rawValue))]
        case .enumCase(let e):
            members += [("enum", .string(e.enumIdentifier)), ("case", .string(e.caseIdentifier))]
        case .entity(let e):
            members += [("entityType", .string(e.typeIdentifier)), ("title", .string(e.title))]
            switch e.id {
            case .int(let i): members.append(("id", .int(i)))
            case .string(let s): members.append(("id", .string(s)))
            }
            if let subtitle = e.subtitle { members.append(("subtitle", .string(subtitle))) }
        case .array(let items): members.append(("value", .array(items.map(\.json))))
        case .opaque: break
        }
        return .object(members)
    }

    /// JSON has no NaN or infinity; those travel as the strings Swift's `Double(_:)` reads back.
    private static func json(_ d: Double) -> JSONValue {
        if d.isFinite { return .double(d) }
        return .string(d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf"))
    }

    /// `Decimal(string:)` accepts any numeric prefix ("1.2.3" reads as 1.2); a saved value must
    /// be a number through and through, or it is an error.
    private static func isDecimalLiteral(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        func digits() -> Bool {
            let run = rest.prefix { $0.isASCII && $0.isNumber }
            rest = rest.dropFirst(run.count)
            return !run.isEmpty
        }
        guard digits() else { return false }
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() else { return false }
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            guard digits() else { return false }
        }
        return rest.isEmpty
    }
}

extension IntentValue: Codable {
    public init(from decoder: any Decoder) throws {
        let json = try JSONValue(from: decoder)
        do {
            self = try IntentValue(json: json)
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

/// ISO 8601 in UTC with milliseconds (rounded to the nearest), written and read without
/// locale-dependent formatters: the form of every date in project files.
public enum ISO8601Text {
    /// Seconds since 1970 of 0001-01-01T00:00:00Z up to the end of 9999: four-digit years.
    public static let representable: ClosedRange<Double> = -62_135_596_800 ... 253_402_300_799.999

    public static func format(_ date: Date) -> String {
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        let whole = (millis / 1000).rounded(.down)
        let ms = Int(millis - whole * 1000)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: whole))
        let base = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
        return ms == 0 ? base + "Z" : base + String(format: ".%03dZ", ms)
    }

    /// Nil for text that is not such a date, and for dates outside `representable`.
    public static func parse(_ text: String) -> Date? {
        guard let date = (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
                ?? (try? Date.ISO8601FormatStyle().parse(text)),
              representable.contains(date.timeIntervalSince1970) else { return nil }
        return date
    }
}

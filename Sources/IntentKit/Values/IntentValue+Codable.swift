import Foundation

/// The JSON form of a value is `{"type": kind, "value": …}` plus fields a kind needs. Every
/// kind round-trips exactly, including non-finite doubles, decimals beyond Double's precision
/// and sub-second dates; unknown kinds decode to `.opaque` and encode back as they came.
extension IntentValue: Codable {
    private enum Key: String, CodingKey {
        case type, value, unit, dimension, seconds, attoseconds
        case enumIdentifier = "enum"
        case caseIdentifier = "case"
        case entityType = "entityType"
        case id, title, subtitle
        case timeInterval
    }

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

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        let type = try c.decode(String.self, forKey: .type)
        switch type {
        case "string": self = .string(try c.decode(String.self, forKey: .value))
        case "int": self = .int(try c.decode(Int.self, forKey: .value))
        case "double":
            if let d = try? c.decode(Double.self, forKey: .value) {
                self = .double(d)
            } else {
                let text = try c.decode(String.self, forKey: .value)
                guard let d = Double(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .value, in: c, debugDescription: "expected a number or \"nan\", \"inf\", \"-inf\", found \"\(text)\"")
                }
                self = .double(d)
            }
        case "decimal":
            let text = try c.decode(String.self, forKey: .value)
            guard Self.isDecimalLiteral(text), let d = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .value, in: c, debugDescription: "expected a decimal number as a string, found \"\(text)\"")
            }
            self = .decimal(d)
        case "bool": self = .bool(try c.decode(Bool.self, forKey: .value))
        case "date":
            if let interval = try c.decodeIfPresent(Double.self, forKey: .timeInterval) {
                self = .date(Date(timeIntervalSince1970: interval))
            } else {
                let text = try c.decode(String.self, forKey: .value)
                guard let date = ISO8601.parse(text) else {
                    throw DecodingError.dataCorruptedError(
                        forKey: .value, in: c, debugDescription: "expected an ISO 8601 date such as 2026-11-21T09:30:00Z, found \"\(text)\"")
                }
                self = .date(date)
            }
        case "url":
            let text = try c.decode(String.self, forKey: .value)
            guard let url = URL(string: text) else {
                throw DecodingError.dataCorruptedError(forKey: .value, in: c, debugDescription: "expected a URL, found \"\(text)\"")
            }
            self = .url(url)
        case "duration":
            let seconds = try c.decode(Int64.self, forKey: .seconds)
            let atto = try c.decodeIfPresent(Int64.self, forKey: .attoseconds) ?? 0
            self = .duration(Duration(secondsComponent: seconds, attosecondsComponent: atto))
        case "measurement":
            self = .measurement(IntentMeasurement(
                value: try Self.decodeDouble(c, .value),
                unit: try c.decode(String.self, forKey: .unit),
                dimension: try c.decode(MeasurementDimension.self, forKey: .dimension)))
        case "enum":
            self = .enumCase(EnumCaseValue(
                enumIdentifier: try c.decode(String.self, forKey: .enumIdentifier),
                caseIdentifier: try c.decode(String.self, forKey: .caseIdentifier)))
        case "entity":
            self = .entity(EntityReference(
                typeIdentifier: try c.decode(String.self, forKey: .entityType),
                id: try c.decode(EntityIdentifier.self, forKey: .id),
                title: try c.decode(String.self, forKey: .title),
                subtitle: try c.decodeIfPresent(String.self, forKey: .subtitle)))
        case "array": self = .array(try c.decode([IntentValue].self, forKey: .value))
        default: self = .opaque(OpaqueValue(kind: type, json: try JSONValue(from: decoder)))
        }
    }

    /// `Decimal(string:)` accepts any numeric prefix ("1.2.3" reads as 1.2); a saved value must
    /// be a number through and through, or it is an error.
    private static func isDecimalLiteral(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        let integer = rest.prefix { $0.isASCII && $0.isNumber }
        guard !integer.isEmpty else { return false }
        rest = rest.dropFirst(integer.count)
        if rest.first == "." {
            rest = rest.dropFirst()
            let fraction = rest.prefix { $0.isASCII && $0.isNumber }
            guard !fraction.isEmpty else { return false }
            rest = rest.dropFirst(fraction.count)
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
            let exponent = rest.prefix { $0.isASCII && $0.isNumber }
            guard !exponent.isEmpty else { return false }
            rest = rest.dropFirst(exponent.count)
        }
        return rest.isEmpty
    }

    private static func decodeDouble(_ c: KeyedDecodingContainer<Key>, _ key: Key) throws -> Double {
        if let d = try? c.decode(Double.self, forKey: key) { return d }
        let text = try c.decode(String.self, forKey: key)
        guard let d = Double(text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "expected a number, found \"\(text)\"")
        }
        return d
    }

    public func encode(to encoder: any Encoder) throws {
        if case .opaque(let opaque) = self {
            try opaque.json.encode(to: encoder)
            return
        }
        var c = encoder.container(keyedBy: Key.self)
        try c.encode(kindName, forKey: .type)
        switch self {
        case .string(let s): try c.encode(s, forKey: .value)
        case .int(let i): try c.encode(i, forKey: .value)
        case .double(let d): try Self.encodeDouble(d, &c, .value)
        case .decimal(let d): try c.encode(d.description, forKey: .value)
        case .bool(let b): try c.encode(b, forKey: .value)
        case .date(let date):
            try c.encode(ISO8601.format(date), forKey: .value)
            // The readable form carries milliseconds; when that is not exact, the exact
            // interval rides along so the value still round-trips.
            if ISO8601.parse(ISO8601.format(date)) != date {
                try c.encode(date.timeIntervalSince1970, forKey: .timeInterval)
            }
        case .url(let url): try c.encode(url.absoluteString, forKey: .value)
        case .duration(let d):
            try c.encode(d.components.seconds, forKey: .seconds)
            if d.components.attoseconds != 0 { try c.encode(d.components.attoseconds, forKey: .attoseconds) }
        case .measurement(let m):
            try Self.encodeDouble(m.value, &c, .value)
            try c.encode(m.unit, forKey: .unit)
            try c.encode(m.dimension, forKey: .dimension)
        case .enumCase(let e):
            try c.encode(e.enumIdentifier, forKey: .enumIdentifier)
            try c.encode(e.caseIdentifier, forKey: .caseIdentifier)
        case .entity(let e):
            try c.encode(e.typeIdentifier, forKey: .entityType)
            try c.encode(e.id, forKey: .id)
            try c.encode(e.title, forKey: .title)
            try c.encodeIfPresent(e.subtitle, forKey: .subtitle)
        case .array(let items): try c.encode(items, forKey: .value)
        case .opaque: break
        }
    }

    /// JSON has no NaN or infinity; those travel as the strings Swift's `Double(_:)` reads back.
    private static func encodeDouble(_ d: Double, _ c: inout KeyedEncodingContainer<Key>, _ key: Key) throws {
        if d.isFinite {
            try c.encode(d, forKey: key)
        } else {
            try c.encode(d.isNaN ? "nan" : (d < 0 ? "-inf" : "inf"), forKey: key)
        }
    }
}

/// ISO 8601 in UTC with milliseconds, written and read without locale-dependent formatters.
enum ISO8601 {
    static func format(_ date: Date) -> String {
        let millis = (date.timeIntervalSince1970 * 1000).rounded(.down)
        let whole = Int64((millis / 1000).rounded(.down))
        let ms = Int(millis - Double(whole) * 1000)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second],
                                        from: Date(timeIntervalSince1970: Double(whole)))
        let base = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
        return ms == 0 ? base + "Z" : base + String(format: ".%03dZ", ms)
    }

    static func parse(_ text: String) -> Date? {
        (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
    }
}

import Foundation
import IntentKit
import Testing

/// Every kind of value survives JSON unchanged, including the awkward ones.
@Suite struct IntentValueCodingTests {
    static let samples: [IntentValue] = [
        .string("Yosemite Valley"),
        .string("tab\tnewline\n\u{1B}[31m 山 👩‍👩‍👧 e\u{301}"),
        .string(""),
        .int(42), .int(.min), .int(.max),
        .double(2.5), .double(0.1 + 0.2), .double(-0.0), .double(.infinity), .double(-.infinity),
        .double(.greatestFiniteMagnitude), .double(.leastNonzeroMagnitude),
        .decimal(Decimal(string: "12345678901234567890.123456789")!), .decimal(Decimal(string: "-0.5")!),
        .bool(true), .bool(false),
        .date(Date(timeIntervalSince1970: 1_795_000_000)),
        .date(Date(timeIntervalSince1970: 1_795_000_000.123)),
        .date(Date(timeIntervalSince1970: 1_795_000_000.123456789)),
        .date(Date(timeIntervalSince1970: -1_000_000.5)),
        .url(URL(string: "https://example.com/trails?id=7#map")!),
        .url(URL(string: "file:///tmp/a%20b.txt")!),
        .duration(.seconds(5400)), .duration(.milliseconds(1500)), .duration(.nanoseconds(-7)),
        .measurement(IntentMeasurement(value: 5, unit: "mi", dimension: .length)),
        .measurement(IntentMeasurement(value: -12.5, unit: "°C", dimension: .temperature)),
        .measurement(IntentMeasurement(value: 3, unit: "furlong", dimension: MeasurementDimension(rawValue: "distance-ish"))),
        .enumCase(EnumCaseValue(enumIdentifier: "ActivityStyle", caseIdentifier: "biking")),
        .entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(7), title: "Delicate Arch", subtitle: "Arches")),
        .entity(EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("favorites"), title: "Favorites")),
        .array([]),
        .array([.string("a"), .int(1), .array([.bool(true)])]),
    ]

    @Test(arguments: samples)
    func canonicalTextRoundTrips(_ value: IntentValue) throws {
        let text = value.json.canonicalText()
        let decoded = try IntentValue(json: try JSONValue.parse(Array(text.utf8)))
        #expect(decoded == value || (value.isNaN && decoded.isNaN))
        if case .double(let d) = value, case .double(let back) = decoded {
            #expect(d.sign == back.sign)
        }
        #expect(decoded.json.canonicalText() == text)
    }

    /// A value's JSON comes with its members sorted, at every depth, so the canonical writer
    /// writes it as it is rather than sorting a copy: values are most of a saved document.
    @Test(arguments: samples)
    func jsonMembersComeSorted(_ value: IntentValue) {
        func unsortedObject(in json: JSONValue) -> String? {
            switch json {
            case .object(let members):
                let keys = members.map(\.key)
                if keys != keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) { return keys.joined(separator: ", ") }
                return members.lazy.compactMap { unsortedObject(in: $0.value) }.first
            case .array(let items): return items.lazy.compactMap(unsortedObject).first
            default: return nil
            }
        }
        #expect(unsortedObject(in: value.json) == nil)
    }

    /// Foundation's coders cannot tell -0.0 from 0, so that one value is left to the
    /// canonical path above, which documents use.
    @Test(arguments: samples.filter { $0 != .double(-0.0) || $0.isNaN })
    func codableRoundTrips(_ value: IntentValue) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = try encoder.encode(value)
        let decoded = try JSONDecoder().decode(IntentValue.self, from: data)
        #expect(decoded == value || (value.isNaN && decoded.isNaN))
        // Entity equality ignores titles, so check them separately.
        if case .entity(let original) = value, case .entity(let back) = decoded {
            #expect(back.title == original.title && back.subtitle == original.subtitle)
        }
        // Encoding again gives the same bytes: the form is stable.
        #expect(try encoder.encode(decoded) == data)
    }

    @Test func nanRoundTrips() throws {
        let data = try JSONEncoder().encode(IntentValue.double(.nan))
        let decoded = try JSONDecoder().decode(IntentValue.self, from: data)
        #expect(decoded.isNaN)
    }

    @Test func theFormIsReadable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = { (value: IntentValue) in String(decoding: try encoder.encode(value), as: UTF8.self) }
        #expect(try text(.int(5)) == #"{"type":"int","value":5}"#)
        #expect(try text(.date(Date(timeIntervalSince1970: 0))) == #"{"type":"date","value":"1970-01-01T00:00:00Z"}"#)
        #expect(try text(.enumCase(EnumCaseValue(enumIdentifier: "E", caseIdentifier: "c"))) == #"{"case":"c","enum":"E","type":"enum"}"#)
        #expect(try text(.double(.infinity)) == #"{"type":"double","value":"inf"}"#)
        #expect(try text(.decimal(Decimal(string: "0.1")!)) == #"{"type":"decimal","value":"0.1"}"#)
    }

    @Test func unknownKindsArePreservedVerbatim() throws {
        let json = #"{"type":"placemark","value":{"lat":37.7,"lon":-119.6,"name":"Half Dome"},"extra":[1,null,true]}"#
        let value = try JSONDecoder().decode(IntentValue.self, from: Data(json.utf8))
        guard case .opaque(let opaque) = value else {
            Issue.record("expected an opaque value, got \(value)")
            return
        }
        #expect(opaque.kind == "placemark")
        #expect(opaque.json["extra"] == .array([.int(1), .null, .bool(true)]))
        let back = try JSONDecoder().decode(IntentValue.self, from: try JSONEncoder().encode(value))
        #expect(back == value)
    }

    /// A decimal is a number through and through: what `Decimal(string:)` would read a prefix
    /// of is refused.
    @Test func decimalsAreNumbersThroughAndThrough() throws {
        for text in ["0", "19.90", "-3", "1e5", "1.5E-3", "2e+10", "-0.000001"] {
            let value = try IntentValue(json: .object([("type", .string("decimal")), ("value", .string(text))]), at: .root)
            #expect(value == .decimal(try #require(Decimal(string: text, locale: nil))), "\(text)")
        }
        for text in ["", "-", ".5", "1.", "1e", "1.2.3", "1,5", " 1", "1 ", "+1", "0x10", "١", "1\u{301}", "1e+", "--1", "1.5e3.2"] {
            #expect(throws: JSONShapeError.self, "\(text)") {
                try IntentValue(json: .object([("type", .string("decimal")), ("value", .string(text))]), at: .root)
            }
        }
    }

    @Test(arguments: [
        (#"{"value":1}"#, "type"),
        (#"{"type":"int","value":"five"}"#, "value"),
        (#"{"type":"decimal","value":"1.2.3"}"#, "decimal"),
        (#"{"type":"date","value":"yesterday"}"#, "ISO 8601"),
        (#"{"type":"double","value":"lots"}"#, "nan"),
        (#"{"type":"enum","enum":"E"}"#, "case"),
    ])
    func malformedValuesGiveErrorsThatSayWhatWasExpected(json: String, mentions: String) {
        do {
            _ = try JSONDecoder().decode(IntentValue.self, from: Data(json.utf8))
            Issue.record("decoded \(json) without an error")
        } catch {
            #expect(String(describing: error).contains(mentions))
        }
    }
}

extension IntentValue {
    var isNaN: Bool {
        if case .double(let d) = self { return d.isNaN }
        return false
    }
}

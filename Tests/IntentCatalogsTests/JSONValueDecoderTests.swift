import DemoIntents
import Foundation
import IntentCatalogs
@testable import IntentKit
import Testing

/// `JSONValueDecoding` reads what Foundation's `JSONEncoder` writes of the model exactly as
/// `JSONDecoder` does: every definition there is — the demo intents, Shortcuts' built-in
/// actions (When chains, subject variants, stored forms, every parameter class) and a real
/// app's catalog — and holds JSON's types strictly.
@Suite struct JSONValueDecoderTests {
    static func everyDefinition() throws -> [IntentDefinition] {
        var definitions = try DemoIntents.makeRegistry().definitions + BuiltInActions.definitions
        let weather = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../shared/corpus/weather.actionsdata").standardizedFileURL
        if FileManager.default.fileExists(atPath: weather.path) {
            definitions += try ActionsDataCatalog.load(contentsOf: weather).definitions
        }
        return definitions
    }

    @Test func everyDefinitionReadsBackAsFoundationReadsIt() throws {
        let definitions = try Self.everyDefinition()
        #expect(definitions.count > 250)
        for definition in definitions {
            let data = try JSONEncoder().encode(definition)
            let json = try JSONValue.parse(data)
            let ours = try JSONValueDecoding.decode(IntentDefinition.self, from: json)
            #expect(ours == definition, "\(definition.identifier)")
            #expect(ours == (try JSONDecoder().decode(IntentDefinition.self, from: data)))
        }
    }

    /// A case is one key: both decoders take exactly one of the expected keys and name what
    /// they found otherwise (ours reads the members directly rather than through `allKeys`).
    @Test func aCaseIsExactlyOneExpectedKey() throws {
        let good = #"{"placeholder": "distance"}"#
        let json = try JSONValue.parse(Data(good.utf8))
        #expect(try JSONValueDecoding.decode(SentencePart.self, from: json) == .placeholder("distance"))
        #expect(try JSONDecoder().decode(SentencePart.self, from: Data(good.utf8)) == .placeholder("distance"))
        for bad in [#"{"text": "a", "placeholder": "b"}"#, #"{"sentence": "a"}"#, "{}"] {
            let ours = #expect(throws: DecodingError.self) {
                try JSONValueDecoding.decode(SentencePart.self, from: try JSONValue.parse(Data(bad.utf8)))
            }
            let foundation = #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(SentencePart.self, from: Data(bad.utf8))
            }
            for error in [ours, foundation] {
                guard case .dataCorrupted(let context)? = error else {
                    Issue.record("\(bad): \(String(describing: error))")
                    continue
                }
                #expect(context.debugDescription.hasPrefix("expected an object with exactly one of the keys text, placeholder, found"), "\(bad)")
            }
        }
        let both = #expect(throws: DecodingError.self) {
            try JSONValueDecoding.decode(SentencePart.self, from: try JSONValue.parse(Data(#"{"text": "a", "placeholder": "b"}"#.utf8)))
        }
        if case .dataCorrupted(let context)? = both {
            #expect(context.debugDescription.hasSuffix(#"found ["text", "placeholder"]"#))
        }
    }

    private struct Sample: Codable, Equatable {
        var int: Int
        var double: Double
        var small: UInt8
        var flag: Bool
        var name: String?
        var list: [Int]
        var nested: [String: [Double]]
        var raw: JSONValue
    }

    @Test func jsonTypesAreHeldStrictly() throws {
        let json = try JSONValue.parse(Data(#"{"int":3,"double":2,"small":255,"flag":true,"name":null,"list":[1,2],"nested":{"a":[1.5]},"raw":{"x":[null,1.0]}}"#.utf8))
        let sample = try JSONValueDecoding.decode(Sample.self, from: json)
        #expect(sample == Sample(int: 3, double: 2, small: 255, flag: true, name: nil, list: [1, 2], nested: ["a": [1.5]],
                                 raw: .object([("x", .array([.null, .double(1)]))])))
        for bad in [#"{"int":3.5}"#, #"{"int":"3"}"#, #"{"small":256}"#, #"{"flag":1}"#, #"{"list":{}}"#] {
            var object = try JSONValue.parse(Data(#"{"int":3,"double":2,"small":1,"flag":true,"list":[],"nested":{},"raw":0}"#.utf8))
            guard case .object(var members) = object, case .object(let replacement) = try JSONValue.parse(Data(bad.utf8)) else { continue }
            members.removeAll { $0.key == replacement[0].key }
            members.append(replacement[0])
            object = .object(members)
            #expect(throws: DecodingError.self, "\(bad)") { try JSONValueDecoding.decode(Sample.self, from: object) }
        }
    }

    @Test func aMissingMemberIsNamedWithItsPath() throws {
        let json = try JSONValue.parse(Data(#"{"list":[{"int":1}]}"#.utf8))
        struct Outer: Decodable { var list: [Sample] }
        do {
            _ = try JSONValueDecoding.decode(Outer.self, from: json)
            Issue.record("decoded a sample without its members")
        } catch DecodingError.keyNotFound(let key, let context) {
            #expect(key.stringValue == "double")
            #expect(context.codingPath.map(\.stringValue) == ["list", "0"])
        }
    }

    private class Base: Codable {
        var name = ""
    }

    private final class Derived: Base {
        var size = 0
        private enum CodingKeys: String, CodingKey { case size }
        override init() { super.init() }
        required init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            size = try container.decode(Int.self, forKey: .size)
            try super.init(from: container.superDecoder())
        }
        override func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(size, forKey: .size)
            try super.encode(to: container.superEncoder())
        }
    }

    /// A superclass's members are where `superEncoder()` puts them, under "super".
    @Test func aSuperclassReadsFromWhereItsEncoderWroteIt() throws {
        let value = Derived()
        value.name = "base"
        value.size = 3
        let json = try JSONValue.parse(try JSONEncoder().encode(value))
        let ours = try JSONValueDecoding.decode(Derived.self, from: json)
        #expect(ours.name == "base" && ours.size == 3)
    }
}

import DemoIntents
import Foundation
import IntentCatalogs
import IntentKit
import Testing
import TestSupport

/// `IntentDefinition(json:at:)` reads what Foundation's `JSONEncoder` writes of the model
/// exactly as `JSONDecoder` does: every definition there is — the demo intents, Shortcuts'
/// built-in actions (When chains, subject variants, stored forms, every parameter class) and
/// a real app's catalog — and holds JSON's types strictly, naming the place of a mistake.
@Suite(.offThePool) struct DefinitionJSONTests {
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
        var storedForms = 0
        var variants = 0
        for definition in definitions {
            let data = try JSONEncoder().encode(definition)
            let ours = try IntentDefinition(json: try JSONValue.parse(data), at: .root)
            #expect(ours == definition, "\(definition.identifier)")
            #expect(ours == (try JSONDecoder().decode(IntentDefinition.self, from: data)))
            storedForms += definition.parameters.filter { $0.options.storedForm != nil }.count
            variants += definition.subjectVariants == nil ? 0 : 1
        }
        // The rarer shapes were among them.
        #expect(storedForms > 0)
        #expect(variants > 0)
    }

    /// The demo's Log Item definition as JSON, with `change` made to its members.
    private func logItem(_ change: (inout [(key: String, value: JSONValue)]) -> Void) throws -> JSONValue {
        let definition = try #require(try DemoIntents.makeRegistry().definitions.first { !$0.parameters.isEmpty && $0.summary != nil })
        guard case .object(var members) = try JSONValue.parse(try JSONEncoder().encode(definition)) else {
            throw JSONShapeError(at: .root, expected: "an object", found: nil)
        }
        change(&members)
        return .object(members)
    }

    private func replacing(_ key: String, with value: JSONValue) -> (inout [(key: String, value: JSONValue)]) -> Void {
        { members in
            members.removeAll { $0.key == key }
            members.append((key, value))
        }
    }

    @Test func jsonTypesAreHeldStrictlyAndMistakesNamedByPlace() throws {
        let cases: [(String, JSONValue, String)] = [
            ("isDiscoverable", .int(1), "$.isDiscoverable: expected true or false, found the number 1"),
            ("identifier", .int(3), "$.identifier: expected a string, found the number 3"),
            ("outputKind", .string("colour"), #"$.outputKind: expected the name of a ContentKind, found the string "colour""#),
            ("parameters", .array([.object([("id", .string("x"))])]), #"$.parameters[0]: expected an object with a "title" member, found an object"#),
            ("summary", .object([("text", .string("a")), ("when", .null)]), "$.summary: expected an object with exactly one of the keys summary, when, switch, found an object"),
        ]
        for (key, value, message) in cases {
            let json = try logItem(replacing(key, with: value))
            #expect(throws: JSONShapeError.self, "\(key)") { try IntentDefinition(json: json, at: .root) }
            do {
                _ = try IntentDefinition(json: json, at: .root)
            } catch {
                #expect(error.description == message)
            }
            // Foundation refuses the same.
            #expect(throws: DecodingError.self, "\(key)") {
                try JSONDecoder().decode(IntentDefinition.self, from: Data(json.compactText.utf8))
            }
        }
    }

    @Test func optionalsMayBeAbsentOrNullRequiredOnesMayNot() throws {
        let withNull = try logItem(replacing("summary", with: .null))
        #expect(try IntentDefinition(json: withNull, at: .root).summary == nil)
        let without = try logItem { $0.removeAll { $0.key == "summary" || $0.key == "category" } }
        #expect(try IntentDefinition(json: without, at: .root).summary == nil)
        let noTitle = try logItem { $0.removeAll { $0.key == "title" } }
        #expect(throws: JSONShapeError.self) { try IntentDefinition(json: noTitle, at: .root) }
        let nullTitle = try logItem(replacing("title", with: .null))
        #expect(throws: JSONShapeError.self) { try IntentDefinition(json: nullTitle, at: .root) }
    }

    /// A case is one key, in both readers; Foundation's names what it found.
    @Test func aCaseIsExactlyOneExpectedKey() throws {
        let good = #"{"placeholder": "distance"}"#
        #expect(try JSONDecoder().decode(SentencePart.self, from: Data(good.utf8)) == .placeholder("distance"))
        for bad in [#"{"text": "a", "placeholder": "b"}"#, #"{"sentence": "a"}"#, "{}"] {
            let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(SentencePart.self, from: Data(bad.utf8)) }
            guard case .dataCorrupted(let context)? = error else {
                Issue.record("\(bad): \(String(describing: error))")
                continue
            }
            #expect(context.debugDescription.hasPrefix("expected an object with exactly one of the keys text, placeholder, found"), "\(bad)")
            let summary = try logItem(replacing("summary", with: .object([("summary", .object([
                ("sentence", .array([try JSONValue.parse(Data(bad.utf8))])), ("showMore", .array([])),
            ]))])))
            do {
                _ = try IntentDefinition(json: summary, at: .root)
                Issue.record("read \(bad) as a sentence part")
            } catch {
                #expect(error.description.hasPrefix("$.summary.summary.sentence[0]: expected an object with exactly one of the keys text, placeholder"))
            }
        }
    }
}

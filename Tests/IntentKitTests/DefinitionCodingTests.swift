import DemoIntents
import Foundation
import IntentKit
import Testing

/// Definitions are data: they survive JSON, in a form a person can read.
@Suite struct DefinitionCodingTests {
    @Test func everyDemoDefinitionRoundTrips() throws {
        let definitions = try DemoIntents.makeRegistry().definitions
        let data = try JSONEncoder().encode(definitions)
        #expect(try JSONDecoder().decode([IntentDefinition].self, from: data) == definitions)
    }

    @Test func subjectVariantsAndOutputKindsRoundTrip() throws {
        var date = IntentDefinition(identifier: "if", title: "If")
        date.outputKind = .date
        var general = IntentDefinition(identifier: "if", title: "If")
        general.subjectVariants = SubjectVariants(parameter: "input", definitions: [.date: date])
        let data = try JSONEncoder().encode(general)
        #expect(String(decoding: data, as: UTF8.self).contains(#""definitions":{"date":"#), "kinds are keys a person can read")
        let decoded = try JSONDecoder().decode(IntentDefinition.self, from: data)
        #expect(decoded == general)
        #expect(decoded.specialized(forSubject: .date) == date)
        #expect(decoded.specialized(forSubject: .number) == general, "a kind without a variant reads in general")
        #expect(decoded.specialized(forSubject: nil) == general)
    }

    @Test func applesContentClassesHaveKinds() {
        #expect(ContentKind(appleClass: "NSDate") == .date)
        #expect(ContentKind(appleClass: "WFNumberContentItem") == .number)
        #expect(ContentKind(appleClass: "WFContactContentItem") == nil)
        #expect(ContentKind(appleClasses: ["NSString", "WFStringContentItem"]) == .text)
        #expect(ContentKind(appleClasses: ["NSString", "NSDate"]) == nil, "mixed outputs have no one kind")
        #expect(ContentKind(appleClasses: []) == nil)
    }

    @Test func nodesAndTypesUseOneKeyPerCase() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let node = SummaryNode.when(Condition(parameter: "p", comparison: .equalTo, value: .bool(true)),
                                    then: .summary(SummaryTemplate(sentence: [.text("Hi "), .placeholder("p")])), otherwise: nil)
        #expect(String(decoding: try encoder.encode(node), as: UTF8.self) ==
            #"{"when":{"condition":{"comparison":2,"parameter":"p","value":{"type":"bool","value":true}},"then":{"summary":{"sentence":[{"text":"Hi "},{"placeholder":"p"}],"showMore":[]}}}}"#)
        #expect(String(decoding: try encoder.encode(ValueType.array(.measurement(.length))), as: UTF8.self) == #"{"array":{"measurement":"length"}}"#)
        #expect(String(decoding: try encoder.encode([ValueType.int]), as: UTF8.self) == #"["int"]"#)
    }

    @Test func badShapesSayWhatWasExpected() {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SummaryNode.self, from: Data(#"{"maybe":{}}"#.utf8)) }
        do {
            _ = try JSONDecoder().decode(ValueType.self, from: Data(#""integer""#.utf8))
            Issue.record("decoded an unknown type name")
        } catch {
            #expect(String(describing: error).contains(#"found "integer""#))
        }
    }

    @Test func theSummaryTreeReadsLikeTheDSL() throws {
        let definition = try #require(try DemoIntents.makeRegistry().definition(for: "LogItemIntent"))
        let tree = try #require(definition.summary).treeDescription(parameterType: { definition.parameter($0)?.type })
        #expect(tree == """
            When(useCustomDate, .equalTo, On)
              Summary("Log ${item} on ${date}") { useCustomDate }
            otherwise:
              Summary("Log ${item}") { useCustomDate }
            """)
    }
}

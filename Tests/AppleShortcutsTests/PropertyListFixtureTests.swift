@testable import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Every property-list type, in both encodings, through our reader and writer and through
/// Foundation's: what we write opens in Apple's tools, and what they write opens here.
@Suite struct PropertyListFixtureTests {
    static let everyType: PropertyListValue = .dictionary([
        "string": .string("plain"),
        "unicode 山 🥾": .string("naïve 🥾 \u{FFFC} <tag> & \"quotes\""),
        "empty": .string(""),
        "zero": .integer(0),
        "small": .integer(200),
        "medium": .integer(70_000),
        "large": .integer(5_000_000_000),
        "negative": .integer(-42),
        "huge": .unsignedInteger(UInt64(Int.max) + 10),
        "color": .integer(4_282_601_983),
        "real": .real(2.5),
        "whole real": .real(3),
        "tiny real": .real(1e-300),
        "true": .bool(true),
        "false": .bool(false),
        "date": .date(Date(timeIntervalSinceReferenceDate: 786_000_000)),
        "data": .data(Array(0...255)),
        "no data": .data([]),
        "array": .array([.string("a"), .integer(1), .array([]), .dictionary([:])]),
        "long array": .array((0..<40).map { .integer($0) }),
        "$ keys": .dictionary(["$data": .string("not data"), "plain": .bool(true)]),
        "nested": .dictionary(["deeper": .dictionary(["deepest": .array([.real(-0.5)])])]),
    ])

    @Test(arguments: [PropertyListFormat.binary, .xml])
    func everyTypeRoundTrips(_ format: PropertyListFormat) throws {
        let bytes = PropertyListCoder.encode(Self.everyType, as: format)
        let (read, detected) = try PropertyListCoder.decode(bytes)
        #expect(detected == format)
        #expect(read == Self.everyType)
    }

    @Test(arguments: [PropertyListFormat.binary, .xml])
    func foundationReadsWhatWeWrite(_ format: PropertyListFormat) throws {
        let bytes = PropertyListCoder.encode(Self.everyType, as: format)
        let object = try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)
        let dictionary = try #require(object as? [String: Any])
        #expect(dictionary.count == Self.everyType.dictionaryValue?.count)
        #expect(dictionary["unicode 山 🥾"] as? String == "naïve 🥾 \u{FFFC} <tag> & \"quotes\"")
        #expect((dictionary["large"] as? NSNumber)?.int64Value == 5_000_000_000)
        #expect((dictionary["data"] as? Data)?.count == 256)
        #expect((dictionary["nested"] as? [String: Any])?["deeper"] != nil)
    }

    @Test(arguments: [PropertyListSerialization.PropertyListFormat.binary, .xml])
    func weReadWhatFoundationWrites(_ format: PropertyListSerialization.PropertyListFormat) throws {
        let object: [String: Any] = ["text": "héllo", "number": 7, "real": 1.25, "flag": true, "list": ["a", "b"],
                                     "data": Data([1, 2, 3]), "when": Date(timeIntervalSinceReferenceDate: 1000), "more": ["k": "v"]]
        let bytes = try PropertyListSerialization.data(fromPropertyList: object, format: format, options: 0)
        let (read, _) = try PropertyListCoder.decode(Array(bytes))
        #expect(read == .dictionary([
            "text": .string("héllo"), "number": .integer(7), "real": .real(1.25), "flag": .bool(true),
            "list": .array([.string("a"), .string("b")]), "data": .data([1, 2, 3]),
            "when": .date(Date(timeIntervalSinceReferenceDate: 1000)), "more": .dictionary(["k": .string("v")]),
        ]))
    }

    @Test func theJSONFormKeepsEveryTypeApart() throws {
        let json = Self.everyType.json
        #expect(try PropertyListValue(json: json, at: .root) == Self.everyType)
        let text = json.compactText
        #expect(text.contains(#""whole real":3.0"#), "a whole real stays a real")
        #expect(text.contains(#""$dict":"#), "a dictionary with $ keys is wrapped")
        #expect(text.contains(#""huge":{"$uint":"9223372036854775817"}"#))
        // Through the parser too, as a journal or a .shortcut.json is read.
        #expect(try PropertyListValue(json: JSONValue.parse(Array(text.utf8)), at: .root) == Self.everyType)
    }

    @Test func anEmptyShortcutAndUnicodeKeysOpen() throws {
        let workflow: PropertyListValue = .dictionary([
            "WFWorkflowActions": .array([]),
            "WFWorkflowIcon": .dictionary(["WFWorkflowIconGlyphNumber": .integer(59511), "WFWorkflowIconStartColor": .integer(-1263359489)]),
            "WFWorkflowName": .string("Tée ☕️"),
        ])
        for format in [PropertyListFormat.binary, .xml] {
            let decoded = try ShortcutFileCodec.decode(PropertyListCoder.encode(workflow, as: format), file: "f", name: "file name", date: .distantPast)
            #expect(decoded.document.actions.isEmpty)
            #expect(decoded.document.name == "Tée ☕️", "WFWorkflowName wins over the file's name")
            var renamed = decoded.document
            renamed.name = "Coffee"
            let (written, _) = try PropertyListCoder.decode(ShortcutFileCodec.encode(renamed, as: format, file: "f"))
            #expect(written["WFWorkflowName"] == .string("Coffee"), "a renamed shortcut that names itself says the new name")
            #expect(written["WFWorkflowIcon"] == workflow["WFWorkflowIcon"])
        }
    }

    @Test func parametersBecomeTypedValuesOrStayVerbatim() throws {
        let action: PropertyListValue = .dictionary([
            "WFWorkflowActionIdentifier": .string("is.workflow.actions.gettext"),
            "WFWorkflowActionParameters": .dictionary([
                "UUID": .string("0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10"),
                "WFTextActionText": .string("Hello"),
                "WFNumber": .integer(3), "WFReal": .real(0.5), "WFShow": .bool(true),
                "WFData": .data([9]),
            ]),
            "SomethingNew": .string("kept"),
        ])
        let decoded = try WorkflowDecoder.decodeAction(action, path: "WFWorkflowActions[0]", file: "f")
        #expect(decoded.id == UUID(uuidString: "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10"))
        #expect(decoded.intent == "is.workflow.actions.gettext")
        #expect(decoded.values["WFTextActionText"] == .string("Hello"))
        #expect(decoded.values["WFNumber"] == .int(3))
        #expect(decoded.values["WFReal"] == .double(0.5))
        #expect(decoded.values["WFShow"] == .bool(true))
        #expect(decoded.values["WFData"] == .opaque(OpaqueValue(propertyList: .data([9]))))
        #expect(decoded.unknownMembers["SomethingNew"] == .string("kept"))
        #expect(try WorkflowEncoder.encodeAction(decoded, path: "", file: "f") == action)
    }

    @Test func structuredValuesReadAsWhatTheyMean() {
        let output: PropertyListDictionary = ["Type": .string("ActionOutput"), "OutputName": .string("Contents of URL"),
                                              "OutputUUID": .string("A"), "Aggrandizements": .array([.dictionary(["Type": .string("WFPropertyVariableAggrandizement"), "PropertyName": .string("Name")])])]
        let text: PropertyListValue = .dictionary([
            "WFSerializationType": .string("WFTextTokenString"),
            "Value": .dictionary(["string": .string("Hi \u{FFFC} and \u{FFFC}"),
                                  "attachmentsByRange": .dictionary(["{9, 1}": .dictionary(["Type": .string("ExtensionInput")]),
                                                                     "{3, 1}": .dictionary(output)])]),
        ])
        #expect(text.summary == "Hi [Contents of URL › Name] and [Shortcut Input]")
        let single: PropertyListValue = .dictionary(["WFSerializationType": .string("WFTextTokenAttachment"),
                                                     "Value": .dictionary(["Type": .string("Variable"), "VariableName": .string("Total")])])
        #expect(single.summary == "[Total]")
        let quantity: PropertyListValue = .dictionary(["WFSerializationType": .string("WFQuantityFieldValue"),
                                                       "Value": .dictionary(["Magnitude": .string("5"), "Unit": .string("km")])])
        #expect(quantity.summary == "5 km")
        let dictionary: PropertyListValue = .dictionary(["WFSerializationType": .string("WFDictionaryFieldValue"),
                                                         "Value": .dictionary(["WFDictionaryFieldValueItems": .array([.dictionary([:]), .dictionary([:])])])])
        #expect(dictionary.summary == "Dictionary (2)")
        #expect(PropertyListValue.data([1, 2]).summary == "Data (2 bytes)")
        let entity: PropertyListValue = .dictionary(["identifier": .string("yose"), "title": .dictionary(["key": .string("Yosemite")])])
        #expect(entity.summary == "Yosemite", "an app entity reads as its title")
        #expect(IntentValue.opaque(OpaqueValue(propertyList: single)).displayText(as: nil) == "[Total]", "cards show the summary, not a dump")
    }
}

/// XML dates for every date a binary list holds: years 1, 9999 and beyond, before 1970.
@Suite struct XMLDateTests {
    @Test(arguments: [0.0, -978_307_200, 786_000_000, -63_113_904_000, 252_423_993_599, 1e13, -1e13, -0.5, 59.999])
    func datesRoundTripToTheSecond(_ seconds: Double) throws {
        let date = Date(timeIntervalSinceReferenceDate: seconds)
        let text = XMLDate.text(date)
        let read = try #require(XMLDate.parse(text), "\(text)")
        #expect(read.timeIntervalSinceReferenceDate == seconds.rounded(.down), "\(text)")
    }

    @Test func theTextIsApples() {
        #expect(XMLDate.text(Date(timeIntervalSinceReferenceDate: 0)) == "2001-01-01T00:00:00Z")
        #expect(XMLDate.text(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(XMLDate.text(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(XMLDate.parse("2026-11-23T10:00:00Z") == ISO8601Text.parse("2026-11-23T10:00:00Z"))
        #expect(XMLDate.parse("2026-13-01T00:00:00Z") == nil)
        #expect(XMLDate.parse("2026-11-23 10:00:00") == nil)
    }
}

/// What the coverage-guided fuzzer found (Scripts/fuzz shortcut), each kept as a test.
@Suite struct ShortcutFuzzFindingsTests {
    @Test func anActionWithoutParametersIsWrittenBackWithout() throws {
        let workflow: PropertyListValue = .dictionary([
            "WFWorkflowActions": .array([.dictionary(["WFWorkflowActionIdentifier": .string("is.workflow.actions.nothing")]),
                                         .dictionary(["WFWorkflowActionIdentifier": .string("is.workflow.actions.nothing"),
                                                      "WFWorkflowActionParameters": .dictionary([:])])]),
        ])
        for format in [PropertyListFormat.binary, .xml] {
            var document = try ShortcutFileCodec.decode(PropertyListCoder.encode(workflow, as: format), file: "f", name: "f", date: .distantPast).document
            #expect(try PropertyListCoder.decode(ShortcutFileCodec.encode(document, as: format, file: "f")).0 == workflow)
            // Once it has a value, it has a parameters dictionary.
            document.actions[0].values["WFNew"] = .bool(true)
            let edited = try PropertyListCoder.decode(ShortcutFileCodec.encode(document, as: format, file: "f")).0
            #expect(edited["WFWorkflowActions"]?.arrayValue?[0]["WFWorkflowActionParameters"] == .dictionary(["WFNew": .bool(true)]))
        }
    }

    @Test func aNotANumberRealEqualsItself() throws {
        let value: PropertyListValue = .array([.real(.nan), .real(-0.0)])
        #expect(value == .array([.real(.nan), .real(0.0)]))
        #expect(value.hashValue == PropertyListValue.array([.real(.nan), .real(0.0)]).hashValue)
        #expect(try PropertyListCoder.decode(PropertyListCoder.encode(value, as: .binary)).0 == value)
        #expect(try PropertyListCoder.decode(PropertyListCoder.encode(value, as: .xml)).0 == value)
    }
}

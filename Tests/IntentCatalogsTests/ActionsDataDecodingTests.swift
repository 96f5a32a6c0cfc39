import Foundation
@testable import IntentCatalogs
import IntentKit
import Testing

/// Small catalogs of our own, built to cover each construct of the format.
@Suite struct ActionsDataDecodingTests {
    /// A catalog with one action whose summary is `When(p <op> value) {"yes"} otherwise: {"no"}`.
    static func whenCatalog(code: Int, type: String, value: String?) -> Data {
        let valueMember = value.map { #", "value": \#($0)"# } ?? ""
        return Data("""
            {"actions": {"Check": {"identifier": "Check", "title": {"key": "Check"},
              "parameters": [{"name": "p", "isOptional": true, "valueType": \(type)}],
              "actionConfiguration": {"whenClause": {"wrapper": {
                "condition": {"comparisonOperator": \(code), "parameterIdentifier": "p"\(valueMember)},
                "when": {"actionSummary": {"wrapper": {"summaryString": {"formatString": "yes ${p}"}}}},
                "otherwise": {"actionSummary": {"wrapper": {"summaryString": {"formatString": "no ${p}"}}}}}}}}},
             "enums": [{"identifier": "Size", "cases": [
                {"identifier": "s", "displayRepresentation": {"title": {"key": "Small"}, "synonyms": [{"key": "little"}]}},
                {"identifier": "l", "displayRepresentation": {"title": {"key": "Large"}}}]}]}
            """.utf8)
    }

    static let string = #"{"primitive": {"wrapper": {"typeIdentifier": 0}}}"#
    static let int = #"{"primitive": {"wrapper": {"typeIdentifier": 2}}}"#
    static let size = #"{"linkEnumeration": {"wrapper": {"identifier": "Size"}}}"#
    static func text(_ s: String) -> String { #"{"string": {"wrapper": "\#(s)"}}"# }
    static func enumCase(_ c: String) -> String { #"{"enumeration": {"identifier": "Size", "value": "\#(c)"}}"# }

    /// Every operator code, with a value that takes the `when` branch and one that does not.
    @Test(arguments: [
        (0, string, nil, IntentValue.string("x"), IntentValue?.none),
        (1, string, text("a"), .string("b"), .string("a")),
        (2, size, enumCase("l"), .enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "l")),
         .enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "s"))),
        (3, int, #"{"int": {"wrapper": 5}}"#, .int(4), .int(5)),
        (4, int, #"{"int": {"wrapper": 5}}"#, .int(5), .int(6)),
        (5, int, #"{"int": {"wrapper": 5}}"#, .int(6), .int(5)),
        (6, int, #"{"int": {"wrapper": 5}}"#, .int(5), .int(4)),
        (7, size, #"{"array": {"values": [\#(enumCase("s")), \#(enumCase("l"))]}}"#,
         .enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "l")), nil),
        (8, string, nil, nil, .string("x")),
        (9, string, text("ab"), .string("xyz"), .string("xaby")),
        (10, string, text("ab"), .string("xaby"), .string("xyz")),
        (11, string, text("ab"), .string("abc"), .string("cab")),
        (12, string, text("ab"), .string("cab"), .string("abc")),
    ] as [(Int, String, String?, IntentValue?, IntentValue?)])
    func everyOperatorCodeTakesItsBranch(code: Int, type: String, value: String?, taking: IntentValue?, notTaking: IntentValue?) throws {
        let catalog = try ActionsDataCatalog.decode(Self.whenCatalog(code: code, type: type, value: value), file: "t.actionsdata", namespace: "t")
        let intent = try #require(catalog.definitions.first)
        func branch(_ v: IntentValue?) -> String? {
            intent.resolveSummary(values: v.map { ["p": $0] } ?? [:]).text.split(separator: " ").first.map(String.init)
        }
        #expect(branch(taking) == "yes", "code \(code) with \(String(describing: taking))")
        #expect(branch(notTaking) == "no", "code \(code) with \(String(describing: notTaking))")
    }

    @Test func anUnknownOperatorCodeIsAnErrorForThatActionOnly() throws {
        let catalog = try ActionsDataCatalog.decode(Self.whenCatalog(code: 42, type: Self.string, value: nil), file: "t.actionsdata", namespace: "t")
        #expect(catalog.definitions.isEmpty)
        #expect(catalog.problems.map(\.description) == [
            "t.actionsdata: action Check: $.actions.Check.actionConfiguration.whenClause.wrapper.condition.comparisonOperator: expected an operator code from 0 to 12, found the number 42",
        ])
    }

    @Test func typesValuesDefaultsAndMissingTitles() throws {
        let data = Data("""
            {"actions": {
              "NoTitle": {"identifier": "NoTitle", "parameters": [
                {"name": "when", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 8}}}},
                {"name": "place", "valueType": {"primitive": {"wrapper": {"typeIdentifier": 10}}}},
                {"name": "files", "valueType": {"intents": {"wrapper": {"typeIdentifier": 3}}}},
                {"name": "sizes", "isOptional": false, "valueType": {"array": {"wrapper": {"memberValueType":
                    {"linkEnumeration": {"wrapper": {"identifier": "Size"}}}}}},
                 "typeSpecificMetadata": ["LNValueTypeSpecificMetadataKeyDefaultValue",
                    {"array": {"values": [{"enumeration": {"identifier": "Size", "value": "s"}}]}}]},
                {"name": "pin", "valueType": {"entity": {"wrapper": {"typeName": "PinEntity"}}},
                 "typeSpecificMetadata": ["Other", 1, "LNValueTypeSpecificMetadataKeyDefaultValue", {"galaxy": {"wrapper": 7}}]}],
               "futureKey": {"anything": true}},
              "Broken": {"title": {"key": "No identifier"}}},
             "entities": {"PinEntity": {"typeName": "PinEntity", "displayTypeName": {"key": "Pin"},
                "properties": [{"identifier": "name", "title": {"key": "Name"}, "isOptional": false,
                                "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}]}},
             "enums": [{"identifier": "Size", "displayTypeName": {"key": "Size"}, "cases": [
                {"identifier": "s", "displayRepresentation": {"title": {"key": "Small"}, "subtitle": {"key": "S"}, "synonyms": [{"key": "little"}]}}]}]}
            """.utf8)
        let catalog = try ActionsDataCatalog.decode(data, file: "x.actionsdata", namespace: "x")
        #expect(catalog.problems.map(\.action) == ["Broken"], "one bad action does not hide the others")
        let intent = try #require(catalog.definitions.first)
        #expect(intent.identifier == "x.NoTitle")
        #expect(intent.title == "NoTitle")
        #expect(intent.summary == nil)
        #expect(intent.parameter("when")?.type == .date)
        #expect(intent.parameter("place")?.type == .opaque("primitive 10"))
        #expect(intent.parameter("files")?.type == .file)
        guard case .array(.enumeration(let size))? = intent.parameter("sizes")?.type else {
            Issue.record("sizes should be an array of Size")
            return
        }
        #expect(size.cases == [EnumCaseDefinition(identifier: "s", title: "Small", subtitle: "S", synonyms: ["little"])])
        #expect(intent.parameter("sizes")?.defaultValue == .array([.enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "s"))]))
        #expect(intent.parameter("sizes")?.isRequired == true)
        guard case .entity(let pin)? = intent.parameter("pin")?.type else {
            Issue.record("pin should be an entity")
            return
        }
        #expect(pin.title == "Pin" && pin.properties.map(\.identifier) == ["name"])
        #expect(intent.parameter("pin")?.defaultValue == .opaque(OpaqueValue(kind: "galaxy", json: .object([("galaxy", .object([("wrapper", .int(7))]))]))),
                "an unknown LNValue is kept whole")
    }

    @Test func switchCasesWithSeveralValuesAndADefault() throws {
        let data = Data("""
            {"actions": {"S": {"identifier": "S", "parameters": [{"name": "p", "valueType": {"linkEnumeration": {"wrapper": {"identifier": "Size"}}}}],
              "actionConfiguration": {"switchStatement": {"wrapper": {"parameterIdentifier": "p", "cases": [
                {"isDefaultCase": false, "value": {"array": {"values": [{"enumeration": {"identifier": "Size", "value": "s"}},
                                                                       {"enumeration": {"identifier": "Size", "value": "m"}}]}},
                 "configuration": {"actionSummary": {"wrapper": {"summaryString": {"formatString": "small or medium ${p}"}}}}},
                {"isDefaultCase": true, "configuration": {"actionSummary": {"wrapper": {"summaryString": {"formatString": "other ${p}"},
                 "otherParameterIdentifiers": ["q"]}}}}]}}}}},
             "enums": [{"identifier": "Size", "cases": [{"identifier": "s"}, {"identifier": "m"}, {"identifier": "l"}]}]}
            """.utf8)
        let intent = try #require(try ActionsDataCatalog.decode(data, file: "s", namespace: "s").definitions.first)
        func text(_ c: String) -> String { intent.resolveSummary(values: ["p": .enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: c))]).text }
        #expect(text("s") == "small or medium s")
        #expect(text("m") == "small or medium m")
        #expect(text("l") == "other l")
    }

    @Test(arguments: [
        ("{\"actions\": {", "t.actionsdata:1:14:"),
        ("[1, 2]", "t.actionsdata: $: expected an object"),
        ("{\"actions\": []}", "t.actionsdata: $.actions: expected an object"),
        ("", "t.actionsdata:1:1:"),
    ])
    func malformedCatalogsNameTheFileAndPlace(text: String, prefix: String) {
        #expect {
            _ = try ActionsDataCatalog.decode(Data(text.utf8), file: "t.actionsdata", namespace: "t")
        } throws: { error in
            "\(error)".hasPrefix(prefix)
        }
    }

    @Test func localizationKeysComeFromStringsTablesOrReadThemselves() throws {
        let data = Data("""
            {"actions": {"Make": {"identifier": "Make", "title": {"key": "MAKE_FOLDER_TITLE", "table": "Folders"},
              "parameters": [{"name": "folderName", "title": {"key": "FOLDER_NAME", "table": "Folders"}}],
              "actionConfiguration": {"actionSummary": {"wrapper": {"table": "Folders",
                "summaryString": {"formatString": "MAKE_FOLDER_SUMMARY"}}}}}}}
            """.utf8)
        let tables = StringsTables(tables: ["Folders": ["MAKE_FOLDER_TITLE": "Create Folder", "MAKE_FOLDER_SUMMARY": "Create ${folderName}"]])
        let localized = try #require(try ActionsDataCatalog.decode(data, file: "f", namespace: "f", strings: tables).definitions.first)
        #expect(localized.title == "Create Folder")
        #expect(localized.resolveSummary(values: [:]).text == "Create Folder Name")
        let bare = try #require(try ActionsDataCatalog.decode(data, file: "f", namespace: "f").definitions.first)
        #expect(bare.title == "Make Folder Title")
        #expect(bare.parameter("folderName")?.title == "Folder Name")
    }

    @Test func stringsFilesOfBothFormatsParse() throws {
        #expect(StringsTables.parseStrings("/* c */ \"A\" = \"x \\\"y\\\"\";\n// d\n\"B\"=\"z\";") == ["A": "x \"y\"", "B": "z"])
        #expect(StringsTables.parseStrings("\"A\" = ") == nil)
        let catalog = Data(#"{"sourceLanguage": "en", "strings": {"K": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Kay"}}}}}}"#.utf8)
        #expect(StringsTables.parseStringCatalog(catalog) == ["K": "Kay"])
    }
}

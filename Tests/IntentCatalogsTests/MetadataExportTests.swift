import DemoIntents
import Foundation
import IntentCatalogs
import IntentKit
import Testing

/// `intents --export-metadata`: definitions written as actionsdata read back equal.
@Suite struct MetadataExportTests {
    static func roundTrip(_ definitions: [IntentDefinition], namespace: String? = nil) throws -> ActionsDataCatalog {
        let text = ActionsDataExport.catalog(of: definitions, generatorVersion: "test").canonicalText()
        return try ActionsDataCatalog.decode(Data(text.utf8), file: "export.actionsdata", namespace: namespace)
    }

    @Test func theDemoIntentsRoundTripLosslessly() throws {
        let registry = try DemoIntents.makeRegistry()
        let declared = registry.definitions.filter { registry.isDeclaredInSwift($0.identifier) }
        #expect(declared.count == DemoIntents.types.count)
        let catalog = try Self.roundTrip(declared)
        #expect(catalog.problems.isEmpty)
        // `actions` is a JSON object: the file keeps no order, so compare by identifier.
        let read = Dictionary(uniqueKeysWithValues: catalog.definitions.map { ($0.identifier, $0) })
        #expect(read.keys.sorted() == declared.map(\.identifier).sorted())
        for original in declared {
            #expect(read[original.identifier] == original, "\(original.identifier) changed on the way")
        }
    }

    /// Every value type, every value kind, and the summary constructs the demo intents lack.
    static let everyConstruct: IntentDefinition = {
        let size = EnumDefinition(identifier: "Size", title: "Size", cases: [
            EnumCaseDefinition(identifier: "s", title: "Small", subtitle: "up to 1 l", synonyms: ["little"]),
            EnumCaseDefinition(identifier: "l", title: "Large"),
        ])
        let place = EntityTypeDefinition(identifier: "Place", title: "Place", query: [.stringSearch],
                                         properties: [EntityPropertyDefinition(identifier: "size", title: "Size", type: .enumeration(size), isOptional: true)])
        let types: [(String, ValueType, IntentValue?)] = [
            ("text", .string, .string("a ${not} placeholder")),
            ("count", .int, .int(-3)),
            ("ratio", .double, .double(.infinity)),
            ("whole", .double, .double(2)),
            ("price", .decimal, .decimal(Decimal(string: "12345678901234567890.123")!)),
            ("flag", .bool, .bool(true)),
            ("when", .date, .date(Date(timeIntervalSince1970: 1_700_000_000.000_25))),
            ("link", .url, .url(URL(string: "https://example.com/a?b=c")!)),
            ("length", .duration, .duration(.seconds(90))),
            ("height", .measurement(.length), .measurement(IntentMeasurement(value: 1.5, unit: "m", dimension: .length))),
            ("size", .enumeration(size), .enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "l"))),
            ("place", .entity(place), .entity(EntityReference(typeIdentifier: "Place", id: .int(7), title: "Home"))),
            ("places", .array(.entity(place)), .array([])),
            ("words", .array(.string), .array([.string("x"), .string("y")])),
            ("attachment", .file, nil),
            ("placemark", .opaque("primitive 10"), .opaque(OpaqueValue(kind: "placemark", json: .object([("placemark", .object([("lat", .double(1))]))])))),
            ("odd", .opaque("someday"), nil),
        ]
        var options = ParameterOptions(requestValueDialog: "How big?", controlStyle: .slider,
                                       inclusiveRange: InclusiveRange(lower: .int(0), upper: .int(9)), dateKind: .time,
                                       collectionSize: CollectionSize(min: 1, max: nil), optionsSource: .dynamicOptions("sizes"))
        options.textInput = TextInputOptions(multiline: true, capitalization: .none)
        let parameters = types.enumerated().map { index, item in
            ParameterDefinition(id: item.0, title: index == 0 ? "URL" : item.0.uppercased() + "_TITLE", description: index == 1 ? "How many" : "",
                                type: item.1, isOptional: index % 2 == 0, defaultValue: item.2,
                                options: index == 2 ? options : ParameterOptions())
        }
        func summary(_ text: String, _ placeholder: String, showMore: [String] = [], table: String? = nil) -> SummaryNode {
            .summary(SummaryTemplate(sentence: [.text(text), .placeholder(placeholder)], showMore: showMore, table: table))
        }
        let large = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "l"))
        let small = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "s"))
        let tree = SummaryNode.when(
            Condition(parameter: "size", comparison: .oneOf, value: .array([large, small])),
            then: .switch(parameter: "size", cases: [
                SwitchCase(values: [large], node: summary("Big ", "size", showMore: ["count"], table: "Sizes")),
                SwitchCase(values: [small, large], node: .when(Condition(parameter: "height", comparison: .greaterThan,
                                                                         value: .measurement(IntentMeasurement(value: 2, unit: "m", dimension: .length))),
                                                               then: summary("Tall ", "height"), otherwise: nil)),
            ], default: .summary(SummaryTemplate())),
            otherwise: .when(Condition(parameter: "place", comparison: .equalTo, value: .string("home")),
                             then: summary("At ", "place"),
                             otherwise: .when(Condition(parameter: "price", comparison: .hasNoValue), then: summary("Free ", "count"),
                                              otherwise: .when(Condition(parameter: "length", comparison: .lessThan, value: .duration(.seconds(5))),
                                                               then: summary("Quick ", "length"), otherwise: summary("Set ", "when")))))
        return IntentDefinition(identifier: "Everything", title: "Everything", description: "Every construct", category: "Tests",
                                searchKeywords: ["all", "every"], isDiscoverable: false, openAppWhenRun: true,
                                parameters: parameters, summary: tree)
    }()

    @Test func everyTypeValueAndSummaryConstructRoundTrips() throws {
        let bare = IntentDefinition(identifier: "Bare", title: "BARE_TITLE")
        let catalog = try Self.roundTrip([Self.everyConstruct, bare])
        #expect(catalog.problems.isEmpty)
        let read = Dictionary(uniqueKeysWithValues: catalog.definitions.map { ($0.identifier, $0) })
        let everything = try #require(read["Everything"])
        for (parameter, original) in zip(everything.parameters, Self.everyConstruct.parameters) {
            #expect(parameter == original, "parameter \(original.id)")
        }
        #expect(everything.summary == Self.everyConstruct.summary)
        #expect(everything == Self.everyConstruct)
        #expect(read["Bare"] == bare, "text that looks like a key is still our text")
    }

    @Test func loadedUnderANamespaceTheIntentsAreGroupedByIt() throws {
        let catalog = try Self.roundTrip([Self.everyConstruct], namespace: "mine")
        let read = try #require(catalog.definitions.first)
        #expect(read.identifier == "mine.Everything")
        #expect(read.category == "mine")
        #expect(read.parameters == Self.everyConstruct.parameters)
        #expect(read.summary == Self.everyConstruct.summary)
    }

    /// The export is Apple's shape: the parts Apple's readers know are where they look.
    @Test func theExportUsesApplesFormsWhereTheyExist() throws {
        let json = ActionsDataExport.catalog(of: [Self.everyConstruct], generatorVersion: "1.2")
        let action = try #require(json["actions"]?["Everything"])
        #expect(action["title"]?["key"] == .string("Everything"))
        let parameters = try #require(action["parameters"].flatMap { if case .array(let items) = $0 { items } else { nil } })
        #expect(parameters[0]["valueType"] == .object([("primitive", .object([("wrapper", .object([("typeIdentifier", .int(0))]))]))]))
        #expect(parameters[0]["typeSpecificMetadata"] == .array([.string("LNValueTypeSpecificMetadataKeyDefaultValue"),
                                                                 .object([("string", .object([("wrapper", .string("a ${not} placeholder"))]))])]))
        #expect(parameters[10]["valueType"]?["linkEnumeration"]?["wrapper"]?["identifier"] == .string("Size"))
        #expect(parameters[2]["dynamicOptionsSupport"] == .int(1))
        let condition = action["actionConfiguration"]?["whenClause"]?["wrapper"]?["condition"]
        #expect(condition?["comparisonOperator"] == .int(7))
        #expect(json["generator"] == .object([("name", .string("shortcut-editor")), ("version", .string("1.2"))]))
        #expect(json["entities"]?["Place"]?["displayTypeName"]?["key"] == .string("Place"))
    }
}

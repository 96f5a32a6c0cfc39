import Foundation
@testable import IntentCatalogs
import IntentKit
import Testing

/// Shortcuts' own actions from the bundled catalog: present, typed by parameter class, and
/// their summary variants following the values as Apple's editor does.
@Suite struct BuiltInActionsTests {
    static let registry: IntentRegistry = {
        var registry = IntentRegistry()
        for definition in BuiltInActions.definitions { try? registry.register(definition) }
        return registry
    }()

    static func sentence(_ identifier: String, _ values: [String: IntentValue] = [:]) -> String? {
        registry.definition(for: identifier)?.resolveSummary(values: values).text
    }

    @Test func theActionsRealShortcutsUseArePresent() {
        let required = """
            conditional setvariable getvalueforkey gettext getvariable comment showresult downloadurl url documentpicker.open
            repeat.each choosefrommenu math appendvariable number alert text.match detect.number ask nothing choosefromlist count
            notification getitemfromlist text.replace detect.dictionary documentpicker.save file.createfolder list dictionary exit
            runworkflow setitemname openurl repeat.count detect.text round format.number text.split urlencode properties.files date
            file.delete previewdocument text.combine
            """.split(whereSeparator: \.isWhitespace)
        let missing = required.filter { Self.registry.definition(for: "is.workflow.actions." + $0) == nil }
        #expect(missing.isEmpty, "\(missing)")
        #expect(BuiltInActions.definitions.count >= 250)
        #expect(Self.registry.definition(for: "is.workflow.actions.downloadurl")?.title == "Get Contents of URL")
        #expect(Self.registry.definition(for: "is.workflow.actions.downloadurl")?.category == "Web")
        #expect(Self.registry.definition(for: "is.workflow.actions.text.split")?.title == "Split Text", "filled in from the older reference")
    }

    @Test func applesSummariesReadAsSentences() {
        #expect(Self.sentence("is.workflow.actions.setvariable") == "Set variable Variable to Input")
        #expect(Self.sentence("is.workflow.actions.setvariable", ["WFVariableName": .string("Total")]) == "Set variable Total to Input")
        #expect(Self.sentence("is.workflow.actions.downloadurl", ["WFURL": .string("https://example.com")]) == "Get contents of https://example.com")
        #expect(Self.sentence("is.workflow.actions.showresult", ["Text": .string("Done")]) == "Show Done")
    }

    @Test func variantsFollowTheValuesLive() {
        let id = "is.workflow.actions.getitemfromlist"
        // The default item is the first; the values are plain strings, as Shortcuts writes them.
        #expect(Self.sentence(id) == "Get First Item from List")
        #expect(Self.sentence(id, ["WFItemSpecifier": .string("Item At Index"), "WFItemIndex": .double(2)]) == "Get Item At Index 2 from List")
        #expect(Self.sentence(id, ["WFItemSpecifier": .string("Items in Range")]) == "Get Items in Range Start Index to End Index from List")
        let round = "is.workflow.actions.round"
        #expect(Self.sentence(round, ["WFRoundTo": .string("10 ^"), "TenToThePowerOf": .double(3)])?.hasSuffix("to 10 ^ 3") == true)
        #expect(Self.sentence(round, ["WFRoundTo": .string("Tenths")])?.hasSuffix("to Tenths") == true)
    }

    @Test func parametersShowOnlyWhileTheirRelationsHold() throws {
        let ask = try #require(Self.registry.definition(for: "is.workflow.actions.ask"))
        func listed(_ values: [String: IntentValue]) -> [String] { ask.resolveSummary(values: values).showMore.map(\.id) }
        #expect(!listed([:]).contains("WFAskActionDateGranularity"), "Granularity is for dates only")
        #expect(listed(["WFInputType": .string("Date")]).contains("WFAskActionDateGranularity"))
        #expect(listed(["WFInputType": .string("Date")]).contains("WFAskActionDefaultAnswerDate"))
        #expect(!listed(["WFInputType": .string("Date")]).contains("WFAskActionDefaultAnswer"))
    }

    @Test func parameterClassesChooseTheValueType() throws {
        let math = try #require(Self.registry.definition(for: "is.workflow.actions.math"))
        #expect(math.parameter("WFMathOperand")?.type == .double)
        guard case .enumeration(let operations)? = math.parameter("WFMathOperation")?.type else {
            Issue.record("WFMathOperation is not an enumeration")
            return
        }
        #expect(operations.cases.map(\.identifier).prefix(4) == ["+", "-", "×", "÷"])
        #expect(math.parameter("WFMathOperation")?.defaultValue == .enumCase(EnumCaseValue(enumIdentifier: operations.identifier, caseIdentifier: "+")))
        let alert = try #require(Self.registry.definition(for: "is.workflow.actions.alert"))
        #expect(alert.parameters.contains { $0.type == .bool })
        let text = try #require(Self.registry.definition(for: "is.workflow.actions.gettext"))
        #expect(text.parameter("WFTextActionText")?.options.textInput?.multiline == true)
        let variable = try #require(Self.registry.definition(for: "is.workflow.actions.setvariable"))
        #expect(variable.parameter("WFInput")?.type == .opaque(OpaqueValue.propertyListKind), "a variable picker keeps its value verbatim")
    }

    @Test func everySummaryNamesOnlyItsParametersAndPassesLint() {
        let diagnostics = IntentLinter.lint(Self.registry).filter { $0.severity == .error }
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(5).map(\.description))")
    }

    @Test func aBadCatalogSaysWhere() {
        let json: JSONValue = .object([("actions", .array([.object([("title", .string("No identifier"))])]))])
        #expect(throws: JSONShapeError.self) { _ = try BuiltInActions.decode(json) }
        do {
            _ = try BuiltInActions.decode(json)
        } catch {
            #expect(error.description.contains("$.actions[0]"), "\(error)")
        }
    }
}

/// A summary that is a localization key no strings table translates reads as the intent's
/// title and its placeholders, and lint says so.
@Suite struct UntranslatedSummaryTests {
    static let catalog = """
        {"actions": {"CreateFolderIntent": {"identifier": "CreateFolderIntent", "title": {"key": "Create Folder"},
          "parameters": [{"name": "name", "title": {"key": "Name"}, "isOptional": false,
                          "valueType": {"primitive": {"wrapper": {"typeIdentifier": 0}}}}],
          "actionConfiguration": {"actionSummary": {"wrapper": {"summaryString": {
            "formatString": "CREATE_FOLDER_INTENT_PARAMETER_SUMMARY ${name}", "parameterIdentifiers": ["name"]}}}}}}}
        """

    @Test func theFallbackIsTheTitleAndThePlaceholders() throws {
        let catalog = try ActionsDataCatalog.decode(Data(Self.catalog.utf8), file: "notes.actionsdata", namespace: "com.example.notes")
        let definition = try #require(catalog.definitions.first)
        #expect(definition.resolveSummary(values: ["name": .string("Plans")]).text == "Create Folder Plans")
        let lint = IntentLinter.lint(definition).map(\.description)
        #expect(lint.contains { $0.contains("the summary is the localization key \"CREATE_FOLDER_INTENT_PARAMETER_SUMMARY ${name}\"") }, "\(lint)")
        #expect(IntentLinter.lint(definition).allSatisfy { $0.severity == .warning })
        // Exported again, the key is written, not the fallback.
        let exported = ActionsDataExport.catalog(of: [definition], generatorVersion: "test").canonicalText()
        #expect(exported.contains("CREATE_FOLDER_INTENT_PARAMETER_SUMMARY ${name}"))
    }

    @Test func wordsAreNotKeys() {
        #expect(ActionsDataDecoder.isLocalizationKey("CREATE_FOLDER ${name}"))
        #expect(!ActionsDataDecoder.isLocalizationKey("Open ${condition} for ${location}"))
        #expect(!ActionsDataDecoder.isLocalizationKey("OK ${x}"), "no underscore: a short word in capitals")
    }
}

/// The catalog registered lazily: identifiers at once, each definition when first asked for.
@Suite struct LazyBuiltInActionsTests {
    @Test func registeringListsEveryActionAndMakesEachAsTheEagerListHasIt() throws {
        var registry = IntentRegistry()
        BuiltInActions.register(into: &registry)
        #expect(registry.identifiers == BuiltInActions.definitions.map(\.identifier))
        // Every entry of the bundled catalog has an identifier and decodes: one that did not
        // would otherwise vanish without a word.
        let listed = try #require(BuiltInActions.catalog.bytes.withUnsafeBufferPointer { try? JSONIndex($0, listing: "actions") })
        #expect(BuiltInActions.catalog.entries.count == listed.elements.count)
        #expect(BuiltInActions.definitions.count == BuiltInActions.catalog.entries.count)
        for definition in BuiltInActions.definitions.prefix(40) {
            #expect(registry.definition(for: definition.identifier) == definition)
        }
    }

    @Test func anIdentifierTheRegistryHasIsLeftToIt() throws {
        var registry = IntentRegistry()
        try registry.register(IntentDefinition(identifier: "is.workflow.actions.comment", title: "Mine"))
        BuiltInActions.register(into: &registry)
        #expect(registry.definition(for: "is.workflow.actions.comment")?.title == "Mine")
        #expect(registry.identifiers.filter { $0 == "is.workflow.actions.comment" }.count == 1)
    }

    @Test func theIndexFindsEachEntrysIdentifierAndBytes() throws {
        let catalog = IndexedCatalog(bytes: Array("""
            {"actions": [{"title": "A", "identifier": "x.a", "parameters": [{"key": "identifier", "label": "Not this"}]},
                         {"identifier": "x.b", "title": "B"}, {"title": "no identifier"}, 7]}
            """.utf8))
        #expect(catalog.entries.map(\.identifier) == ["x.a", "x.b"])
        #expect(catalog.definition(at: 0)?.title == "A")
        #expect(catalog.definition(at: 1)?.title == "B")
        #expect(IndexedCatalog(bytes: Array("{\"actions\": [".utf8)).entries.isEmpty, "a broken catalog has no entries")
    }

    @Test func theBundledCatalogIsReadByLinesAsTheScanReadsIt() throws {
        let bytes = BuiltInActions.catalog.bytes
        let (lines, scanned) = bytes.withUnsafeBufferPointer {
            (IndexedCatalog.lineEntries(in: $0), IndexedCatalog.scannedEntries(in: $0))
        }
        #expect(try #require(lines, "the generator's layout is read by lines") == scanned)
        #expect(scanned.count > 250)
    }

    /// Any other layout, or a line the quick reading does not fully understand, goes to the
    /// scan — which gives what the whole JSON says, or nothing for a broken document.
    @Test(arguments: [
        "{\"actions\": [\n{\"identifier\":\"x.a\"}\n]}\n",                       // not the header
        "{\"actions\":[\n{\"title\":\"A\",\"identifier\":\"x.a\"}\n]}\n",           // identifier not first
        "{\"actions\":[\n{\"identifier\":\"x.\\u0061\"}\n]}\n",                 // an escape in it
        "{\"actions\":[\n{\"identifier\":\"x.a\"}\n{\"identifier\":\"x.b\"}\n]}\n", // a comma missing
        "{\"actions\":[\n{\"identifier\":\"x.a\"},\n]}\n",                       // a comma too many
        "{\"actions\":[\n{\"identifier\":\"x.a\"x}\n]}\n",                       // junk after it
        "{\"actions\":[\n{\"identifier\":\"x.a\"}\n",                            // no end
        "{\"actions\":[\n{\"identifier\":\"x.a\", \"title\": \"A\"} \n]}\n",       // not ending at the brace
    ])
    func otherLayoutsGoToTheScan(_ text: String) {
        let bytes = Array(text.utf8)
        let lines = bytes.withUnsafeBufferPointer { IndexedCatalog.lineEntries(in: $0) }
        #expect(lines == nil)
        #expect(IndexedCatalog(bytes: bytes).entries == bytes.withUnsafeBufferPointer { IndexedCatalog.scannedEntries(in: $0) })
    }

    @Test func theLineLayoutGivesEachEntrysIdentifierAndBytes() throws {
        let text = "{\"actions\":[\n{\"identifier\":\"x.a\",\"title\":\"A\"},\n{\"identifier\":\"x.b\",\"title\":\"B\"}\n],\"source\":\"s\"}\n"
        let bytes = Array(text.utf8)
        let lines = try #require(bytes.withUnsafeBufferPointer { IndexedCatalog.lineEntries(in: $0) })
        #expect(lines == bytes.withUnsafeBufferPointer { IndexedCatalog.scannedEntries(in: $0) })
        #expect(lines.map(\.identifier) == ["x.a", "x.b"])
        #expect(IndexedCatalog(bytes: bytes).definition(at: 1)?.title == "B")
        let empty = Array("{\"actions\":[\n]}\n".utf8)
        #expect(empty.withUnsafeBufferPointer { IndexedCatalog.lineEntries(in: $0) } == [])
    }
}

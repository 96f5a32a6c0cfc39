import DemoIntents
@testable import EditorCore
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutModel
import ShortcutRuntime
import Testing

/// Apple's variable panel as a list (`.` on a placeholder holding a variable): an app entity's
/// `@Property`s, Get As, a dictionary key typed — saved as Shortcuts' aggrandizements, and run
/// to the property's value.
@Suite struct VariableNarrowingScenarioTests {
    typealias Trip = BuiltInRoundTripTests

    static let findID = UUID(uuidString: "F1ED0000-0000-4000-8000-000000000001")!

    /// The demo's intents and its Find action, each output's entity type with its properties,
    /// as the demo's host describes them.
    static func registry() async throws -> IntentRegistry {
        var registry = try DemoIntents.makeRegistry()
        for definition in BuiltInActions.definitions { try registry.register(definition) }
        for definition in await registry.describingOutputEntities(await registry.findDefinitions()) { try registry.register(definition) }
        return registry
    }

    /// Find the longest trail, then set a variable to what it found.
    static func document() -> ShortcutDocument {
        let find = ShortcutAction(id: findID, intent: "TrailEntity.Find", values: [
            "WFContentItemSortProperty": .string("Length"), "WFContentItemSortOrder": .string("Biggest First"),
            "WFContentItemLimitEnabled": .bool(true), "WFContentItemLimitNumber": .int(1),
        ])
        let found = VariableReference(.actionOutput(action: findID, name: "Trails"))
        let set = Trip.action("setvariable", [
            "WFVariableName": .string("Longest"),
            "WFInput": .opaque(OpaqueValue(propertyList: .dictionary(["Value": .dictionary(found.attachment),
                                                                       "WFSerializationType": .string("WFTextTokenAttachment")]))),
        ])
        return ShortcutDocument(name: "Walks", actions: [find, set], created: Date(timeIntervalSince1970: 1_795_000_000))
    }

    static func scenario(_ registry: IntentRegistry) -> Scenario {
        var state = EditorState(document: document(), registry: registry, fileLabel: "Walks.shortcut", width: 80, height: 24,
                                displayContext: Scenario.utc, identifiers: IdentifierSource(seed: 3))
        _ = state.update(.resize(width: 80, height: 24))
        var scenario = Scenario(state: state)
        scenario.press(.character("j"))
        Trip.focus("WFInput", &scenario)
        return scenario
    }

    @Test func aTrailIsNarrowedToItsLengthAndRunsToIt() async throws {
        let registry = try await Self.registry()
        var scenario = Self.scenario(registry)
        scenario.press(.character("."))
        let titles = scenario.state.control?.picker?.visibleOptions.map(\.title) ?? []
        #expect(Array(titles.prefix(4)) == ["‹Trails›", "Name", "Location", "Length"], "\(titles)")
        #expect(titles.contains("Get As Number"))
        scenario.expectScreen("narrow-variable-80x24")
        scenario.type("len")
        #expect(scenario.state.control?.picker?.visibleOptions.map(\.title) == ["Length", "Value for “len”"])
        scenario.press(.enter)
        #expect(scenario.state.control == nil)
        #expect(scenario.sentence(1)?.contains("Trails › Length") == true, "\(scenario.sentence(1) ?? "")")

        // Saved as Shortcuts saves a property: its name, and the Swift name beside it.
        let saved = try #require(try Trip.saved(scenario, 1))
        let narrowing = saved["WFInput"]?["Value"]?["Aggrandizements"]?.arrayValue
        #expect(narrowing == [.dictionary(["Type": .string("WFPropertyVariableAggrandizement"), "PropertyName": .string("Length"),
                                           "PropertyUserInfo": .string("length")])])

        // Run, the variable holds the longest trail's length, asked of the app's query.
        let environment = RunEnvironment(registry: registry, now: { Date(timeIntervalSince1970: 1_795_000_000) })
        let result = try await ShortcutRun(document: scenario.state.document, environment: environment).run()
        #expect(result.snapshot.variables["Longest"] == .list([.number(22)]), "Kalalau Trail, 22 miles: \(String(describing: result.snapshot.variables["Longest"]))")

        // Opened again, the panel starts on the narrowing the variable has; the whole value
        // takes it off.
        scenario.press(.character("."))
        #expect(scenario.state.control?.picker?.selectedOption?.title == "Length")
        scenario.press(.up, .up, .up, .enter)
        let whole = try #require(try Trip.saved(scenario, 1))
        #expect(whole["WFInput"]?["Value"]?["Aggrandizements"] == nil)
    }

    @Test func aDictionaryKeyIsTypedAndGetAsChosen() async throws {
        var scenario = Self.scenario(try await Self.registry())
        scenario.press(.character("."))
        scenario.type("link")
        #expect(scenario.state.control?.picker?.visibleOptions.map(\.title) == ["Value for “link”"])
        scenario.press(.enter)
        #expect(scenario.sentence(1)?.contains("Trails › link") == true, "\(scenario.sentence(1) ?? "")")
        var saved = try #require(try Trip.saved(scenario, 1))
        #expect(saved["WFInput"]?["Value"]?["Aggrandizements"]?.arrayValue == [
            .dictionary(["Type": .string("WFCoercionVariableAggrandizement"), "CoercionItemClass": .string("WFDictionaryContentItem")]),
            .dictionary(["Type": .string("WFDictionaryValueVariableAggrandizement"), "DictionaryKey": .string("link")]),
        ], "a key is read through a dictionary, as Shortcuts' files have it")

        scenario.press(.character("."))
        scenario.type("get as number")
        scenario.press(.enter)
        saved = try #require(try Trip.saved(scenario, 1))
        #expect(saved["WFInput"]?["Value"]?["Aggrandizements"]?.arrayValue == [
            .dictionary(["Type": .string("WFCoercionVariableAggrandizement"), "CoercionItemClass": .string("WFNumberContentItem")]),
        ])
        scenario.press(.character("u"))
        #expect(try Trip.saved(scenario, 1)?["WFInput"]?["Value"]?["Aggrandizements"]?.arrayValue?.count == 2, "one undo step each")
    }

    @Test func aPlaceholderWithoutAVariableSaysWhatGivesOne() async throws {
        var scenario = Self.scenario(try await Self.registry())
        scenario.press(.backTab)
        #expect(scenario.state.focus.slot?.parameter == "WFVariableName")
        scenario.press(.character("."))
        #expect(scenario.state.control == nil)
        #expect(scenario.state.message?.text.contains("holds no variable to narrow; v gives it one") == true,
                "\(String(describing: scenario.state.message))")
    }

    /// A date's properties come from the kind, whatever gave it: Current Date has Year, Month…
    @Test func aDatesPropertiesAreOffered() {
        let properties = VariableContent.properties(of: .date).map(\.title)
        #expect(properties.prefix(3) == ["Year", "Month", "Day"])
        #expect(VariableContent.properties(of: .array(.url)).map(\.title).contains("Host"))
        #expect(VariableContent.properties(of: .bool).isEmpty)
    }
}

/// A variable typed into a Find action's condition (^T while typing the row): stored as
/// Shortcuts stores one, shown by its name, and run with the value it holds then.
@Suite struct ConditionVariableScenarioTests {
    @Test func aConditionTakesAVariableAndRunsWithItsValue() async throws {
        let registry = try await VariableNarrowingScenarioTests.registry()
        let numberID = UUID(uuidString: "0B0E0000-0000-4000-8000-000000000002")!
        let document = ShortcutDocument(name: "Walks", actions: [
            ShortcutAction(id: numberID, intent: "is.workflow.actions.number", values: ["WFNumberActionNumber": .int(12)]),
            ShortcutAction(id: UUID(), intent: "TrailEntity.Find", values: ["WFContentItemSortProperty": .string("Length")]),
        ], created: Date(timeIntervalSince1970: 1_795_000_000))
        var state = EditorState(document: document, registry: registry, fileLabel: "Walks.shortcut", width: 100, height: 30,
                                displayContext: Scenario.utc, identifiers: IdentifierSource(seed: 3))
        _ = state.update(.resize(width: 100, height: 30))
        var scenario = Scenario(state: state)
        scenario.press(.character("j"))
        BuiltInRoundTripTests.focus("WFContentItemFilter", &scenario)
        scenario.press(.enter)
        scenario.type("Length is greater than ")
        scenario.press(.control("t"))
        #expect(scenario.state.control?.choosesVariable == true)
        scenario.type("number")
        scenario.press(.enter)
        #expect(scenario.screen.contains("+ Length is greater than ‹Number›"), "\(scenario.screen)")
        scenario.press(.enter)
        #expect(scenario.state.control?.error == nil, "\(String(describing: scenario.state.control?.error))")
        scenario.press(.control("d"))
        #expect(scenario.sentence(1) == "Find Trails where Length is greater than ‹Number›, sorted by Length Order", "\(scenario.screen)")

        let saved = try #require(try BuiltInRoundTripTests.saved(scenario, 1))
        let row = try #require(saved["WFContentItemFilter"]?["Value"]?["WFActionParameterFilterTemplates"]?.arrayValue?.first)
        #expect(row["Values"]?["Number"]?.singleVariable?.sourceAction == numberID, "\(row)")

        let environment = RunEnvironment(registry: registry, now: { Date(timeIntervalSince1970: 1_795_000_000) })
        let result = try await ShortcutRun(document: scenario.state.document, environment: environment).run()
        #expect(result.snapshot.outputs[1]?.text == "Half Dome\nKalalau Trail", "longer than 12 miles, by length: \(String(describing: result.snapshot.outputs[1]))")
    }
}

/// Tab while typing a Find Trails condition: Length from the properties, an operator it takes,
/// then the value typed.
@Suite struct ConditionCompletionScenarioTests {
    @Test func aRowIsBuiltByTab() async throws {
        let registry = try await VariableNarrowingScenarioTests.registry()
        var state = EditorState(document: ShortcutDocument(name: "Walks", actions: [ShortcutAction(id: UUID(), intent: "TrailEntity.Find", values: [:])]),
                                registry: registry, fileLabel: "Walks.shortcut", width: 100, height: 30, displayContext: Scenario.utc,
                                identifiers: IdentifierSource(seed: 3))
        _ = state.update(.resize(width: 100, height: 30))
        var scenario = Scenario(state: state)
        BuiltInRoundTripTests.focus("WFContentItemFilter", &scenario)
        scenario.press(.enter)
        scenario.press(.tab)
        #expect(scenario.state.control?.picker?.visibleOptions.map(\.title) == ["Name", "Location", "Length"])
        scenario.type("len")
        scenario.press(.enter)
        scenario.press(.tab)
        #expect(scenario.state.control?.picker?.visibleOptions.first?.title == "is less than", "\(scenario.screen)")
        scenario.press(.enter)
        scenario.press(.tab)
        #expect(scenario.state.control?.error == "Nothing fixed comes next here: type the value.")
        scenario.type("11")
        scenario.press(.enter)
        scenario.press(.control("d"))
        #expect(scenario.sentence(0) == "Find Trails where Length is less than 11", "\(scenario.screen)")
    }
}

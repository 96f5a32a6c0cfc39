@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// An intent its app has deprecated: its card says so with the app's message, the action
/// library lists it only when searched for, and a document that uses it is warned of.
@Suite struct DeprecationScenarioTests {
    struct BrewCoffee: AppIntent {
        static let title: LocalizedStringResource = "Brew Coffee"
        static let description = IntentDescription("Brews a pot.", categoryName: "Kitchen")
        func perform() async throws -> some IntentResult { .result() }
    }

    struct PercolateCoffee: DeprecatedAppIntent {
        static let title: LocalizedStringResource = "Percolate Coffee"
        static let description = IntentDescription("Percolates.", categoryName: "Kitchen")
        static let deprecation = IntentDeprecation(message: "Percolators are gone.", replacedBy: BrewCoffee.self)
    }

    struct StewTea: DeprecatedAppIntent {
        static let title: LocalizedStringResource = "Stew Tea"
        static let deprecation = IntentDeprecation(message: "Nobody wanted it.")
    }

    static let registry: IntentRegistry = {
        var registry = IntentRegistry()
        try! registry.register(BrewCoffee.self)
        try! registry.register(PercolateCoffee.self)
        try! registry.register(StewTea.self)
        return registry
    }()

    @Test func theDefinitionCarriesTheDeprecation() throws {
        let percolate = try #require(Self.registry.definition(for: "PercolateCoffee")?.deprecation)
        #expect(percolate == IntentDefinition.Deprecation(message: "Percolators are gone.", replacement: "BrewCoffee", replacementTitle: "Brew Coffee"))
        #expect(percolate.note == "deprecated: Percolators are gone. (replaced by Brew Coffee)")
        #expect(Self.registry.definition(for: "StewTea")?.deprecation?.replacement == nil)
        #expect(Self.registry.definition(for: "BrewCoffee")?.deprecation == nil)
        #expect(IntentDeprecation(replacedBy: BrewCoffee.self).message.text == "Use Brew Coffee instead.")
        // Through the catalogs' JSON and back.
        let definition = try #require(Self.registry.definition(for: "PercolateCoffee"))
        let json = try JSONValue.parse(Array(try JSONEncoder().encode(definition)))
        #expect(try IntentDefinition(json: json, at: .root) == definition)
    }

    @Test func theCardSaysSoAndTheLibraryListsItOnlyWhenSearched() {
        let action = ShortcutAction(id: UUID(), intent: "PercolateCoffee", values: [:])
        var state = EditorState(document: ShortcutDocument(name: "Morning", actions: [action]), registry: Self.registry,
                                fileLabel: "Morning.shortcut", width: 100, height: 20, displayContext: Scenario.utc)
        _ = state.update(.resize(width: 100, height: 20))
        var scenario = Scenario(state: state)
        #expect(scenario.screen.contains("Percolate Coffee  deprecated: Percolators are gone. (replaced by Brew Coffee)"), "\(scenario.screen)")
        scenario.press(.character("a"))
        let browsed = scenario.state.actionLibrary?.matches.map(\.title) ?? []
        #expect(browsed == ["Brew Coffee"], "deprecated intents are not browsed: \(browsed)")
        scenario.type("percolate")
        #expect(scenario.state.actionLibrary?.matches.map(\.title) == ["Percolate Coffee"])
        #expect(scenario.screen.contains("deprecated"), "\(scenario.screen)")
    }

    @Test func aDocumentThatUsesItIsWarned() {
        let document = ShortcutDocument(name: "Morning", actions: [ShortcutAction(id: UUID(), intent: "BrewCoffee", values: [:]),
                                                                    ShortcutAction(id: UUID(), intent: "StewTea", values: [:])])
        let messages = document.diagnostics(against: Self.registry).map(\.description)
        #expect(messages == ["action 2 ($.actions[1].intent): Stew Tea is deprecated: Nobody wanted it. — the action still runs"])
    }
}

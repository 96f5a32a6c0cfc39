import DemoIntents
@testable import EditorCore
import IntentCatalogs
import IntentKit
import ShortcutStore
import Testing

@Suite struct ActionLibraryTests {
    @Test func addAnActionFromTheLibrary() {
        var scenario = Scenario([])
        scenario.expectScreen("empty-80x24")
        scenario.press(.character("a"))
        scenario.expectScreen("library-grouped-80x24")
        scenario.type("soup")
        #expect(scenario.state.actionLibrary?.matches.first?.identifier == "OrderSoupIntent")
        scenario.press(.enter)
        #expect(scenario.state.document.actions.map(\.intent) == ["OrderSoupIntent"])
        #expect(scenario.sentence() == "Order Soup")
        #expect(scenario.state.focus == Focus(action: 0, slot: Slot(parameter: "soup")))
        scenario.press(.character("a"))
        scenario.type("stl")
        scenario.expectScreen("library-fuzzy-80x24")
        scenario.press(.enter)
        #expect(scenario.state.document.actions.map(\.intent) == ["OrderSoupIntent", "SuggestedTrails"])
        scenario.press(.character("u"))
        #expect(scenario.state.document.actions.map(\.intent) == ["OrderSoupIntent"])
    }

    @Test func rankingPrefersTitlesThenKeywordsThenDescriptions() {
        var library = ActionLibrary(registry: Scenario.registry)
        library.filter = TextField("trail")
        #expect(Array(library.matches.filter { !$0.isAppShortcut }.map(\.identifier).prefix(2)) == ["GetTrailInfo", "SuggestedTrails"])
        library.filter = TextField("bike")
        #expect(library.matches.first?.identifier == "SuggestedTrails")   // by keyword
        library.filter = TextField("journal")
        #expect(Set(library.matches.map(\.identifier)) == ["RecordHikeIntent", "LogItemIntent"])   // by description
        library.filter = TextField("zzz")
        #expect(library.matches.isEmpty)
        #expect(ActionLibrary(registry: Scenario.registry).rows.first == .heading("Discover"))
    }

    /// Shortcuts' own actions beside a developer's Brew Coffee: the library as a user searches it.
    static func withBuiltIns() -> ActionLibrary {
        var registry = IntentRegistry()
        BuiltInActions.register(into: &registry)
        try! registry.register(IntentDefinition(identifier: "BrewCoffee", title: "Brew Coffee", description: "Brews a cup.", category: "Coffee"))
        return ActionLibrary(registry: registry)
    }

    /// Issue 57: `brew` listed Brew Coffee, then twenty actions whose descriptions held b, r, e
    /// and w in order. Names and keywords match by words; descriptions by whole words only.
    @Test func aWordFindsWhatItBeginsNotLettersScatteredInDescriptions() {
        var library = Self.withBuiltIns()
        library.filter = TextField("brew")
        #expect(library.matches.map(\.identifier) == ["BrewCoffee"])
        library.filter = TextField("remind")
        let first = library.matches.prefix(3).map(\.title)
        #expect(first.count == 3 && first.allSatisfy { $0.localizedCaseInsensitiveContains("reminder") }, "\(first)")
    }

    /// A word that begins no word of a name, a keyword or a description lists nothing, and the
    /// library says so.
    @Test func aSearchThatMatchesNothingSaysSo() {
        var scenario = Scenario([])
        scenario.press(.character("a"))
        scenario.type("zebra")
        #expect(scenario.state.actionLibrary?.matches.isEmpty == true)
        #expect(scenario.screen.contains("No action matches \"zebra\""))
    }

    /// Every word typed must match: two words narrow, not widen.
    @Test func everyWordMustMatch() {
        var library = Self.withBuiltIns()
        library.filter = TextField("brew cup")
        #expect(library.matches.map(\.identifier) == ["BrewCoffee"])
        library.filter = TextField("brew zebra")
        #expect(library.matches.isEmpty)
        // Words together as a name has them rank it first, before a name with both apart
        // (as in Apple's Weather catalog).
        var registry = IntentRegistry()
        try! registry.register(IntentDefinition(identifier: "GetDetails", title: "Get Details of Weather Conditions"))
        try! registry.register(IntentDefinition(identifier: "OpenDetails", title: "Open Weather Condition Details"))
        var weather = ActionLibrary(registry: registry)
        weather.filter = TextField("condition details")
        #expect(weather.matches.map(\.identifier) == ["OpenDetails", "GetDetails"])
    }
}

import DemoIntents
@testable import EditorCore
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
        #expect(Array(library.matches.map(\.identifier).prefix(2)) == ["GetTrailInfo", "SuggestedTrails"])
        library.filter = TextField("bike")
        #expect(library.matches.first?.identifier == "SuggestedTrails")   // by keyword
        library.filter = TextField("journal")
        #expect(Set(library.matches.map(\.identifier)) == ["RecordHikeIntent", "LogItemIntent"])   // by description
        library.filter = TextField("zzz")
        #expect(library.matches.isEmpty)
        #expect(ActionLibrary(registry: Scenario.registry).rows.first == .heading("Discover"))
    }
}

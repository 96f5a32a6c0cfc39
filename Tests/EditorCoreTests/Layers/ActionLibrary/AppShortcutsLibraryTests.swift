import DemoIntents
@testable import EditorCore
import IntentKit
import Testing

/// An app's App Shortcuts in the action library (issue 64): under the app's heading, titled by
/// their short titles, described by their phrases with the app's name and the parameter spelled
/// out; adding one adds its intent with the values the shortcut sets.
@Suite struct AppShortcutsLibraryTests {
    @Test func anAppShortcutIsListedByItsPhrasesAndAddedWithItsValues() {
        var scenario = Scenario([])
        scenario.press(.character("a"))
        scenario.type("bike ride")
        let first = scenario.state.actionLibrary?.matches.first
        #expect(first?.title == "Find a Bike Ride" && first?.category == "App Shortcuts")
        #expect(first?.description == "“Find a bike ride with the app”")
        scenario.expectScreen("library-app-shortcut-80x24")
        scenario.press(.enter)
        #expect(scenario.state.document.actions.map(\.intent) == ["SuggestedTrails"])
        #expect(scenario.sentence() == "Suggest bike rides from Trail Collection or near Location")
    }

    @Test func aPhrasesParameterIsSpelledOutAndTheAppNamed() throws {
        var registry = try DemoIntents.makeRegistry()
        var shortcut = try #require(registry.appShortcuts.first)
        shortcut.app = "Trails"
        registry = IntentRegistry()
        try registry.register(SuggestedTrails.self)
        let entry = try #require(ActionLibrary.entry(for: shortcut, in: registry))
        #expect(entry.category == "Trails App Shortcuts")
        #expect(entry.description == "“Suggest trails in Trails” · “Find ‹Activity› trails with Trails”")
        #expect(entry.symbol == "figure.hiking")
    }
}

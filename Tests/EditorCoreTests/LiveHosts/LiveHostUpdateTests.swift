@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// A host rebuilt while the editor is open: progress on the message line, a failed build's
/// diagnostics on a page (never over what is being edited), and the new definitions on the
/// cards at once — a vanished parameter's value flagged, not dropped.
@Suite struct LiveHostUpdateTests {
    /// Brew Coffee as a developer's host serves it: before and after renaming `cups` to `count`.
    static func registry(parameter: String, sentence: String) -> IntentRegistry {
        var registry = IntentRegistry()
        let definition = IntentDefinition(
            identifier: "BrewCoffee", title: "Brew Coffee",
            parameters: [ParameterDefinition(id: parameter, title: parameter.capitalized, type: .int, isOptional: false)],
            summary: .summary(SummaryTemplate(sentence: [.text("Brew "), .placeholder(parameter), .text(sentence)])))
        try! registry.register(definition)
        registry.registerPerformer(intent: "BrewCoffee", host: "Brew") { _ in IntentOutcome() }
        return registry
    }

    static func scenario() -> Scenario {
        let document = ShortcutDocument(name: "Coffee", actions: [ShortcutAction(intent: "BrewCoffee", values: ["cups": .int(2)])])
        var scenario = Scenario(state: EditorState(document: document, registry: registry(parameter: "cups", sentence: " cups"),
                                                   fileLabel: "Coffee", width: 60, height: 12, displayContext: Scenario.utc))
        scenario.send(.resize(width: 60, height: 12))
        return scenario
    }

    @Test func aBuildSaysItsProgress() {
        var scenario = Self.scenario()
        scenario.send(.liveHost(.building(host: "Brew", progress: "[3/9] Compiling Brew main.swift")))
        #expect(scenario.state.message == .info("Building Brew… [3/9] Compiling Brew main.swift"))
    }

    @Test func aRebuiltHostsSentenceIsOnTheCardAndAVanishedParameterIsFlagged() {
        var scenario = Self.scenario()
        #expect(scenario.screen.contains("Brew [2] cups"))
        scenario.send(.liveHost(.reloaded(host: "Brew", registry: Self.registry(parameter: "count", sentence: " cups, hot"), intents: 1)))
        #expect(scenario.screen.contains("Brew [Count] cups, hot"), "\(scenario.screen)")
        #expect(scenario.screen.contains("no parameter \"cups\"; its value is kept"), "\(scenario.screen)")
        #expect(scenario.state.document.actions[0].values["cups"] == .int(2), "the value stays in the document")
        #expect(scenario.state.message == .info("Rebuilt Brew: 1 intent live."))
    }

    @Test func aFailedBuildShowsItsDiagnosticsOnAPageThatTheFixCloses() {
        var scenario = Self.scenario()
        let diagnostic = "/src/main.swift:12:5: error: expected ')'"
        scenario.send(.liveHost(.failed(host: "Brew", lines: [diagnostic], errors: 1)))
        #expect(scenario.state.page?.title == "Brew did not build")
        #expect(scenario.screen.contains(diagnostic))
        #expect(scenario.state.message == .error("Brew did not build: 1 error; the last build still serves."))
        scenario.send(.liveHost(.reloaded(host: "Brew", registry: Self.registry(parameter: "cups", sentence: " cups"), intents: 1)))
        #expect(scenario.state.page == nil)
    }

    /// Editing never stops for a build: with a value being typed, the failure is a message only.
    @Test func aFailedBuildDoesNotCoverWhatIsBeingEdited() {
        var scenario = Self.scenario()
        scenario.press(.enter)
        #expect(scenario.state.control != nil)
        scenario.send(.liveHost(.failed(host: "Brew", lines: ["x.swift:1:1: error: no"], errors: 1)))
        #expect(scenario.state.control != nil && scenario.state.page == nil)
        #expect(scenario.state.message?.kind == .error)
    }

    /// Apple's catalogs leave bookkeeping keys out of their parameters: their cards are not flagged.
    @Test func onlyADevelopersIntentsAreFlagged() {
        var registry = IntentRegistry()
        try! registry.register(IntentDefinition(identifier: "com.example.Brew", title: "Brew", parameters: []))
        let document = ShortcutDocument(name: "C", actions: [ShortcutAction(intent: "com.example.Brew", values: ["Extra": .int(1)])])
        let state = EditorState(document: document, registry: registry, fileLabel: "C", width: 60, height: 12)
        #expect(state.keptValuesNote(of: 0) == nil)
    }
}

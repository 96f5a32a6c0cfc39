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

    /// A failed build as the compiler printed it (Swift 6's style): a long message, its
    /// source lines with the caret, and a note.
    static let failedBuild = BuildReport(host: "Brew", package: "/src/Brew", built: false, diagnostics: [
        BuildReport.Diagnostic(file: "Sources/Brew/Brew.swift", line: 12, column: 33, severity: "error",
                               message: "cannot convert value of type 'String' to expected argument type 'Int' in the call of brew(cups:)",
                               details: ["11 |     @Parameter(title: \"Cups\") var cups: Int",
                                         "12 |     func perform() async throws -> some IntentResult { brew(cups: \"two\") }",
                                         "   |                                 `- error: cannot convert value of type 'String' to expected argument type 'Int'",
                                         "13 | }"]),
        BuildReport.Diagnostic(file: "Sources/Brew/Brew.swift", line: 20, column: 5, severity: "warning", message: "variable 'left' was never used"),
    ], log: ["Building for debugging...", "[3/7] Compiling Brew Brew.swift", "error: emit-module command failed with exit code 1"])

    @Test func aFailedBuildShowsEachMessageWholeOnAPageThatTheFixCloses() {
        var scenario = Self.scenario()
        scenario.send(.liveHost(.failed(Self.failedBuild)))
        #expect(scenario.state.message == .error("Brew did not build: 1 error; the last build still serves. B shows why."))
        scenario.expectScreen("build-page-failed")
        // Nothing cut: the message's end and the caret's line are on the page, wrapped.
        #expect(scenario.screen.contains("brew(cups:)"), "\(scenario.screen)")
        #expect(scenario.screen.contains("`- error"), "\(scenario.screen)")
        scenario.send(.liveHost(.reloaded(host: "Brew", registry: Self.registry(parameter: "cups", sentence: " cups"), intents: 1)))
        #expect(scenario.state.buildPage == nil)
    }

    /// Closed, the page comes back with `B`; `l` shows the whole output; `e` asks for the
    /// developer's editor at the chosen message's file and line.
    @Test func theLastBuildsPageReopensAndOpensTheChosenFile() {
        var scenario = Self.scenario()
        scenario.send(.liveHost(.failed(Self.failedBuild)))
        scenario.press(.character("q"))
        #expect(scenario.state.buildPage == nil)
        scenario.expectScreen("build-note-on-card")
        scenario.press(.character("B"))
        #expect(scenario.state.buildPage?.report == Self.failedBuild)
        scenario.press(.character("j"))
        scenario.press(.character("e"))
        #expect(scenario.effects.last == .openInEditor(file: "/src/Brew/Sources/Brew/Brew.swift", line: 20, column: 5))
        scenario.press(.character("k"), .character("e"))
        #expect(scenario.effects.last == .openInEditor(file: "/src/Brew/Sources/Brew/Brew.swift", line: 12, column: 33))
        scenario.press(.character("l"))
        #expect(scenario.screen.contains("emit-module command failed"), "\(scenario.screen)")
        scenario.send(.outsideEditorEnded(failure: "vi ended with status 1."))
        #expect(scenario.state.message == .error("vi ended with status 1."))
        // Said on the page's own footer, which would otherwise hide it, until the next key.
        #expect(scenario.screen.contains("vi ended with status 1."), "\(scenario.screen)")
        scenario.press(.character("j"))
        #expect(!scenario.screen.contains("vi ended with status 1."), "\(scenario.screen)")
    }

    /// Editing never stops for a build: with a value being typed, the failure is a message only.
    @Test func aFailedBuildDoesNotCoverWhatIsBeingEdited() {
        var scenario = Self.scenario()
        scenario.press(.enter)
        #expect(scenario.state.control != nil)
        scenario.send(.liveHost(.failed(Self.failedBuild)))
        #expect(scenario.state.control != nil && scenario.state.buildPage == nil)
        #expect(scenario.state.message?.kind == .error)
    }

    /// What lint finds in a rebuilt summary is on its cards, as Xcode shows a build warning.
    @Test func aSummaryProblemFoundAtReloadIsOnItsCard() {
        var scenario = Self.scenario()
        scenario.send(.liveHost(.reloaded(host: "Brew", registry: Self.registry(parameter: "cups", sentence: " cups"), intents: 1,
                                          summaryProblems: ["BrewCoffee": ["required parameter \"strength\" is in no branch of the summary"]])))
        #expect(scenario.screen.contains("⚠ required parameter \"strength\""), "\(scenario.screen)")
        #expect(scenario.state.message == .info("Rebuilt Brew: 1 intent live; 1 summary problem (B, T)."))
        scenario.send(.liveHost(.reloaded(host: "Brew", registry: Self.registry(parameter: "cups", sentence: " cups"), intents: 1)))
        #expect(!scenario.screen.contains("⚠"), "a fixed summary clears its card")
    }

    /// A rename's kept value moves only when the offer is accepted, as one undo step; `a`
    /// asks the shell for the library's other shortcuts too; `n` leaves it flagged.
    @Test func aRenamedParametersValueMovesWhenTheOfferIsAccepted() {
        var scenario = Self.scenario()
        scenario.send(.liveHost(.reloaded(host: "Brew", registry: Self.registry(parameter: "servings", sentence: " cups"), intents: 1)))
        #expect(scenario.state.prompt == .moveKeptValues(moves: [ParameterMove(intent: "BrewCoffee", from: "cups", to: "servings")], actions: 1))
        scenario.expectScreen("move-kept-values-offer")
        #expect(scenario.state.document.actions[0].values == ["cups": .int(2)], "nothing moves unasked")
        scenario.press(.character("y"))
        #expect(scenario.state.document.actions[0].values == ["servings": .int(2)])
        #expect(scenario.screen.contains("Brew [2] cups") && !scenario.screen.contains("its value is kept"), "\(scenario.screen)")
        scenario.press(.character("u"))
        #expect(scenario.state.document.actions[0].values == ["cups": .int(2)], "one undo step puts it back")
    }

    @Test func theLibraryIsAskedForAndLeavingKeepsTheFlag() {
        var everywhere = Self.scenario()
        everywhere.send(.liveHost(.reloaded(host: "Brew", registry: Self.registry(parameter: "servings", sentence: " cups"), intents: 1)))
        everywhere.press(.character("a"))
        #expect(everywhere.effects.contains(.moveValuesInLibrary([ParameterMove(intent: "BrewCoffee", from: "cups", to: "servings")])))
        #expect(everywhere.state.document.actions[0].values == ["servings": .int(2)])

        var left = Self.scenario()
        left.send(.liveHost(.reloaded(host: "Brew", registry: Self.registry(parameter: "servings", sentence: " cups"), intents: 1)))
        left.press(.character("n"))
        #expect(left.state.prompt == nil && left.state.document.actions[0].values == ["cups": .int(2)])
        #expect(left.screen.contains("no parameter \"cups\"; its value is kept"), "\(left.screen)")
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

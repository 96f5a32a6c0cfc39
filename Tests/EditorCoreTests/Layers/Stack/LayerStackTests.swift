@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// The stack keeps its layers in tier order whatever order they open in, holds one overlay
/// at a time, and offers inputs from the top down: what the editor draws and where keys go
/// follow from it.
@Suite struct LayerStackTests {
    static func scenario() -> Scenario {
        Scenario(SearchScenarioTests.document())
    }

    static func tiers(_ state: EditorState) -> [LayerTier] {
        state.layers.bottomUp.map { type(of: $0).tier }
    }

    @Test func layersKeepTheirTierOrderWhateverOrderTheyOpenIn() {
        var scenario = Self.scenario()
        scenario.state.page = TextPage(title: "Keys", lines: [])
        scenario.state.search = SearchState(origin: scenario.state.focus)
        scenario.state.run = DebugRun()
        scenario.state.selection = ActionSelection(anchor: scenario.state.document.actions[0].id)
        #expect(Self.tiers(scenario.state) == [.run, .selection, .search, .overlay])
    }

    @Test func openingAnOverlayClosesTheOneOpenAndClosingOneLeavesTheOthers() {
        var scenario = Self.scenario()
        scenario.state.search = SearchState(origin: scenario.state.focus)
        scenario.state.page = TextPage(title: "Keys", lines: [])
        scenario.state.actionLibrary = ActionLibrary(registry: scenario.state.registry)
        #expect(scenario.state.page == nil && scenario.state.actionLibrary != nil)
        #expect(Self.tiers(scenario.state) == [.search, .overlay])
        scenario.state.actionLibrary = nil
        scenario.state.page = nil  // not open: changes nothing
        #expect(Self.tiers(scenario.state) == [.search])
    }

    @Test func aLayerChangedInPlaceStaysWhereItIs() {
        var scenario = Self.scenario()
        scenario.state.run = DebugRun()
        scenario.state.page = TextPage(title: "Keys", lines: [])
        let id = scenario.state.document.actions[0].id
        scenario.state.run?.outputs[id] = "12"
        #expect(scenario.state.run?.outputs[id] == "12")
        #expect(Self.tiers(scenario.state) == [.run, .overlay])
    }

    /// The editor's parts stay few: a new overlay is a layer, not another property.
    @Test func theEditorStateHasAtMostTwelveStoredProperties() {
        let stored = Mirror(reflecting: Self.scenario().state).children.map { $0.label ?? "?" }
        #expect(stored.count <= 12, "\(stored.count): \(stored)")
    }

    /// The highest layer with a footer says it: a run's question asked while a search is typed
    /// is what the footer shows, since it is what the keys answer.
    @Test func theFooterIsTheTopLayersOwn() {
        var scenario = Self.scenario()
        scenario.press(.character("/"))
        scenario.type("st")
        #expect(scenario.state.footerLine.text.hasPrefix("/st"))
        scenario.state.run = DebugRun()
        scenario.send(.run(.asked("How many?")))
        #expect(scenario.state.keyMode == .runPrompt)
        #expect(scenario.state.footerLine.text.hasPrefix("How many?"))
        scenario.press(.escape)
        #expect(scenario.state.keyMode == .searchPrompt && scenario.state.footerLine.text.hasPrefix("/st"))
    }

    /// Pasted text goes where typing would: into the search's query, which is then searched.
    @Test func aPasteWhileSearchingGoesIntoTheQuery() {
        var scenario = Self.scenario()
        scenario.press(.character("/"))
        scenario.send(.paste("stored"))
        #expect(scenario.state.search?.field.text == "stored")
        guard case .find(.search(let query, _, _, _))? = scenario.effects.first else {
            Issue.record("no search asked: \(scenario.effects)")
            return
        }
        #expect(query == "stored")
        SearchScenarioTests.answer(&scenario)
        #expect(scenario.state.search?.matches == [2, 5])
    }

    /// And into the run's question, as typed.
    @Test func aPasteIntoTheRunsQuestionIsPartOfTheAnswer() {
        var scenario = Self.scenario()
        scenario.state.run = DebugRun()
        scenario.send(.run(.asked("Name?")))
        scenario.send(.paste("Ada"))
        scenario.press(.enter)
        #expect(scenario.effects == [.run(.answer("Ada"))])
    }
}

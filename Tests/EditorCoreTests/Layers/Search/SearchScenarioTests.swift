@testable import EditorCore
import DemoIntents
import Foundation
import IntentCatalogs
import IntentKit
import ShortcutModel
import Testing

/// `/`: each key asks the shell for the matches (off the input thread); the answer moves the
/// focus to the first match from where the search began, opening a fold that hides it; `n`
/// and `N` go on, Enter stays, Esc goes back.
@Suite struct SearchScenarioTests {
    static func document() -> [ShortcutAction] {
        [GoToScenarioTests.text("start"), GoToScenarioTests.part(0), GoToScenarioTests.text("Stored Content lives here"),
         GoToScenarioTests.part(2), GoToScenarioTests.text("the middle"),
         ShortcutAction(intent: "is.workflow.actions.comment", values: ["WFCommentActionText": .string("remember the stored content")])]
    }

    /// What the shell would answer: the same search over the same document.
    static func answer(_ scenario: inout Scenario) {
        guard case let .find(.search(query, id, document, _))? = scenario.effects.first else {
            Issue.record("no search asked: \(scenario.effects)")
            return
        }
        let texts = ActionSearch.texts(of: document, structure: DocumentStructure(document), registry: GoToScenarioTests.registry,
                                       context: Scenario.utc)
        scenario.send(.found(.matches(id: id, matches: SearchIndex(texts: texts).matches(query))))
    }

    @Test func typingSearchesAndTheFocusGoesToTheFirstMatchOpeningItsFold() {
        var scenario = GoToScenarioTests.scenario(Self.document())
        scenario.press(.character("j"), .character("z"))
        #expect(!scenario.state.folded.isEmpty)
        scenario.press(.character("k"), .character("/"))
        scenario.type("stored")
        Self.answer(&scenario)
        #expect(scenario.state.search?.matches == [2, 5])
        #expect(scenario.state.focus.action == 2 && scenario.state.folded.isEmpty, "the fold that hid the match is open")
        scenario.expectScreen("search-80x24")
        scenario.press(.enter)
        scenario.press(.character("n"))
        #expect(scenario.state.focus.action == 5, "the comment mentions it too")
        scenario.press(.character("n"))
        #expect(scenario.state.focus.action == 2 && scenario.screen.contains("(from the top)"))
        scenario.press(.character("N"))
        #expect(scenario.state.focus.action == 5)
    }

    /// `/`, a query and Enter at once (a paste, a fast typist): Enter waits for the answer to
    /// the query typed, rather than saying nothing matches before anything was searched.
    @Test func enterBeforeTheAnswerWaitsForIt() {
        var scenario = GoToScenarioTests.scenario(Self.document())
        scenario.press(.character("/"))
        scenario.type("middle")
        let asked = scenario.effects
        scenario.press(.enter)
        #expect(!scenario.screen.contains("No action matches"))
        #expect(scenario.screen.contains("Searching for “middle”…"))
        scenario.effects = asked
        Self.answer(&scenario)
        #expect(scenario.state.focus.action == 4 && scenario.state.search?.matches == [4])
        #expect(!scenario.screen.contains("Searching for"))
        scenario.press(.character("/"))
        scenario.type("nowhere")
        let none = scenario.effects
        scenario.press(.enter)
        scenario.effects = none
        Self.answer(&scenario)
        #expect(scenario.state.search == nil && scenario.screen.contains("No action matches “nowhere”."))
    }

    @Test func escapeGoesBackAndALateAnswerIsDropped() {
        var scenario = GoToScenarioTests.scenario(Self.document())
        scenario.press(.character("j"), .character("j"), .character("j"), .character("/"))
        let origin = scenario.state.focus
        scenario.type("mid")
        let stale = scenario.effects
        scenario.type("dle")
        Self.answer(&scenario)
        #expect(scenario.state.focus.action == 4)
        scenario.effects = stale
        Self.answer(&scenario)
        #expect(scenario.state.search?.answered == "middle", "the answer to “mid” came late and was dropped")
        scenario.press(.escape)
        #expect(scenario.state.focus == origin && scenario.state.search == nil)
    }

    /// Matches are positions in the document as it was searched: an edit — an undo too —
    /// ends them, and `n` says there is no search rather than going to a moved position.
    @Test func anEditOrAnUndoEndsTheSearch() {
        var scenario = GoToScenarioTests.scenario(Self.document())
        scenario.press(.character("/"))
        scenario.type("start")
        Self.answer(&scenario)
        scenario.press(.enter, .character("D"))
        scenario.press(.character("n"))
        #expect(scenario.state.search == nil && scenario.screen.contains("No search"))
        scenario.press(.character("/"))
        scenario.type("middle")
        Self.answer(&scenario)
        scenario.press(.enter, .character("u"))
        #expect(scenario.state.currentMatches.isEmpty, "the undo moved what the matches named")
        scenario.press(.character("n"))
        #expect(scenario.state.search == nil)
    }
}

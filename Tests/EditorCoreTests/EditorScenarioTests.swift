import DemoIntents
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

@Suite struct EditorScenarioTests {
    static let plan: [ShortcutAction] = [
        .trails(["activity": .biking, "location": .string("Yosemite Valley")]),
        ShortcutAction(id: UUID(uuidString: "00000000-0000-0000-0000-000000000003")!, intent: "GetTrailInfo"),
        ShortcutAction(id: UUID(uuidString: "00000000-0000-0000-0000-000000000004")!, intent: "com.example.Gone",
                       values: ["where": .string("Moab\u{1B}[2J"), "n": .int(3)]),
        ShortcutAction(id: UUID(uuidString: "00000000-0000-0000-0000-000000000005")!, intent: "OrderSoupIntent",
                       values: ["soup": Soup.pho.intentValue]),
    ]

    @Test func aShortcutWithSeveralActionsAndAnUnknownOne() {
        var scenario = Scenario(Self.plan)
        scenario.expectScreen("plan-80x24")
        // Tab walks the placeholders in reading order across actions; an action no catalog
        // knows has its values as rows, each a place to focus.
        var visited: [String] = []
        for _ in 0..<7 {
            visited.append("\(scenario.state.focus.action):\(scenario.state.focus.slot?.parameter ?? "-")")
            scenario.press(.tab)
        }
        #expect(visited == ["0:searchRadius", "0:location", "1:trail", "2:n", "2:where", "3:soup", "3:soup"])
        scenario.press(.backTab, .backTab, .backTab)
        #expect(scenario.state.focus.action == 1)
        // The unknown action can still be moved and deleted.
        scenario.press(.down, .character("K"))
        #expect(scenario.state.document.actions.map(\.intent) == ["SuggestedTrails", "com.example.Gone", "GetTrailInfo", "OrderSoupIntent"])
        scenario.press(.character("d"))
        #expect(scenario.state.document.actions.count == 3)
        scenario.press(.character("u"), .character("u"))
        #expect(scenario.state.document.actions.map(\.id) == Self.plan.map(\.id))
    }

    @Test(arguments: [(40, 12), (20, 5), (19, 5), (20, 4), (1, 1), (0, 0)])
    func everySizeDraws(width: Int, height: Int) {
        var scenario = Scenario(Self.plan, width: width, height: height)
        scenario.press(.enter)
        scenario.press(.escape, .tab, .tab, .enter)
        if width * height > 1 { scenario.expectScreen("plan-\(width)x\(height)") }
        #expect(scenario.state.render().width == max(0, width))
    }

    @Test func resizingKeepsTheFocusOnScreen() {
        var scenario = Scenario(Self.plan, width: 80, height: 24)
        scenario.press(.end)
        scenario.send(.resize(width: 30, height: 8))
        let canvas = scenario.state.render()
        #expect(canvas.roles.contains("F"))
        scenario.send(.resize(width: 80, height: 24))
        #expect(scenario.state.render().roles.contains("F"))
    }

    /// A shrink to the smallest screen and back once left the focused action at the top with
    /// the actions above it scrolled away and blank rows below.
    @Test func aShrinkAndBackShowsAsMuchAsFitsWithTheFocusAtItsLine() {
        var scenario = Scenario(Self.plan, width: 80, height: 24)
        scenario.press(.down, .down)
        let before = scenario.state.render().text
        let row = scenario.state.focusedCardRow()
        scenario.send(.resize(width: 20, height: 5))
        scenario.send(.resize(width: 80, height: 24))
        #expect(scenario.state.focusedCardRow() == row, "the focused action is back at its line")
        #expect(scenario.state.render().text == before, "the same screen as before the shrink")
    }

    @Test func aResizeKeepsTheFocusedActionAtItsLine() {
        let many = (0..<40).map { _ in ShortcutAction(intent: "GetTrailInfo") }
        var scenario = Scenario(many, width: 80, height: 24)
        for _ in 0..<20 { scenario.press(.down) }
        let row = try! #require(scenario.state.focusedCardRow())
        scenario.send(.resize(width: 60, height: 30))
        #expect(scenario.state.focusedCardRow() == row)
        scenario.send(.resize(width: 80, height: 12))
        let smaller = try! #require(scenario.state.focusedCardRow())
        #expect(smaller <= row && smaller >= 0, "kept on screen, as near its line as fits")
    }

    /// The journal gets a snapshot first, then only the changes made since its last write:
    /// edits, and undoing one, as the document changes they made. Undone back to the file's
    /// state, the journal is removed (its edits are no draft to recover).
    @Test func journalWritesCarryTheChangesSinceTheLastOne() throws {
        var scenario = Scenario(Self.plan)
        scenario.press(.tab)
        let action = scenario.state.focus.action
        let parameter = try #require(scenario.state.focus.slot?.parameter)
        let original = scenario.state.document.actions[action].values[parameter]
        scenario.press(.backspace)
        scenario.send(.timer(.journal))
        #expect(scenario.effects == [.file(.writeJournal(scenario.state.document, changes: nil))])
        let cleared = scenario.state.document.actions[action].values[parameter]
        #expect(cleared != original)
        scenario.press(.character("u"))
        #expect(!scenario.state.isDirty, "the only edit undone is the file again")
        scenario.send(.timer(.journal))
        #expect(scenario.effects == [.file(.discardJournal)], "a journal of undone edits is no draft to recover")
        scenario.press(.control("r"))
        #expect(scenario.state.isDirty && scenario.state.document.actions[action].values[parameter] == cleared)
        scenario.send(.timer(.journal))
        #expect(scenario.effects == [.file(.writeJournal(scenario.state.document, changes: nil))], "a snapshot again")
        scenario.press(.character("u"), .control("r"), .character("u"), .control("r"))
        scenario.send(.timer(.journal))
        #expect(scenario.effects == [.file(.writeJournal(scenario.state.document, changes: [
            .setValue(action: action, parameter: parameter, value: original), .setValue(action: action, parameter: parameter, value: cleared),
            .setValue(action: action, parameter: parameter, value: original), .setValue(action: action, parameter: parameter, value: cleared),
        ]))])
        scenario.send(.timer(.journal))
        #expect(scenario.effects == [.file(.writeJournal(scenario.state.document, changes: []))], "nothing new to append")
    }

    @Test func savingAndTheConflictChoice() {
        var scenario = Scenario(Self.plan)
        scenario.press(.tab, .backspace)
        #expect(scenario.state.isDirty)
        #expect(scenario.effects == [.schedule(.journal, afterSeconds: 1)])
        scenario.send(.timer(.journal))
        #expect(scenario.effects == [.file(.writeJournal(scenario.state.document, changes: nil))], "the first journal is a snapshot")
        scenario.press(.control("s"))
        #expect(scenario.effects == [.file(.save(scenario.state.document, overriding: []))])
        scenario.send(.file(.saved(.failure(.changedOnDisk))))
        scenario.expectScreen("plan-save-conflict-80x24")
        scenario.press(.character("o"))
        #expect(scenario.effects == [.file(.save(scenario.state.document, overriding: [.changesOnDisk]))])
        scenario.send(.file(.saved(.success(()))))
        #expect(!scenario.state.isDirty)
        #expect(scenario.state.message == .info("Saved."))
        scenario.send(.timer(.journal))
        #expect(scenario.effects.isEmpty)
    }

    @Test func quittingAsksWhenThereAreUnsavedChanges() {
        var scenario = Scenario(Self.plan)
        scenario.press(.character("q"))
        #expect(scenario.effects == [.quit])
        scenario.press(.character("D"))
        scenario.press(.character("q"))
        #expect(scenario.state.prompt == .quitWithChanges)
        scenario.expectScreen("plan-quit-prompt-80x24")
        scenario.press(.escape)
        #expect(scenario.state.prompt == nil && scenario.effects.isEmpty)
        scenario.press(.character("q"), .character("s"))
        #expect(scenario.effects == [.file(.save(scenario.state.document, overriding: []))])
        scenario.send(.file(.saved(.success(()))))
        #expect(scenario.effects == [.quit])
        scenario.press(.character("D"), .character("q"), .character("d"))
        #expect(scenario.effects == [.file(.discardJournal), .quit])
    }

    @Test func aClickOnAPlaceholderFocusesAndOpensIt() {
        var scenario = Scenario(Self.plan)
        // "Get information on [Trail]" is the sentence of the second card, on row 6.
        let row = scenario.state.render().text.split(separator: "\n").firstIndex { $0.contains("Get information on [Trail]") }!
        scenario.send(.mouse(MouseEvent(.click, x: 27, y: row)))
        #expect(scenario.state.focus == Focus(action: 1, slot: Slot(parameter: "trail")))
        #expect(scenario.state.control != nil)
        scenario.send(.mouse(MouseEvent(.click, x: 2, y: 2)))
        #expect(scenario.state.control == nil)
        #expect(scenario.state.focus.action == 0)
    }

    /// The wheel and clicks over the action library used to fall through to the cards: the
    /// wheel moved the focus beneath the library, a click opened a placeholder under it.
    @Test func theMouseOverTheActionLibraryReachesOnlyTheLibrary() {
        var scenario = Scenario(Self.plan)
        let focus = scenario.state.focus
        scenario.press(.character("a"))
        #expect(scenario.state.actionLibrary?.selection == 0)
        scenario.send(.mouse(MouseEvent(.wheelDown, x: 10, y: 5)))
        scenario.send(.mouse(MouseEvent(.wheelDown, x: 10, y: 5)))
        scenario.send(.mouse(MouseEvent(.wheelUp, x: 10, y: 5)))
        #expect(scenario.state.actionLibrary?.selection == 1, "the wheel moves the library's choice")
        for row in 0..<24 { scenario.send(.mouse(MouseEvent(.click, x: 27, y: row))) }
        #expect(scenario.state.focus == focus, "the cards beneath never moved")
        #expect(scenario.state.control == nil && scenario.state.actionLibrary != nil)
        #expect(scenario.state.document == Scenario(Self.plan).state.document)
    }

    @Test func aHundredThousandActionsCostWhatIsOnScreen() {
        let actions = (0..<100_000).map { index in
            ShortcutAction(intent: index % 2 == 0 ? "SuggestedTrails" : "GetTrailInfo",
                           values: index % 2 == 0 ? ["activity": .biking] : [:])
        }
        var scenario = Scenario(actions, width: 80, height: 24)
        scenario.press(.end)
        scenario.press(.pageUp, .tab, .enter)
        scenario.press(.escape, .character("G"))
        #expect(scenario.state.focus.action == 99_999)
        // Only the cards that were on screen were ever evaluated.
        #expect(scenario.state.cachedSummaryCount < 40)
        #expect(scenario.state.render().text.contains("100000 ▸ Get Trail Info"), "the number whole, then the marker")
    }

    /// The focus marker was drawn over the last digit of five- and six-digit action numbers.
    @Test(arguments: [(9, "  9 ▸ Get Trail Info"), (999, "999 ▸ Get Trail Info"), (10_000, "10000 ▸ Get Trail Info")])
    func theNumberColumnIsAsWideAsTheLargestNumber(count: Int, line: String) {
        let actions = (0..<count).map { _ in ShortcutAction(intent: "GetTrailInfo") }
        var scenario = Scenario(actions, width: 80, height: 24)
        scenario.press(.end)
        let text = scenario.state.render().text
        #expect(text.contains(line), "the screen was:\n\(text)")
        let sentence = text.split(separator: "\n").first { $0.contains("Get information on") }
        #expect(sentence?.prefix(while: { $0 == " " }).count == scenario.state.cardIndent, "sentences start after the column")
    }
}

/// The help overlay lists every key, scrolls when it does not fit, and any other key closes it.
@Suite struct HelpOverlayTests {
    @Test func helpOpensScrollsAndCloses() {
        var scenario = Scenario([.trails(["activity": .hiking])])
        scenario.press(.character("?"))
        scenario.expectScreen("help-80x24")
        #expect(!scenario.screen.contains("Mouse"))
        scenario.press(.pageDown)
        #expect(scenario.state.page?.scroll == 18, "a page is the body (20 rows) less two lines")
        scenario.press(.end)
        #expect(scenario.screen.contains("Mouse"), "the end shows the last line")
        #expect(scenario.state.page?.scroll == scenario.state.maximumPageScroll && scenario.state.maximumPageScroll > 0)
        scenario.expectScreen("help-scrolled-80x24")
        // A key that is not a scroll closes the help and does nothing else.
        scenario.press(.character("d"))
        #expect(scenario.state.page == nil)
        #expect(scenario.state.document.actions.count == 1)
        scenario.press(.character("?"))
        scenario.send(.mouse(MouseEvent(.click, x: 10, y: 5)))
        #expect(scenario.state.page == nil)
    }

    @Test func helpFitsTheSmallestScreen() {
        var scenario = Scenario([.trails(["activity": .hiking])], width: 20, height: 5)
        scenario.press(.character("?"))
        scenario.expectScreen("help-20x5")
    }
}

/// Edits journaled by an interrupted session are offered when the document opens again.
@Suite struct RecoveryPromptTests {
    static let draft = ShortcutDocument(name: "Plan a Hike", actions: [.trails(["activity": .biking])])

    @Test func restoringTheDraftMakesItTheUnsavedDocument() {
        var scenario = Scenario([.trails(["activity": .hiking])])
        scenario.state.offerRecovery(of: Self.draft, journaledAt: Date(timeIntervalSince1970: 1_795_000_000))
        scenario.expectScreen("recovery-prompt-80x24")
        scenario.press(.character("j"))
        #expect(scenario.state.prompt != nil, "other keys leave the question open")
        scenario.press(.character("r"))
        #expect(scenario.state.prompt == nil)
        #expect(scenario.state.isDirty)
        #expect(scenario.sentence() == "Suggest bike rides from Trail Collection or near Location")
        #expect(scenario.effects == [.schedule(.journal, afterSeconds: 1)])
        #expect(!scenario.state.canUndo)
    }

    @Test func discardingRemovesTheJournalAndLaterKeepsIt() {
        var discarding = Scenario([.trails(["activity": .hiking])])
        discarding.state.offerRecovery(of: Self.draft, journaledAt: Date())
        discarding.press(.character("d"))
        #expect(discarding.effects == [.file(.discardJournal)])
        #expect(!discarding.state.isDirty)
        #expect(discarding.sentence() == "Suggest Hiking trails from Trail Collection or near Location")

        var later = Scenario([.trails(["activity": .hiking])])
        later.state.offerRecovery(of: Self.draft, journaledAt: Date())
        later.press(.escape)
        #expect(later.effects.isEmpty)
        #expect(later.state.prompt == nil && !later.state.isDirty)
    }

    @Test func aJournalThatCannotBeWrittenIsSaid() {
        var scenario = Scenario([.trails(["activity": .hiking])])
        scenario.send(.file(.journalFailed("No space left on device")))
        #expect(scenario.state.message == .error("Unsaved edits are not journaled: No space left on device"))
    }
}

@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing
import TestSupport

/// The layout cache: a frame lays out each visible card once, a key that changes nothing a
/// layout reads lays out nothing, and a cached layout is always the one laid out afresh.
@Suite(.offThePool) struct LayoutCacheTests {
    /// Blocks (If with Otherwise, nested in a Repeat), variables and a sentence-less action,
    /// three times over, so that the shortcut is longer than a screen.
    static func shortcut() -> [ShortcutAction] {
        (0..<3).flatMap { copy in
            // Fresh identifiers each call; each copy's If its own grouping.
            let blocks = BlockEditingTests.shortcut().map { action in
                var action = action
                if action.values["GroupingIdentifier"] != nil { action.values["GroupingIdentifier"] = .string("If\(copy)") }
                return action
            }
            return [DocumentStructureFixtures.part("repeat.count", "Repeat\(copy)", 0)] + blocks
                + [DocumentStructureFixtures.part("repeat.count", "Repeat\(copy)", 2)]
        }
    }

    @Test func aFocusMoveLaysOutNothing() {
        var scenario = BuiltInRoundTripTests.scenario(Self.shortcut())
        scenario.press(.down)
        let stored = scenario.state.layouts.storedCount
        scenario.press(.down, .tab, .up, .backTab)
        #expect(scenario.state.layouts.storedCount == stored)
        _ = scenario.state.render()
        #expect(scenario.state.layouts.storedCount == stored, "drawing reads the cache")
    }

    /// The first card's summary is resolved once, when the state is made to focus its first
    /// place, and kept for the first frame, which lays that card out next.
    @Test func aNewStateKeepsTheSummaryItFocusedBy() {
        let actions = Self.shortcut()
        let state = EditorState(document: ShortcutDocument(name: "Classes", actions: actions), registry: CorpusFiles.registry,
                                fileLabel: "Classes.shortcut", width: 100, height: 40, displayContext: Scenario.utc)
        #expect(state.summaries[actions[0].id] != nil)
        #expect(state.focus.slot == state.slots(of: 0).first)
    }

    @Test func anEditLaysOutEachVisibleCardOnce() {
        var scenario = BuiltInRoundTripTests.scenario(Self.shortcut())
        let stored = scenario.state.layouts.storedCount
        // Duplicating the first action changes every number below it: everything on screen
        // is laid out again, and each card once.
        scenario.press(.character("D"))
        let visible = scenario.state.visibleCards().count
        #expect(scenario.state.layouts.storedCount - stored == visible)
        #expect(scenario.state.layouts.count == visible)
    }

    /// A walk of keys that edit, fold, open Show More, move blocks, undo and resize: after
    /// every one, each cached layout equals the one `layoutCard` gives now. A change a
    /// layout reads that did not empty the cache would show here as a stale card.
    @Test func aCachedLayoutIsAlwaysTheFreshOne() {
        let keys: [EditorEvent] = [
            .key(.down), .key(.tab), .key(.character("z")), .key(.character("m")), .key(.character("J")),
            .key(.character("D")), .key(.character("u")), .key(.control("r")), .key(.character("K")),
            .key(.pageDown), .key(.up), .key(.end), .key(.home), .key(.backTab),
            .resize(width: 60, height: 20), .resize(width: 100, height: 40), .key(.character("o")),
            .key(.character("x")), .key(.enter), .key(.escape), .key(.character("v")), .key(.enter),
        ]
        var scenario = BuiltInRoundTripTests.scenario(Self.shortcut())
        var checked = 0
        for step in 0..<600 {
            // A fixed walk that visits the keys in ever-changing orders (37 is prime to the count).
            scenario.send(keys[(step * 37 + step / keys.count) % keys.count])
            if scenario.state.prompt != nil { scenario.press(.escape) }
            for card in scenario.state.visibleCards() {
                guard let cached = scenario.state.layouts[card.index] else { continue }
                checked += 1
                let fresh = scenario.state.layoutCard(card.index)
                #expect(cached == fresh, "step \(step): card \(card.index) is stale")
                if cached != fresh { return }
            }
        }
        #expect(checked > 1_000, "the walk reads cached layouts")
        #expect(scenario.state.document.actions.count > 10, "the walk kept a shortcut to lay out")
    }
}

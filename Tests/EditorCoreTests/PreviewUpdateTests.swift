@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing
import TestSupport

/// Keys on a preview of a document still being read: acted on only when the whole document,
/// given the same keys, shows the same screen.
@Suite(.offThePool) struct PreviewUpdateTests {
    /// Blocks, variables and plain actions (27), longer than a screen at 80×24.
    static let actions = LayoutCacheTests.shortcut()

    static func state(_ actions: ArraySlice<ShortcutAction>) -> EditorState {
        EditorState(document: ShortcutDocument(name: "Classes", actions: Array(actions)), registry: CorpusFiles.registry,
                    fileLabel: "Classes.shortcut", width: 80, height: 24, displayContext: Scenario.utc,
                    identifiers: IdentifierSource(seed: 3))
    }

    /// The whole document arrives with its structure, built by the thread that read it: the
    /// editor made with it is the one that builds its own — the same screen after the same keys.
    @Test func anEditorGivenItsDocumentsStructureIsTheOneThatBuildsIt() {
        let document = ShortcutDocument(name: "Classes", actions: Self.actions)
        var given = EditorState(document: document, structure: DocumentStructure(document), registry: CorpusFiles.registry,
                                fileLabel: "Classes.shortcut", width: 80, height: 24, displayContext: Scenario.utc,
                                identifiers: IdentifierSource(seed: 3))
        var built = Self.state(Self.actions[...])
        #expect(given.structure == built.structure)
        #expect(given.render().text == built.render().text)
        for key: Key in [.down, .down, .character("z"), .character("J"), .end, .character("d"), .control("z")] {
            _ = given.update(.key(key))
            _ = built.update(.key(key))
            #expect(given.render().text == built.render().text, "after \(key)")
        }
    }

    /// Random walks of keys that move, scroll, fold, open controls and overlays, and edit. As
    /// long as the preview takes the keys, its screen is the whole document's after the same
    /// keys; the first key it refuses changes nothing. Two previews: the first twelve actions
    /// (they end inside a Repeat, so edits wait) and the first eighteen (every block closed,
    /// so values set and actions added are shown; deletions and moves wait).
    @Test(arguments: [12, 18])
    func whatThePreviewShowsIsWhatTheWholeShowsAfterTheSameKeys(firstActions: Int) {
        let keys: [Key] = [.down, .down, .up, .tab, .tab, .backTab, .pageDown, .pageUp, .home, .end, .enter, .enter, .escape,
                           .right, .left, .character("z"), .character("?"), .character("D"), .character("d"), .character("J"),
                           .character("x"), .character("7"), .backspace, .character("a"), .character("u"), .control("r"),
                           .control("s")]
        var generator = SeededGenerator(seed: 20)
        var taken = 0
        var edits = 0
        var refused = 0
        for walk in 0..<120 {
            var preview = Self.state(Self.actions.prefix(firstActions))
            preview.markAsFirstActions()
            var whole = Self.state(Self.actions[...])
            let first = (preview.render().text, whole.render().text)
            #expect(first.0 == first.1, "the first screens differ")
            for step in 0..<16 {
                let key = keys.randomElement(using: &generator)!
                let before = (preview.render().text, preview.document)
                guard preview.previewUpdate(.key(key), isWhole: false, takesEdits: true) == .shown else {
                    refused += 1
                    #expect(preview.render().text == before.0, "walk \(walk), step \(step): a refused \(key) changed the screen")
                    #expect(preview.document == before.1)
                    break
                }
                taken += 1
                if preview.document != before.1 { edits += 1 }
                _ = whole.update(.key(key))
                let screens = (preview.render().text, whole.render().text)
                #expect(screens.0 == screens.1, "walk \(walk), step \(step): after \(key)")
                #expect(Array(whole.document.actions.prefix(preview.document.actions.count)) == preview.document.actions,
                        "walk \(walk), step \(step): the preview's actions begin the whole's")
            }
        }
        #expect(taken > 200 && refused > 60, "taken \(taken), refused \(refused)")
        if firstActions == 12 {
            #expect(edits == 0, "a block open at the preview's end: edits wait")
        } else {
            #expect(edits > 20, "edits shown: \(edits)")
        }
    }

    @Test func anEditWaitsForTheWholeDocument() {
        var preview = Self.state(Self.actions.prefix(18))
        let duplicated = preview.previewUpdate(.key(.character("D")), isWhole: false)
        let saved = preview.previewUpdate(.key(.control("s")), isWhole: false, takesEdits: true)
        #expect(duplicated == .waitsForTheWhole, "an edit, when the shell has not said the whole read asks nothing")
        #expect(saved == .waitsForTheWhole, "a save")
        #expect(preview.document.actions.count == 18 && !preview.isDirty)
        let moved = preview.previewUpdate(.key(.down), isWhole: false)
        #expect(moved == .shown)
        #expect(preview.focus.action == 1)
    }

    /// With the shell's word that nothing will be asked, an edit of the first actions is
    /// shown; one that could reach past them (a deletion, a move) still waits, and so does
    /// any edit while a block is open at the preview's end.
    @Test func anEditOfTheFirstActionsIsShown() {
        var preview = Self.state(Self.actions.prefix(18))
        var whole = Self.state(Self.actions[...])
        let duplicated = preview.previewUpdate(.key(.character("D")), isWhole: false, takesEdits: true)
        _ = whole.update(.key(.character("D")))
        #expect(duplicated == .shown)
        #expect(preview.document.actions.count == 27 && preview.isDirty)
        #expect(preview.render().text == whole.render().text)
        let deleted = preview.previewUpdate(.key(.character("d")), isWhole: false, takesEdits: true)
        #expect(deleted == .waitsForTheWhole && preview.document.actions.count == 27)
        var open = Self.state(Self.actions.prefix(12))
        open.markAsFirstActions()
        let inOpenBlock = open.previewUpdate(.key(.character("D")), isWhole: false, takesEdits: true)
        #expect(inOpenBlock == .waitsForTheWhole && open.document.actions.count == 12)
    }

    /// End goes to the last action: of the whole document, which the preview does not have.
    @Test func goingPastWhatWasReadWaits() {
        var preview = Self.state(Self.actions.prefix(12))
        let ended = preview.previewUpdate(.key(.end), isWhole: false)
        #expect(ended == .goesPastWhatWasRead && preview.focus.action == 0)
        var whole = Self.state(Self.actions.prefix(12))
        let wholeEnded = whole.previewUpdate(.key(.end), isWhole: true)
        #expect(wholeEnded == .shown, "a preview that holds every action goes to its end")
        #expect(whole.focus.action == 11)
    }
}

extension PreviewUpdateTests {
    /// The first twelve actions end inside a Repeat (its End is the 27th action): drawn as
    /// the whole document draws it, not as a block missing its end.
    @Test func aBlockOpenAtThePreviewsEndIsNotMissingItsEnd() {
        var preview = Self.state(Self.actions.prefix(12))
        preview.markAsFirstActions()
        var unmarked = Self.state(Self.actions.prefix(12))
        let keys = [Key](repeating: .down, count: 10)
        var whole = Self.state(Self.actions[...])
        for key in keys {
            _ = preview.update(.key(key))
            _ = unmarked.update(.key(key))
            _ = whole.update(.key(key))
        }
        let screens = (preview.render().text, whole.render().text, unmarked.render().text)
        #expect(screens.2.contains("— no End Repeat"), "the Repeat is on screen, open\n\(screens.2)")
        #expect(screens.0 == screens.1)
    }
}

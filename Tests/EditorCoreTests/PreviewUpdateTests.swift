@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing
import TestSupport

/// Keys on a preview of a document still being read: acted on only when the whole document,
/// given the same keys, shows the same screen.
@Suite struct PreviewUpdateTests {
    /// Blocks, variables and plain actions (27), longer than a screen at 80×24.
    static let actions = LayoutCacheTests.shortcut()

    static func state(_ actions: ArraySlice<ShortcutAction>) -> EditorState {
        EditorState(document: ShortcutDocument(name: "Classes", actions: Array(actions)), registry: CorpusFiles.registry,
                    fileLabel: "Classes.shortcut", width: 80, height: 24, displayContext: Scenario.utc,
                    identifiers: IdentifierSource(seed: 3))
    }

    /// Random walks of keys that move, scroll, fold, open controls and overlays, and edit. As
    /// long as the preview (the first twelve actions) takes the keys, its screen is the
    /// whole document's after the same keys; the first key it refuses changes nothing.
    @Test func whatThePreviewShowsIsWhatTheWholeShowsAfterTheSameKeys() {
        let keys: [Key] = [.down, .down, .up, .tab, .tab, .backTab, .pageDown, .pageUp, .home, .end, .enter, .escape,
                           .right, .left, .character("z"), .character("?"), .character("D"), .character("d"), .character("J"),
                           .character("x"), .control("s")]
        var generator = SeededGenerator(seed: 20)
        var taken = 0
        var refused = 0
        for walk in 0..<120 {
            var preview = Self.state(Self.actions.prefix(12))
            preview.markAsFirstActions()
            var whole = Self.state(Self.actions[...])
            let first = (preview.render().text, whole.render().text)
            #expect(first.0 == first.1, "the first screens differ")
            for step in 0..<12 {
                let key = keys.randomElement(using: &generator)!
                let before = preview.render().text
                guard preview.previewUpdate(.key(key), isWhole: false) == .shown else {
                    refused += 1
                    let after = preview.render().text
                    #expect(after == before, "walk \(walk), step \(step): a refused \(key) changed the screen")
                    #expect(preview.document.actions == Array(Self.actions.prefix(12)))
                    break
                }
                taken += 1
                _ = whole.update(.key(key))
                let screens = (preview.render().text, whole.render().text)
                #expect(screens.0 == screens.1, "walk \(walk), step \(step): after \(key)")
            }
        }
        #expect(taken > 200 && refused > 60, "taken \(taken), refused \(refused)")
    }

    @Test func anEditWaitsForTheWholeDocument() {
        var preview = Self.state(Self.actions.prefix(12))
        let duplicated = preview.previewUpdate(.key(.character("D")), isWhole: false)
        let saved = preview.previewUpdate(.key(.control("s")), isWhole: false)
        #expect(duplicated == .waitsForTheWhole && saved == .waitsForTheWhole, "duplicating an action, a save")
        #expect(preview.document.actions.count == 12 && !preview.isDirty)
        let moved = preview.previewUpdate(.key(.down), isWhole: false)
        #expect(moved == .shown)
        #expect(preview.focus.action == 1)
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

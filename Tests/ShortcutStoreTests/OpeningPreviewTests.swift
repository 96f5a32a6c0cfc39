import AppleShortcuts
import Foundation
import IntentKit
import ShortcutModel
@testable import ShortcutStore
import Testing

/// The preview of a large file is indexed on another thread while the caller prepares the
/// intents of its first actions: the same preview as made on one thread, and the intents
/// read from the file's start, in order.
@Suite struct OpeningPreviewTests {
    @Test func thePreviewMadeBesideTheCallersWorkIsTheSameAndTheFirstIntentsComeFirst() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Long.shortcut.json")
        let intents = (0..<300).map { "Intent\($0 % 7)" }
        let document = ShortcutDocument(name: "Long", actions: intents.map { ShortcutAction(intent: $0, values: ["n": .int(1)]) })
        try document.encoded().write(to: url)
        let store = ShortcutStore(library: Library(root: folder.file("library")))
        let opening = try store.startOpening(url)
        defer { opening.abandon() }
        var told: [String]?
        let preview = try #require(opening.preview(actions: 20) { told = $0 })
        #expect(told == Array(intents.prefix(20)))
        let alone = try #require(opening.preview(actions: 20))
        #expect(preview.document == alone.document)
        #expect(preview.actionCount == 300 && preview.document.actions.count == 20)
    }

    /// A binary `.shortcut` has no index to wait for: its preview comes through its offset
    /// table, on this thread, and nothing is asked of the caller meanwhile.
    @Test func anAppleShortcutIsPreviewedThroughItsOffsetTable() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Long.shortcut")
        let document = ShortcutDocument(name: "Long", actions: (0..<300).map { _ in ShortcutAction(intent: "is.workflow.actions.comment") })
        try Data(ShortcutFileCodec.encode(document, as: .binary, file: url.path)).write(to: url)
        let opening = try ShortcutStore(library: Library(root: folder.file("library"))).startOpening(url)
        defer { opening.abandon() }
        var called = false
        let preview = try #require(opening.preview(actions: 20) { _ in called = true })
        #expect(!called)
        #expect(preview.actionCount == 300 && preview.document.actions.count == 20 && preview.document.name == "Long")
    }

    @Test func aFileWithoutAQuickPreviewTellsNothing() throws {
        let folder = try TemporaryFolder()
        let url = folder.file("Apple.shortcut")
        try Data("bplist00".utf8).write(to: url)
        let opening = try ShortcutStore(library: Library(root: folder.file("library"))).startOpening(url)
        defer { opening.abandon() }
        var called = false
        #expect(opening.preview(actions: 20) { _ in called = true } == nil)
        #expect(!called)
    }
}

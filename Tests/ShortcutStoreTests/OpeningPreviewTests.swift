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
        let preview = try #require(opening.preview(actions: 20) { told = $0 }?.decoded)
        #expect(told == Array(intents.prefix(20)))
        let alone = try #require(opening.preview(actions: 20)?.decoded)
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
        let preview = try #require(opening.preview(actions: 20) { _ in called = true }?.decoded)
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

    /// A preview grows by the actions added — the same as a preview made that long at once,
    /// diagnostics included — up to the file's last action, for JSON and Apple's files alike.
    @Test(arguments: ["Long.shortcut.json", "Long.shortcut"])
    func aPreviewGrowsToWhatAPreviewThatLongWouldBe(fileName: String) throws {
        let folder = try TemporaryFolder()
        let url = folder.file(fileName)
        var actions = (0..<30).map { ShortcutAction(intent: "Intent\($0 % 4)", values: ["n": .int($0)]) }
        actions[12].values["bad"] = .opaque(OpaqueValue(kind: "strange", json: .object([("type", .int(3))])))
        let document = ShortcutDocument(name: "Long", actions: actions)
        if fileName.hasSuffix(".json") {
            try document.encoded().write(to: url)
        } else {
            try Data(ShortcutFileCodec.encode(document, as: .binary, file: url.path)).write(to: url)
        }
        let opening = try ShortcutStore(library: Library(root: folder.file("library"))).startOpening(url)
        defer { opening.abandon() }
        var preview = try #require(opening.preview(actions: 8))
        #expect(preview.decoded.document.actions.count == 8 && !preview.isWhole)
        let grew = preview.grow(by: 7)
        #expect(grew)
        let atOnce = try #require(opening.preview(actions: 15)).decoded
        #expect(Self.content(preview.decoded.document) == Self.content(atOnce.document))
        #expect(preview.decoded.diagnostics.map(\.description) == atOnce.diagnostics.map(\.description))
        let grewToTheEnd = preview.grow(by: 100)
        #expect(grewToTheEnd)
        #expect(preview.isWhole && preview.decoded.document.actions.count == 30)
        let whole = try #require(opening.preview(actions: 30)).decoded
        #expect(Self.content(preview.decoded.document) == Self.content(whole.document))
        #expect(preview.decoded.diagnostics.map(\.description) == whole.diagnostics.map(\.description))
        // Apple's files keep no identifiers for actions like these: each reading makes new ones.
        if fileName.hasSuffix(".json") {
            #expect(preview.decoded.document.actions.map(\.id) == actions.map(\.id))
            // The value that does not decode is named by its place, found again with a path.
            #expect(preview.decoded.diagnostics.map(\.description) == [
                #"action 13 ($.actions[12].values.bad): malformed value, kept as it is: $.actions[12].values.bad.type: expected a string, found the number 3"#,
            ])
        }
    }

    /// What a reading keeps of a document's actions, whatever the format: intents and values.
    static func content(_ document: ShortcutDocument) -> [[String: IntentValue]] {
        document.actions.map { action in action.values.merging(["intent": .string(action.intent)]) { kept, _ in kept } }
    }
}

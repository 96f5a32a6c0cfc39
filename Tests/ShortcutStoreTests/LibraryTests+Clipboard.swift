import Foundation
import IntentKit
import ShortcutModel
@testable import ShortcutStore
import Testing

/// The clipboard every editor on a library shares: Apple's XML, written whole.
extension LibraryTests {
    @Test func copiedActionsReadBackAsTheyWereAsAppleXML() throws {
        let id = UUID()
        let actions = [
            ShortcutAction(id: id, intent: "is.workflow.actions.gettext", values: ["WFTextActionText": .string("héllo <b>"), "UUID": .string(id.uuidString)]),
            ShortcutAction(intent: "is.workflow.actions.number", values: ["WFNumberActionNumber": .int(42)]),
        ]
        #expect(throws: StoreError.notFound(path: library.clipboardFile.fileSystemPath)) { try library.readClipboard() }
        let bytes = try #require(try library.writeClipboard(actions))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.hasPrefix("<?xml") && text.contains("<key>WFWorkflowActions</key>"), "Apple's XML, for the terminal's clipboard too")
        let read = try library.readClipboard()
        #expect(read.map(\.intent) == actions.map(\.intent))
        #expect(read[0].values["WFTextActionText"] == .string("héllo <b>") && read[0].id == id)
        #expect(read[1].values["WFNumberActionNumber"] == .int(42))
        #expect(folder.leftovers().isEmpty)
    }

    /// Text with an ESC or a NUL has no well-formed XML, and a terminal pasting `ESC [201~` would
    /// end the paste early and run the rest as keys: such a copy is kept whole in the binary
    /// form, and nothing is offered to the terminal.
    @Test func aCopyHoldingControlCharactersIsKeptWholeAndNotOffered() throws {
        let hostile = "before\u{1B}[201~aaaa\u{0}after\ttab"
        let actions = [ShortcutAction(intent: "is.workflow.actions.gettext", values: ["WFTextActionText": .string(hostile)])]
        #expect(try library.writeClipboard(actions) == nil)
        let stored = try Data(contentsOf: library.clipboardFile)
        #expect(stored.starts(with: Array("bplist00".utf8)))
        #expect(try library.readClipboard()[0].values["WFTextActionText"] == .string(hostile))
        // A tab, a line feed and a return are XML's own: such text is still offered.
        let plain = [ShortcutAction(intent: "is.workflow.actions.gettext", values: ["WFTextActionText": .string("a\tb\nc\rd")])]
        let offered = try #require(try library.writeClipboard(plain))
        #expect(!offered.contains { $0 < 0x20 && ![0x09, 0x0A, 0x0D].contains($0) })
    }

    @Test func aDamagedClipboardIsAnErrorNamingTheFile() throws {
        try library.writeClipboard([ShortcutAction(intent: "is.workflow.actions.comment")])
        try Data("<?xml version=\"1.0\"?><plist><dict><key>WFWorkflowActions</key><string>no</string></dict></plist>".utf8)
            .write(to: library.clipboardFile)
        do {
            _ = try library.readClipboard()
            Issue.record("a damaged clipboard was read")
        } catch {
            #expect(error.description.contains("clipboard.plist"), "\(error)")
            #expect(error.description.contains("WFWorkflowActions"), "\(error)")
        }
    }
}

import Foundation
import Testing
import TestSupport

/// Editing like a power user, in a real terminal: copying actions between two editors running
/// on one library, the details panel, and a setup question through a move and its undo. Each
/// saved file is read back with Foundation's property-list reader, not the editor's own.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct PowerEditingInTerminalTests {
    static func action(_ identifier: String, _ parameters: String) -> String {
        "<dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.\(identifier)</string>"
            + "<key>WFWorkflowActionParameters</key><dict>\(parameters)</dict></dict>"
    }

    static func text(_ words: String, uuid: String) -> String {
        action("gettext", "<key>UUID</key><string>\(uuid)</string><key>WFTextActionText</key><string>\(words)</string>")
    }

    /// A Show Result of the output of the action `uuid`.
    static func show(outputOf uuid: String) -> String {
        action("showresult", "<key>Text</key><dict><key>Value</key><dict><key>string</key><string>\u{FFFC}</string>"
            + "<key>attachmentsByRange</key><dict><key>{0, 1}</key><dict><key>OutputName</key><string>Text</string>"
            + "<key>OutputUUID</key><string>\(uuid)</string><key>Type</key><string>ActionOutput</string></dict></dict></dict>"
            + "<key>WFSerializationType</key><string>WFTextTokenString</string></dict>")
    }

    /// An Apple XML shortcut with `actions` and the top-level keys a file from Shortcuts has.
    static func file(_ name: String, in folder: URL, actions: [String]) throws -> URL {
        let xml = #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>WFWorkflowActions</key><array>"#
            + actions.joined() + "</array>"
            + "<key>WFWorkflowClientVersion</key><string>4033.0.4.3</string>"
            + "<key>WFWorkflowIcon</key><dict><key>WFWorkflowIconGlyphNumber</key><integer>59511</integer>"
            + "<key>WFWorkflowIconStartColor</key><integer>463140863</integer></dict>"
            + "<key>WFWorkflowImportQuestions</key><array/>"
            + "<key>WFWorkflowInputContentItemClasses</key><array><string>WFURLContentItem</string></array>"
            + "<key>WFWorkflowMinimumClientVersion</key><integer>900</integer>"
            + "<key>WFWorkflowTypes</key><array><string>ActionExtension</string></array>"
            + "</dict></plist>"
        let url = folder.appendingPathComponent("shortcuts/\(name).shortcut")
        try Data(xml.utf8).write(to: url)
        return url
    }

    static func plist(_ url: URL) throws -> [String: Any] {
        try #require(try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil) as? [String: Any])
    }

    static func actions(_ top: [String: Any]) -> [[String: Any]] {
        top["WFWorkflowActions"] as? [[String: Any]] ?? []
    }

    static func parameters(_ action: [String: Any]) -> [String: Any] {
        action["WFWorkflowActionParameters"] as? [String: Any] ?? [:]
    }

    /// The top level without `keys`, to compare what else there is.
    static func without(_ keys: Set<String>, _ top: [String: Any]) -> NSDictionary {
        NSDictionary(dictionary: top.filter { !keys.contains($0.key) })
    }

    /// Three actions copied in one editor, pasted in another running on the same library, then
    /// saved: the file gains exactly those three, with new UUIDs and the reference among them
    /// following, and nothing else changes.
    @Test func threeActionsCopiedInOneEditorArePastedIntoAnotherShortcut() throws {
        let library = try CommandLineTests().temporaryLibrary()
        let source = try Self.file("Source", in: library, actions: [
            Self.text("zero", uuid: "00000000-0000-4000-8000-00000000000A"),
            Self.text("alpha", uuid: "11111111-1111-4111-8111-111111111111"),
            Self.text("beta", uuid: "22222222-2222-4222-8222-222222222222"),
            Self.show(outputOf: "11111111-1111-4111-8111-111111111111"),
        ])
        let target = try Self.file("Target", in: library, actions: [Self.text("target one", uuid: "33333333-3333-4333-8333-333333333333")])
        let before = try Self.plist(target)

        let copying = try TmuxSession(["edit", source.path, "--library", library.path])
        try copying.acceptClipboard()
        let pasting = try TmuxSession(["edit", target.path, "--library", library.path])
        try copying.waitFor("zero")
        try copying.send("j", "V", "j", "j")
        try copying.waitFor("3 selected · ")
        try copying.send("y")
        try copying.waitFor("Copied 3 actions.")
        // The terminal's clipboard (OSC 52) has them too, as Apple's XML: what the library's holds.
        let offered = try #require(copying.clipboard(), "nothing reached tmux's clipboard")
        #expect(offered == (try String(contentsOf: library.appendingPathComponent("state/clipboard.plist"), encoding: .utf8)))
        #expect(offered.contains("<string>alpha</string>") && !offered.contains("<string>zero</string>"))
        try pasting.waitFor("target one")
        try pasting.send("p")
        try pasting.waitFor("Pasted 3 actions.")
        try pasting.send("C-s")
        try pasting.waitFor("Saved.")
        try pasting.send("q")
        try pasting.waitFor("[exit 0]")
        // `#` on alpha lists its one use, found off the input thread; Enter goes there.
        try copying.send("g", "j", "#")
        try copying.waitFor("Uses of the output of 2 Text · 1")
        try copying.send("Enter")
        try copying.waitFor("4 ▸ Show Content")
        try copying.send("q")
        try copying.waitFor("[exit 0]")

        let after = try Self.plist(target)
        #expect(Self.without(["WFWorkflowActions"], after) == Self.without(["WFWorkflowActions"], before), "nothing else changes")
        let added = Array(Self.actions(after).dropFirst())
        #expect(NSArray(array: Array(Self.actions(after).prefix(1))) == NSArray(array: Self.actions(before)), "the first action as it was")
        #expect(added.map { $0["WFWorkflowActionIdentifier"] as? String } == ["is.workflow.actions.gettext", "is.workflow.actions.gettext",
                                                                             "is.workflow.actions.showresult"])
        #expect(added.map { Self.parameters($0)["WFTextActionText"] as? String } == ["alpha", "beta", nil])
        let uuids = added.prefix(2).compactMap { Self.parameters($0)["UUID"] as? String }
        #expect(uuids.count == 2 && Set(uuids).isDisjoint(with: ["11111111-1111-4111-8111-111111111111", "22222222-2222-4222-8222-222222222222"]),
                "new UUIDs: \(uuids)")
        let token = Self.parameters(added[2])["Text"] as? [String: Any]
        let attachment = ((token?["Value"] as? [String: Any])?["attachmentsByRange"] as? [String: Any])?["{0, 1}"] as? [String: Any]
        #expect(attachment?["OutputUUID"] as? String == uuids.first, "the pasted Show Result reads the pasted alpha")
    }

    /// What `y` offered the terminal's clipboard, pasted by the terminal into another editor
    /// (another machine's, over ssh, as much as this one's), adds those actions.
    @Test func actionsOfferedToTheTerminalsClipboardPasteThroughTheTerminal() throws {
        let library = try CommandLineTests().temporaryLibrary()
        let source = try Self.file("From", in: library, actions: [
            Self.text("alpha", uuid: "88888888-8888-4888-8888-888888888888"),
            Self.show(outputOf: "88888888-8888-4888-8888-888888888888"),
        ])
        let otherLibrary = try CommandLineTests().temporaryLibrary()
        let target = try Self.file("To", in: otherLibrary, actions: [Self.text("here", uuid: "99999999-9999-4999-8999-999999999999")])
        let copying = try TmuxSession(["edit", source.path, "--library", library.path])
        try copying.acceptClipboard()
        try copying.waitFor("alpha")
        try copying.send("V", "j", "y")
        try copying.waitFor("Copied 2 actions.")
        let offered = try #require(copying.clipboard())
        let pasting = try TmuxSession(["edit", target.path, "--library", otherLibrary.path])
        try pasting.waitFor("here")
        try pasting.paste(offered)
        try pasting.waitFor("Pasted 2 actions.")
        try pasting.send("C-s")
        try pasting.waitFor("Saved.")
        let actions = Self.actions(try Self.plist(target))
        #expect(actions.map { Self.parameters($0)["WFTextActionText"] as? String } == ["here", "alpha", nil])
        let uuid = Self.parameters(actions[1])["UUID"] as? String
        #expect(uuid != nil && uuid != "88888888-8888-4888-8888-888888888888", "a copy of its own")
        // Text that is not Apple's XML is said to be so, with where it went wrong.
        try pasting.paste("<plist><dict><key>WFWorkflowActions</key><string>no</string></dict></plist>")
        try pasting.waitFor("Cannot paste: the pasted text")
        try pasting.send("q")
        try pasting.waitFor("[exit 0]")
        try copying.send("q")
        try copying.waitFor("[exit 0]")
    }

    /// The details panel changes the colour and an accepted input type; the saved file differs
    /// from the original in those two keys only.
    @Test func theDetailsPanelChangesTheColourAndAnInputType() throws {
        let library = try CommandLineTests().temporaryLibrary()
        let url = try Self.file("Share", in: library, actions: [Self.text("shared", uuid: "44444444-4444-4444-8444-444444444444")])
        let before = try Self.plist(url)
        let session = try TmuxSession(["edit", url.path, "--library", library.path])
        try session.waitFor("shared")
        try session.send("i")
        try session.waitFor("Details of Share")
        try session.send("j", "Enter")
        try session.waitFor("Dark Blue")
        // From the colour down to Text, the seventeenth kind of input (the glyph, then past a heading).
        for _ in 0..<18 { try session.send("j") }
        try session.waitFor("▸ [ ] Text")
        try session.send("Enter")
        try session.waitFor("Receives: URLs, Text")
        try session.send("Escape", "C-s")
        try session.waitFor("Saved.")
        try session.send("q")
        try session.waitFor("[exit 0]")

        let after = try Self.plist(url)
        let changed: Set<String> = ["WFWorkflowIcon", "WFWorkflowInputContentItemClasses"]
        #expect(Self.without(changed, after) == Self.without(changed, before))
        #expect(NSDictionary(dictionary: after["WFWorkflowIcon"] as? [String: Any] ?? [:])
                    == NSDictionary(dictionary: ["WFWorkflowIconGlyphNumber": 59511, "WFWorkflowIconStartColor": 946_986_751]))
        #expect(after["WFWorkflowInputContentItemClasses"] as? [String] == ["WFURLContentItem", "WFStringContentItem"])
    }

    /// `lint` says which setup question fills nothing, by its key path.
    @Test func lintReportsASetupQuestionThatFillsNothing() throws {
        let library = try CommandLineTests().temporaryLibrary()
        let url = try Self.file("Broken", in: library, actions: [Self.text("one", uuid: "77777777-7777-4777-8777-777777777777")])
        let xml = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "<key>WFWorkflowImportQuestions</key><array/>", with:
            "<key>WFWorkflowImportQuestions</key><array><dict><key>ActionIndex</key><integer>3</integer>"
                + "<key>Category</key><string>Parameter</string><key>ParameterKey</key><string>WFTextActionText</string>"
                + "<key>Text</key><string>Token?</string></dict></array>")
        try Data(xml.utf8).write(to: url)
        let result = try CommandLineTests().run(["lint", url.path, "--library", library.path])
        #expect(result.output.contains("WFWorkflowImportQuestions[0].ActionIndex: the question fills action 4, but the shortcut has 1 actions"),
                "\(result.output)")
    }

    /// A setup question added on a placeholder points at its action after the action moves
    /// above another, and again after the move is undone.
    @Test func aSetupQuestionSurvivesMovingItsActionAndUndo() throws {
        let library = try CommandLineTests().temporaryLibrary()
        let url = try Self.file("Setup", in: library, actions: [
            Self.text("first", uuid: "55555555-5555-4555-8555-555555555555"),
            Self.text("your token here", uuid: "66666666-6666-4666-8666-666666666666"),
        ])
        let session = try TmuxSession(["edit", url.path, "--library", library.path])
        try session.waitFor("your token here")
        try session.send("j", "Q", "C-u")
        try session.type("Your API token?")
        try session.send("Enter")
        try session.waitFor("Your API token?")
        try session.send("Escape")
        try session.waitFor("[your token here]⁇")
        try session.send("K", "C-s")
        try session.waitFor("Saved.")
        var questions = try Self.plist(url)["WFWorkflowImportQuestions"] as? [[String: Any]] ?? []
        #expect(questions.map { $0["ActionIndex"] as? Int } == [0], "moved above the other, the question follows it")
        #expect(Self.parameters(Self.actions(try Self.plist(url))[0])["WFTextActionText"] as? String == "your token here")
        try session.send("u")
        try session.waitFor("Undone.")
        try session.send("C-s")
        try session.waitFor("Saved.")
        questions = try Self.plist(url)["WFWorkflowImportQuestions"] as? [[String: Any]] ?? []
        #expect(questions.map { $0["ActionIndex"] as? Int } == [1])
        #expect(questions.first?["ParameterKey"] as? String == "WFTextActionText")
        #expect(questions.first?["Text"] as? String == "Your API token?")
        #expect(questions.first?["Category"] as? String == "Parameter")
        try session.send("q")
        try session.waitFor("[exit 0]")
    }
}

import Foundation
import Testing
import TestSupport

/// `run` on the simulated device: the library's, made on first use and changed by the run; a
/// dry run's copy; a fixture with `--device`. And in the editor, a stand-in typed for an action
/// that cannot run, after which the run goes on to its end.
@Suite(.offThePool) struct DeviceRunTests {
    let cli = CommandLineTests()

    /// New Reminder titled from the input, then Find Reminders in its list, counted and shown.
    static func reminderFile() throws -> URL {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.addnewreminder</string>
              <key>WFWorkflowActionParameters</key><dict>
                <key>WFCalendarItemTitle</key><dict><key>Value</key><dict><key>string</key><string>\u{FFFC}</string>
                  <key>attachmentsByRange</key><dict><key>{0, 1}</key><dict><key>Type</key><string>ExtensionInput</string></dict></dict></dict>
                  <key>WFSerializationType</key><string>WFTextTokenString</string></dict>
                <key>WFCalendarDescriptor</key><dict><key>Title</key><string>Errands</string></dict></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.filter.reminders</string>
              <key>WFWorkflowActionParameters</key><dict>
                <key>UUID</key><string>33333333-3333-3333-3333-333333333333</string>
                <key>WFContentItemFilter</key><dict><key>Value</key><dict>
                  <key>WFActionParameterFilterPrefix</key><integer>1</integer>
                  <key>WFActionParameterFilterTemplates</key><array><dict>
                    <key>Operator</key><integer>4</integer><key>Property</key><string>List</string>
                    <key>Values</key><dict><key>Enumeration</key><dict><key>Value</key><string>Errands</string>
                      <key>WFSerializationType</key><string>WFStringSubstitutableState</string></dict></dict></dict></array></dict>
                  <key>WFSerializationType</key><string>WFContentPredicateTableTemplate</string></dict></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.showresult</string>
              <key>WFWorkflowActionParameters</key><dict><key>Text</key><dict>
                <key>Value</key><dict><key>string</key><string>\u{FFFC}</string>
                  <key>attachmentsByRange</key><dict>
                    <key>{0, 1}</key><dict><key>OutputUUID</key><string>33333333-3333-3333-3333-333333333333</string><key>Type</key><string>ActionOutput</string></dict></dict></dict>
                <key>WFSerializationType</key><string>WFTextTokenString</string></dict></dict></dict>
            </array><key>WFWorkflowName</key><string>Errand</string></dict></plist>
            """
        let url = TestScratch.path("errand", suffix: ".plist")
        try Data(xml.utf8).write(to: url)
        return url
    }

    @Test func aReminderMadeInOneRunIsFoundByTheNextUnlessItWasADryRun() throws {
        let library = try cli.temporaryLibrary().path
        let file = try Self.reminderFile().path
        let first = try cli.run(["run", file, "--library", library, "--input", "Post a letter"])
        #expect(first.status == 0 && first.output == "Post a letter\n", "\(first.output)")
        let dry = try cli.run(["run", file, "--library", library, "--input", "Buy stamps", "--dry-run"])
        #expect(dry.output == "Post a letter\nBuy stamps\n", "\(dry.output)")
        let second = try cli.run(["run", file, "--library", library, "--input", "Return the book"])
        #expect(second.output == "Post a letter\nReturn the book\n", "the dry run left nothing: \(second.output)")
        let device = try String(contentsOfFile: library + "/state/device/device.json", encoding: .utf8)
        #expect(device.contains("Return the book") && !device.contains("Buy stamps"))
    }

    /// A dry run stored content in the library: the next real run then skipped the first-run
    /// setup the dry run had gone through. What a dry run stores is gone after it.
    @Test func aDryRunsStoredContentIsGoneAfterIt() throws {
        let library = try cli.temporaryLibrary().path
        func action(_ name: String, _ parameters: String) -> String {
            "<dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.\(name)</string><key>WFWorkflowActionParameters</key><dict>\(parameters)</dict></dict>"
        }
        let uuid = "<key>UUID</key><string>AAAAAAAA-AAAA-AAAA-AAAA-AAAAAAAAAAAA</string>"
        let shown = "<key>Text</key><dict><key>Value</key><dict><key>string</key><string>seen: \u{FFFC}</string><key>attachmentsByRange</key><dict><key>{6, 1}</key>"
            + "<dict><key>OutputUUID</key><string>AAAAAAAA-AAAA-AAAA-AAAA-AAAAAAAAAAAA</string><key>Type</key><string>ActionOutput</string></dict></dict></dict>"
            + "<key>WFSerializationType</key><string>WFTextTokenString</string></dict>"
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict><key>WFWorkflowName</key><string>Setup</string><key>WFWorkflowActions</key><array>
            \(action("getstoredcontent", "<key>WFStoredContentKey</key><string>seen</string>" + uuid))
            \(action("showresult", shown))
            \(action("gettext", "<key>WFTextActionText</key><string>yes</string>"))
            \(action("setstoredcontent", "<key>WFStoredContentKey</key><string>seen</string>"))
            </array></dict></plist>
            """
        let file = TestScratch.path("setup", suffix: ".plist")
        try Data(xml.utf8).write(to: file)
        let dry = try cli.run(["run", file.path, "--library", library, "--dry-run"])
        #expect(dry.status == 0 && dry.output == "seen: \n", "\(dry.output)")
        let first = try cli.run(["run", file.path, "--library", library])
        #expect(first.output == "seen: \n", "the dry run stored nothing: \(first.output)")
        let second = try cli.run(["run", file.path, "--library", library])
        #expect(second.output == "seen: yes\n", "\(second.output)")
        let dryAgain = try cli.run(["run", file.path, "--library", library, "--dry-run"])
        #expect(dryAgain.output == "seen: yes\n", "a dry run reads what the library stored: \(dryAgain.output)")
    }

    @Test func aFixtureStandsInForTheDeviceAndIsNotWritten() throws {
        let folder = TestScratch.path("fixture", suffix: "")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let fixture = folder.appendingPathComponent("home.json")
        let text = #"{"reminders": [{"title": "Feed the cat", "list": "Errands"}]}"#
        try Data(text.utf8).write(to: fixture)
        let ran = try cli.run(["run", try Self.reminderFile().path, "--library", try cli.temporaryLibrary().path, "--device", fixture.path, "--input", "Milk"])
        #expect(ran.status == 0 && ran.output == "Feed the cat\nMilk\n", "\(ran.output)")
        #expect(try String(contentsOf: fixture, encoding: .utf8) == text)
        try Data(#"{"reminders": [{"title": 1}]}"#.utf8).write(to: fixture)
        let broken = try cli.run(["run", try Self.reminderFile().path, "--device", fixture.path])
        #expect(broken.status == 1 && broken.output.contains("--device \(fixture.path): $.reminders[0].title: expected a string, found the number 1"), "\(broken.output)")
    }
}

/// A stand-in typed in the editor for an action that cannot run: the run goes on to its end,
/// the card says it is a stand-in, `=` shows it, and the next run does not ask again.
@Suite(.offThePool, .enabled(if: TmuxSession.isAvailable, "needs tmux"))
struct StandInInTerminalTests {
    @Test func aStandInTypedInTheEditorLetsTheRunGoOn() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowActions</key><array>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.takephoto</string>
              <key>WFWorkflowActionParameters</key><dict><key>UUID</key><string>44444444-4444-4444-4444-444444444444</string></dict></dict>
            <dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.showresult</string>
              <key>WFWorkflowActionParameters</key><dict><key>Text</key><dict>
                <key>Value</key><dict><key>string</key><string>Got \u{FFFC}</string>
                  <key>attachmentsByRange</key><dict>
                    <key>{4, 1}</key><dict><key>OutputUUID</key><string>44444444-4444-4444-4444-444444444444</string><key>Type</key><string>ActionOutput</string></dict></dict></dict>
                <key>WFSerializationType</key><string>WFTextTokenString</string></dict></dict></dict>
            </array><key>WFWorkflowName</key><string>Snap</string></dict></plist>
            """
        let file = TestScratch.path("snap", suffix: ".plist")
        try Data(xml.utf8).write(to: file)
        let session = try TmuxSession(["edit", file.path, "--library", try CommandLineTests().temporaryLibrary().path])
        try session.waitFor("Take Photo")
        try session.send("r")
        try session.waitFor("Action 1 (Take Photo) cannot run here — its output, text or JSON:")
        try session.type("a sunset")
        try session.send("Enter")
        try session.waitFor("Done.")
        try session.waitFor("= stand-in Text: a sunset")
        try session.waitFor("= Text: Got a sunset")
        // The next run takes the stand-in without asking: stepped, it pauses before action 2.
        try session.send("s")
        try session.waitFor("Paused before action 1")
        try session.send("s")
        try session.waitFor("Paused before action 2")
        try session.send("r")
        try session.waitFor("Done.")
        try session.send("k")
        try session.send("=")
        try session.waitFor("Output of action 1 (Text)")
        try session.waitFor("a sunset")
        try session.send("x")
        try session.waitFor("Take Photo")
        try session.send("q")
        try session.waitFor("[exit 0]")
    }
}

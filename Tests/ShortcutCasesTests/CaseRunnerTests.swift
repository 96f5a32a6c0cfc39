import AppleShortcuts
import Foundation
import IntentKit
import ShortcutCases
import ShortcutModel
import ShortcutRuntime
import Testing
import TestSupport

/// A case's run: on a copy of the sample device (never the library's), with its stand-ins,
/// answers, clipboard and clock; its expectations checked; a loop without end stopped by the
/// time limit.
@Suite(.offThePool) struct CaseRunnerTests {
    static func document(_ xml: String) throws -> ShortcutDocument {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>WFWorkflowActions</key><array>\(xml)</array>
            <key>WFWorkflowName</key><string>Case</string></dict></plist>
            """
        return try ShortcutFileCodec.decode(Array(plist.utf8), file: "case.plist", name: "Case", date: Date()).document
    }

    static func action(_ identifier: String, _ parameters: String = "") -> String {
        "<dict><key>WFWorkflowActionIdentifier</key><string>is.workflow.actions.\(identifier)</string>"
            + "<key>WFWorkflowActionParameters</key><dict>\(parameters)</dict></dict>"
    }

    static let remind = try! document(
        action("addnewreminder", "<key>WFCalendarItemTitle</key><string>Call Mum</string><key>WFCalendarDescriptor</key><dict><key>Title</key><string>Family</string></dict>")
        + action("takephoto", "<key>UUID</key><string>55555555-5555-5555-5555-555555555555</string>")
        + action("showresult", "<key>Text</key><dict><key>Value</key><dict><key>string</key><string>Took \u{FFFC}</string><key>attachmentsByRange</key><dict><key>{5, 1}</key><dict><key>OutputUUID</key><string>55555555-5555-5555-5555-555555555555</string><key>Type</key><string>ActionOutput</string></dict></dict></dict><key>WFSerializationType</key><string>WFTextTokenString</string></dict>"))

    @Test func aCaseHoldsItsExpectationsOnACopyOfTheDevice() async throws {
        var testCase = ShortcutTestCase(name: "reminds")
        testCase.stubs = ["2": "a photo"]
        testCase.now = Date(timeIntervalSince1970: 1_795_000_000)
        testCase.expect.shown = ["Took a photo"]
        testCase.expect.device = [DeviceExpectation(kind: .reminders, count: 1, fields: [("title", "Call Mum"), ("list", "Family"), ("completed", "false")]),
                                  DeviceExpectation(kind: .files, count: 1, fields: [("path", "Notes/Shopping.txt")])]
        let runner = ShortcutCaseRunner(document: Self.remind, registry: IntentRegistry())
        let result = await runner.run(testCase)
        #expect(result.passed, "\(ShortcutCaseText.details(of: result))")
        // The next case starts from the sample again: nothing the first one made is there.
        testCase.expect.device = [DeviceExpectation(kind: .reminders, count: 2, fields: [("title", "Call Mum")])]
        let again = await runner.run(testCase)
        #expect(again.mismatches.map(\.subject) == ["device"])
        #expect(again.mismatches.first?.actual == ["1 reminders; the device has Buy oat milk, Bread, Call the plumber, Water the plants, Renew passport, …"])
    }

    /// Stored Content seeded by a case (`stored`, and `stored.global`): a shortcut with a
    /// first-run branch is tested on both paths.
    @Test func aCaseSeedsStoredContent() async throws {
        let greet = try Self.document(
            Self.action("getstoredcontent", "<key>UUID</key><string>66666666-6666-6666-6666-666666666666</string><key>WFStoredContentKey</key><string>name</string>")
            + Self.action("getstoredcontent", "<key>UUID</key><string>77777777-7777-7777-7777-777777777777</string><key>WFStoredContentKey</key><string>greeting</string><key>WFStoredContentGlobalValue</key><true/>")
            + Self.action("showresult", "<key>Text</key><dict><key>Value</key><dict><key>string</key><string>\u{FFFC}, \u{FFFC}</string><key>attachmentsByRange</key><dict><key>{0, 1}</key><dict><key>OutputUUID</key><string>77777777-7777-7777-7777-777777777777</string><key>Type</key><string>ActionOutput</string></dict><key>{3, 1}</key><dict><key>OutputUUID</key><string>66666666-6666-6666-6666-666666666666</string><key>Type</key><string>ActionOutput</string></dict></dict></dict><key>WFSerializationType</key><string>WFTextTokenString</string></dict>"))
        let runner = ShortcutCaseRunner(document: greet, registry: IntentRegistry())
        var first = ShortcutTestCase(name: "first run")
        first.expect.shown = [", "]
        #expect(await runner.run(first).passed)
        var returning = ShortcutTestCase(name: "returning")
        returning.stored = ["name": .text("Ada")]
        returning.storedGlobal = ["greeting": .text("Welcome back")]
        returning.expect.shown = ["Welcome back, Ada"]
        let result = await runner.run(returning)
        #expect(result.passed, "\(ShortcutCaseText.details(of: result))")
    }

    @Test func withoutTheStandInTheStatusSaysItAndTheTraceShowsTheWay() async {
        var testCase = ShortcutTestCase(name: "no photo")
        testCase.expect.shown = ["Took a photo"]
        let result = await ShortcutCaseRunner(document: Self.remind, registry: IntentRegistry()).run(testCase)
        #expect(result.mismatches.map(\.subject) == ["status", "shown"])
        #expect(result.mismatches.first?.actual.first?.hasPrefix("3: action 2 (takephoto) cannot run") == true, "\(result.mismatches)")
        #expect(result.trace == ["1 addnewreminder → Reminder: Call Mum"])
        var expected = testCase
        expected.expect = ShortcutTestExpectation()
        expected.expect.status = 3
        expected.expect.error = "cannot run"
        #expect(await ShortcutCaseRunner(document: Self.remind, registry: IntentRegistry()).run(expected).passed)
    }

    @Test func aStandInForAnActionTheShortcutHasNotIsAProblem() async {
        var testCase = ShortcutTestCase(name: "wrong")
        testCase.stubs = ["9": "x"]
        testCase.expect.status = 0
        let result = await ShortcutCaseRunner(document: Self.remind, registry: IntentRegistry()).run(testCase)
        #expect(result.problem == "stubs: the shortcut has no action 9; its actions are numbered 1 to 3")
    }

    @Test func aLoopWithoutEndIsStoppedByTheTimeLimit() async throws {
        let loop = try Self.document(
            Self.action("repeat.count", "<key>GroupingIdentifier</key><string>G</string><key>WFControlFlowMode</key><integer>0</integer><key>WFRepeatCount</key><integer>1000000000000</integer>")
            + Self.action("number", "<key>WFNumberActionNumber</key><integer>1</integer>")
            + Self.action("repeat.count", "<key>GroupingIdentifier</key><string>G</string><key>WFControlFlowMode</key><integer>2</integer>"))
        var runner = ShortcutCaseRunner(document: loop, registry: IntentRegistry())
        runner.timeLimit = .milliseconds(300)
        var testCase = ShortcutTestCase(name: "forever")
        testCase.expect.status = 0
        let result = await runner.run(testCase)
        #expect(result.mismatches.first?.actual.first?.contains("the case took longer than 0.3 seconds, its time limit; it was stopped") == true,
                "\(result.mismatches)")
        // How many steps ran before the limit depends on the machine: not asserted.
    }

    /// `02`, `+2` and ` 2` name action 2 as `2` does: they were accepted and never used, so
    /// the run stopped asking for the stand-in it had been given.
    @Test(arguments: ["02", "+2", " 2", "002"])
    func aStandInKeyWrittenAnotherWayStillStandsIn(_ key: String) async {
        var testCase = ShortcutTestCase(name: "padded")
        testCase.stubs = [key: "a photo"]
        testCase.expect.shown = ["Took a photo"]
        let result = await ShortcutCaseRunner(document: Self.remind, registry: IntentRegistry()).run(testCase)
        #expect(result.passed, "\(key): \(ShortcutCaseText.details(of: result))")
    }

    @Test func twoKeysForOneActionAreAProblem() async {
        var testCase = ShortcutTestCase(name: "twice")
        testCase.stubs = ["2": "a", "02": "b"]
        let result = await ShortcutCaseRunner(document: Self.remind, registry: IntentRegistry()).run(testCase)
        #expect(result.problem?.contains("both give action 2 a stand-in") == true, "\(String(describing: result.problem))")
    }

    /// A case that shows a line per pass of a long loop keeps the first lines and counts the
    /// rest; its diff says where they first differ and how many more do.
    @Test func whatACaseShowsIsBoundedAndItsDiffToo() async throws {
        let loop = try Self.document(
            Self.action("repeat.count", "<key>GroupingIdentifier</key><string>G</string><key>WFControlFlowMode</key><integer>0</integer><key>WFRepeatCount</key><integer>20000</integer>")
            + Self.action("showresult", "<key>Text</key><string>again</string>")
            + Self.action("repeat.count", "<key>GroupingIdentifier</key><string>G</string><key>WFControlFlowMode</key><integer>2</integer>"))
        var testCase = ShortcutTestCase(name: "chatty")
        testCase.expect.shown = ["once"]
        let result = await ShortcutCaseRunner(document: loop, registry: IntentRegistry()).run(testCase)
        let shown = try #require(result.mismatches.first { $0.subject == "shown" })
        #expect(shown.actual.count == ShortcutCaseRunner.shownLinesKept + 1)
        #expect(shown.actual.last == "… and 10000 more lines shown, past the 10000 a case keeps")
        let diff = shown.diff
        #expect(diff.count == CaseMismatch.diffLines + 1)
        #expect(diff.first == "- once" && diff.last?.hasPrefix("… 9942 more of the 10002 differing lines not shown") == true, "\(diff.last ?? "")")
    }

    /// The time limit covers reading the case's device: a large fixture that takes longer to
    /// read than the limit fails the case instead of running past the limit.
    @Test func readingTheDeviceCountsAgainstTheTimeLimit() async throws {
        let folder = TestScratch.path("big-device")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let reminders = (0..<100_000).map { #"{"id":"r\#($0)","title":"R \#($0)","list":"List \#($0)"}"# }.joined(separator: ",")
        try Data(#"{"reminders":[\#(reminders)]}"#.utf8).write(to: folder.appendingPathComponent("device.json"))
        var runner = ShortcutCaseRunner(document: Self.remind, registry: IntentRegistry())
        runner.timeLimit = .milliseconds(20)
        var testCase = ShortcutTestCase(name: "big")
        testCase.device = folder.appendingPathComponent("device.json")
        testCase.stubs = ["2": "a photo"]
        testCase.expect.status = 0
        let result = await runner.run(testCase)
        #expect(result.problem == "reading its device took longer than 0.02 seconds, the case's time limit; it was not run")
    }
}

import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// `shortcut-editor test` on a suite beside a shortcut, one case made to fail: each case is
/// printed as it runs with a summary, the failing one as a diff and its steps, the exit status
/// is 1, and `--junit` writes XML a CI system reads.
@Suite(.offThePool) struct TestCommandTests {
    let cli = CommandLineTests()

    static func suite() throws -> URL {
        let folder = TestScratch.path("suite", suffix: "")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("fixtures"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try DeviceRunTests.reminderFile(), to: folder.appendingPathComponent("Errand.plist"))
        try Data(#"{"reminders": [{"title": "Feed the cat", "list": "Errands"}]}"#.utf8).write(to: folder.appendingPathComponent("fixtures/home.json"))
        let cases = """
            [[case]]
            name = "adds the input to Errands"
            input = "Post a letter"
            [case.expect]
            shown = ["Post a letter"]
            [[case.expect.device]]
            reminders = 1
            where = { title = "Post a letter", list = "Errands" }

            [[case]]
            name = "finds what the fixture has"
            input = "Milk"
            device = "fixtures/home.json"
            [case.expect]
            shown = ["Feed the cat\\nMilk"]

            [[case]]
            name = "made to fail"
            input = "Stamps"
            [case.expect]
            shown = ["Envelopes"]
            """
        try Data(cases.utf8).write(to: folder.appendingPathComponent("Errand.tests.toml"))
        return folder
    }

    @Test func aFailingCaseIsADiffWithItsStepsAndTheStatusIsOne() throws {
        let folder = try Self.suite()
        let library = try cli.temporaryLibrary()
        let junit = folder.appendingPathComponent("results.xml")
        let result = try cli.run(["test", folder.path, "--library", library.path, "--junit", junit.path])
        #expect(result.status == 1, "\(result.output)")
        for line in ["  ✓ adds the input to Errands (", "  ✓ finds what the fixture has (", "  ✗ made to fail (",
                     "      shown (- expected, + actual):", "        - Envelopes", "        + Stamps",
                     "      the last steps:", "        1 New Reminder → Reminder: Stamps", "        2 Find Reminders → List: Stamps",
                     "3 cases in 1 file: 2 passed, 1 failed"] {
            #expect(result.output.contains(line), "missing “\(line)” in:\n\(result.output)")
        }
        #expect(!FileManager.default.fileExists(atPath: library.appendingPathComponent("state/device").path), "the library's device is never used")
        let counts = JUnitElements()
        let parser = XMLParser(data: try Data(contentsOf: junit))
        parser.delegate = counts
        #expect(parser.parse())
        #expect(counts.testcases == 3 && counts.failures == 1 && counts.errors == 0)
    }

    /// `--junit` through a link wrote a plain file over the link; as root, `--junit /dev/stdout`
    /// renamed a file over `/dev/stdout`. A link is written through, a device or pipe is
    /// streamed into, and a folder is refused in words.
    @Test func theJUnitReportGoesThroughLinksAndIntoStreamsNeverOverThem() throws {
        let folder = try Self.suite()
        let library = try cli.temporaryLibrary()
        let target = folder.appendingPathComponent("reports/junit.xml"), link = folder.appendingPathComponent("latest.xml")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: target)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        let linked = try cli.run(["test", folder.path, "--library", library.path, "--junit", link.path])
        #expect(linked.status == 1, "\(linked.output)")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == target.path, "the link is still a link")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("<testsuites"))

        let streamed = try cli.run(["test", folder.path, "--library", library.path, "--junit", "/dev/stdout"])
        #expect(streamed.output.contains("<testsuites") && streamed.output.contains("3 cases in 1 file"), "\(streamed.output)")
        var status = stat()
        #expect(lstat("/dev/stdout", &status) == 0 && status.st_mode & S_IFMT == S_IFLNK, "/dev/stdout is as it was")

        let intoFolder = try cli.run(["test", folder.path, "--library", library.path, "--junit", folder.appendingPathComponent("reports").path])
        #expect(intoFolder.status == 1 && intoFolder.output.contains("reports: it is a folder; name a file"), "\(intoFolder.output)")
        #expect(!intoFolder.output.contains("NSCocoaErrorDomain"))
    }

    @Test func allPassingIsZeroAndNothingFoundIsAnError() throws {
        let folder = try Self.suite()
        let file = folder.appendingPathComponent("Errand.tests.toml")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.components(separatedBy: "[[case]]\nname = \"made to fail\"")[0].utf8).write(to: file)
        let passing = try cli.run(["test", file.path, "--library", try cli.temporaryLibrary().path])
        #expect(passing.status == 0 && passing.output.contains("2 cases in 1 file: 2 passed, 0 failed"), "\(passing.output)")
        // The shortcut named instead: the tests file beside it is run.
        let byShortcut = try cli.run(["test", folder.appendingPathComponent("Errand.plist").path, "--library", try cli.temporaryLibrary().path])
        #expect(byShortcut.status == 0 && byShortcut.output.contains("2 cases in 1 file: 2 passed, 0 failed"), "\(byShortcut.output)")
        let lonely = folder.appendingPathComponent("fixtures/home.json")
        let notTests = try cli.run(["test", lonely.path])
        #expect(notTests.status != 0 && notTests.output.contains("\(lonely.path): not a tests file (NAME.tests.toml), and no home.tests.toml beside it"),
                "\(notTests.output)")
        let empty = TestScratch.path("empty", suffix: "")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try cli.run(["test", empty.path])
        #expect(none.status == 1 && none.output.contains("no tests files (NAME.tests.toml) in \(empty.path)"), "\(none.output)")
        try Data("[[case]]\nname = \"x\"\n".utf8).write(to: file)
        let broken = try cli.run(["test", file.path, "--library", try cli.temporaryLibrary().path])
        #expect(broken.status == 1 && broken.output.contains("\(file.path): case[1].expect: expected [case.expect]"), "\(broken.output)")
    }
}

/// ^C stops `test`: the case under way and every one after it, said in the summary.
@Suite(.offThePool) struct TestCommandStopTests {
    /// The case's request reaching a server that never finishes answering is the state that
    /// proves the case is under way: the signal is sent then, never on a line printed before
    /// the case starts (on a busy machine that stopped the run before its first case).
    @Test func aStopSignalEndsTheCaseUnderWayAndTheRest() async throws {
        let hungUp = RunHardeningTests.HungUp()
        let server = try RunHardeningTests.holdingServer(hungUp)
        defer { server.stop() }
        let folder = TestScratch.path("stop", suffix: "")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let shortcut = try RunHardeningTests.shortcutFile([RunHardeningTests.download(server.port)])
        try FileManager.default.copyItem(at: shortcut, to: folder.appendingPathComponent("Forever.plist"))
        try Data("[[case]]\nname = \"waits\"\n[case.expect]\nstatus = 0\n[[case]]\nname = \"never reached\"\n[case.expect]\nstatus = 0\n".utf8)
            .write(to: folder.appendingPathComponent("Forever.tests.toml"))
        let output = folder.appendingPathComponent("output.txt")
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        let process = Process()
        process.executableURL = try CommandLineTests.binary()
        process.arguments = ["test", folder.path, "--library", try CommandLineTests().temporaryLibrary().path, "--timeout", "600"]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = ContinuousClock.now + .seconds(240)
        while server.heads.isEmpty, process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(!server.heads.isEmpty, "the first case never made its request")
        kill(process.processIdentifier, SIGINT)
        while process.isRunning, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        let printed = try String(contentsOf: output, encoding: .utf8)
        #expect(!process.isRunning && process.terminationStatus == 1, "\(printed)")
        #expect(printed.contains("✗ waits") && !printed.contains("never reached"), "\(printed)")
        #expect(printed.contains("1 case in 1 file: 0 passed, 1 failed; stopped before the end"), "\(printed)")
        // The case's helper was ended with it: the server saw the connection close.
        while hungUp.value.withLock({ $0 }) == nil, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(hungUp.value.withLock { $0 } == true)
    }
}

/// Counts a JUnit report's test cases, failures and errors.
final class JUnitElements: NSObject, XMLParserDelegate, @unchecked Sendable {
    var testcases = 0, failures = 0, errors = 0

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        if name == "testcase" { testcases += 1 }
        if name == "failure" { failures += 1 }
        if name == "error" { errors += 1 }
    }
}

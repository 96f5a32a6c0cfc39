import Foundation
import IntentHostClient
import Testing
import TestSupport

/// `intents --check`: each mistake planted in the fixture host is reported with its figure
/// and what to change (an error fails the command); the demo's host, written as Apple's guides
/// say, has none.
@Suite(.offThePool) struct IntentsCheckTests {
    /// A program built beside the tests (`faulty-intents-host`, `demo-intents-host`).
    static func builtProgram(_ name: String) throws -> String {
        try CommandLineTests.binary().deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// A library whose catalog `name` is what `program` exports, served by it live.
    static func library(serving program: String, as name: String) throws -> URL {
        let library = try CommandLineTests().temporaryLibrary()
        // A program just written may be "busy" for a moment: a child another test forked
        // between the write's open and close holds the file until it execs (O_CLOEXEC closes
        // it then, not before). Tried again for up to 120 s, as a loaded machine can stretch it.
        let deadline = ContinuousClock.now + .seconds(120)
        while true {
            let export = Process()
            export.executableURL = URL(fileURLWithPath: program)
            export.arguments = ["export", library.appendingPathComponent("catalogs/\(name).json").path]
            do {
                try export.run()
                export.waitUntilExit()
                break
            } catch let error as NSError where ContinuousClock.now < deadline
                && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY) {
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
        try Data(#"{"command": ["\#(program)", "serve"]}"#.utf8).write(to: library.appendingPathComponent("catalogs/\(name).host.json"))
        return library
    }

    @Test func everyPlantedFaultIsFound() throws {
        let library = try Self.library(serving: try Self.builtProgram("faulty-intents-host"), as: "Chores")
        let result = try CommandLineTests().run(["intents", "--check", "--library", library.path])
        #expect(result.status == 1, "an error fails the check: \(result.output)")
        let expected = [
            "warning: Chores: ResetEverything: hidden (isDiscoverable = false)",
            "warning: Chores: Chore's query: suggestedEntities() returned 12,400 entities in ",
            "; Shortcuts shows a short list: return the recent or frequent ones (at most 100)",
            // It sleeps 1.5 s: a busy machine stretches that, so the time is not matched.
            "warning: Chores: Room's query: suggestedEntities() returned 2 entities in ",
            " s; Shortcuts waits for it: answer from what is at hand, not from a slow source",
            "error: Chores: Tool's query: entities(for:) found 0 of the 2 entities suggestedEntities() gave, asked by id (missing: “Mop” (id Mop), “Broom” (id Broom))",
            "error: Chores: App Shortcut Do Chores: the phrase “Do my chores” does not say the app's name: every phrase needs \\(.applicationName)",
            // Its Find action: each property asked once, with its first comparator.
            "error: Chores: Shelf's query, Height is greater than: entities(matching:) failed for 1: the shelves' heights are not measured yet",
            // A busy machine may make the 12,400 slow too: a fourth warning, not a failure.
            "3 errors, ",
        ]
        for line in expected { #expect(result.output.contains(line), "no \(line) in:\n\(result.output)") }
    }

    @Test func theFindingsAsJSON() throws {
        let library = try Self.library(serving: try Self.builtProgram("faulty-intents-host"), as: "Chores")
        let result = try CommandLineTests().run(["intents", "--check", "--format", "json", "--library", library.path])
        #expect(result.status == 1)
        let start = try #require(result.output.firstIndex(of: "{"))
        let report = try JSONDecoder().decode([String: [HostFinding]].self, from: Data(result.output[start...].utf8))
        let findings = try #require(report["findings"])
        // A busy machine may make any query slow: a "waits for it" warning on another subject
        // is an ordering the machine chose, not a finding the host planted.
        let planted = findings.filter { $0.subject == "Room's query" || !$0.message.contains("Shortcuts waits for it") }
        #expect(Set(planted.map(\.subject)) == ["App Shortcut Do Chores", "Chore's query", "ResetEverything", "Room's query", "Tool's query",
                                                  "Shelf's query, Height is greater than"])
        #expect(findings.filter { $0.severity == .error }.map(\.subject).sorted()
                == ["App Shortcut Do Chores", "Shelf's query, Height is greater than", "Tool's query"])
    }

    @Test func theDemoHostHasNothingToFix() throws {
        let library = try Self.library(serving: try Self.builtProgram("demo-intents-host"), as: "DemoIntents")
        let result = try CommandLineTests().run(["intents", "--check", "--library", library.path])
        #expect(result.status == 0, "\(result.output)")
        // No error; a warning only of a query a busy machine made slow (the threshold is 1 s).
        #expect(result.output.contains("checked DemoIntents: 0 errors, "), "\(result.output)")
        for line in result.output.split(separator: "\n") where line.hasPrefix("warning:") {
            #expect(line.contains("Shortcuts waits for it"), "\(line)")
        }
    }
}

/// `intents add` refuses what is not a package before anything is built or written.
@Suite struct IntentsAddTests {
    @Test func aFolderWithoutAManifestIsRefusedAndNothingIsWritten() throws {
        let library = try CommandLineTests().temporaryLibrary()
        let folder = TestScratch.path("not-a-package")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try CommandLineTests().run(["intents", "add", folder.path, "--library", library.path])
        #expect(result.status != 0)
        #expect(result.output.contains("\(folder.path) has no Package.swift: name the folder of a Swift package"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: library.appendingPathComponent("catalogs").path).isEmpty)
    }
}

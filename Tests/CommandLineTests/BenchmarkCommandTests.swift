import Foundation
import Testing
import TestSupport

/// The benchmark still runs every workload and reports every figure: a smoke test of the
/// tool, not a measurement (a debug build's figures mean nothing).
@Suite(.offThePool) struct BenchmarkCommandTests {
    @Test func aSmallRunPrintsEveryFigureAndWritesJSON() throws {
        let bench = try CommandLineTests.binary().deletingLastPathComponent().appendingPathComponent("shortcut-bench")
        let json = TestScratch.path("bench", suffix: ".json")
        let process = Process()
        process.executableURL = bench
        process.arguments = ["--sizes", "20", "--sizes", "40", "--repeats", "3", "--json", json.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        for figure in ["Summary evaluation", "focus move (Tab)", "confirm a value (Enter)", "page down", "jump to end (End)",
                       "open", "save written (^S → Saved)", "Tab while a save runs, p99 / max", "Memory with 40 actions", "binary open (vs plistlib.load)", "xml save (vs plistlib.dump)", "Terminal output, 200×60",
                       "move the big block (J/K)", "type into text with tokens", "Side by side with peers",
                       "first screen, 80×24: shortcut-editor", "first screen, 80×24: shortcut-editor, no cache", "shortcut-editor show --format json", "Targets ("] {
            #expect(text.contains(figure), "\(figure) is missing from:\n\(text)")
        }
        let results = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        #expect(results?["memory"] != nil && results?["terminal"] != nil && results?["keystrokes"] != nil && results?["blocks"] != nil
                && results?["peers"] != nil)
    }
}

import Foundation
import Testing
import TestSupport

/// A shortcut saved before an app renamed a parameter (`servings`, now Brew Coffee's `cups`):
/// `run` fails on the kept value, `lint` flags it, `lint --fix` moves it — and `run` succeeds.
@Suite(.offThePool) struct LintFixTests {
    @Test func aRenamedParametersValueMovesAndTheRunSucceeds() throws {
        let library = try IntentsCheckTests.library(serving: try IntentsCheckTests.builtProgram("workshop-intents-host"), as: "Workshop")
        let file = library.appendingPathComponent("shortcuts/Coffee.shortcut.json")
        try Data(#"""
            {"actions": [{"id": "0B10AD00-0000-4000-8000-000000000003", "intent": "BrewCoffee", "values": {"servings": {"type": "int", "value": 2}}}],
             "created": "2026-12-07T00:00:00.000Z", "formatVersion": 1, "modified": "2026-12-07T00:00:00.000Z", "name": "Coffee"}
            """#.utf8).write(to: file)
        let before = try CommandLineTests().run(["run", "--library", library.path, file.path])
        #expect(before.status != 0 && before.output.contains("servings"), "\(before.output)")

        let fixed = try CommandLineTests().run(["lint", "--fix", "--library", library.path])
        #expect(fixed.output.contains("fixed: \(file.path): moved servings → cups in 1 action"), "\(fixed.output)")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("\"cups\"") && !saved.contains("\"servings\""), "\(saved)")

        let after = try CommandLineTests().run(["run", "--library", library.path, file.path])
        #expect(after.status == 0, "\(after.output)")
        // Nothing left to move: said, and the file not written again.
        let again = try CommandLineTests().run(["lint", "--fix", "--library", library.path])
        #expect(again.output.contains("fixed: nothing to move"), "\(again.output)")
    }
}

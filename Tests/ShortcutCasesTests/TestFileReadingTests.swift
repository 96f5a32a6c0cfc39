import Foundation
import ShortcutCases
import Testing

/// `NAME.tests.toml` read: every key of a case, and each mistake refused with the file, the
/// place and what was expected — a test file that reads wrongly must not pass by testing nothing.
@Suite struct TestFileReadingTests {
    static let url = URL(fileURLWithPath: "/work/tests/Water Log.tests.toml")

    @Test func everyKeyOfACaseIsRead() throws {
        let file = try ShortcutTestFile.parse("""
            shortcut = "../Water Log.shortcut"
            [[case]]
            name = "logs a glass"
            input = "250"
            answers = ["Water", "250"]
            stubs = { "6" = "a plan", "e9fc161c-7537-4c2a-b9ab-cc5135541b49" = 42 }
            device = "fixtures/home.json"
            clipboard = "copied"
            stored = { visits = 3, name = "Ada", global = { theme = "dark", ready = true } }
            now = 2026-11-18T09:00:00+01:00
            [case.expect]
            shown = ["Logged 250 ml"]
            shown_includes = ["Logged"]
            output = "done"
            status = 0
            [[case.expect.device]]
            reminders = 1
            where = { title = "X", list = "Y", completed = false }
            """, url: Self.url)
        #expect(file.shortcut == "../Water Log.shortcut" && file.shortcutName == "Water Log")
        let testCase = try #require(file.cases.first)
        #expect(testCase.name == "logs a glass" && testCase.input == "250" && testCase.answers == ["Water", "250"])
        #expect(testCase.stubs == ["6": "a plan", "E9FC161C-7537-4C2A-B9AB-CC5135541B49": "42"])
        #expect(testCase.device?.path == "/work/tests/fixtures/home.json" && testCase.clipboard == "copied")
        #expect(testCase.stored == ["visits": .number(3), "name": .text("Ada")])
        #expect(testCase.storedGlobal == ["theme": .text("dark"), "ready": .bool(true)])
        #expect(testCase.now == ISO8601DateFormatter().date(from: "2026-11-18T08:00:00Z"))
        #expect(testCase.expect.shown == ["Logged 250 ml"] && testCase.expect.shownIncludes == ["Logged"] && testCase.expect.output == "done")
        #expect(testCase.expect.status == 0)
        #expect(testCase.expect.device == [DeviceExpectation(kind: .reminders, count: 1, fields: [("title", "X"), ("list", "Y"), ("completed", "false")])]
                || testCase.expect.device.first?.fields.count == 3)
    }

    @Test(arguments: [
        ("[[case]]\nname = \"a\"\n", "case[1].expect: expected [case.expect] with something to check"),
        ("[[case]]\nname = \"a\"\ninptu = \"x\"\n[case.expect]\nstatus = 0\n", "case[1].inptu: unknown key; expected one of name, input"),
        ("[[case]]\nname = \"a\"\n[case.expect]\nstatus = 2\n", "case[1].expect.status: expected 0 (done), 1 (failed)"),
        ("[[case]]\nname = \"a\"\n[case.expect]\nshown = \"x\"\n", "case[1].expect.shown: expected a list of text"),
        ("[[case]]\nname = \"a\"\n[case.expect]\nshown = [\"x\", 2]\n", "case[1].expect.shown[2]: expected text"),
        ("[[case]]\nname = \"a\"\nnow = 2026-11-18T09:00:00\n[case.expect]\nstatus = 0\n", "case[1].now: expected a date and time with its offset"),
        ("[[case]]\nname = \"a\"\n[case.expect]\nstatus = 0\n[[case]]\nname = \"a\"\n[case.expect]\nstatus = 0\n", "case[2].name: “a” names another case already"),
        ("[[case]]\nname = \"a\"\n[case.expect]\n[[case.expect.device]]\nreminders = 1\nevents = 2\n", "case[1].expect.device[1]: expected one of reminders"),
        ("[[case]]\nname = \"a\"\n[case.expect]\n[[case.expect.device]]\nreminders = -1\n", "case[1].expect.device[1].reminders: expected how many"),
        ("[[case]]\nname = \"a\"\n[case.expect]\n[[case.expect.device]]\nnotes = 1\n", "case[1].expect.device[1].notes: unknown key"),
        ("cases = 1\n", "cases: unknown key; expected [[case]] tables"),
        ("shortcut = \"x\"\n", "case: expected [[case]] tables"),
        ("[[case]\nname = \"a\"\n", "1:8: not valid TOML: expected \"]]\" to close"),
        ("[[case]]\nname = \"unterminated\n", "2:21: not valid TOML: expected the closing"),
    ])
    func aMistakeIsRefusedWithItsPlace(_ text: String, _ expected: String) {
        do {
            _ = try ShortcutTestFile.parse(text, url: Self.url)
            Issue.record("read: \(text)")
        } catch {
            #expect(error.description.hasPrefix("/work/tests/Water Log.tests.toml: " + expected), "\(error)")
        }
    }

    /// A tests file is outside input: damaged versions are read or refused with the file's
    /// name — never a crash (toml++ aborts on some malformed TOML; the syntax check comes first).
    @Test func damagedTestFilesAreReadOrRefused() {
        let seed = Array("""
            [[case]]
            name = "logs"
            answers = ["a", "b"]
            stubs = { "6" = "x" }
            [case.expect]
            shown = ["Logged 250 ml"]
            [[case.expect.device]]
            reminders = 1
            where = { title = "X" }
            """.utf8)
        let alphabet = Array("[]{}=\"',.#\n -_abc0123".utf8)
        var state: UInt64 = 0x5EED
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        for round in 0..<3_000 {
            var mutated = seed
            if round % 3 == 0 {
                mutated = Array(mutated.prefix(Int(next() % UInt64(mutated.count))))
            } else {
                for _ in 0..<(1 + next() % 4) { mutated[Int(next() % UInt64(mutated.count))] = alphabet[Int(next() % UInt64(alphabet.count))] }
            }
            do {
                _ = try ShortcutTestFile.parse(String(decoding: mutated, as: UTF8.self), url: Self.url)
            } catch {
                #expect(error.description.hasPrefix(Self.url.path + ": "))
            }
        }
    }
}

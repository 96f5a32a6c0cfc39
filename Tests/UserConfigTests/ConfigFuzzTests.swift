import EditorCore
import Foundation
import Testing
@testable import UserConfig
import TestSupport

/// The config file is outside input: thousands of damaged versions, deep nesting and a large
/// file each give settings and problems — never a crash or a hang. Seeded, so a failure repeats.
@Suite(.offThePool) struct ConfigFuzzTests {
    static let seed = """
        # keys
        [keys.editor]
        next-action = ["n", "down"]
        save = "C-s"
        [keys."text"]
        delete-word = ['C-w', "A-backspace"]
        [colors]
        value = "green"
        required = 208
        focus = { color = 1 }
        """

    @Test func thousandsOfDamagedFilesGiveSettingsOrProblems() {
        var random = SeededGenerator(seed: 0xC0FF_EE00)
        let bytes = Array(Self.seed.utf8)
        let alphabet = Array("[]{}=\"',.#\n -_\\abcCAS0189".utf8)
        for round in 0..<5_000 {
            var mutated = bytes
            if round % 3 == 0 {
                mutated = Array(mutated.prefix(Int(random.next() % UInt64(mutated.count))))
            } else {
                for _ in 0..<(1 + random.next() % 4) {
                    mutated[Int(random.next() % UInt64(mutated.count))] = alphabet[Int(random.next() % UInt64(alphabet.count))]
                }
            }
            let result = ConfigReader.parse(String(decoding: mutated, as: UTF8.self), file: "config.toml")
            for problem in result.problems { #expect(problem.description.hasPrefix("config.toml")) }
            #expect(result.settings.keymap.conflicts.isEmpty, "a config can never bind one key twice in a mode")
        }
    }

    /// What this test found: toml++ aborts the program on these instead of reporting them.
    @Test(arguments: ["[.keys.editor]", "[=a]", "[[ #x]]", "[é]", " [\n]", "[!a]\nb = 1", "a = [\"n\",}\"down\"]"])
    func malformedStructureIsReportedNotAborted(_ text: String) {
        let result = ConfigReader.parse(text, file: "config.toml")
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == 1)
        #expect(result.problems.first?.message.hasPrefix("not valid TOML: expected") == true, "\(result.problems)")
    }

    @Test func wellFormedTOMLPassesTheCheck() {
        let text = #"""
            # a comment
            [keys.editor]   # trailing
            save = [
              "C-s",   # inline comment
              'C-w',
            ]
            "quoted key".x = 1
            [[list]]
            when = 1979-05-27 07:32:00Z
            n = -1_000
            f = +1.5e3
            flag = true
            t = { a = 1, b = "}" }
            note = '''
            [= not a header
            '''
            other = """a \"quote\" """"
            """#
        #expect(TOMLSyntaxCheck.check(text) == nil, "\(String(describing: TOMLSyntaxCheck.check(text)))")
        // The library parses it: what it says is about settings, not syntax.
        #expect(ConfigReader.parse(text, file: "c.toml").problems.allSatisfy { !$0.message.contains("TOML") && $0.column == nil })
        #expect(TOMLSyntaxCheck.check(Keymap.standard.configText) == nil)
    }

    @Test func deepNestingAndALargeFileAreProblemsNotCrashes() {
        let deep = ConfigReader.parse("a = " + String(repeating: "[", count: 100_000), file: "deep.toml")
        #expect(deep.problems.count == 1 && deep.problems[0].line != nil)
        let large = ConfigReader.parse(String(repeating: "# comment\n", count: 200_000) + "[keys.editor]\nsave = [\"C-w\"]\n", file: "large.toml")
        #expect(large.problems.isEmpty)
        #expect(large.settings.keymap.command(for: .control("w"), in: .editor) == .save)
    }

    /// What the black-box probe found (issue 42): a table name of 100,000 parts overflowed
    /// toml++'s stack (SIGSEGV) instead of being reported.
    @Test(arguments: [
        "[" + Array(repeating: "a", count: 100_000).joined(separator: ".") + "]\nx = 1\nx = 2\n",
        "[" + Array(repeating: "a", count: 200_000).joined(separator: ".") + "]\n[b]\n",
        Array(repeating: "k", count: 100_000).joined(separator: ".") + " = 1\n",
        "[keys]\n" + "t = " + String(repeating: "{ a.b = ", count: 50_000),
    ])
    func longDottedNamesAreProblemsNotCrashes(_ text: String) {
        let result = ConfigReader.parse(text, file: "c.toml")
        #expect(result.problems.count == 1)
        let problem = result.problems.first
        #expect(problem?.line != nil && problem?.column != nil)
        #expect(problem?.message.contains("at most \(TOMLSyntaxCheck.maximumDepth) levels") == true, "\(result.problems)")
        #expect(result.settings.keymap.configText == Keymap.standard.configText)
    }

    /// Nesting at the limit, in every way it can be made, still reads (and toml++ copes).
    @Test func nestingUpToTheLimitReads() {
        let limit = TOMLSyntaxCheck.maximumDepth
        let header = "[" + Array(repeating: "a", count: limit / 2).joined(separator: ".") + "]\n"
        let key = Array(repeating: "b", count: limit / 4).joined(separator: ".")
        let value = String(repeating: "[", count: limit / 4) + String(repeating: "]", count: limit / 4)
        #expect(TOMLSyntaxCheck.check(header + key + " = " + value + "\n") == nil)
        #expect(TOMLSyntaxCheck.check(header + key + ".c = " + value + "\n") != nil, "one level past the limit")
        let result = ConfigReader.parse(header + key + " = " + value + "\n", file: "c.toml")
        #expect(result.problems.count == 1 && result.problems[0].message.contains("unknown setting \"a\""))
    }

    /// Random deep and long structures — headers, dotted keys, arrays and inline tables mixed,
    /// up to thousands of levels — each give settings and problems, never a crash.
    @Test func randomDeepStructuresAreReadOrReported() {
        var random = SeededGenerator(seed: 0xDEE9_7AB1)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<(1 + random.next() % 4) {
                let parts = Int(random.next() % 3_000) + 1
                let name = (0..<parts).map { _ in ["a", "\"q\"", "'l'", "k-1"][Int(random.next() % 4)] }.joined(separator: ".")
                switch random.next() % 4 {
                case 0: text += "[\(name)]\n"
                case 1: text += "[[\(name)]]\n"
                case 2: text += "\(name) = 1\n"
                default:
                    let depth = Int(random.next() % 3_000)
                    var value = ""
                    for _ in 0..<depth { value += random.next() % 2 == 0 ? "[" : "{ x.y = " }
                    text += "v = \(value)1\n"
                }
            }
            let result = ConfigReader.parse(text, file: "deep.toml")
            for problem in result.problems { #expect(problem.description.hasPrefix("deep.toml")) }
        }
    }
}

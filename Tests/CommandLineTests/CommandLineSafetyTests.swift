import Foundation
import Testing
import TestSupport

/// What the command line prints and how it exits, for hostile and mistaken input.
@Suite(.offThePool) struct CommandLineSafetyTests {
    private let cli = CommandLineTests()

    private func library(withShortcut json: String? = nil, named name: String = "Odd") throws -> URL {
        let library = try cli.temporaryLibrary()
        if let json {
            try Data(json.utf8).write(to: library.appendingPathComponent("shortcuts/\(name).shortcut.json"))
        }
        return library
    }

    private static func document(name: String, id: String = "00000000-0000-0000-0000-000000000001", note: String = "fine") -> String {
        #"{"actions":[{"id":"\#(id)","intent":"LogItemIntent","values":{"item":{"type":"string","value":"\#(note)"}}}],"created":"2026-11-01T00:00:00Z","formatVersion":1,"modified":"2026-11-01T00:00:00Z","name":"\#(name)"}"#
    }

    @Test func globalOptionsWorkBeforeTheCommandAsAfterIt() throws {
        let library = try library(withShortcut: Self.document(name: "Odd"))
        for arguments in [["--library", library.path, "show", "Odd"], ["show", "Odd", "--library", library.path],
                          ["--library=\(library.path)", "show", "Odd"]] {
            let result = try cli.run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.output)")
            #expect(result.output.contains("Log [fine]"), "\(arguments): \(result.output)")
        }
    }

    @Test func aCatalogTheUserNamedThatCannotBeReadIsAnError() throws {
        let library = try library()
        let missing = library.appendingPathComponent("missing.actionsdata").path
        let result = try cli.run(["intents", "--library", library.path, "--catalog", missing])
        #expect(result.status == 1)
        #expect(result.output.contains(missing) && result.output.contains("cannot read"), "\(result.output)")

        let broken = library.appendingPathComponent("broken.actionsdata")
        try Data("{\"actions\": [".utf8).write(to: broken)
        let brokenResult = try cli.run(["show", "x.json", "--library", library.path, "--catalog", broken.path])
        #expect(brokenResult.status == 1)
        #expect(brokenResult.output.contains(broken.path + ":1:"), "\(brokenResult.output)")
    }

    @Test func aBrokenCatalogInTheLibraryIsAWarningForEveryCommand() throws {
        let library = try library(withShortcut: Self.document(name: "Odd"))
        let broken = library.appendingPathComponent("catalogs/broken.actionsdata")
        try Data("not json".utf8).write(to: broken)
        for arguments in [["intents"], ["show", "Odd"], ["list"]] {
            let result = try cli.run(arguments + ["--library", library.path])
            #expect(result.status == 0, "\(arguments): \(result.output)")
            #expect(result.output.contains("warning: \(broken.path):1:1"), "\(arguments): \(result.output)")
        }
    }

    @Test func textFromFilesIsShownNotSentToTheTerminal() throws {
        let library = try library(withShortcut: Self.document(name: "Evil\u{202E}txt.exe", note: "a\\u001b[2Jb\u{9B}31m"))
        let shown = try cli.run(["show", "Odd", "--library", library.path])
        #expect(shown.status == 0)
        #expect(shown.output.contains("Evil<U+202E>txt.exe") && shown.output.contains("a^[[2Jb<U+9B>31m"), "\(shown.output)")
        #expect(!shown.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{202E}" })
        // As JSON too, which escapes them (issue 42: U+9B and U+202E went through raw).
        let json = try cli.run(["show", "Odd", "--format", "json", "--library", library.path])
        #expect(json.status == 0)
        #expect(!json.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{202E}" }, "\(json.output)")
        #expect(json.output.contains(#"Evil\u202etxt.exe"#) && json.output.contains(#"\u009b31m"#), "\(json.output)")

        // An error quoting a bad identifier (an 8-bit CSI in it) and a path with ESC in it.
        let odd = try self.library(withShortcut: Self.document(name: "Bad", id: "\u{9B}6n"), named: "Bad\u{1B}]0;x")
        let failed = try cli.run(["show", odd.appendingPathComponent("shortcuts/Bad\u{1B}]0;x.shortcut.json").path, "--library", odd.path])
        #expect(failed.status == 1)
        // The bad value is quoted as JSON, escapes and all.
        #expect(failed.output.contains(#""\u009b6n""#) && failed.output.contains("Bad^[]0;x"), "\(failed.output)")
        #expect(!failed.output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
    }

    @Test func showsWarningsNameTheFileAndThePlace() throws {
        let json = Self.document(name: "Odd").replacingOccurrences(of: #"{"type":"string","value":"fine"}"#,
                                                                   with: #"{"type":"duration","seconds":1,"attoseconds":1000000000000000000}"#)
        let library = try library(withShortcut: json)
        let result = try cli.run(["show", "Odd", "--library", library.path])
        #expect(result.status == 0)
        let file = library.appendingPathComponent("shortcuts/Odd.shortcut.json").path
        #expect(result.output.contains("warning: \(file): action 1 ($.actions[0].values.item)"), "\(result.output)")
    }

    @Test func aWrongCommandLineExitsWithTheUsageStatus() throws {
        let result = try cli.run(["show"])
        #expect(result.status == 64, "the README lists 64 for a command line that is wrong")
    }

    /// What the black-box probe found (issue 42): a FIFO among the shortcuts stopped `list`,
    /// `show`, `convert` and `lint` in `open()` for ever. Each now answers at once — the FIFO
    /// listed with its problem, refused by name where it is asked for — and a device, which
    /// never ends, is refused rather than read until memory runs out.
    @Test func filesThatAreNotRegularAreRefusedNotWaitedOn() throws {
        let library = try library(withShortcut: Self.document(name: "Odd"))
        let fifo = library.appendingPathComponent("shortcuts/Pipe.shortcut").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let listed = try cli.run(["list", "--library", library.path])
        #expect(listed.status == 0, "\(listed.output)")
        #expect(listed.output.contains("Odd") && listed.output.contains("Pipe"), "\(listed.output)")
        #expect(listed.output.contains("FIFO"), "the FIFO is listed with its problem: \(listed.output)")
        let out = library.appendingPathComponent("out.shortcut.json").path
        for arguments in [["show", fifo], ["convert", fifo, out], ["lint", fifo], ["show", "/dev/zero"], ["show", "/dev/urandom"]] {
            let result = try cli.run(arguments + ["--library", library.path])
            #expect(result.status == 1, "\(arguments): \(result.output)")
            #expect(result.output.contains("not a regular file"), "\(arguments): \(result.output)")
        }
        #expect(!FileManager.default.fileExists(atPath: out), "nothing written")
    }

    /// A config file with a 100,000-part table name crashed the program (SIGSEGV in toml++);
    /// now its problem is named by line and column and the defaults are used.
    @Test func aConfigThatWouldOverflowTheParserIsAProblem() throws {
        let library = try library()
        let config = library.appendingPathComponent("c.toml")
        try Data(("[" + Array(repeating: "a", count: 100_000).joined(separator: ".") + "]\nx = 1\nx = 2\n").utf8).write(to: config)
        let result = try cli.run(["keys", "--config", config.path, "--library", library.path])
        #expect(result.status == 1, "`keys --config` checks a config: a problem is its failure, not a crash: \(result.output)")
        #expect(result.output.contains("[keys.editor]"), "the default keys are listed")
        #expect(result.output.contains("\(config.path):1:"), "\(result.output)")
        #expect(result.output.contains("levels of tables"), "\(result.output)")
    }
}

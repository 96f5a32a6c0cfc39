import IntentHostClient
import Testing

/// A build's output read into whole messages, from what `swift build` (6.3) printed for a
/// package with two errors, a note and a warning: each message keeps its source lines and
/// caret, a note stays under its message, and a message printed twice (the module emitted
/// and compiled apart) is kept once.
@Suite struct BuildOutputTests {
    static let swift6Output = """
        Building for debugging...
        [3/7] Compiling Diag main.swift
        /tmp/diag/Sources/Diag/main.swift:5:15: error: missing argument for parameter 'strong' in call
        2 |     var cups: Int
        3 | }
        4 | func make(_ n: Int, strong: Bool) -> Brew { Brew(cups: n) }
          |      `- note: 'make(_:strong:)' declared here
        5 | let b = make(2)
          |               `- error: missing argument for parameter 'strong' in call
        6 | func f() { let q = 3 }
        7 |\u{20}

        /tmp/diag/Sources/Diag/main.swift:6:16: warning: initialization of immutable value 'q' was never used
        6 | func f() { let q = 3 }
          |                `- warning: initialization of immutable value 'q' was never used
        7 |\u{20}
        error: emit-module command failed with exit code 1 (use -v to see invocation)
        [4/7] Emitting module Diag
        /tmp/diag/Sources/Diag/main.swift:5:15: error: missing argument for parameter 'strong' in call
        5 | let b = make(2)
          |               `- error: missing argument for parameter 'strong' in call
        [5/8] Compiling Diag other.swift
        """

    @Test func eachMessageKeepsItsSourceLinesCaretAndNotesOnce() {
        let read = BuildOutput.diagnostics(in: Self.swift6Output.components(separatedBy: "\n"))
        #expect(read.map(\.severity) == [.error, .warning])
        #expect(read[0].message == "missing argument for parameter 'strong' in call")
        #expect(read[0].details.count == 8, "\(read[0].details)")
        #expect(read[0].details.contains("  |      `- note: 'make(_:strong:)' declared here"))
        #expect(read[0].details.contains("  |               `- error: missing argument for parameter 'strong' in call"))
        // The driver's own line ends the warning's lines.
        #expect(read[1].details.last == "7 | ")
    }

    /// The older style: the source line and a caret line under the message, notes as messages
    /// of their own — kept under the message before them.
    @Test func theOlderStyleAndItsNotesAreKeptToo() {
        let lines = [
            "/p/a.swift:3:9: error: use of unresolved identifier 'cup'",
            "    let x = cup",
            "            ^~~",
            "/p/a.swift:1:5: note: did you mean 'cups'?",
            "var cups = 1",
            "    ^",
            "[2/3] Compiling other",
        ]
        let read = BuildOutput.diagnostics(in: lines)
        #expect(read.count == 1)
        #expect(read[0].details == Array(lines[1...5]))
    }

    /// A runaway snippet is bounded: the page cannot be filled by one message.
    @Test func aMessagesLinesAreBounded() {
        let lines = ["/p/a.swift:1:1: error: x"] + (0..<10_000).map { "\($0) | line" }
        #expect(BuildOutput.diagnostics(in: lines)[0].details.count == 60)
    }
}

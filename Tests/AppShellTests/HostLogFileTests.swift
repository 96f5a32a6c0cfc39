@testable import AppShell
import Foundation
import Testing
import TestSupport

/// A host's log as `L` shows it: its end only, from a whole line; a host that never wrote has
/// an empty log, not an error.
@Suite struct HostLogFileTests {
    @Test func aLongLogIsReadFromItsEndStartingAtAWholeLine() throws {
        let url = TestScratch.path("host", suffix: ".log")
        let lines = (1...20_000).map { "line \($0) of what the host wrote" }
        try Data(lines.joined(separator: "\n").utf8 + [0x0A]).write(to: url)
        guard case .success(let shown) = HostLogFile.lastLines(of: url) else { Issue.record("not read"); return }
        #expect(shown.count == HostLogFile.shownLines)
        #expect(shown.last == "line 20000 of what the host wrote")
        #expect(shown.allSatisfy { $0.hasPrefix("line ") && $0.hasSuffix(" wrote") }, "no line cut in half")
    }

    @Test func aLogNotWrittenYetIsEmpty() {
        #expect(HostLogFile.lastLines(of: TestScratch.path("never", suffix: ".log")) == .success([]))
    }
}

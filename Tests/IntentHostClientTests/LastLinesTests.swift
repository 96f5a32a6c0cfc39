@testable import IntentHostClient
import Testing

/// A build's last lines, kept in linear time: the oldest half goes in one step past twice the
/// bound (removing the oldest for each new line shifted every kept line each time, and a
/// 400,000-line build took 20–31 times as long as a 100,000-line one).
@Suite struct LastLinesTests {
    @Test(arguments: [0, 1, 5, 99, 100, 101, 199, 200, 201, 1_000, 12_345])
    func theLastLinesAreKeptInOrder(_ count: Int) {
        var lines = LastLines(keeping: 100)
        for index in 0..<count { lines.append("line \(index)") }
        #expect(lines.lines == (max(0, count - 100)..<count).map { "line \($0)" })
    }

    /// Past 400,000 lines the lines held never pass twice the bound, and each line is moved
    /// once at most when the old half goes: the work per line stays the same.
    @Test func whatIsHeldStaysBoundedWhateverComes() {
        var lines = LastLines(keeping: 1_000)
        var most = 0
        for index in 0..<400_000 {
            lines.append(String(index))
            most = max(most, lines.held)
        }
        #expect(most < 2_000)
        #expect(lines.lines.count == 1_000 && lines.lines.first == "399000" && lines.lines.last == "399999")
    }
}

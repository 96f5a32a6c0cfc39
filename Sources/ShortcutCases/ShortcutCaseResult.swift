import Foundation

/// How a case went: passed when nothing differs from what it expected; else each difference,
/// with the steps that led there.
public struct ShortcutCaseResult: Sendable {
    public var name: String
    /// Each expectation that did not hold.
    public var mismatches: [CaseMismatch] = []
    /// The case could not be run as written (a device file that does not read, a stand-in for
    /// an action the shortcut does not have): said instead of a run.
    public var problem: String?
    /// The last steps of the run (`3 Calculate → Number: 8`), oldest first.
    public var trace: [String] = []
    /// How many steps ran before the first one kept in `trace`.
    public var stepsOmitted = 0
    public var duration: Duration = .zero

    public init(name: String) {
        self.name = name
    }

    public var passed: Bool { mismatches.isEmpty && problem == nil }

    /// "12 ms", "1.4 s": how long the case took, as the summary prints it.
    public var durationText: String {
        let milliseconds = Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
        return milliseconds < 1000 ? "\(Int(milliseconds.rounded())) ms" : String(format: "%.1f s", milliseconds / 1000)
    }
}

/// One expectation that did not hold: what it is about, and the expected and actual lines.
public struct CaseMismatch: Sendable, Equatable {
    public var subject: String
    public var expected: [String]
    public var actual: [String]

    public init(subject: String, expected: [String], actual: [String]) {
        self.subject = subject
        self.expected = expected
        self.actual = actual
    }

    /// At most this many lines of a diff are printed: a case that showed a million lines
    /// says where they first differ and how many more do, not all of them.
    public static let diffLines = 60

    /// The two side by side as a readable diff: lines both have once, the others marked
    /// `-` (expected, missing) and `+` (actual, not expected), in order; the first
    /// `diffLines` of it, then how many more lines differ.
    public var diff: [String] {
        let lcs = Self.commonLines(expected, actual)
        var lines: [String] = []
        var differing = 0
        var omitted = 0
        func add(_ line: String, differs: Bool) {
            if differs { differing += 1 }
            if lines.count < Self.diffLines { lines.append(line) } else if differs { omitted += 1 }
        }
        var (e, a) = (0, 0)
        for (ce, ca) in lcs {
            while e < ce { add("- " + expected[e], differs: true); e += 1 }
            while a < ca { add("+ " + actual[a], differs: true); a += 1 }
            add("  " + expected[e], differs: false)
            e += 1
            a += 1
        }
        while e < expected.count { add("- " + expected[e], differs: true); e += 1 }
        while a < actual.count { add("+ " + actual[a], differs: true); a += 1 }
        if omitted > 0 {
            lines.append("… \(omitted) more of the \(differing) differing lines not shown (\(expected.count) expected, \(actual.count) actual)")
        }
        return lines
    }

    /// Index pairs of the longest common subsequence (at most 2,000 lines a side; past that,
    /// none — every line is shown as removed and added).
    static func commonLines(_ left: [String], _ right: [String]) -> [(Int, Int)] {
        guard left.count <= 2_000, right.count <= 2_000, !left.isEmpty, !right.isEmpty else { return [] }
        var table = Array(repeating: Array(repeating: 0, count: right.count + 1), count: left.count + 1)
        for i in stride(from: left.count - 1, through: 0, by: -1) {
            for j in stride(from: right.count - 1, through: 0, by: -1) {
                table[i][j] = left[i] == right[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var (i, j) = (0, 0)
        while i < left.count && j < right.count {
            if left[i] == right[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}

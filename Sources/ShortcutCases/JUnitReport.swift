import Foundation

/// The results as JUnit XML, the form CI systems (GitHub Actions' reporters, GitLab, Jenkins)
/// read: one `testsuite` per tests file, one `testcase` per case, a `failure` with the diff and
/// the trace for a case that failed, an `error` for one that could not run or a file that
/// could not be read.
///
/// Everything from a file — names, shown lines, messages — is escaped; characters XML 1.0 cannot
/// hold at all (most C0 controls) are written as `\u{1B}`, never raw: a shortcut's text must not
/// break the report, or smuggle markup into it.
public enum JUnitReport {
    /// One tests file's outcome: its cases' results, or why the file could not be used.
    public struct Suite: Sendable {
        public var name: String
        public var file: String
        public var results: [ShortcutCaseResult]
        public var problem: String?

        public init(name: String, file: String, results: [ShortcutCaseResult], problem: String? = nil) {
            self.name = name
            self.file = file
            self.results = results
            self.problem = problem
        }
    }

    public static func xml(_ suites: [Suite]) -> String {
        let tests = suites.reduce(0) { $0 + max(1, $1.results.count) }
        let failures = suites.reduce(0) { $0 + $1.results.filter { !$0.passed && $0.problem == nil }.count }
        let errors = suites.reduce(0) { $0 + $1.results.filter { $0.problem != nil }.count + ($1.problem == nil ? 0 : 1) }
        var out = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        out += #"<testsuites name="shortcut-editor test" tests="\#(tests)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(suites.flatMap(\.results)))">"# + "\n"
        for suite in suites {
            let suiteFailures = suite.results.filter { !$0.passed && $0.problem == nil }.count
            let suiteErrors = suite.results.filter { $0.problem != nil }.count + (suite.problem == nil ? 0 : 1)
            out += #"  <testsuite name="\#(escaped(suite.name))" file="\#(escaped(suite.file))" tests="\#(max(1, suite.results.count))" failures="\#(suiteFailures)" errors="\#(suiteErrors)" time="\#(seconds(suite.results))">"# + "\n"
            if let problem = suite.problem {
                out += #"    <testcase name="reading the tests" classname="\#(escaped(suite.name))" time="0">"# + "\n"
                out += #"      <error message="\#(escaped(problem))" type="unreadable"/>"# + "\n"
                out += "    </testcase>\n"
            }
            for result in suite.results {
                out += #"    <testcase name="\#(escaped(result.name))" classname="\#(escaped(suite.name))" time="\#(seconds([result]))""#
                if result.passed {
                    out += "/>\n"
                    continue
                }
                out += ">\n"
                if let problem = result.problem {
                    out += #"      <error message="\#(escaped(problem))" type="setup"/>"# + "\n"
                } else {
                    let subjects = result.mismatches.map(\.subject).joined(separator: ", ")
                    out += #"      <failure message="\#(escaped("differs: " + subjects))" type="mismatch">"#
                    out += escaped(ShortcutCaseText.details(of: result).joined(separator: "\n"))
                    out += "</failure>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    private static func seconds(_ results: [ShortcutCaseResult]) -> String {
        let total = results.reduce(Duration.zero) { $0 + $1.duration }
        let value = Double(total.components.seconds) + Double(total.components.attoseconds) / 1e18
        return String(format: "%.3f", value)
    }

    /// Text made safe inside an attribute or an element.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

/// A failing case in words, as the terminal and the JUnit report both say it: each mismatch
/// as expected against actual, then the steps that led there.
public enum ShortcutCaseText {
    public static func details(of result: ShortcutCaseResult) -> [String] {
        if let problem = result.problem { return ["cannot run: " + problem] }
        var lines: [String] = []
        for mismatch in result.mismatches {
            lines.append("\(mismatch.subject) (- expected, + actual):")
            lines += mismatch.diff.map { "  " + $0 }
        }
        if !result.trace.isEmpty {
            lines.append("the last steps" + (result.stepsOmitted > 0 ? " (\(result.stepsOmitted) before them not shown)" : "") + ":")
            lines += result.trace.map { "  " + $0 }
        }
        return lines
    }
}

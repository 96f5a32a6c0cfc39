import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ShortcutCases
import Testing

/// A failing case in words — expected against actual as a diff — and the JUnit report, which
/// must parse as XML whatever a shortcut's text holds.
@Suite struct CaseReportTests {
    @Test func theDiffMarksWhatIsMissingAndWhatIsNew() {
        let mismatch = CaseMismatch(subject: "shown", expected: ["Start", "Logged 250 ml", "Done"], actual: ["Start", "Logged 300 ml", "Done", "Extra"])
        #expect(mismatch.diff == ["  Start", "- Logged 250 ml", "+ Logged 300 ml", "  Done", "+ Extra"])
        #expect(CaseMismatch(subject: "s", expected: [], actual: ["a"]).diff == ["+ a"])
    }

    @Test func theJUnitReportParsesAndEscapesWhatAShortcutShows() throws {
        var failing = ShortcutCaseResult(name: "shows <b>\"tricky\"</b> & \u{1B}[31mred")
        failing.mismatches = [CaseMismatch(subject: "shown", expected: ["a]]>b"], actual: ["\u{7}bell\u{0}"])]
        failing.trace = ["1 Text → Text: <x>"]
        var broken = ShortcutCaseResult(name: "no device")
        broken.problem = "stubs: the shortcut has no action 9"
        let xml = JUnitReport.xml([
            JUnitReport.Suite(name: "Water & Log", file: "/t/Water Log.tests.toml", results: [ShortcutCaseResult(name: "passes"), failing, broken]),
            JUnitReport.Suite(name: "Bad.tests.toml", file: "/t/Bad.tests.toml", results: [], problem: "1:7: not valid TOML"),
        ])
        #expect(!xml.contains("\u{1B}") && !xml.contains("\u{7}") && !xml.contains("\u{0}"))
        #expect(xml.contains("\\u{1B}[31mred"))
        let counts = JUnitCounts()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = counts
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
        #expect(counts.testcases == 4 && counts.failures == 1 && counts.errors == 2)
        #expect(counts.names.contains("shows <b>\"tricky\"</b> & \\u{1B}[31mred"))
        #expect(counts.rootAttributes["tests"] == "4" && counts.rootAttributes["failures"] == "1" && counts.rootAttributes["errors"] == "2")
    }
}

/// Counts a JUnit report's elements as a CI system reads them.
final class JUnitCounts: NSObject, XMLParserDelegate, @unchecked Sendable {
    var testcases = 0, failures = 0, errors = 0
    var names: [String] = []
    var rootAttributes: [String: String] = [:]

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "testsuites": rootAttributes = attributes
        case "testcase":
            testcases += 1
            names.append(attributes["name"] ?? "")
        case "failure": failures += 1
        case "error": errors += 1
        default: break
        }
    }
}

import Foundation
import IntentKit
import Testing

@Suite struct JSONTests {
    func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONValue.parse(Array(text.utf8))
    }

    @Test func parsesEveryKindKeepingMemberOrderAndIntegers() throws {
        let value = try parse(#" {"b": [1, -2.5, 1e3, true, false, null], "a": "x\n\u00e9\ud83e\udd7e", "c": {}} "#)
        #expect(value == .object([
            ("b", .array([.int(1), .double(-2.5), .double(1000), .bool(true), .bool(false), .null])),
            ("a", .string("x\né🥾")),
            ("c", .object([])),
        ]))
        if case .object(let members) = value { #expect(members.map(\.key) == ["b", "a", "c"]) }
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n  \"b\": tru\n}", 3, 8, "expected 'true'"),
        ("[1, 2", 1, 6, "expected ',' or ']' in an array, found the end of the file"),
        ("{\"a\" 1}", 1, 6, "expected ':' after the member name, found '1'"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "the member \"a\" appears twice in this object"),
        ("\"héllo\u{01}\"", 1, 7, "control character in a string; write it as an escape such as \\n or \\u0001"),
        ("[01]", 1, 2, "numbers do not start with 0"),
        ("\"\\ud83e\"", 1, 2, "a high surrogate \\ud83e must be followed by a low surrogate"),
        ("{} x", 1, 4, "expected the end of the document after the top-level value"),
        ("", 1, 1, "expected a value, found the end of the file"),
        ("\"abc", 1, 1, "unterminated string"),
        ("1e999", 1, 1, "the number 1e999 is too large"),
    ])
    func syntaxErrorsGiveLineAndColumn(text: String, line: Int, column: Int, message: String) {
        #expect(throws: JSONSyntaxError(line: line, column: column, message: message)) { try parse(text) }
    }

    @Test func invalidUTF8IsAnError() {
        #expect(throws: JSONSyntaxError(line: 1, column: 3, message: "invalid UTF-8 in a string")) {
            try JSONValue.parse([UInt8(ascii: "\""), UInt8(ascii: "a"), 0xFF, UInt8(ascii: "\"")])
        }
    }

    /// Strings without escapes are made in one go (the fast path); with escapes, scalar by
    /// scalar. Both, from bytes in place (`Data`) or not (a lazy collection), read the same.
    @Test func everyKindOfByteSourceAndStringReadsTheSame() throws {
        let text = #"{"plain": "Water", "long": "a string longer than fifteen bytes", "escaped": "a\tb", "é": "naïve"}"#
        let expected = JSONValue.object([("plain", .string("Water")), ("long", .string("a string longer than fifteen bytes")),
                                         ("escaped", .string("a\tb")), ("é", .string("naïve"))])
        #expect(try JSONValue.parse(Data(text.utf8)) == expected)
        #expect(try JSONValue.parse(Array(text.utf8)) == expected)
        #expect(try JSONValue.parse(text.utf8.lazy.map { $0 }) == expected)
        #expect(throws: JSONSyntaxError(line: 1, column: 10, message: "invalid UTF-8 in a string")) {
            try JSONValue.parse(Data(#"["ok", "x"#.utf8) + [0xC3] + Data(#""]"#.utf8))
        }
    }

    @Test func aDuplicateKeyIsFoundInLargeObjectsToo() throws {
        // Past 16 members duplicates are found with a set, not a scan: both ways must see them.
        for count in [3, 16, 17, 40] {
            let members = (0..<count).map { "\"k\($0)\": \($0)" }
            #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Array(("{" + (members + ["\"k0\": 0"]).joined(separator: ", ") + "}").utf8)) }
            #expect(throws: JSONSyntaxError.self) { try JSONValue.parse(Array(("{" + (members + ["\"k\(count - 1)\": 0"]).joined(separator: ", ") + "}").utf8)) }
            let parsed = try JSONValue.parse(Array(("{" + members.joined(separator: ", ") + "}").utf8))
            if case .object(let all) = parsed { #expect(all.count == count) } else { Issue.record("not an object") }
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
    }

    @Test func canonicalTextSortsKeysAndIsStable() throws {
        let value = JSONValue.object([("b", .int(1)), ("a", .array([.double(5), .string("tab\t\u{7F}")])), ("c", .object([])), ("d", .array([]))])
        let text = value.canonicalText()
        #expect(text == """
            {
              "a": [
                5.0,
                "tab\\t\\u007f"
              ],
              "b": 1,
              "c": {},
              "d": []
            }

            """)
        #expect(try parse(text).canonicalText() == text)
    }

    /// What the black-box probe found (issue 42): `show --format json` let U+009B (an 8-bit
    /// CSI) and bidirectional overrides through while ESC was escaped. Every control a terminal
    /// acts on is escaped now; every other character stays UTF-8, and the text reads back.
    @Test func terminalControlsAreEscapedAndOtherTextStaysUTF8() throws {
        let text = "a\u{9B}31m\u{80}\u{9F}b\u{202E}txt\u{202C}\u{2028}\u{061C}\u{200F}\u{2066}é山👩‍👩‍👧\u{A0}\u{2030}\u{1B}\u{7F}"
        let written = JSONValue.string(text).canonicalText()
        #expect(written == #""a\u009b31m\u0080\u009fb\u202etxt\u202c\u2028\u061c\u200f\u2066é山👩‍👩‍👧\#u{A0}‰\u001b\u007f""# + "\n")
        #expect(try JSONValue.parse(Data(written.utf8)) == .string(text))
        // Past the eight-byte steps of the search, and at every offset within them.
        for offset in 0..<17 {
            let padded = String(repeating: "x", count: offset) + "\u{9B}" + String(repeating: "é", count: offset) + "\u{202E}"
            let bytes = JSONValue.string(padded).canonicalText()
            #expect(!bytes.unicodeScalars.contains { $0 == "\u{9B}" || $0 == "\u{202E}" })
            #expect(try JSONValue.parse(Data(bytes.utf8)) == .string(padded))
        }
    }

    /// The writer finds terminal controls by their UTF-8 lead bytes: every one of them starts
    /// with a byte it stops at.
    @Test func everyTerminalControlStartsWithALeadTheWriterStopsAt() {
        for value in UInt32(0x80)...0x2FFF {
            guard let scalar = Unicode.Scalar(value), TerminalControls.contains(scalar) else { continue }
            #expect(TerminalControls.leadBytes.contains(Array(String(scalar).utf8)[0]), "U+\(String(value, radix: 16))")
            #expect(JSONValue.string(String(scalar)).canonicalText().hasPrefix("\"\\u"), "U+\(String(value, radix: 16)) is escaped")
        }
    }

    @Test func shapeErrorsNameThePathAndTheExpectation() {
        let json = JSONValue.object([("actions", .array([.object([("values", .object([("my radius", .object([("type", .int(3))]))]))])]))])
        let path = JSONPath.root.appending("actions").appending(0).appending("values").appending("my radius")
        do {
            _ = try IntentValue(json: json["actions"].flatMap { if case .array(let a) = $0 { a[0] } else { nil } }!["values"]!["my radius"]!, at: path)
            Issue.record("decoded a value whose type is a number")
        } catch {
            #expect(error.description == #"$.actions[0].values["my radius"].type: expected a string, found the number 3"#)
        }
    }

    @Test func anUntrackedPathStaysUntrackedAndSaysSo() {
        let deep = JSONPath.untracked.appending("actions").appending(3).appending("values")
        #expect(deep.isUntracked)
        #expect(deep.description == "$…")
        #expect(!JSONPath.root.appending("actions").isUntracked)
        #expect(JSONPath.root.appending("actions").appending(3).description == "$.actions[3]")
    }
}

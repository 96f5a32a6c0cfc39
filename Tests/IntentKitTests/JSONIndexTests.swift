import IntentKit
import Testing

/// The index finds each top-level member and each element of one array without building
/// them; what it gives parses to what a whole parse gives, and its syntax errors are a whole
/// parse's, at the same line and column.
@Suite struct JSONIndexTests {
    static func index(_ text: String) throws(JSONSyntaxError) -> (JSONIndex, [UInt8]) {
        let bytes = Array(text.utf8)
        return (try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONIndex(buffer, listing: "actions") }, bytes)
    }

    static func value(_ bytes: [UInt8], _ range: Range<Int>) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { try JSONIndex.value(in: $0, at: range) }
    }

    @Test func eachElementsKeyIsReadInTheSameScan() throws {
        let text = #"""
            {"actions": [{"title": "A", "identifier": "x.a", "parameters": [{"identifier": "nested"}]},
                         {"identifier": 7}, {"ident\u0069fier": "escaped"}, "text", {}, {"identifier": "x.\"b\""}],
             "identifier": "top"}
            """#
        let bytes = Array(text.utf8)
        let index = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            try JSONIndex(buffer, listing: "actions", keyedBy: "identifier")
        }
        #expect(index.elementKeys == ["x.a", nil, nil, nil, nil, "x.\"b\""])
        #expect(index.elements.count == 6)
        let plain = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONIndex(buffer, listing: "actions") }
        #expect(plain.elements == index.elements && plain.elementKeys.isEmpty)
        // A key that is not valid UTF-8 is no key; the scan still accepts what the plain one
        // accepts (UTF-8 is checked when a piece is parsed) — found by the decoder's fuzz test.
        var invalid = Array(#"{"actions": [{"identifier": "x"}]}"#.utf8)
        invalid[invalid.firstIndex(of: UInt8(ascii: "x"))!] = 0xFF
        let keyedInvalid = try invalid.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            try JSONIndex(buffer, listing: "actions", keyedBy: "identifier")
        }
        #expect(keyedInvalid.elements.count == 1 && keyedInvalid.elementKeys == [nil])
        // The keyed scan checks syntax as the plain one does.
        let broken = Array(#"{"actions": [{"identifier": "x", }]}"#.utf8)
        #expect(throws: JSONSyntaxError.self) {
            try broken.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONIndex(buffer, listing: "actions", keyedBy: "identifier") }
        }
    }

    @Test func elementsFoundByTheirBracketsAreWhereTheCheckedScanFindsThem() throws {
        let text = #"""
            {"name": "x", "actions": [ {"a": "}]{[", "b": ["\\", "\"}", {"c": [[]]}]}, [1, "]"], 7, "s", {} ,
              {"deep": {"deeper": {"deepest": "\"\\\"]"}}}], "n": {"o": "}"}}
            """#
        let bytes = Array(text.utf8)
        let (checked, unchecked) = try bytes.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            (try JSONIndex(buffer, listing: "actions"), try JSONIndex(buffer, listing: "actions", checkingElements: false))
        }
        #expect(checked.elements.count == 6)
        #expect(unchecked.elements == checked.elements)
        #expect(unchecked.members.map(\.key) == checked.members.map(\.key))
        #expect(unchecked.members.map(\.range) == checked.members.map(\.range))
        // What the brackets do not say is not checked: that is the piece's parse's to find.
        let badInside = Array(#"{"actions": [{"a" 1}], "n": 2}"#.utf8)
        let lenient = try badInside.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
            try JSONIndex(buffer, listing: "actions", checkingElements: false)
        }
        #expect(lenient.elements.count == 1)
        #expect(throws: JSONSyntaxError.self) { try Self.value(badInside, lenient.elements[0]) }
        // An element that never closes throws, where it starts.
        let open = Array(#"{"actions": [{"a": "}"#.utf8)
        #expect(throws: JSONSyntaxError(line: 1, column: 14, message: "an array or object that does not end")) {
            try open.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in try JSONIndex(buffer, listing: "actions", checkingElements: false) }
        }
    }

    /// The first elements' keys, read from the start without the rest: only when the array
    /// is the first member, only as far as the file reads, never more than asked.
    @Test func theLeadingElementsKeysAreReadFromTheStart() {
        func keys(_ text: String, limit: Int = 10) -> [String?] {
            Array(text.utf8).withUnsafeBufferPointer { JSONIndex.leadingElementKeys(in: $0, arrayMember: "actions", key: "intent", limit: limit) }
        }
        let text = #" {"actions": [{"intent": "a", "x": [1]}, {"values": {"intent": "inner"}}, {"intent": "c"}"#
        #expect(keys(text + "], \"name\": 1}") == ["a", nil, "c"])
        #expect(keys(text + ", {\"intent\": broken") == ["a", nil, "c"], "what came before a break")
        #expect(keys(text, limit: 2) == ["a", nil])
        #expect(keys(#"{"name": "x", "actions": [{"intent": "a"}]}"#) == [], "not the first member")
        #expect(keys(#"{"actions": [7, {"intent": "a"}]}"#) == [], "stops at what is not an object")
        #expect(keys("") == [] && keys("[") == [])
    }

    @Test func membersAndElementsParseToWhatTheWholeHolds() throws {
        let text = #"{"name": "Hike 🥾", "actions": [ {"id": 1}, [2, {"x": "]"}] , "\"}"], "n": -1.5e2}"#
        let (index, bytes) = try Self.index(text)
        #expect(index.members.map(\.key) == ["name", "actions", "n"])
        #expect(index.elements.count == 3)
        let whole = try JSONValue.parse(bytes)
        for member in index.members { #expect(try Self.value(bytes, member.range) == whole[member.key]) }
        let elements = try index.elements.map { try Self.value(bytes, $0) }
        #expect(JSONValue.array(elements) == whole["actions"])
        #expect(index.otherValue == nil)
    }

    @Test(arguments: [
        #"{"actions": [1, 2,]}"#, #"{"a": "unclosed}"#, #"{"a": tru}"#, #"{"a": 1 "b": 2}"#, #"{"a": [1, {"b": 01}]}"#,
        #"{"a": 1, "a": 2}"#, #"{"actions": [{"k": "\q"}]}"#, "{\"a\": \"tab\there\"}", #"{"a": 1} x"#, #"{"a": [[[[1]]]"#,
    ])
    func syntaxErrorsAreTheWholeParsesErrors(text: String) {
        var whole: JSONSyntaxError?
        do { _ = try JSONValue.parse(Array(text.utf8)) } catch { whole = error }
        var indexed: JSONSyntaxError?
        do { _ = try Self.index(text) } catch { indexed = error }
        #expect(whole != nil)
        #expect(indexed == whole)
    }

    @Test func aTopLevelThatIsNotAnObjectIsKeptForTheReader() throws {
        let (index, _) = try Self.index("[1, 2]")
        #expect(index.members.isEmpty && index.otherValue == .array([.int(1), .int(2)]))
    }

    @Test func invalidUTF8IsFoundWhenThePieceIsParsed() throws {
        let bytes = Array(#"{"actions": [""#.utf8) + [0xFF] + Array(#""]}"#.utf8)
        let index = try bytes.withUnsafeBufferPointer { try JSONIndex($0, listing: "actions") }
        #expect(throws: JSONSyntaxError.self) { try Self.value(bytes, index.elements[0]) }
    }
}

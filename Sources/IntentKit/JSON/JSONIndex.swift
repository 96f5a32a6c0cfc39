/// A JSON document's top-level object read without building its values: each member's value
/// as a byte range, and the elements of one array member as ranges too. A large document is
/// then parsed a piece at a time — one action of a shortcut, as it is needed — and never held
/// as one tree. The scan checks the syntax of everything it skips (strings closed, brackets
/// balanced, numbers and words well formed), so a syntax error is found here, at its line and
/// column, as a full parse would find it; UTF-8 inside strings is checked when a piece is parsed.
package struct JSONIndex: Sendable {
    /// The top-level members in file order, each with where its value's bytes are.
    package private(set) var members: [(key: String, range: Range<Int>)] = []
    /// The element ranges of the member named when indexing, if it is an array.
    package private(set) var elements: [Range<Int>] = []
    /// With `keyedBy`, one per element: the element's string member of that name, read in the
    /// same scan (nil for an element without one, not an object, or whose value is not valid
    /// UTF-8 — which, as everywhere in the index, is left for the piece's parse to find).
    package private(set) var elementKeys: [String?] = []
    /// The whole document, parsed, when its top level is not an object (and so has no
    /// members): for the reader to say what it found instead.
    package private(set) var otherValue: JSONValue?

    /// Indexes `bytes`, a whole JSON document whose top level must be an object; the elements
    /// of `arrayMember` are listed one by one, and with `elementKey`, each element's string
    /// member of that name is read too (a name written with escapes is not recognised) — a
    /// catalog's identifiers without a second scan of each entry.
    ///
    /// Without `checkingElements`, the listed elements that are arrays or objects are found by
    /// their brackets alone (strings minded, nothing else checked; an object read for
    /// `elementKey` is still checked): for a preview that parses each element it shows, while
    /// a checked index is made behind it. On valid JSON the ranges are the same; on anything
    /// else they may be wrong, or it throws where a checked index would throw elsewhere.
    package init(_ bytes: UnsafeBufferPointer<UInt8>, listing arrayMember: String, keyedBy elementKey: String? = nil,
                checkingElements: Bool = true) throws(JSONSyntaxError) {
        var scanner = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: "{") else {
            // Not an object: parsed whole, for the syntax error a full parse gives, or for the
            // reader to report the wrong shape.
            otherValue = try scanner.parseDocument()
            return
        }
        try scanner.enter()
        scanner.index += 1
        scanner.skipWhitespace()
        var keys: Set<String> = []
        if scanner.current == UInt8(ascii: "}") {
            scanner.index += 1
        } else {
            while true {
                scanner.skipWhitespace()
                guard scanner.current == UInt8(ascii: "\"") else { throw scanner.error("expected a member name in quotes, found \(scanner.describeCurrent())") }
                let keyStart = scanner.index
                let key = try scanner.parseString()
                // Duplicates by a scan while the members are few (a set costs more than the
                // scan for the small objects a catalog's entries are), by a set past that.
                if members.count == JSONParser.scannedMembers { keys = Set(members.map(\.key)) }
                let isDuplicate = members.count < JSONParser.scannedMembers ? members.contains { $0.key == key } : !keys.insert(key).inserted
                guard !isDuplicate else { throw scanner.error("the member \"\(key)\" appears twice in this object", at: keyStart) }
                scanner.skipWhitespace()
                guard scanner.current == UInt8(ascii: ":") else { throw scanner.error("expected ':' after the member name, found \(scanner.describeCurrent())") }
                scanner.index += 1
                scanner.skipWhitespace()
                let start = scanner.index
                if key == arrayMember, scanner.current == UInt8(ascii: "[") {
                    elements = try scanner.skipArray(listing: true, key: elementKey.map { Array($0.utf8) }, keys: &elementKeys,
                                                     checkingElements: checkingElements)
                } else {
                    try scanner.skipValue()
                }
                members.append((key, start..<scanner.index))
                scanner.skipWhitespace()
                if scanner.current == UInt8(ascii: ",") { scanner.index += 1; continue }
                guard scanner.current == UInt8(ascii: "}") else { throw scanner.error("expected ',' or '}' in an object, found \(scanner.describeCurrent())") }
                scanner.index += 1
                break
            }
        }
        scanner.skipWhitespace()
        guard scanner.index == bytes.count else { throw scanner.error("expected the end of the document after the top-level value") }
    }

    /// The string member `key` of each of the first `limit` elements of `arrayMember`, read
    /// from the start of `bytes` without looking further: when that array is the document's
    /// first member (as the canonical writer, which sorts members, puts `actions`), what a
    /// reader can learn of a large file's first screen before the file is indexed. Best
    /// effort and never throws: it stops at the first thing it does not expect, and what it
    /// gives is for preparing work, never for deciding what the file says (nil for an element
    /// without that member).
    package static func leadingElementKeys(in bytes: UnsafeBufferPointer<UInt8>, arrayMember: String, key: String,
                                          limit: Int) -> [String?] {
        var scanner = JSONParser(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { scanner.index = 3 }
        var found: [String?] = []
        do throws(JSONSyntaxError) {
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: "{") else { return [] }
            try scanner.enter()
            scanner.index += 1
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: "\""), try scanner.parseString() == arrayMember else { return [] }
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: ":") else { return [] }
            scanner.index += 1
            scanner.skipWhitespace()
            guard scanner.current == UInt8(ascii: "[") else { return [] }
            try scanner.enter()
            scanner.index += 1
            let keyBytes = Array(key.utf8)
            while found.count < limit {
                scanner.skipWhitespace()
                guard scanner.current == UInt8(ascii: "{") else { break }
                found.append(try scanner.skipObject(capturing: keyBytes))
                scanner.skipWhitespace()
                guard scanner.current == UInt8(ascii: ",") else { break }
                scanner.index += 1
            }
        } catch {
            // Whatever was read before the surprise is still what the file starts with.
        }
        return found
    }

    /// The value at `range` of `bytes` (a member's range this index gave), parsed; an error is
    /// placed by its line and column in the whole document.
    package static func value(in bytes: UnsafeBufferPointer<UInt8>, at range: Range<Int>) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, at: range, depth: 1)
    }

    /// The element at `range` of `bytes` (an element's range this index gave), parsed at the
    /// depth it has in the document — inside the top-level object and the listed array — so
    /// that its nesting is bounded where a whole parse bounds it. An index made without
    /// checking the elements leaves this parse to be their check.
    package static func element(in bytes: UnsafeBufferPointer<UInt8>, at range: Range<Int>) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, at: range, depth: 2)
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, at range: Range<Int>, depth: Int) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.index = range.lowerBound
        parser.depth = depth
        let value = try parser.parseValue()
        guard parser.index == range.upperBound else { throw parser.error("expected the end of the value") }
        return value
    }
}

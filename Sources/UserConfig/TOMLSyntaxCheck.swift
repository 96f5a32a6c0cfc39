/// A strict check of a config file's structure — tables, keys, values, brackets, strings —
/// before the TOML library parses it. toml++ 3 (inside TOMLKit 0.6) stops the whole program
/// with a failed assertion on some malformed input (`[.keys]`, `["n",}"down"]`) instead of
/// reporting it; this check turns every such shape into an error with its line and column, so
/// the library only ever sees well-formed structure. What a value token means (a number, a
/// date, a boolean) is left to the library, which reports those errors itself. Shortcut tests
/// (`NAME.tests.toml`) are read through it too.
package struct TOMLSyntaxCheck {
    package struct Failure: Error, Equatable {
        package var line: Int
        package var column: Int
        package var expected: String
    }

    private let characters: [Character]
    private var position = 0
    /// Levels open now — the table header's parts, a dotted key's parts, arrays and inline
    /// tables — bounded, so no file can exhaust the stack: toml++ builds and tears down every
    /// level recursively, and a 100,000-part table name overflowed it. A config needs three
    /// (`keys.editor.save`).
    private var depth = 0
    static let maximumDepth = 100

    private init(_ text: String) {
        characters = Array(text)
    }

    /// Nil for a well-formed file; else where the first problem is and what was expected.
    package static func check(_ text: String) -> Failure? {
        var checker = TOMLSyntaxCheck(text)
        do {
            try checker.document()
            return nil
        } catch {
            return error
        }
    }

    // MARK: Grammar

    private mutating func document() throws(Failure) {
        while !atEnd {
            skipBlanks()
            switch current {
            case nil: return
            case let character? where Self.isLineEnd(character): advance()
            case "#"?: skipComment()
            case "["?: try tableHeader(); try endOfLine()
            default: try keyValue(); try endOfLine()
            }
        }
    }

    private mutating func tableHeader() throws(Failure) {
        advance()
        let isArray = current == "["
        if isArray { advance() }
        skipBlanks()
        // The header's parts stay open: every key of the table nests under them.
        depth = 0
        try key()
        skipBlanks()
        try expect("]", "\"]\" to close the table name")
        if isArray { try expect("]", "\"]]\" to close the array-of-tables name") }
    }

    private mutating func keyValue() throws(Failure) {
        let outer = depth
        defer { depth = outer }
        try key()
        skipBlanks()
        try expect("=", "\"=\" after the key")
        skipBlanks()
        try value()
    }

    /// A dotted key, each part a level deeper.
    private mutating func key() throws(Failure) {
        while true {
            try enterLevel()
            try simpleKey()
            skipBlanks()
            guard current == "." else { return }
            advance()
            skipBlanks()
        }
    }

    private mutating func enterLevel() throws(Failure) {
        guard depth < Self.maximumDepth else {
            throw failure("at most \(Self.maximumDepth) levels of tables, arrays and dotted names inside each other")
        }
        depth += 1
    }

    private mutating func simpleKey() throws(Failure) {
        switch current {
        case "\""?: try basicString()
        case "'"?: try literalString()
        case let character? where Self.isBareKeyCharacter(character):
            while let character = current, Self.isBareKeyCharacter(character) { advance() }
        default: throw failure("a key (letters, digits, _ and -, or a quoted name)")
        }
    }

    private mutating func value() throws(Failure) {
        switch current {
        case "\""?: if starts(with: "\"\"\"") { try multilineString("\"\"\"") } else { try basicString() }
        case "'"?: if starts(with: "'''") { try multilineString("'''") } else { try literalString() }
        case "["?, "{"?:
            try enterLevel()
            defer { depth -= 1 }
            if current == "[" { try array() } else { try inlineTable() }
        case let character? where Self.isValueCharacter(character): valueToken()
        default: throw failure("a value (a string, a number, true or false, a date, [an array] or {a table})")
        }
    }

    /// A number, a boolean or a date: its characters, with the one space a date may hold.
    private mutating func valueToken() {
        var token = ""
        while let character = current, Self.isValueCharacter(character) {
            token.append(character)
            advance()
            if current == " ", token.count == 10, token.contains("-"), let after = peek(1), after.isNumber { advance() }
        }
    }

    private mutating func array() throws(Failure) {
        advance()
        while true {
            skipBlanksCommentsAndNewlines()
            if current == "]" { advance(); return }
            try value()
            skipBlanksCommentsAndNewlines()
            if current == "," { advance(); continue }
            try expect("]", "\",\" or \"]\" in the array")
            return
        }
    }

    private mutating func inlineTable() throws(Failure) {
        advance()
        skipBlanks()
        if current == "}" { advance(); return }
        while true {
            skipBlanks()
            try keyValue()
            skipBlanks()
            if current == "," { advance(); continue }
            try expect("}", "\",\" or \"}\" in the inline table (on one line)")
            return
        }
    }

    private mutating func basicString() throws(Failure) {
        advance()
        while let character = current {
            switch character {
            case "\"": advance(); return
            case "\\":
                advance()
                // TOMLKit hands strings on as C strings: a NUL would silently end the text there.
                if starts(with: "u0000") || starts(with: "U00000000") { throw failure("a character other than NUL (\\u0000) in the string") }
                if let escaped = current, !Self.isLineEnd(escaped) { advance() }
            case _ where Self.isLineEnd(character): throw failure("the closing \" on the same line")
            default: advance()
            }
        }
        throw failure("the closing \"")
    }

    private mutating func literalString() throws(Failure) {
        advance()
        while let character = current {
            if character == "'" { advance(); return }
            if Self.isLineEnd(character) { throw failure("the closing ' on the same line") }
            advance()
        }
        throw failure("the closing '")
    }

    private mutating func multilineString(_ delimiter: String) throws(Failure) {
        position += 3
        while !atEnd {
            if delimiter == "\"\"\"", current == "\\" {
                advance()
                if starts(with: "u0000") || starts(with: "U00000000") { throw failure("a character other than NUL (\\u0000) in the string") }
                advance()
                continue
            }
            if starts(with: delimiter) {
                position += 3
                // Up to two more quotes belong to the string.
                for _ in 0..<2 where current == delimiter.first { advance() }
                return
            }
            advance()
        }
        throw failure("the closing \(delimiter)")
    }

    private mutating func endOfLine() throws(Failure) {
        skipBlanks()
        switch current {
        case nil: return
        case let character? where Self.isLineEnd(character): return
        case "#"?: skipComment()
        default: throw failure("the end of the line (one setting per line)")
        }
    }

    // MARK: Characters

    /// A line's end: LF, or CRLF — which TOML allows and which Swift reads as one character,
    /// so a file saved on Windows was refused at its first line end.
    private static func isLineEnd(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    private static func isBareKeyCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber) || character == "_" || character == "-"
    }

    private static func isValueCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber) || "_-+.:".contains(character)
    }

    private var atEnd: Bool { position >= characters.count }
    private var current: Character? { atEnd ? nil : characters[position] }
    private func peek(_ offset: Int) -> Character? { position + offset < characters.count ? characters[position + offset] : nil }
    private mutating func advance() { position += 1 }

    private func starts(with text: String) -> Bool {
        let pattern = Array(text)
        return position + pattern.count <= characters.count && Array(characters[position..<position + pattern.count]) == pattern
    }

    private mutating func skipBlanks() {
        while current == " " || current == "\t" { advance() }
    }

    private mutating func skipComment() {
        while let character = current, !Self.isLineEnd(character) { advance() }
    }

    private mutating func skipBlanksCommentsAndNewlines() {
        while true {
            skipBlanks()
            if current == "#" { skipComment() }
            guard let character = current, Self.isLineEnd(character) else { return }
            advance()
        }
    }

    private mutating func expect(_ character: Character, _ what: String) throws(Failure) {
        guard current == character else { throw failure(what) }
        advance()
    }

    private func failure(_ expected: String) -> Failure {
        var line = 1
        var column = 1
        for character in characters[..<min(position, characters.count)] {
            if Self.isLineEnd(character) { line += 1; column = 1 } else { column += 1 }
        }
        return Failure(line: line, column: column, expected: expected)
    }
}

/// A line (or lines) of text being edited, with a cursor between characters. Works on
/// grapheme clusters, so a cursor never lands inside an emoji or a letter and its accent.
public struct TextField: Sendable, Equatable {
    public private(set) var characters: [Character]
    public private(set) var cursor: Int
    public let isMultiline: Bool
    /// The variables in the text, by the character that stands for each (TextField+Tokens).
    public internal(set) var tokens: [Character: Token] = [:]

    public init(_ text: String = "", isMultiline: Bool = false) {
        characters = Array(text)
        cursor = characters.count
        self.isMultiline = isMultiline
    }

    public var text: String { String(characters) }

    /// Applies an editing key (a command of the keymap's text mode, else a character to type);
    /// false when the key does neither.
    public mutating func handle(_ key: Key, keymap: Keymap = .standard) -> Bool {
        if let command = keymap.command(for: key, in: .text).flatMap(TextCommand.init), perform(command) { return true }
        guard case .character(let character) = key else { return false }
        insert(String(character))
        return true
    }

    /// Runs a text command; false when it does not apply (a line up in a single line).
    mutating func perform(_ command: TextCommand) -> Bool {
        switch command {
        case .cursorLeft: cursor = max(0, cursor - 1)
        case .cursorRight: cursor = min(characters.count, cursor + 1)
        case .lineStart: cursor = lineStart()
        case .lineEnd: cursor = lineEnd()
        case .deleteBackward:
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .deleteForward:
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .deleteWord:
            let start = wordStart(before: cursor)
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .deleteToLineStart:
            let start = lineStart()
            characters.removeSubrange(start..<cursor)
            cursor = start
        case .deleteToLineEnd:
            characters.removeSubrange(cursor..<lineEnd())
        case .wordLeft: cursor = wordStart(before: cursor)
        case .wordRight: cursor = wordEnd(after: cursor)
        case .lineUp where isMultiline: moveVertically(-1)
        case .lineDown where isMultiline: moveVertically(1)
        case .lineUp, .lineDown: return false
        }
        return true
    }

    /// Inserts typed or pasted text; newlines only in multi-line fields (elsewhere a space).
    public mutating func insert(_ text: String) {
        var cleaned = isMultiline ? text.replacingNewlines(with: "\n") : text.replacingNewlines(with: " ")
        // Token characters come only from insertToken: a typed or pasted one is not a variable.
        if cleaned.contains(where: Self.isTokenCharacter) {
            cleaned = String(cleaned.map { Self.isTokenCharacter($0) ? "\u{FFFD}" : $0 })
        }
        characters.insert(contentsOf: cleaned, at: cursor)
        cursor += cleaned.count
    }

    /// Inserts one character as it is (a token's).
    mutating func insertRaw(_ character: Character) {
        characters.insert(character, at: cursor)
        cursor += 1
    }

    private func lineStart() -> Int {
        var index = cursor
        while index > 0 && characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private func lineEnd() -> Int {
        var index = cursor
        while index < characters.count && characters[index] != "\n" { index += 1 }
        return index
    }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0 && characters[index - 1].isWhitespace { index -= 1 }
        while index > 0 && !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count && characters[index].isWhitespace { index += 1 }
        while index < characters.count && !characters[index].isWhitespace { index += 1 }
        return index
    }

    private mutating func moveVertically(_ delta: Int) {
        let column = cursor - lineStart()
        if delta < 0 {
            let start = lineStart()
            guard start > 0 else { return }
            var previousStart = start - 1
            while previousStart > 0 && characters[previousStart - 1] != "\n" { previousStart -= 1 }
            cursor = min(previousStart + column, start - 1)
        } else {
            let end = lineEnd()
            guard end < characters.count else { return }
            let nextStart = end + 1
            var nextEnd = nextStart
            while nextEnd < characters.count && characters[nextEnd] != "\n" { nextEnd += 1 }
            cursor = min(nextStart + column, nextEnd)
        }
    }

    /// The lines of the text, and the cursor's line and column (in characters).
    public var cursorPosition: (line: Int, column: Int) {
        let before = characters[..<cursor]
        let line = before.filter { $0 == "\n" }.count
        let column = cursor - (before.lastIndex(of: "\n").map { $0 + 1 } ?? 0)
        return (line, column)
    }
}

extension String {
    func replacingNewlines(with replacement: String) -> String {
        var out = ""
        var previousWasCR = false
        for character in self {
            if character == "\r\n" || character == "\n" || character == "\r" {
                if !(previousWasCR && character == "\n") { out += replacement }
                previousWasCR = character == "\r"
            } else {
                out.append(character)
                previousWasCR = false
            }
        }
        return out
    }
}

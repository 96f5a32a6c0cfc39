@testable import EditorCore
import Testing

/// The wrap breaks sentences after spaces: cut at space bytes when the text is ASCII, by
/// characters otherwise — the same words either way.
struct SentenceWordTests {
    /// Words as characters give them: each ends after a character that is a space.
    static func characterWords(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        for character in text {
            word.append(character)
            if character == " " { words.append(word); word = "" }
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    @Test(arguments: ["", " ", "a", "Get the weather ", "  two  spaces  ", "tab\tand\r\nlines end", "trailing ",
                      "caf\u{E9} au lait", "a \u{301}mark after a space", "e\u{301} ", "👩‍👩‍👧 family  ", "山 Walk 🥾", "x\u{200D} y"])
    func wordsAreWhereCharactersPutThem(text: String) {
        #expect(EditorState.words(of: text) == Self.characterWords(text))
    }
}

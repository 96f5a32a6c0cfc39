@testable import EditorCore
import Testing
import TestSupport

/// The search's byte index finds what a search of each text would.
@Suite struct SearchIndexTests {
    @Test func matchesAreWhatSearchingEachTextFinds() {
        var generator = SeededGenerator(seed: 47)
        let alphabet: [String] = ["a", "b", "é", "e\u{301}", "山", "🥾", " ", "\n", "ab", "\u{0}"]
        for _ in 0..<300 {
            let texts = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
            }
            let index = SearchIndex(texts: texts)
            for _ in 0..<5 {
                let query = (0..<Int.random(in: 1...3, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
                let expected = texts.indices.filter { texts[$0].utf8.count >= query.utf8.count && Self.bytes(texts[$0], contain: query) }
                #expect(index.matches(query) == expected, "\(texts) / \(query)")
            }
        }
    }

    @Test func aQueryIsLowerCasedAndAMatchNeverSpansTwoActions() {
        let index = SearchIndex(texts: ["get stored content", "visits", "tail", "end"])
        #expect(index.matches("STORED") == [0])
        #expect(index.matches("t") == [0, 1, 2])
        #expect(index.matches("ltail") == [], "the end of one text and the start of the next are not one text")
        #expect(index.matches("") == [] && SearchIndex(texts: []).matches("x") == [])
    }

    static func bytes(_ text: String, contain query: String) -> Bool {
        let haystack = Array(text.utf8), needle = Array(query.lowercased().utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }
}

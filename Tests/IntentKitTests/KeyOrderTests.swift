@testable import IntentKit
import Testing

/// Canonical key order is the UTF-8 byte order, whatever the strings hold: the fast comparison
/// must agree with the byte-by-byte one everywhere, prefixes and non-ASCII text included.
@Suite struct KeyOrderTests {
    @Test func agreesWithComparingTheBytesOneByOne() {
        let alphabet: [String] = ["a", "b", "A", "Z", "0", "_", "é", "e\u{301}", "ß", "日", "🙂", "\u{0}", "\u{7F}"]
        var generator = SystemRandomNumberGenerator()
        func word() -> String {
            (0..<Int.random(in: 0...20, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined()
        }
        for _ in 0..<2_000 {
            let first = word()
            let second = Bool.random(using: &generator) ? first + word() : word()
            #expect(KeyOrder.precedes(first, second) == first.utf8.lexicographicallyPrecedes(second.utf8), "\(first) \(second)")
            #expect(KeyOrder.precedes(second, first) == second.utf8.lexicographicallyPrecedes(first.utf8), "\(second) \(first)")
        }
    }

    @Test func ordersPrefixesAndEmptyKeysFirst() {
        #expect(KeyOrder.precedes("", "a"))
        #expect(!KeyOrder.precedes("", ""))
        #expect(!KeyOrder.precedes("values", "values"))
        #expect(KeyOrder.precedes("value", "values"))
        #expect(!KeyOrder.precedes("values", "value"))
        #expect(KeyOrder.precedes("Z", "a"), "upper case sorts before lower, as bytes do")
        #expect(KeyOrder.precedes("z", "é"), "non-ASCII after ASCII")
        #expect(KeyOrder.precedes("a_long_key_beyond_fifteen_bytes_1", "a_long_key_beyond_fifteen_bytes_2"))
    }
}

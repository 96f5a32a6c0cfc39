@testable import EditorCore
import Testing

@Suite struct CanvasTests {
    @Test(arguments: [
        ("a", 1), ("山", 2), ("ラ", 2), ("한", 2), ("🥾", 2), ("👩‍👩‍👧", 2), ("🇫🇷", 2), ("e\u{301}", 1),
        ("\u{301}", 0), ("☀️", 2), ("☀", 1), ("Ａ", 2), ("\u{200B}", 0),
    ] as [(Character, Int)])
    func widthsPerCluster(character: Character, columns: Int) {
        #expect(DisplayWidth.of(character) == columns)
    }

    @Test func wideCharactersTakeTwoCellsAndCombiningMarksNone() {
        var canvas = Canvas(width: 10, height: 1)
        #expect(canvas.draw("山e\u{301}🥾x", x: 0, y: 0) == 6)
        #expect(canvas.text == "山e\u{301}🥾x    ")
        #expect(canvas[0, 0].text == "山" && canvas[1, 0].text == "")
        #expect(canvas[2, 0].text == "e\u{301}")
        #expect(canvas[3, 0].text == "🥾" && canvas[4, 0].text == "" && canvas[5, 0].text == "x")
    }

    /// Text of simple narrow scalars is measured and drawn a scalar at a time: every such scalar
    /// must be what the general rules say — one column, its own cluster, nothing to escape.
    @Test func simpleNarrowScalarsAreOneColumnClustersOfTheirOwn() {
        let simple = (0...0x2FFF).compactMap(Unicode.Scalar.init).filter(DisplayWidth.isSimpleNarrow)
        #expect(simple.count == 871, "the ranges as written")
        for scalar in simple {
            let character = Character(scalar)
            #expect(DisplayWidth.of(character) == 1 && !SafeText.needsEscaping(character), "U+\(String(scalar.value, radix: 16))")
        }
        // Side by side, in every order of neighbours, none joins another into one cluster.
        var text = String.UnicodeScalarView()
        for (index, scalar) in simple.enumerated() {
            text.append(scalar)
            text.append(simple[(index * 7 + 3) % simple.count])
        }
        #expect(String(text).count == text.count)
        #expect(!DisplayWidth.isSimpleNarrow("e\u{301}") && !DisplayWidth.isSimpleNarrow("a\u{7}") && !DisplayWidth.isSimpleNarrow("☀️"))
    }

    /// The fast path of measuring reads a string's bytes where they lie: it must say what a
    /// byte at a time says, for short (inline) and long strings, substrings and bridged text.
    @Test func printableASCIIIsEveryByteFromSpaceToTilde() {
        for byte in UInt8(0x00)...UInt8(0x80) {
            let character = String(decoding: [byte], as: UTF8.self)
            let expected = byte >= 0x20 && byte < 0x7F
            for text in [character, "abc" + character, String(repeating: "long text ", count: 4) + character + "z"] {
                #expect(DisplayWidth.isPrintableASCII(text) == expected, "byte \(byte) in \(text.utf8.count) bytes")
                #expect(DisplayWidth.isPrintableASCII(text.dropFirst(0)) == expected)
            }
        }
        #expect(DisplayWidth.isPrintableASCII(""))
        #expect(!DisplayWidth.isPrintableASCII("caf\u{E9}") && !DisplayWidth.isPrintableASCII("──"))
        #expect(DisplayWidth.isPrintableASCII("x\u{1}y".dropFirst(2)), "a substring is judged on its own bytes")
    }

    @Test func chromeIsDrawnAsTheGeneralRulesWould() {
        let chrome = "── Tab next · ? keys ▸ …"
        var quick = Canvas(width: 30, height: 1)
        #expect(quick.draw(chrome, x: 1, y: 0, limit: 20) == 20)
        // The same text drawn a cluster at a time, through the general path.
        var general = Canvas(width: 30, height: 1)
        var column = 1
        for character in chrome.prefix(20) { column += general.draw(String(character) + "\u{200B}", x: column, y: 0) }
        #expect(quick.text.replacingOccurrences(of: "\u{200B}", with: "") == general.text.replacingOccurrences(of: "\u{200B}", with: ""))
        #expect(TextFit.truncated(chrome, to: 10) == "── Tab ne…" && TextFit.width(chrome) == 24)
        #expect(TextFit.truncated("abc·def", to: 7) == "abc·def" && TextFit.truncated("abc·def", to: 5) == "abc·…")
    }

    @Test func nothingIsWrittenPastAnEdge() {
        var canvas = Canvas(width: 4, height: 2)
        canvas.draw("abcdef", x: 2, y: 0)
        canvas.draw("山山山", x: 1, y: 1)
        canvas.draw("zz", x: -1, y: 0)
        canvas.draw("never", x: 0, y: 2)
        canvas.draw("never", x: 0, y: -1)
        canvas.draw("never", x: 4, y: 0)
        #expect(canvas.text == "z ab\n 山 ")
        canvas.draw("abcdef", x: 0, y: 0, limit: 2)
        #expect(canvas.text.split(separator: "\n")[0] == "abab")
        canvas.draw("山山", x: 1, y: 0, limit: -5)
        canvas.draw("山山", x: 1, y: 0, limit: .max)
        canvas.draw("xy", x: -1, y: 1, limit: 2)
        #expect(canvas.text == "a山 \ny山 ")
    }

    /// Printable ASCII takes a quicker way onto the canvas: the same cells and the same
    /// answer as a column per character, clipped, wherever it starts and however far it may go.
    @Test func asciiIsDrawnAColumnACharacterClipped() {
        for x in -4...7 {
            for limit in [-1, 0, 1, 3, 5, Int.max] {
                var canvas = Canvas(width: 6, height: 1)
                let used = canvas.draw("abcde", x: x, y: 0, limit: limit)
                let end = x >= 6 ? x : min(6, x + max(0, min(limit, 6 - x)))
                let expected = (0..<6).map { column -> String in
                    let offset = column - x
                    return column < end && offset >= 0 && offset < 5 ? String(Array("abcde")[offset]) : " "
                }.joined()
                #expect(canvas.text == expected, "x \(x), limit \(limit)")
                #expect(used == (x >= 6 ? 0 : max(0, min(5, end - x))), "x \(x), limit \(limit)")
            }
        }
    }

    @Test func controlCharactersAreDrawnAsEscapes() {
        var canvas = Canvas(width: 24, height: 1)
        canvas.draw("a\u{1B}[2Jb\n\u{7F}\u{85}\u{202E}c", x: 0, y: 0)
        #expect(canvas.text == "a^[[2Jb^J^?<U+85><U+202E")
        #expect(canvas.roles == " xx    xxxxxxxxxxxxxxxxx")
        #expect(SafeText.visible("tab\there\r\n") == "tab^Ihere^M^J")
        // CR LF is one grapheme cluster: both of its controls must show.
        var crlf = Canvas(width: 8, height: 1)
        crlf.draw("a\r\nb", x: 0, y: 0)
        #expect(crlf.text == "a^M^Jb  ")
    }

    @Test func degenerateSizesDoNotTrap() {
        var empty = Canvas(width: 0, height: 0)
        empty.draw("x", x: 0, y: 0)
        empty.fill(x: -5, y: -5, width: 100, height: 100)
        #expect(empty.text == "")
        var negative = Canvas(width: -3, height: 2)
        negative.draw("x", x: 0, y: 0)
        #expect(negative.width == 0)
    }

    @Test func rolesShowStyles() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("ab", x: 0, y: 0, style: Style(.placeholderSet))
        canvas.draw("cd", x: 2, y: 0, style: Style(.focus, reverse: true))
        canvas.restyle(x: 4, y: 0, width: 9) { $0.role = .dim }
        #expect(canvas.roles == "ssFFdd")
    }
}

import AppShell
import EditorCore
import Testing
import TestSupport
@testable import TerminalUI

/// Escape sequences curses did not recognise are keys or nothing — never typed text.
@Suite struct EscapeSequenceTests {
    private func scalars(_ text: String) -> [RawInput] { text.unicodeScalars.map(RawInput.scalar) }

    /// What the black-box probe found (issue 42): with `TERM=xterm-256color` inside tmux, Home
    /// typed `1~` and End `4~`; under `screen`, focus-in typed `I` and Ctrl-F1 `1;5P`.
    @Test(arguments: [
        ("\u{1B}[1~", [Key.home]), ("\u{1B}[4~", [.end]), ("\u{1B}[7~", [.home]), ("\u{1B}[8~", [.end]),
        ("\u{1B}[H", [.home]), ("\u{1B}[F", [.end]), ("\u{1B}OH", [.home]), ("\u{1B}OF", [.end]),
        ("\u{1B}[3~", [.delete]), ("\u{1B}[5~", [.pageUp]), ("\u{1B}[6~", [.pageDown]), ("\u{1B}[2~", []),
        ("\u{1B}[A", [.up]), ("\u{1B}OB", [.down]), ("\u{1B}[1;5C", [.right]), ("\u{1B}[1;3D", [.left]),
        ("\u{1B}[3;5~", [.delete]), ("\u{1B}[5;2~", [.pageUp]), ("\u{1B}[Z", [.backTab]),
        ("\u{1B}[99~", []), ("\u{1B}[I", []), ("\u{1B}[O", []), ("\u{1B}[1;5P", []), ("\u{1B}OP", []), ("\u{1B}[15;2~", []),
        ("\u{1B}[<0;12;5M", []), ("\u{1B}[?1;2c", []), ("\u{1B}[201~", []), ("\u{1B}[[A", []), ("\u{1B}[ q", []),
        ("\u{1B}Op\u{1B}Oy\u{1B}Ok", [.character("0"), .character("9"), .character("+")]), ("\u{1B}OM", [.enter]),
    ])
    func aSequenceIsAKeyOrNothing(_ sequence: String, _ keys: [Key]) {
        var decoder = InputDecoder()
        #expect(decoder.decode(scalars("a" + sequence + "b")) == [.key(.character("a"))] + keys.map(TerminalInput.key) + [.key(.character("b"))])
    }

    @Test func aSequenceSplitAcrossReadsIsDecodedWhole() {
        var decoder = InputDecoder()
        #expect(decoder.decode(scalars("x\u{1B}[1")) == [.key(.character("x"))])
        #expect(decoder.decode(scalars(";5")) == [])
        #expect(decoder.decode(scalars("Hy")) == [.key(.home), .key(.character("y"))])
        #expect(decoder.decode(scalars("\u{1B}[20")) == [])
        #expect(decoder.decode(scalars("0~pasted\u{1B}[201~")) == [.paste("pasted")])
    }

    /// curses waits its escape delay inside `ESC [` before handing the bytes over: alone at the
    /// end of a read, they are Alt-[; a byte outside the grammar ends a sequence, dropped.
    @Test func altBracketAndBrokenSequences() {
        var decoder = InputDecoder()
        #expect(decoder.decode(scalars("\u{1B}[")) == [.key(.alt("["))])
        #expect(decoder.decode(scalars("\u{1B}O")) == [.key(.alt("O"))])
        #expect(decoder.decode(scalars("\u{1B}[12\u{7}z")) == [.key(.control("g")), .key(.character("z"))], "BEL breaks it")
        #expect(decoder.decode(scalars("\u{1B}[12é")) == [.key(.character("é"))])
        #expect(decoder.decode(scalars("\u{1B}[" + String(repeating: "1", count: 500) + "~q")) == [.key(.character("q"))],
                "an endless sequence is dropped, not held")
        #expect(decoder.decode(scalars("\u{1B}[" + String(repeating: "1", count: 100))) == [])
        #expect(decoder.decode(scalars(String(repeating: ";2", count: 1_000))) == [])
        #expect(decoder.decode(scalars("5Az")) == [.key(.character("z"))], "dropped across reads to its final byte")
        #expect(decoder.decode([.scalar("\u{1B}"), .scalar("["), .scalar("1"), .key(.up), .scalar("w")]) == [.key(.up), .key(.character("w"))])
    }

    /// Thousands of random CSI and SS3 sequences — any parameters, intermediates and final byte
    /// — among typed text, in reads split anywhere curses could split them: the characters that
    /// come out are exactly the text typed and the keypad's (SS3 `p`…`y` are its 0…9).
    @Test func randomSequencesNeverType() {
        var random = SeededGenerator(seed: 0x5E0_CE5)
        let text = Array("abcxyz019 -é山".unicodeScalars)
        let keypad: [Unicode.Scalar: Unicode.Scalar] = [
            "j": "*", "k": "+", "l": ",", "m": "-", "n": ".", "o": "/", "X": "=",
            "p": "0", "q": "1", "r": "2", "s": "3", "t": "4", "u": "5", "v": "6", "w": "7", "x": "8", "y": "9",
        ]
        for _ in 0..<3_000 {
            var stream: [Unicode.Scalar] = []
            var expected: [Unicode.Scalar] = []
            // curses hands over `ESC` and `ESC [` only together with what follows them, or
            // after its escape delay: reads are not split there.
            var unsplittable: Set<Int> = []
            for _ in 0..<(1 + random.next() % 6) {
                for _ in 0..<(random.next() % 4) {
                    let scalar = text[Int(random.next() % UInt64(text.count))]
                    stream.append(scalar)
                    expected.append(scalar)
                }
                unsplittable.formUnion([stream.count + 1, stream.count + 2])
                let isSS3 = random.next() % 3 == 0
                stream += ["\u{1B}", isSS3 ? "O" : "["]
                let parameters = (0..<(random.next() % 4 == 0 ? 0 : random.next() % 6)).map { _ in Unicode.Scalar(UInt8(0x30 + random.next() % 16)) }
                let intermediates = (0..<(random.next() % 10 == 0 ? 1 : 0)).map { _ in Unicode.Scalar(UInt8(0x20 + random.next() % 16)) }
                var final = Unicode.Scalar(UInt8(0x40 + random.next() % 63))
                if !isSS3, final == "[", parameters.isEmpty, intermediates.isEmpty { final = "~" } // the Linux console's form
                stream += parameters + intermediates + [final]
                if isSS3, parameters.isEmpty, intermediates.isEmpty, let character = keypad[final] { expected.append(character) }
            }
            var decoder = InputDecoder()
            var output: [TerminalInput] = []
            var start = 0
            while start < stream.count {
                var end = min(stream.count, start + 1 + Int(random.next() % 12))
                while unsplittable.contains(end), end < stream.count { end += 1 }
                output += decoder.decode(stream[start..<end].map(RawInput.scalar))
                start = end
            }
            var characters: [Unicode.Scalar] = []
            for input in output {
                if case .key(.character(let character)) = input { characters += character.unicodeScalars }
                if case .paste = input { Issue.record("no paste was sent: \(stream)") }
            }
            #expect(characters == expected, "from \(stream)")
        }
    }
}

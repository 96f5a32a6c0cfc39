import AppShell
import EditorCore
import Testing
@testable import TerminalUI

/// Raw mode hands over bytes; these are the keys, Alt-combinations and pastes they mean.
@Suite struct InputDecoderTests {
    private func scalars(_ text: String) -> [RawInput] { text.unicodeScalars.map(RawInput.scalar) }

    @Test func controlBytesAreKeys() {
        var decoder = InputDecoder()
        let keys = decoder.decode(scalars("\u{13}\u{9}\r\n\u{7F}\u{8}\u{3}\u{1A}"))
        #expect(keys == [.key(.control("s")), .key(.tab), .key(.enter), .key(.enter), .key(.backspace), .key(.backspace),
                         .key(.control("c")), .key(.control("z"))])
    }

    @Test func escapeAloneIsEscAndEscapeWithACharacterIsAlt() {
        var decoder = InputDecoder()
        #expect(decoder.decode(scalars("\u{1B}")) == [.key(.escape)])
        #expect(decoder.decode(scalars("\u{1B}b\u{1B}f")) == [.key(.alt("b")), .key(.alt("f"))])
        #expect(decoder.decode(scalars("x\u{1B}")) == [.key(.character("x")), .key(.escape)])
    }

    @Test func combiningMarksAndJoinedEmojiAreOneCharacter() {
        var decoder = InputDecoder()
        let keys = decoder.decode(scalars("e\u{301}山👩\u{200D}👩\u{200D}👧"))
        #expect(keys == [.key(.character("e\u{301}")), .key(.character("山")), .key(.character("👩\u{200D}👩\u{200D}👧"))])
    }

    @Test func bracketedPasteIsTextEvenAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.decode(scalars("\u{1B}[200~line one\r\n\u{1B}x")) == [])
        #expect(decoder.decode(scalars("\tq\u{1B}[201~q")) == [.paste("line one\n\u{1B}x\tq"), .key(.character("q"))])
    }

    @Test func curseKeysAndOtherControlsPassThrough() {
        var decoder = InputDecoder()
        let keys = decoder.decode([.scalar("a"), .key(.up), .scalar("\u{0}"), .scalar("\u{9B}"), .mouse(MouseEvent(.click, x: 3, y: 4)),
                                   .resize(width: 40, height: 12)])
        #expect(keys == [.key(.character("a")), .key(.up), .mouse(MouseEvent(.click, x: 3, y: 4)), .resize(width: 40, height: 12)])
    }
}

/// Colour depth follows NO_COLOR and the terminal, and every role stays distinguishable
/// without colour.
@Suite struct PaletteTests {
    @Test func noColorWinsWhenSetAndNonEmpty() {
        #expect(ColorDepth.choose(environment: ["NO_COLOR": "1"], hasColors: true, colors: 256) == .none)
        #expect(ColorDepth.choose(environment: ["NO_COLOR": ""], hasColors: true, colors: 256) == .full256)
        #expect(ColorDepth.choose(environment: [:], hasColors: true, colors: 8) == .eight)
        #expect(ColorDepth.choose(environment: [:], hasColors: false, colors: 256) == .none)
    }

    @Test func withoutColourPlaceholdersStillDiffer() {
        let palette = Palette(depth: .none)
        let looks = [Role.placeholderSet, .placeholderUnset, .placeholderRequired, .focus].map(palette.look(of:))
        #expect(Set(looks.map { "\($0)" }).count == looks.count)
        #expect(Role.allCases.allSatisfy { palette.look(of: $0).foreground == -1 })
    }

    @Test func theUsersColoursApplyWhereTheTerminalCanShowThem() {
        let choices: [Role: TerminalColor] = [.placeholderSet: .ansi(2), .placeholderRequired: .indexed(208), .focus: .terminalDefault]
        let full = Palette(depth: .full256, choices: choices)
        #expect(full.look(of: .placeholderSet).foreground == 2)
        #expect(full.look(of: .placeholderRequired).foreground == 208)
        #expect(full.look(of: .placeholderRequired).bold, "attributes stay")
        #expect(full.look(of: .focus).foreground == -1 && full.look(of: .focus).reverse, "focus is still reversed")
        #expect(full.look(of: .dim) == Palette(depth: .full256).look(of: .dim), "roles not chosen keep the built-in look")
        let eight = Palette(depth: .eight, choices: choices)
        #expect(eight.look(of: .placeholderSet).foreground == 2)
        #expect(eight.look(of: .placeholderRequired) == Palette(depth: .eight).look(of: .placeholderRequired),
                "a 256-colour choice is left out on an 8-colour terminal")
        let none = Palette(depth: .none, choices: choices)
        #expect(Role.allCases.allSatisfy { none.look(of: $0) == Palette(depth: .none).look(of: $0) }, "NO_COLOR wins over the config")
    }
}

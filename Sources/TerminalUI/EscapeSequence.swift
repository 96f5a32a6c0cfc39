import EditorCore

/// A control sequence a terminal sends for a key (ECMA-48): `ESC [` (CSI) or `ESC O` (SS3),
/// parameter bytes (0x30–0x3F), intermediate bytes (0x20–0x2F) and one final byte (0x40–0x7E).
///
/// curses turns the sequences its terminfo entry lists into keys and hands over every other
/// byte as typed. Terminals send many it does not list — xterm's `ESC [1~` for Home under
/// `TERM=xterm-256color` inside tmux, focus reports, function keys with modifiers — and their
/// tails were typed into values (`1~`, `I`, `1;5P`). Parsed whole by the grammar, a sequence is
/// either a key or nothing; it is never text.
struct EscapeSequence: Equatable {
    enum Introducer: Equatable { case csi, ss3 }

    var introducer: Introducer
    var parameters: [Unicode.Scalar]
    var intermediates: [Unicode.Scalar]
    var final: Unicode.Scalar

    /// Longest sequence kept: a real one is under 20 bytes. A longer one is noise, dropped to
    /// its final byte without being held (`Parse.tooLong`).
    static let maximumLength = 64

    /// What the input at `start` (just after the introducer) holds.
    enum Parse: Equatable {
        /// A whole sequence of `length` elements after the introducer.
        case complete(EscapeSequence, length: Int)
        /// The input ends inside the sequence: the rest is still to come.
        case incomplete
        /// Not a sequence past its first `length` elements (a byte outside the grammar): those
        /// are dropped, and reading goes on from the element that broke it.
        case malformed(length: Int)
        /// Longer than any real sequence: its first `length` elements are dropped, and the rest
        /// of its parameter and intermediate bytes and its final byte with them (`skip`).
        case tooLong(length: Int)
    }

    /// How many elements from `start` belong to the rest of a sequence too long to keep, its
    /// final byte included, and whether that final byte has come (else more may follow).
    static func skip(in raw: [RawInput], from start: Int) -> (length: Int, ended: Bool) {
        var index = start
        while index < raw.count, case .scalar(let scalar) = raw[index], (0x20...0x7E).contains(scalar.value) {
            index += 1
            if scalar.value >= 0x40 { return (index - start, true) }
        }
        return (index - start, index < raw.count)
    }

    static func parse(_ introducer: Introducer, in raw: [RawInput], from start: Int) -> Parse {
        var parameters: [Unicode.Scalar] = []
        var intermediates: [Unicode.Scalar] = []
        var index = start
        while index < raw.count {
            guard index - start < maximumLength else { return .tooLong(length: index - start) }
            guard case .scalar(let scalar) = raw[index] else { return .malformed(length: index - start) }
            switch scalar.value {
            case 0x30...0x3F where intermediates.isEmpty:
                parameters.append(scalar)
            case 0x20...0x2F:
                intermediates.append(scalar)
            case 0x40...0x7E:
                // The Linux console's F1–F5 are `ESC [ [ A`…`E`: one byte more after `[`.
                if introducer == .csi, scalar == "[", parameters.isEmpty, intermediates.isEmpty {
                    guard index + 1 < raw.count else { return .incomplete }
                    return .complete(EscapeSequence(introducer: introducer, parameters: [], intermediates: ["["], final: "["),
                                     length: index + 2 - start)
                }
                return .complete(EscapeSequence(introducer: introducer, parameters: parameters, intermediates: intermediates,
                                                final: scalar),
                                 length: index + 1 - start)
            default:
                return .malformed(length: index - start)
            }
            index += 1
        }
        return .incomplete
    }

    /// Whether this is the start of a bracketed paste (`ESC [200~`).
    var isPasteStart: Bool { introducer == .csi && final == "~" && parameters == ["2", "0", "0"] }

    /// The numbers of the parameters, `;`-separated; an empty one is nil.
    var numbers: [Int?] {
        String(String.UnicodeScalarView(parameters)).split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    }

    /// The key this sequence stands for, whatever modifiers it carries (Ctrl-Up moves as Up);
    /// nil for the ones that mean nothing here: function keys, Insert, focus reports, mouse
    /// reports curses did not take, the end of a paste that had no start.
    var key: Key? {
        guard intermediates.isEmpty, parameters.first.map({ ("0"..."9").contains($0) || $0 == ";" }) ?? true else {
            return nil // private sequences (`<` mouse reports, `?` replies)
        }
        switch (introducer, final) {
        case (_, "A"): return .up
        case (_, "B"): return .down
        case (_, "C"): return .right
        case (_, "D"): return .left
        case (_, "H"): return .home
        case (_, "F"): return .end
        case (.csi, "Z"): return .backTab
        case (.csi, "~"):
            switch numbers.first ?? nil {
            case 1, 7: return .home
            case 3: return .delete
            case 4, 8: return .end
            case 5: return .pageUp
            case 6: return .pageDown
            default: return nil
            }
        case (.ss3, "M"): return .enter
        case (.ss3, let final) where parameters.isEmpty:
            // The numeric keypad in application mode (curses' `smkx` turns it on in xterm).
            let keypad: [Unicode.Scalar: Character] = [
                "j": "*", "k": "+", "l": ",", "m": "-", "n": ".", "o": "/", "X": "=",
                "p": "0", "q": "1", "r": "2", "s": "3", "t": "4", "u": "5", "v": "6", "w": "7", "x": "8", "y": "9",
            ]
            return keypad[final].map(Key.character)
        default:
            return nil
        }
    }
}

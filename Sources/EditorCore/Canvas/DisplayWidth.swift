import IntentKit

/// How many terminal columns text takes, per grapheme cluster, without asking the C library
/// (whose answer depends on the locale): East Asian wide and fullwidth characters and emoji
/// take two, combining marks and other zero-width characters none, everything else one.
public enum DisplayWidth {
    public static func of(_ character: Character) -> Int {
        // Printable ASCII, nearly everything drawn, is one column: no Unicode tables needed.
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return 1 }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        // A cluster with an emoji presentation (or made one by VS16, or a flag) is two wide.
        if scalars.contains(where: { $0.value == 0xFE0F }) && first.properties.isEmoji { return 2 }
        if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
        return of(first)
    }

    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value == 0 { return 0 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    public static func of(_ string: some StringProtocol) -> Int {
        if isPrintableASCII(string) { return string.utf8.count }
        if isSimpleNarrow(string) { return string.unicodeScalars.count }
        return string.reduce(0) { $0 + of($1) }
    }

    /// Text made only of `isSimpleNarrow` scalars: a column and a cluster per scalar, nothing
    /// to escape. The editor's own chrome — rules of "─", "·" between key hints, "▸", "…" —
    /// is such text; measured and drawn a scalar at a time it needs no grapheme breaking and
    /// no Unicode property lookups, which made drawing the first screen's three chrome lines
    /// a third of a million instructions.
    static func isSimpleNarrow(_ string: some StringProtocol) -> Bool {
        string.unicodeScalars.allSatisfy(isSimpleNarrow)
    }

    /// Printable ASCII, and printable Latin-1, general punctuation, arrows, technical symbols
    /// (⌫), box drawing, block elements and geometric shapes that are one column wide, never join a
    /// neighbour into one cluster and are never escaped. (A test holds every one of them to
    /// the general rules above.)
    static func isSimpleNarrow(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA1...0xAC, 0xAE...0xFF, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF,
             0x2300...0x2319, 0x231C...0x2328, 0x232B...0x23E8, 0x23ED...0x23EF, 0x23F1...0x23F2, 0x23F4...0x23FF,
             0x2500...0x25FC:
            true
        default:
            false
        }
    }

    /// Text that is all printable ASCII takes a column per byte and needs no escaping: the
    /// fast path of measuring and of `SafeText`, which layout runs for every word on screen.
    static func isPrintableASCII(_ string: some StringProtocol) -> Bool {
        // Over the bytes where they lie when they can be had so (a string's, a substring's):
        // a loop over a buffer, where stepping through the view took three times as long.
        let contiguous = string.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return false }
            return true
        }
        return contiguous ?? string.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
             0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
             0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA, 0x26FD,
             0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757, 0x2795...0x2797, 0x27B0,
             0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4,
             0x17000...0x18AFF, 0x1B000...0x1B2FF, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A,
             0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F7E0...0x1F7EB, 0x1F90C...0x1F9FF,
             0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}

/// Text from files made safe to show: control characters become visible escapes instead of
/// reaching the terminal, where they could move the cursor, change its state or reorder what
/// follows. The one rule for everything the program prints — the full screen, `show`, error
/// messages and paths alike.
public enum SafeText {
    /// Whether any scalar of the cluster must be shown as an escape. Clusters can hold more
    /// than one control (CR LF is one cluster), so escaping is always scalar by scalar.
    public static func needsEscaping(_ character: Character) -> Bool {
        character.unicodeScalars.contains { escape($0) != nil }
    }

    /// The columns one cluster takes as drawn, escapes included, without making a string of
    /// it: what cutting text to a width asks for each character.
    public static func width(of character: Character) -> Int {
        guard needsEscaping(character) else { return DisplayWidth.of(character) }
        return character.unicodeScalars.reduce(0) { $0 + (escape($1)?.utf8.count ?? DisplayWidth.of($1)) }
    }

    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x00...0x1F: return "^" + String(Character(Unicode.Scalar(scalar.value + 0x40)!))
        case 0x7F: return "^?"
        case _ where TerminalControls.contains(scalar):
            return "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
        default: return nil
        }
    }

    /// The text as it will be drawn, escapes included: for measuring before drawing, and for
    /// printing. `keepingNewlines` lets line feeds through, for output that is meant to have
    /// lines (the rest of a CR LF is still shown).
    public static func visible(_ string: String, keepingNewlines: Bool = false) -> String {
        if DisplayWidth.isPrintableASCII(string) || DisplayWidth.isSimpleNarrow(string) { return string }
        var out = ""
        for character in string {
            if needsEscaping(character) {
                for scalar in character.unicodeScalars {
                    out += scalar == "\n" && keepingNewlines ? "\n" : escape(scalar) ?? String(scalar)
                }
            } else {
                out.append(character)
            }
        }
        return out
    }
}

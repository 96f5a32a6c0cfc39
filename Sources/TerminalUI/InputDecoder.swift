import AppShell
import EditorCore

/// What the terminal delivered, before decoding: a character, or a key curses recognised.
public enum RawInput: Sendable, Equatable {
    case scalar(Unicode.Scalar)
    case key(Key)
    case mouse(MouseEvent)
    case resize(width: Int, height: Int)
}

/// Turns raw terminal input into keys, Alt-combinations and pasted text. Pure and stateful:
/// a bracketed paste, or an escape sequence, may arrive over several reads.
///
/// Raw mode delivers Ctrl-letters as bytes 1–26 and Alt-x as ESC followed by x; curses knows
/// neither bracketed paste (`ESC [200~ … ESC [201~`) nor Alt, so both are decoded here, and so
/// is every escape sequence curses did not recognise (`EscapeSequence`): a key, or nothing.
public struct InputDecoder: Sendable {
    static let pasteEnd: [Unicode.Scalar] = ["\u{1B}", "[", "2", "0", "1", "~"]

    /// Text of a paste whose end has not arrived yet.
    private var paste: [Unicode.Scalar]?
    /// The start of an escape sequence whose end has not arrived yet.
    private var unfinished: [RawInput] = []
    /// Inside a sequence too long to keep, whose end has not arrived yet: dropped to its end.
    private var skipsSequence = false

    public init() {}

    /// Decodes one read's worth of input. An ESC at the very end of a read is the Esc key:
    /// curses already waited the escape delay for more.
    public mutating func decode(_ input: [RawInput]) -> [TerminalInput] {
        let raw = unfinished.isEmpty ? input : unfinished + input
        unfinished = []
        var output: [TerminalInput] = []
        var typed = ""
        func flushTyped() {
            // Typed text is split into grapheme clusters only now, so a combining mark or a
            // joined emoji that arrived as several scalars is one character.
            for character in typed { output.append(.key(.character(character))) }
            typed = ""
        }
        var index = 0
        if skipsSequence {
            let (length, ended) = EscapeSequence.skip(in: raw, from: 0)
            index = length
            skipsSequence = !ended
        }
        while index < raw.count {
            if var pasted = paste {
                // Inside a paste everything is text, newlines included, until the end marker.
                if case .scalar(let scalar) = raw[index] {
                    pasted.append(scalar)
                    if pasted.count >= Self.pasteEnd.count, Array(pasted.suffix(Self.pasteEnd.count)) == Self.pasteEnd {
                        var text = String(String.UnicodeScalarView(pasted.dropLast(Self.pasteEnd.count)))
                        text = text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
                        output.append(.paste(text))
                        paste = nil
                    } else {
                        paste = pasted
                    }
                }
                index += 1
                continue
            }
            switch raw[index] {
            case .key(let key):
                flushTyped()
                output.append(.key(key))
            case .mouse(let mouse):
                flushTyped()
                output.append(.mouse(mouse))
            case let .resize(width, height):
                flushTyped()
                output.append(.resize(width: width, height: height))
            case .scalar("\u{1B}"):
                flushTyped()
                if index + 1 < raw.count, case .scalar(let next) = raw[index + 1], next == "[" || next == "O" {
                    switch EscapeSequence.parse(next == "[" ? .csi : .ss3, in: raw, from: index + 2) {
                    case let .complete(sequence, length):
                        if sequence.isPasteStart { paste = [] } else if let key = sequence.key { output.append(.key(key)) }
                        index += 2 + length
                        continue
                    case .incomplete where index + 2 == raw.count:
                        // Nothing came after `ESC [` within curses' escape delay: Alt-[ (or Alt-O).
                        output.append(.key(.alt(Character(next))))
                        index += 2
                        continue
                    case .incomplete:
                        unfinished = Array(raw[index...])
                        index = raw.count
                        continue
                    case .malformed(let length):
                        index += 2 + length
                        continue
                    case .tooLong(let length):
                        let (rest, ended) = EscapeSequence.skip(in: raw, from: index + 2 + length)
                        index += 2 + length + rest
                        skipsSequence = !ended
                        continue
                    }
                }
                if index + 1 < raw.count, case .scalar(let next) = raw[index + 1], next.value >= 0x20, next != "\u{7F}" {
                    output.append(.key(.alt(Character(next))))
                    index += 2
                    continue
                }
                output.append(.key(.escape))
            case .scalar(let scalar):
                if let key = Self.controlKey(scalar) {
                    flushTyped()
                    output.append(.key(key))
                } else if scalar.properties.generalCategory == .control {
                    // Other control bytes mean nothing here; typed text never holds them.
                    flushTyped()
                } else {
                    typed.unicodeScalars.append(scalar)
                }
            }
            index += 1
        }
        flushTyped()
        return output
    }

    /// The key a control byte stands for; nil for printable text.
    static func controlKey(_ scalar: Unicode.Scalar) -> Key? {
        switch scalar.value {
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x08, 0x7F: .backspace
        case 0x01...0x1A: Unicode.Scalar(scalar.value + 0x60).map { .control(Character($0)) }
        default: nil
        }
    }
}

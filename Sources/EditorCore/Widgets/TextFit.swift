/// Text cut to a number of columns, with an ellipsis where something was left out. Widths
/// are those of the text as drawn (control characters as their escapes).
public enum TextFit {
    /// The start of the text, ending in "…" when it did not fit.
    public static func truncated(_ text: String, to columns: Int) -> String {
        guard width(text) > columns else { return text }
        guard columns > 1 else { return columns == 1 ? "…" : "" }
        if DisplayWidth.isSimpleNarrow(text) {
            // A column a scalar (the key hints, most often): no clusters to find.
            let scalars = text.unicodeScalars
            return String(scalars[..<scalars.index(scalars.startIndex, offsetBy: columns - 1)]) + "…"
        }
        var out = ""
        var used = 0
        for character in text {
            let w = SafeText.width(of: character)
            if used + w > columns - 1 { break }
            out.append(character)
            used += w
        }
        return out + "…"
    }

    /// The end of the text, starting with "…" when it did not fit: for paths, whose end says most.
    public static func truncatedFromStart(_ text: String, to columns: Int) -> String {
        guard width(text) > columns else { return text }
        guard columns > 1 else { return "" }
        var out = ""
        var used = 0
        for character in text.reversed() {
            let w = SafeText.width(of: character)
            if used + w > columns - 1 { break }
            out = String(character) + out
            used += w
        }
        return "…" + out
    }

    /// The text cut to `columns` with "…" before its last character (a placeholder's closing
    /// bracket), or the whole text when it fits. One walk, and only as far as `columns`: a value
    /// of megabytes costs what is shown of it.
    public static func capped(_ text: String, to columns: Int) -> String {
        guard columns > 2 else { return text }
        var used = 0
        var cut: String.Index?
        for index in text.indices {
            used += SafeText.width(of: text[index])
            if cut == nil, used > columns - 2 { cut = index }
            if used > columns, let cut, let last = text.last { return text[..<cut] + "…" + String(last) }
        }
        return text
    }

    /// The text in lines of at most `columns` as drawn, broken at the last space that leaves
    /// a line at least half full, else mid-word: a compiler's message is read whole, never cut.
    /// Lines after the first start with `continuation` (an indent under the first).
    public static func wrapped(_ text: String, to columns: Int, continuation: String = "") -> [String] {
        let visible = SafeText.visible(text)
        let room = max(1, columns)
        guard DisplayWidth.of(visible) > room else { return [visible] }
        var lines: [String] = []
        var line = ""
        var used = 0
        var lastSpace: (index: String.Index, used: Int)?
        for character in visible {
            let w = DisplayWidth.of(String(character))
            if used + w > room, !line.isEmpty {
                if let space = lastSpace, space.used >= room / 2 {
                    lines.append(String(line[..<space.index]))
                    line = continuation + String(line[line.index(after: space.index)...])
                } else {
                    lines.append(line)
                    line = continuation
                }
                used = DisplayWidth.of(line)
                lastSpace = nil
            }
            if character == " " { lastSpace = (line.endIndex, used) }
            line.append(character)
            used += w
        }
        if !line.isEmpty && line != continuation { lines.append(line) }
        return lines
    }

    /// The columns the text takes once drawn.
    public static func width(_ text: String) -> Int {
        DisplayWidth.of(SafeText.visible(text))
    }
}

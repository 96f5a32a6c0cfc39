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
    /// bracket), or the whole text when it fits. Measures the text only as far as `columns`:
    /// a value of megabytes costs what is shown of it.
    public static func capped(_ text: String, to columns: Int) -> String {
        guard columns > 2, leading(text, columns: columns) != nil, let last = text.last,
              let head = leading(text, columns: columns - 2) else { return text }
        return head + "…" + String(last)
    }

    /// The longest start of the text within `columns`, or nil when the whole text fits.
    static func leading(_ text: String, columns: Int) -> Substring? {
        var used = 0
        for index in text.indices {
            used += SafeText.width(of: text[index])
            if used > columns { return text[..<index] }
        }
        return nil
    }

    /// The columns the text takes once drawn.
    public static func width(_ text: String) -> Int {
        DisplayWidth.of(SafeText.visible(text))
    }
}

extension String {
    /// The text with control characters made visible (`\e`, `\n`, `\u{7F}`), for printing
    /// names and titles that come from files: a crafted name must not drive the terminal.
    var terminalSafe: String { terminalSafe(keepingNewlines: false) }

    func terminalSafe(keepingNewlines: Bool) -> String {
        var out = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "\n" where keepingNewlines: out += "\n"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{1B}": out += "\\e"
            case _ where scalar.properties.generalCategory == .control:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

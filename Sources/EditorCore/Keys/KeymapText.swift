/// The keymap written out for people: the help overlay's lines, the README's table and the
/// config-file listing of `shortcut-editor keys`. All three read the same tables.
extension Keymap {
    /// The help overlay: each mode's title, then its keys in an aligned column.
    public var helpLines: [(text: String, isTitle: Bool)] {
        let keyWidth = KeyMode.allCases.flatMap(bindings(in:)).map { DisplayWidth.of(Self.displayKeys(of: $0)) }.max() ?? 0
        var lines: [(String, Bool)] = []
        for mode in KeyMode.allCases where !bindings(in: mode).isEmpty {
            if !lines.isEmpty { lines.append(("", false)) }
            lines.append((mode.title, true))
            for binding in bindings(in: mode) {
                let keys = Self.displayKeys(of: binding)
                let padding = String(repeating: " ", count: keyWidth - DisplayWidth.of(keys) + 2)
                lines.append(("  " + keys + padding + binding.description, false))
            }
        }
        return lines
    }

    /// The README's key table, in Markdown: one section per mode.
    public var markdown: String {
        var out = ""
        for mode in KeyMode.allCases where !bindings(in: mode).isEmpty {
            out += "**\(mode.title)** (`[keys.\(mode.rawValue)]`)\n\n| keys | command | does |\n|---|---|---|\n"
            for binding in bindings(in: mode) {
                let keys = binding.keys.map { "`\(KeyName.display($0))`" }.joined(separator: " ")
                out += "| \(keys) | `\(binding.command.rawValue)` | \(binding.description) |\n"
            }
            out += "\n"
        }
        return out
    }

    /// The effective bindings as a config file would set them: what `shortcut-editor keys`
    /// prints, ready to copy into `config.toml` and change.
    public var configText: String {
        var out = ""
        for mode in KeyMode.allCases where !bindings(in: mode).isEmpty {
            if !out.isEmpty { out += "\n" }
            out += "[keys.\(mode.rawValue)]\n"
            let width = bindings(in: mode).map(\.command.rawValue.count).max() ?? 0
            for binding in bindings(in: mode) {
                let keys = binding.keys.map { "\"" + Self.tomlEscaped(KeyName.config($0)) + "\"" }.joined(separator: ", ")
                let padding = String(repeating: " ", count: width - binding.command.rawValue.count)
                out += "\(binding.command.rawValue)\(padding) = [\(keys)]  # \(binding.description)\n"
            }
        }
        return out
    }

    private static func tomlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}

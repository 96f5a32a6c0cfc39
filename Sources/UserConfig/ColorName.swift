import EditorCore

/// The names the config file gives colours and the roles they colour.
enum ColorName {
    /// The eight ANSI colours, in their standard order (0–7), and the terminal's own.
    static func parse(_ name: String) -> TerminalColor? {
        let ansi = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
        let lowered = name.lowercased()
        if lowered == "default" { return .terminalDefault }
        return ansi.firstIndex(of: lowered).map(TerminalColor.ansi)
    }

    static let colorNames = "black, red, green, yellow, blue, magenta, cyan, white, default, or a number 0–255"

    /// The `[colors]` keys: what a user calls each part of the screen.
    static let roles: KeyValuePairs<String, Role> = [
        "text": .text, "dim": .dim, "accent": .accent, "header": .header,
        "value": .placeholderSet, "unset": .placeholderUnset, "required": .placeholderRequired,
        "focus": .focus, "selection": .selection, "error": .error, "control-character": .escape,
        "border": .border, "variable": .variable,
    ]

    static func role(named name: String) -> Role? {
        roles.first { $0.key == name }?.value
    }
}

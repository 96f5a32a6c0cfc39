/// Keys as people write them: in the help and footer (`⇧Tab`, `^S`, `PgDn`) and in the config
/// file (`S-tab`, `C-s`, `pagedown`). Reading accepts either spelling, so a key copied from the
/// help into the config file works; writing the config spelling round-trips.
public enum KeyName {
    /// The key as the help and the footer show it.
    public static func display(_ key: Key) -> String {
        switch key {
        case .character(" "): "Space"
        case .character(let character): SafeText.visible(String(character))
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "⇧Tab"
        case .backspace: "⌫"
        case .delete: "Delete"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .control(let letter): "^" + letter.uppercased()
        case .alt("\u{7F}"): "Alt-⌫"
        case .alt(let character): "Alt-" + String(character)
        }
    }

    /// The key as the config file and `shortcut-editor keys` spell it.
    public static func config(_ key: Key) -> String {
        switch key {
        case .character(" "): "space"
        case .character(let character): String(character)
        case .control(let letter): "C-" + String(letter)
        case .alt("\u{7F}"): "A-backspace"
        case .alt(let character): "A-" + String(character)
        default: configNames[key] ?? display(key)
        }
    }

    /// Reads a key name; nil when it names no key.
    public static func parse(_ name: String) -> Key? {
        if name.count == 1, let character = name.first, !character.isWhitespace {
            if let key = symbols[name] { return key }
            return .character(character)
        }
        let lowered = name.lowercased()
        if let key = named[lowered] ?? symbols[name] { return key }
        for prefix in ["c-", "ctrl-", "ctrl+", "^"] where lowered.hasPrefix(prefix) {
            let rest = lowered.dropFirst(prefix.count)
            guard rest.count == 1, let letter = rest.first, letter.isASCII, letter.isLetter else { return nil }
            return .control(letter)
        }
        for prefix in ["a-", "alt-", "alt+", "m-", "meta-"] where lowered.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            if rest.lowercased() == "backspace" || rest == "⌫" { return .alt("\u{7F}") }
            guard rest.count == 1, let character = rest.first, !character.isWhitespace else { return nil }
            return .alt(character)
        }
        return nil
    }

    /// How the config file writes each named key.
    private static let configNames: [Key: String] = [
        .character(" "): "space", .enter: "enter", .escape: "esc", .tab: "tab", .backTab: "S-tab",
        .backspace: "backspace", .delete: "del", .up: "up", .down: "down", .left: "left", .right: "right",
        .home: "home", .end: "end", .pageUp: "pageup", .pageDown: "pagedown",
    ]

    /// Every spelling read for a named key, lowercased: the config names and their synonyms.
    private static let named: [String: Key] = {
        var names = Dictionary(uniqueKeysWithValues: configNames.map { ($0.value.lowercased(), $0.key) })
        let synonyms: [String: Key] = [
            "ret": .enter, "return": .enter, "escape": .escape, "backtab": .backTab, "shift-tab": .backTab,
            "delete": .delete, "pgup": .pageUp, "pgdn": .pageDown,
        ]
        names.merge(synonyms) { first, _ in first }
        return names
    }()

    /// The display spellings that are not plain characters.
    private static let symbols: [String: Key] = [
        "⇧Tab": .backTab, "⌫": .backspace, "↑": .up, "↓": .down, "←": .left, "→": .right,
        "PgUp": .pageUp, "PgDn": .pageDown, "Esc": .escape,
    ]
}

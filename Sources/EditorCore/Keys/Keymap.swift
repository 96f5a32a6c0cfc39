/// Which key runs which command, mode by mode: the tables the editor dispatches on and the
/// help, the footer and the README are generated from, so what they say cannot drift from
/// what the keys do.
public struct Keymap: Sendable {
    /// Each mode's bindings, in the order the help lists them.
    public private(set) var tables: [KeyMode: [KeyBinding]]
    /// Each mode's footer, in order of usefulness.
    public let footers: [KeyMode: [FooterHint]]
    /// Each mode's hints as text, made the first time its footer is drawn (see `footer`);
    /// copies of a keymap share them, and a rebinding starts afresh.
    private var footerTexts = FooterTexts()

    public init(tables: [KeyMode: [KeyBinding]], footers: [KeyMode: [FooterHint]]) {
        self.tables = tables
        self.footers = footers
    }

    /// The mode's bindings (empty for a mode without any).
    public func bindings(in mode: KeyMode) -> [KeyBinding] {
        tables[mode] ?? []
    }

    /// The command a key runs in the mode itself, without its fallback: that of the first
    /// binding with the key. A scan rather than an index: a mode has a few dozen keys, and
    /// building an index of every mode cost each start 160,000 instructions, more than all
    /// the scans of a session.
    public func command(for key: Key, in mode: KeyMode) -> Command? {
        tables[mode]?.first { $0.keys.contains(key) }?.command
    }

    /// The keys bound to a command in a mode or, failing that, in the mode's fallback.
    public func keys(for command: Command, in mode: KeyMode) -> [Key] {
        if let binding = bindings(in: mode).first(where: { $0.command == command }) { return binding.keys }
        return mode.fallback.map { keys(for: command, in: $0) } ?? []
    }

    /// Binds a command of a mode to other keys (none: unbound). A key taken from another
    /// command of the same mode leaves that command, so the newest binding wins, as in helix.
    public mutating func rebind(_ command: Command, in mode: KeyMode, to keys: [Key]) throws(KeymapError) {
        guard var bindings = tables[mode], let index = bindings.firstIndex(where: { $0.command == command }) else {
            throw .commandNotInMode(command.rawValue, mode)
        }
        var unique: [Key] = []
        for key in keys where !unique.contains(key) { unique.append(key) }
        for other in bindings.indices where other != index {
            bindings[other].keys.removeAll { unique.contains($0) }
        }
        bindings[index].keys = unique
        tables[mode] = bindings
        footerTexts = FooterTexts()
    }

    /// Keys bound to more than one command of a mode: none in a valid keymap.
    public var conflicts: [(mode: KeyMode, key: Key, commands: [Command])] {
        var found: [(KeyMode, Key, [Command])] = []
        for mode in KeyMode.allCases {
            var seen: [Key: [Command]] = [:]
            var order: [Key] = []
            for binding in bindings(in: mode) {
                for key in binding.keys {
                    if seen[key] == nil { order.append(key) }
                    seen[key, default: []].append(binding.command)
                }
            }
            for key in order where seen[key]!.count > 1 { found.append((mode, key, seen[key]!)) }
        }
        return found
    }

    /// The footer of a mode: the hints whose condition holds, each with the first key of each
    /// of its commands ("K/J move"); a hint whose commands have all lost their keys is left out.
    /// Every frame draws it: the hints' texts are made once per mode (55 K instructions a
    /// frame when made each time) and only the conditions asked again.
    public func footer(for mode: KeyMode, where holds: (FooterHint.Condition) -> Bool) -> String {
        var footer = ""
        for hint in footerTexts.texts(for: mode, making: { hintTexts(for: mode) })
        where hint.condition == .always || holds(hint.condition) {
            if !footer.isEmpty { footer += " · " }
            footer += hint.text
        }
        return footer
    }

    /// The mode's hints as text, in order, with the condition of each.
    private func hintTexts(for mode: KeyMode) -> [FooterTexts.Hint] {
        var hints: [FooterTexts.Hint] = []
        for hint in footers[mode] ?? [] {
            if hint.commands.isEmpty {
                hints.append(FooterTexts.Hint(condition: hint.condition, text: hint.label))
                continue
            }
            let shown = hint.commands.compactMap { keys(for: $0, in: mode).first }
            guard !shown.isEmpty else { continue }
            // Arrows read as a pair ("↑↓"); other keys are told apart by a slash ("K/J").
            let areArrows = shown.allSatisfy { [.up, .down, .left, .right].contains($0) }
            let text = shown.map(KeyName.display).joined(with: areArrows ? "" : "/") + " " + hint.label
            hints.append(FooterTexts.Hint(condition: hint.condition, text: text))
        }
        return hints
    }

    /// The keys of a binding as the help shows them: "Tab → l".
    public static func displayKeys(of binding: KeyBinding) -> String {
        binding.keys.isEmpty ? "(unbound)" : binding.keys.map(KeyName.display).joined(separator: " ")
    }
}

/// Why a keymap change was refused.
public enum KeymapError: Error, Equatable, CustomStringConvertible {
    case commandNotInMode(String, KeyMode)

    public var description: String {
        switch self {
        case let .commandNotInMode(command, mode):
            let known = Keymap.standard.bindings(in: mode).map(\.command.rawValue).joined(separator: ", ")
            return "\"\(command)\" is not a command of [keys.\(mode.rawValue)]; expected one of: \(known)"
        }
    }
}

import IntentKit

/// A shortcut's own settings — its icon, the input it takes, what it does without input, where
/// it shows — read from Apple's top-level keys, and each change made as the new value of one
/// key. A change rewrites only what it changes inside its key (the icon's other members, the
/// order of the types kept), and a key never touched is never rewritten.
public struct ShortcutSettings: Sendable {
    public static let iconKey = "WFWorkflowIcon"
    static let colorKey = "WFWorkflowIconStartColor"
    static let glyphKey = "WFWorkflowIconGlyphNumber"
    public static let inputClassesKey = "WFWorkflowInputContentItemClasses"
    public static let noInputKey = "WFWorkflowNoInputBehavior"
    public static let typesKey = "WFWorkflowTypes"
    public static let quickActionSurfacesKey = "WFQuickActionSurfaces"
    public static let outputFallbackKey = "WFWorkflowHasOutputFallback"

    /// What Shortcuts does when the shortcut runs with no input (`WFWorkflowNoInputBehavior`).
    public enum NoInput: Sendable, Equatable, CaseIterable {
        case continueRunning, stopAndRespond, askForInput, getClipboard

        /// Apple's stored name; nil for going on, which Shortcuts stores as no key at all.
        var storedName: String? {
            switch self {
            case .continueRunning: nil
            case .stopAndRespond: "WFWorkflowNoInputBehaviorShowError"
            case .askForInput: "WFWorkflowNoInputBehaviorAskForInput"
            case .getClipboard: "WFWorkflowNoInputBehaviorGetClipboard"
            }
        }

        /// As Shortcuts' editor says it.
        public var title: String {
            switch self {
            case .continueRunning: "Continue"
            case .stopAndRespond: "Stop and Respond"
            case .askForInput: "Ask For"
            case .getClipboard: "Get Clipboard"
            }
        }
    }

    public let members: [String: JSONValue]

    public init(_ document: ShortcutDocument) {
        members = document.unknownMembers
    }

    // MARK: Reading

    /// The icon colour's place in `SettingNames.iconColors`; nil when none is set or the value is
    /// not one of the palette's.
    public var colorIndex: Int? {
        guard case .int(let value)? = members[Self.iconKey]?[Self.colorKey] else { return nil }
        return SettingNames.iconColors.firstIndex { $0.value == value || $0.signed == value }
    }

    /// The stored colour, whatever it is.
    public var colorValue: Int? {
        if case .int(let value)? = members[Self.iconKey]?[Self.colorKey] { value } else { nil }
    }

    public var glyph: Int? {
        if case .int(let value)? = members[Self.iconKey]?[Self.glyphKey] { value } else { nil }
    }

    public var inputClasses: [String] { strings(Self.inputClassesKey) }
    public var types: [String] { strings(Self.typesKey) }
    public var quickActionSurfaces: [String] { strings(Self.quickActionSurfacesKey) }

    public var noInput: NoInput {
        guard case .string(let name)? = members[Self.noInputKey]?["Name"] else { return .continueRunning }
        return NoInput.allCases.first { $0.storedName == name } ?? .continueRunning
    }

    /// The class "Ask For" asks for, when that is the behaviour.
    public var noInputAskedClass: String? {
        if case .string(let name)? = members[Self.noInputKey]?["Parameters"]?["ItemClass"] { name } else { nil }
    }

    /// What "Stop and Respond" responds with, when that is the behaviour.
    public var noInputResponse: String? {
        if case .string(let text)? = members[Self.noInputKey]?["Parameters"]?["Error"] { text } else { nil }
    }

    public var hasOutputFallback: Bool {
        if case .bool(let flag)? = members[Self.outputFallbackKey] { flag } else { false }
    }

    private func strings(_ key: String) -> [String] {
        guard case .array(let items)? = members[key] else { return [] }
        return items.compactMap { if case .string(let text) = $0 { text } else { nil } }
    }

    // MARK: Changing: each the key's new value

    /// The icon in the palette's colour `index`, its glyph and other members kept.
    public func settingColor(_ index: Int) -> JSONValue {
        settingIcon(Self.colorKey, .int(SettingNames.iconColors[index].value))
    }

    public func settingGlyph(_ number: Int) -> JSONValue {
        settingIcon(Self.glyphKey, .int(number))
    }

    private func settingIcon(_ key: String, _ value: JSONValue) -> JSONValue {
        guard case .object(var icon)? = members[Self.iconKey] else {
            // A new icon has both members, as Shortcuts writes it.
            let color: JSONValue = key == Self.colorKey ? value : .int(SettingNames.iconColors[0].value)
            let glyph: JSONValue = key == Self.glyphKey ? value : .int(SettingNames.defaultGlyph)
            return .object([(Self.colorKey, color), (Self.glyphKey, glyph)])
        }
        if let position = icon.firstIndex(where: { $0.key == key }) { icon[position].value = value } else { icon.append((key, value)) }
        return .object(icon)
    }

    /// The list under `key` with `item` taken out when it is in, added at the end when not:
    /// the other items keep their order.
    public func toggling(_ item: String, in key: String) -> JSONValue {
        guard case .array(var items)? = members[key] else { return .array([.string(item)]) }
        if let position = items.firstIndex(of: .string(item)) { items.remove(at: position) } else { items.append(.string(item)) }
        return .array(items)
    }

    /// The behaviour after this one in `NoInput`'s order, or nil (no key) for going on; "Ask
    /// For" asks for text, "Stop and Respond" responds with nothing until told otherwise.
    public func cyclingNoInput() -> JSONValue? {
        let all = NoInput.allCases
        let next = all[(all.firstIndex(of: noInput)! + 1) % all.count]
        guard let name = next.storedName else { return nil }
        let parameters: JSONValue = switch next {
        case .askForInput: .object([("ItemClass", .string("WFStringContentItem"))])
        case .stopAndRespond: .object([("Error", .string(""))])
        default: .object([])
        }
        return .object([("Name", .string(name)), ("Parameters", parameters)])
    }

    /// The behaviour with one of its parameters (`ItemClass` for Ask For, `Error` for Stop and
    /// Respond) set, its other members kept.
    public func settingNoInputParameter(_ key: String, to value: String) -> JSONValue? {
        guard case .object(var behaviour)? = members[Self.noInputKey] else { return nil }
        var parameters: [(key: String, value: JSONValue)] = []
        if let position = behaviour.firstIndex(where: { $0.key == "Parameters" }), case .object(let existing) = behaviour[position].value {
            parameters = existing
        }
        if let position = parameters.firstIndex(where: { $0.key == key }) { parameters[position].value = .string(value) } else { parameters.append((key, .string(value))) }
        if let position = behaviour.firstIndex(where: { $0.key == "Parameters" }) {
            behaviour[position].value = .object(parameters)
        } else {
            behaviour.append(("Parameters", .object(parameters)))
        }
        return .object(behaviour)
    }

    /// The class Ask For asks for after this one, in `SettingNames.inputClasses`' order.
    public func cyclingAskedClass() -> JSONValue? {
        let classes = SettingNames.inputClasses.map(\.className)
        let next = classes.firstIndex(of: noInputAskedClass ?? "").map { classes[($0 + 1) % classes.count] } ?? classes[0]
        return settingNoInputParameter("ItemClass", to: next)
    }

    public func togglingOutputFallback() -> JSONValue {
        .bool(!hasOutputFallback)
    }
}

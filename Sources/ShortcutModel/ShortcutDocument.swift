import Foundation
import IntentKit

/// A shortcut: a name, an optional look, and its actions in order. What the editor edits and
/// the library stores, one file per shortcut.
public struct ShortcutDocument: Sendable, Hashable {
    /// The format this version writes. See docs/FILE-FORMAT.md for the versioning rule.
    public static let formatVersion = 1

    public var name: String
    /// An SF Symbol–style name, kept for Apple's editor; shown as text here.
    public var icon: String?
    public var color: String?
    public var actions: [ShortcutAction]
    public var created: Date
    public var modified: Date
    /// Top-level members this version does not know, written back unchanged.
    public var unknownMembers: [String: JSONValue]

    public init(name: String, icon: String? = nil, color: String? = nil, actions: [ShortcutAction] = [],
                created: Date = .nowToTheMillisecond, modified: Date? = nil, unknownMembers: [String: JSONValue] = [:]) {
        self.name = name
        self.icon = icon
        self.color = color
        self.actions = actions
        self.created = created
        self.modified = modified ?? created
        self.unknownMembers = unknownMembers
    }
}

/// One action: which intent, and the values of its parameters. Values are kept for every
/// parameter, visible or not, known or not.
public struct ShortcutAction: Sendable, Hashable, Identifiable {
    /// Stable across edits and saves, so moves and undo can follow an action.
    public var id: UUID
    public var intent: String
    public var values: [String: IntentValue]
    /// Members of the action this version does not know, written back unchanged.
    public var unknownMembers: [String: JSONValue]

    public init(id: UUID = UUID(), intent: String, values: [String: IntentValue] = [:], unknownMembers: [String: JSONValue] = [:]) {
        self.id = id
        self.intent = intent
        self.values = values
        self.unknownMembers = unknownMembers
    }
}

extension Date {
    /// Now, to the millisecond: what the file format stores, so a saved time reads back equal.
    public static var nowToTheMillisecond: Date {
        Date(timeIntervalSince1970: (Date().timeIntervalSince1970 * 1000).rounded() / 1000)
    }
}

extension ShortcutAction {
    /// A new identity for a copy: a new `id`, and in an action from Apple's format a new
    /// `UUID` parameter too (what other actions' variables point to), so copies never share one.
    public mutating func renewIdentity(_ id: UUID = UUID()) {
        self.id = id
        if case .string? = values["UUID"] { values["UUID"] = .string(UUIDText.format(id)) }
    }

    /// Whether one of the action's values holds a variable that `matches`: what deleting an
    /// output, listing a variable's uses and flagging a paste all ask.
    public func reads(where matches: (VariableReference) -> Bool) -> Bool {
        values.values.contains { value in
            guard case .opaque(let opaque) = value, let stored = opaque.propertyList else { return false }
            return stored.variables.contains(where: matches)
        }
    }
}

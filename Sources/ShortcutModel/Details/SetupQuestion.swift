import Foundation
import IntentKit

/// A question Shortcuts asks when someone adds a shared shortcut — an API token, their name —
/// whose answer fills one parameter of one action (Apple's `WFWorkflowImportQuestions`).
/// Read from the stored question and written back into it, so members this version does not
/// know stay as they were.
public struct SetupQuestion: Sendable, Equatable {
    /// The top-level key of the list.
    public static let listKey = "WFWorkflowImportQuestions"
    static let actionIndexKey = "ActionIndex"
    static let parameterKeyKey = "ParameterKey"
    static let textKey = "Text"
    static let defaultValueKey = "DefaultValue"
    static let categoryKey = "Category"
    /// The positions a stored question may name: far past any shortcut, far short of overflow.
    static let positions = 0...Int(Int32.max)

    /// The action whose parameter the answer fills, by its position (Apple stores positions, so
    /// they must follow every move); nil when the stored one is not a number of `positions`
    /// (a file's Int64.max is no position, and "action \(index + 1)" of it would trap).
    public var actionIndex: Int?
    /// The parameter the answer fills.
    public var parameterKey: String
    /// What the person is asked.
    public var text: String
    /// The answer offered; nil for none.
    public var defaultValue: JSONValue?
    /// The question as stored, its other members (Apple's `Category`) kept.
    var stored: [(key: String, value: JSONValue)]

    public init(actionIndex: Int, parameterKey: String, text: String = "", defaultValue: JSONValue? = nil) {
        self.actionIndex = actionIndex
        self.parameterKey = parameterKey
        self.text = text
        self.defaultValue = defaultValue
        stored = [(Self.categoryKey, .string("Parameter"))]
    }

    /// Reads one stored question; nil for an entry that is not a dictionary (kept by the list
    /// as it is, never shown).
    init?(_ json: JSONValue) {
        guard case .object(let members) = json else { return nil }
        stored = members
        if case .int(let index)? = json[Self.actionIndexKey], Self.positions.contains(index) { actionIndex = index } else { actionIndex = nil }
        if case .string(let key)? = json[Self.parameterKeyKey] { parameterKey = key } else { parameterKey = "" }
        if case .string(let text)? = json[Self.textKey] { self.text = text } else { text = "" }
        defaultValue = json[Self.defaultValueKey]
    }

    /// The question as Apple stores it: the stored members in their order, the four it models
    /// replaced in place (added at the end when new).
    public var json: JSONValue {
        var members = stored
        func set(_ key: String, _ value: JSONValue?) {
            if let position = members.firstIndex(where: { $0.key == key }) {
                if let value { members[position].value = value } else { members.remove(at: position) }
            } else if let value {
                members.append((key, value))
            }
        }
        set(Self.actionIndexKey, actionIndex.map(JSONValue.int) ?? stored.first { $0.key == Self.actionIndexKey }?.value)
        set(Self.parameterKeyKey, .string(parameterKey))
        set(Self.textKey, .string(text))
        set(Self.defaultValueKey, defaultValue)
        return .object(members)
    }

    public static func == (a: SetupQuestion, b: SetupQuestion) -> Bool {
        a.json == b.json
    }
}

/// A shortcut's setup questions, as its top-level member holds them.
public struct SetupQuestions: Sendable, Equatable {
    /// The entries in order: a question, or an entry that is not one (kept as it is).
    public enum Entry: Sendable, Equatable {
        case question(SetupQuestion)
        case other(JSONValue)
    }

    public var entries: [Entry]

    public init(_ document: ShortcutDocument) {
        guard case .array(let items)? = document.unknownMembers[SetupQuestion.listKey] else {
            entries = []
            return
        }
        entries = items.map { item in SetupQuestion(item).map(Entry.question) ?? .other(item) }
    }

    /// The questions, with their places among the entries.
    public var questions: [(entry: Int, question: SetupQuestion)] {
        entries.enumerated().compactMap { offset, entry in
            if case .question(let question) = entry { (offset, question) } else { nil }
        }
    }

    /// The member to store; an empty list stays an empty array (as Apple writes it).
    public var json: JSONValue {
        .array(entries.map { entry in
            switch entry {
            case .question(let question): question.json
            case .other(let value): value
            }
        })
    }

    /// The question filling `parameter` of the action at `index`, if there is one.
    public func question(forAction index: Int, parameter: String) -> SetupQuestion? {
        questions.first { $0.question.actionIndex == index && $0.question.parameterKey == parameter }?.question
    }

    /// The identity of the action each question points at, before actions move: what
    /// `following` finds them by afterwards.
    public func targets(in actions: [ShortcutAction]) -> [UUID?] {
        entries.map { entry in
            guard case .question(let question) = entry, let index = question.actionIndex, actions.indices.contains(index) else { return nil }
            return actions[index].id
        }
    }

    /// The questions after actions moved, were added or removed: each pointing at the action
    /// it pointed at (`targets`, taken before), found by identity in `positions`; a question
    /// whose action is gone is dropped, as it can no longer fill anything. Nil when nothing
    /// changed. Questions that pointed at no action stay as they were, for `lint` to report.
    public func following(_ targets: [UUID?], positions: [UUID: Int]) -> SetupQuestions? {
        var followed = self
        var changed = false
        var kept: [Entry] = []
        for (offset, entry) in entries.enumerated() {
            guard case .question(var question) = entry, offset < targets.count, let target = targets[offset] else {
                kept.append(entry)
                continue
            }
            guard let position = positions[target] else {
                changed = true
                continue
            }
            if question.actionIndex != position {
                question.actionIndex = position
                changed = true
            }
            kept.append(.question(question))
        }
        followed.entries = kept
        return changed ? followed : nil
    }
}

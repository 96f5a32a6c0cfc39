import Foundation

/// A variable in a shortcut: where a value comes from when the shortcut runs rather than a
/// value itself — an earlier action's output, a named variable, the shortcut's input, the
/// clipboard… Read from Shortcuts' attachment dictionary (`{Type, OutputUUID, OutputName,
/// VariableName, Aggrandizements, …}`), which is kept whole, so writing it back loses nothing
/// this version does not model.
public struct VariableReference: Sendable, Hashable {
    /// What the variable stands for.
    public enum Source: Sendable, Hashable {
        /// The output of an earlier action, by that action's `UUID`, and the name the file
        /// gave it when the reference was made.
        case actionOutput(action: UUID?, name: String?)
        /// A variable set with Set Variable or Add to Variable, or Repeat Item/Repeat Index.
        case named(String)
        case shortcutInput
        case currentDate
        case clipboard
        case deviceDetails
        /// Asked for when the shortcut runs ("Ask Each Time"), with the prompt if one is given.
        case ask(prompt: String?)
        /// A kind this version does not know, by its `Type`.
        case other(String)
    }

    /// Which variable: an action's output, a named variable, a magic variable, one asked for…
    public var source: Source
    /// The attachment as the file has it: written back as it is, so nothing is lost.
    public var attachment: PropertyListDictionary

    /// Reads an attachment dictionary; nil when it is not one (it has no `Type`).
    public init?(attachment: PropertyListDictionary) {
        guard let type = attachment["Type"]?.stringValue else { return nil }
        self.attachment = attachment
        switch type {
        case "ActionOutput":
            source = .actionOutput(action: attachment["OutputUUID"]?.stringValue.flatMap(UUIDText.parseAsFoundationDoes),
                                   name: attachment["OutputName"]?.stringValue)
        case "Variable":
            source = .named(attachment["VariableName"]?.stringValue ?? "")
        case "ExtensionInput": source = .shortcutInput
        case "CurrentDate": source = .currentDate
        case "Clipboard": source = .clipboard
        case "DeviceDetails": source = .deviceDetails
        case "Ask": source = .ask(prompt: attachment["Prompt"]?.stringValue)
        default: source = .other(type)
        }
    }

    /// A new reference, made the way Shortcuts makes one.
    public init(_ source: Source) {
        var attachment = PropertyListDictionary()
        switch source {
        case .actionOutput(let action, let name):
            attachment["Type"] = .string("ActionOutput")
            if let name { attachment["OutputName"] = .string(name) }
            if let action { attachment["OutputUUID"] = .string(UUIDText.format(action)) }
        case .named(let name):
            attachment["Type"] = .string("Variable")
            attachment["VariableName"] = .string(name)
        case .shortcutInput: attachment["Type"] = .string("ExtensionInput")
        case .currentDate: attachment["Type"] = .string("CurrentDate")
        case .clipboard: attachment["Type"] = .string("Clipboard")
        case .deviceDetails: attachment["Type"] = .string("DeviceDetails")
        case .ask(let prompt):
            attachment["Type"] = .string("Ask")
            if let prompt { attachment["Prompt"] = .string(prompt) }
        case .other(let type): attachment["Type"] = .string(type)
        }
        self.source = source
        self.attachment = attachment
    }

    /// The name Apple's editor shows, given the name of the action an output comes from
    /// (its `CustomOutputName`, when it has one); the name the file recorded otherwise.
    public func baseName(outputName: String? = nil) -> String {
        switch source {
        case .actionOutput(_, let name): outputName ?? name ?? "Action Output"
        case .named(let name): name.isEmpty ? "Variable" : name
        case .shortcutInput: "Shortcut Input"
        case .currentDate: "Current Date"
        case .clipboard: "Clipboard"
        case .deviceDetails: "Device Details"
        case .ask: "Ask Each Time"
        case .other(let type): PropertyListValue.humanized(type)
        }
    }

    /// What the variable is narrowed to (Apple's aggrandizements): a property ("Name"), a
    /// dictionary key, a type it is coerced to — in order, as the editor shows them after the
    /// name ("Contents of URL › Name").
    public var narrowing: [String] {
        (attachment["Aggrandizements"]?.arrayValue ?? []).compactMap { item -> String? in
            item["PropertyName"]?.stringValue ?? item["DictionaryKey"]?.stringValue
        }
    }

    /// One step of narrowing (an aggrandizement), as Apple's variable panel makes them.
    public enum Narrowing: Sendable, Hashable {
        /// A property of the value ("Name", "Due Date", an entity's "Length"); `userInfo` is
        /// what Shortcuts keeps beside the name (an app entity's property by its Swift name).
        case property(String, userInfo: String? = nil)
        /// "Get As": the value coerced to one of Shortcuts' content classes.
        case coercion(itemClass: String)
        /// The value under a key of a dictionary.
        case dictionaryKey(String)

        /// As the file stores it.
        var aggrandizement: PropertyListValue {
            var entry = PropertyListDictionary()
            switch self {
            case .property(let name, let userInfo):
                entry["Type"] = .string("WFPropertyVariableAggrandizement")
                entry["PropertyName"] = .string(name)
                if let userInfo { entry["PropertyUserInfo"] = .string(userInfo) }
            case .coercion(let itemClass):
                entry["Type"] = .string("WFCoercionVariableAggrandizement")
                entry["CoercionItemClass"] = .string(itemClass)
            case .dictionaryKey(let key):
                entry["Type"] = .string("WFDictionaryValueVariableAggrandizement")
                entry["DictionaryKey"] = .string(key)
            }
            return .dictionary(entry)
        }

        /// A stored aggrandizement; nil for a kind this version does not know.
        init?(aggrandizement: PropertyListValue) {
            switch aggrandizement["Type"]?.stringValue {
            case "WFPropertyVariableAggrandizement":
                self = .property(aggrandizement["PropertyName"]?.stringValue ?? "", userInfo: aggrandizement["PropertyUserInfo"]?.stringValue)
            case "WFCoercionVariableAggrandizement":
                self = .coercion(itemClass: aggrandizement["CoercionItemClass"]?.stringValue ?? "")
            case "WFDictionaryValueVariableAggrandizement":
                self = .dictionaryKey(aggrandizement["DictionaryKey"]?.stringValue ?? "")
            default:
                return nil
            }
        }
    }

    /// The steps it is narrowed by, in order; kinds this version does not know are left out
    /// (and kept in `attachment` until the narrowing is replaced).
    public var narrowings: [Narrowing] {
        (attachment["Aggrandizements"]?.arrayValue ?? []).compactMap(Narrowing.init(aggrandizement:))
    }

    /// The same variable narrowed by `steps` instead: what choosing in the variable panel
    /// gives. No steps is the whole value.
    public func narrowed(by steps: [Narrowing]) -> VariableReference {
        var narrowed = self
        if steps.isEmpty {
            narrowed.attachment["Aggrandizements"] = nil
        } else {
            narrowed.attachment["Aggrandizements"] = .array(steps.map(\.aggrandizement))
        }
        return narrowed
    }

    /// The class the variable is coerced to last ("WFDateContentItem"), when it is coerced —
    /// Apple's "Get As…" choice, which decides what kind of value it holds.
    public var coercionClass: String? {
        (attachment["Aggrandizements"]?.arrayValue ?? []).last { $0["Type"]?.stringValue == "WFCoercionVariableAggrandizement" }?["CoercionItemClass"]?.stringValue
    }

    /// The full name: base name, then what it is narrowed to.
    public func displayName(outputName: String? = nil) -> String {
        ([baseName(outputName: outputName)] + narrowing).joined(separator: " › ")
    }

    /// Whether this is a kind of variable Shortcuts has, rather than some other dictionary
    /// with a `Type` (an aggrandizement, a filter's template).
    public var isRecognized: Bool {
        if case .other = source { return attachment["OutputUUID"] != nil || attachment["VariableName"] != nil }
        return true
    }

    /// The action whose output this is, when it is one.
    public var sourceAction: UUID? {
        if case .actionOutput(let action, _) = source { return action }
        return nil
    }

    /// The named variable this reads, when it reads one.
    public var variableName: String? {
        if case .named(let name) = source { return name }
        return nil
    }
}

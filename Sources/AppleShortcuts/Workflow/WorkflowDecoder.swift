import Foundation
import IntentKit
import ShortcutModel

/// Apple's shortcut (a `WFWorkflow` property list) read into a document. Nothing is dropped:
/// every top-level key but the actions becomes a top-level member, every key of an action but
/// its identifier and parameters a member of the action, and every parameter a value — text,
/// numbers, booleans and dates as themselves, everything else as the property-list value it
/// is (`OpaqueValue(propertyList:)`), written back as it came.
public enum WorkflowDecoder {
    /// The keys of an action that the document models itself.
    static let identifierKey = "WFWorkflowActionIdentifier"
    static let parametersKey = "WFWorkflowActionParameters"
    static let actionsKey = "WFWorkflowActions"
    public static let nameKey = "WFWorkflowName"

    /// Reads a whole workflow. `name` is the file's name, used unless the workflow names
    /// itself; `date` stands for the created and modified times a workflow does not keep.
    public static func decode(_ root: PropertyListValue, file: String, name: String, date: Date) throws(ShortcutFileError) -> ShortcutDocument {
        guard case .dictionary(let top) = root else {
            throw .shape(file: file, path: "", expected: "a dictionary (a shortcut's WFWorkflow)", found: root.kindDescription)
        }
        guard let actionsValue = top[actionsKey] else {
            throw .shape(file: file, path: actionsKey, expected: "the shortcut's actions (an array); this property list is not a shortcut", found: nil)
        }
        guard case .array(let items) = actionsValue else {
            throw .shape(file: file, path: actionsKey, expected: "an array of actions", found: actionsValue.kindDescription)
        }
        var actions: [ShortcutAction] = []
        actions.reserveCapacity(items.count)
        var usedIDs: Set<UUID> = []
        for (index, item) in items.enumerated() {
            var action = try decodeAction(item, path: "\(actionsKey)[\(index)]", file: file)
            if !usedIDs.insert(action.id).inserted {
                // Two actions with one UUID: the second gets its own identity in the editor; the
                // file's value is kept as it is.
                action.id = UUID()
                usedIDs.insert(action.id)
            }
            actions.append(action)
        }
        var members: [String: JSONValue] = [:]
        for entry in top.entries where entry.key != actionsKey { members[entry.key] = entry.value.json }
        return ShortcutDocument(name: top[nameKey]?.stringValue ?? name, actions: actions, created: date, modified: date,
                                unknownMembers: members)
    }

    /// Reads one action; separable, so a later version can decode actions as they are shown.
    public static func decodeAction(_ item: PropertyListValue, path: String, file: String) throws(ShortcutFileError) -> ShortcutAction {
        guard case .dictionary(let dictionary) = item else {
            throw .shape(file: file, path: path, expected: "a dictionary (an action)", found: item.kindDescription)
        }
        guard let identifierValue = dictionary[identifierKey] else {
            throw .shape(file: file, path: path + "." + identifierKey, expected: "the action's identifier (every action has one)", found: nil)
        }
        guard case .string(let identifier) = identifierValue else {
            throw .shape(file: file, path: path + "." + identifierKey, expected: "a string", found: identifierValue.kindDescription)
        }
        var values: [String: IntentValue] = [:]
        if let parameters = dictionary[parametersKey] {
            guard case .dictionary(let entries) = parameters else {
                throw .shape(file: file, path: path + "." + parametersKey, expected: "a dictionary of parameters", found: parameters.kindDescription)
            }
            values = [String: IntentValue](minimumCapacity: entries.count)
            for entry in entries.entries { values[entry.key] = intentValue(entry.value) }
        }
        var members: [String: JSONValue] = [:]
        for entry in dictionary.entries where entry.key != identifierKey && entry.key != parametersKey {
            members[entry.key] = entry.value.json
        }
        // An action without a parameters dictionary (not even an empty one) is written back
        // without one: the known key, null among the unknown members, says it was absent.
        if dictionary[parametersKey] == nil { members[parametersKey] = .null }
        let id = values["UUID"].flatMap { if case .string(let text) = $0 { UUIDText.parseAsFoundationDoes(text) } else { nil } } ?? UUID()
        return ShortcutAction(id: id, intent: identifier, values: values, unknownMembers: members)
    }

    /// A parameter's value: the simple types as themselves, the rest verbatim.
    static func intentValue(_ value: PropertyListValue) -> IntentValue {
        switch value {
        case .string(let text): .string(text)
        case .integer(let number): .int(number)
        case .real(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .date(let date): .date(date)
        case .unsignedInteger, .data, .array, .dictionary: .opaque(OpaqueValue(propertyList: value))
        }
    }
}

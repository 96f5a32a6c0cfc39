import Foundation
import IntentKit
import ShortcutModel

/// Renaming a named variable, as Apple's editor renames it: a Set Variable (or Add to Variable)
/// given a new name asks whether the variable is renamed everywhere — every action that sets
/// or adds to it and every value that reads it — or in this action only; everywhere is one
/// undo step.
extension EditorState {
    static let variableNameKey = "WFVariableName"
    static let namingActions: Set<String> = ["is.workflow.actions.setvariable", "is.workflow.actions.appendvariable"]

    /// The other actions that set, add to or read the variable `name`, by index.
    func uses(ofVariable name: String, besides index: Int) -> [Int] {
        document.actions.indices.filter { other in
            guard other != index else { return false }
            let action = document.actions[other]
            if Self.namingActions.contains(action.intent), SerializedText.plainText(of: action.values[Self.variableNameKey]) == name { return true }
            return action.values.values.contains { value in
                guard case .opaque(let opaque) = value, let stored = opaque.propertyList else { return false }
                return stored.variables.contains { if case .named(name) = $0.source { true } else { false } }
            }
        }
    }

    /// A new name typed for a named variable that other actions use: the question, else nil
    /// (the value is set as any other).
    mutating func askToRenameVariable(_ value: IntentValue?, of parameter: String, in index: Int) -> Bool {
        guard parameter == Self.variableNameKey, Self.namingActions.contains(document.actions[index].intent),
              let old = SerializedText.plainText(of: document.actions[index].values[parameter]), !old.isEmpty,
              let new = SerializedText.plainText(of: value)?.trimmingCharacters(in: .whitespaces), !new.isEmpty, new != old
        else { return false }
        let uses = uses(ofVariable: old, besides: index)
        guard !uses.isEmpty else { return false }
        prompt = .renameVariable(from: old, to: new, action: index, uses: uses)
        return true
    }

    /// Renames the variable in the action and, `everywhere`, in every use: one undo step.
    mutating func renameVariable(from old: String, to new: String, action index: Int, everywhere: Bool) -> [EditorEffect] {
        var operations: [EditOperation] = [.setValue(action: index, parameter: Self.variableNameKey,
                                                     old: document.actions[index].values[Self.variableNameKey], new: .string(new))]
        if everywhere {
            for other in uses(ofVariable: old, besides: index) {
                let action = document.actions[other]
                for (key, value) in action.values {
                    if key == Self.variableNameKey, Self.namingActions.contains(action.intent), SerializedText.plainText(of: value) == old {
                        operations.append(.setValue(action: other, parameter: key, old: value, new: .string(new)))
                    } else if case .opaque(let opaque) = value, let stored = opaque.propertyList {
                        let renamed = stored.renamingVariable(old, to: new)
                        if renamed != stored {
                            operations.append(.setValue(action: other, parameter: key, old: value, new: .opaque(OpaqueValue(propertyList: renamed))))
                        }
                    }
                }
            }
        }
        let effects = perform(operations.count == 1 ? operations[0] : .batch(operations, focus: index))
        message = .info(everywhere ? "Renamed \(old) to \(new) in \(operations.count) place\(operations.count == 1 ? "" : "s")."
                                   : "Renamed in this action; \(old) is still set and read elsewhere.")
        return effects
    }
}

extension PropertyListValue {
    /// The value with each named variable `old` (`{Type: Variable, VariableName}`) named `new`.
    func renamingVariable(_ old: String, to new: String) -> PropertyListValue {
        switch self {
        case .array(let items):
            return .array(items.map { $0.renamingVariable(old, to: new) })
        case .dictionary(var dictionary):
            if dictionary["Type"]?.stringValue == "Variable", dictionary["VariableName"]?.stringValue == old {
                dictionary["VariableName"] = .string(new)
                return .dictionary(dictionary)
            }
            var copy = PropertyListDictionary()
            for entry in dictionary.entries { copy[entry.key] = entry.value.renamingVariable(old, to: new) }
            return .dictionary(copy)
        default:
            return self
        }
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// Naming an action's output (`CustomOutputName`), as Apple's editor renames a variable: the
/// name is set on the action and every variable reading that output is renamed with it (the
/// `OutputName` each stores), all as one undo step.
extension EditorState {
    /// Opens a field for the focused action's output name.
    mutating func openOutputName() -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        guard document.actions.indices.contains(focus.action), let current = outputName(of: focus.action) else {
            message = .info("This action has no output to name.")
            return []
        }
        let parameter = ParameterDefinition(id: DocumentStructure.customOutputNameKey, title: "Output name (now \(current))",
                                            type: .string, isOptional: true)
        control = .outputName(document.actions[focus.action].customOutputName ?? current, action: focus.action, parameter: parameter)
        return []
    }

    /// Sets an output's name and renames the variables that read it.
    mutating func renameOutput(of index: Int, to name: String?) -> [EditorEffect] {
        let action = document.actions[index]
        let trimmed = name?.trimmingCharacters(in: .whitespaces)
        let new: IntentValue? = trimmed.flatMap { $0.isEmpty || $0 == registry.definition(for: action)?.outputName ? nil : .string($0) }
        let old = action.values[DocumentStructure.customOutputNameKey]
        guard old != new else { return [] }
        let shownName = trimmed.flatMap { $0.isEmpty ? nil : $0 } ?? outputName(of: index) ?? ""
        var operations: [EditOperation] = [.setValue(action: index, parameter: DocumentStructure.customOutputNameKey, old: old, new: new)]
        for (reader, other) in document.actions.enumerated() where reader != index {
            for (key, value) in other.values {
                guard case .opaque(let opaque) = value, let stored = opaque.propertyList,
                      stored.variables.contains(where: { $0.sourceAction == action.id }) else { continue }
                let renamed = stored.renamingOutput(of: action.id.uuidString, to: shownName)
                if renamed != stored {
                    operations.append(.setValue(action: reader, parameter: key, old: value, new: .opaque(OpaqueValue(propertyList: renamed))))
                }
            }
        }
        let effects = perform(operations.count == 1 ? operations[0] : .batch(operations, focus: index))
        message = .info(operations.count == 1 ? "Output named \(shownName)." : "Output named \(shownName); \(operations.count - 1) use\(operations.count == 2 ? "" : "s") renamed.")
        return effects
    }
}

extension PropertyListValue {
    /// The value with each variable reading output `uuid` carrying `name` as its `OutputName`.
    func renamingOutput(of uuid: String, to name: String) -> PropertyListValue {
        switch self {
        case .array(let items):
            return .array(items.map { $0.renamingOutput(of: uuid, to: name) })
        case .dictionary(var dictionary):
            if dictionary["OutputUUID"]?.stringValue == uuid, dictionary["Type"]?.stringValue == "ActionOutput" {
                dictionary["OutputName"] = .string(name)
                return .dictionary(dictionary)
            }
            var copy = PropertyListDictionary()
            for entry in dictionary.entries { copy[entry.key] = entry.value.renamingOutput(of: uuid, to: name) }
            return .dictionary(copy)
        default:
            return self
        }
    }
}

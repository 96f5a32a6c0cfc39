import Foundation
import IntentKit

/// Making and copying whole blocks the way Shortcuts does: every part shares one new
/// `GroupingIdentifier`, every action has its own `UUID`.
public enum BlockParts {
    /// The parts Shortcuts inserts for a control-flow action — If, Otherwise, End If; Repeat
    /// and End Repeat; a menu with one part per item and End Menu — or nil for any other
    /// action. `newID` gives each action its identity.
    public static func new(_ intent: String, newID: () -> UUID) -> [ShortcutAction]? {
        let grouping = newID().uuidString
        func part(_ mode: ControlFlow.Mode, _ extra: [String: IntentValue] = [:]) -> ShortcutAction {
            let id = newID()
            var values = extra
            values["UUID"] = .string(id.uuidString)
            values[ControlFlow.groupingKey] = .string(grouping)
            values[ControlFlow.modeKey] = .int(mode.rawValue)
            return ShortcutAction(id: id, intent: intent, values: values)
        }
        switch BlockKind(intent: intent) {
        case .conditional:
            return [part(.start), part(.middle), part(.end)]
        case .repeatCount, .repeatEach:
            return [part(.start), part(.end)]
        case .menu:
            let items = ["One", "Two"]
            return [part(.start, ["WFMenuItems": .opaque(OpaqueValue(propertyList: .array(items.map(PropertyListValue.string))))])]
                + items.map { part(.middle, ["WFMenuItemTitle": .string($0)]) } + [part(.end)]
        case .other:
            return nil
        }
    }

    /// A copy of actions (a block with its contents): new identities, new grouping
    /// identifiers, and variables that pointed at actions inside the copy pointing at their
    /// copies, so the copy works on its own.
    public static func copy(_ actions: [ShortcutAction], newID: () -> UUID) -> [ShortcutAction] {
        var identities: [String: String] = [:]
        var groupings: [String: String] = [:]
        var copies = actions.map { action -> ShortcutAction in
            var copy = action
            let old = action.id
            copy.renewIdentity(newID())
            identities[old.uuidString] = copy.id.uuidString
            if let grouping = ControlFlow.grouping(of: action) {
                let renamed = groupings[grouping] ?? newID().uuidString
                groupings[grouping] = renamed
                copy.values[ControlFlow.groupingKey] = .string(renamed)
            }
            return copy
        }
        for index in copies.indices {
            for (key, value) in copies[index].values {
                guard case .opaque(let opaque) = value, let stored = opaque.propertyList else { continue }
                let renamed = stored.replacingOutputUUIDs(identities)
                if renamed != stored { copies[index].values[key] = .opaque(OpaqueValue(propertyList: renamed)) }
            }
        }
        return copies
    }
}

extension PropertyListValue {
    /// The value with each variable's `OutputUUID` found in `map` replaced by its new one.
    func replacingOutputUUIDs(_ map: [String: String]) -> PropertyListValue {
        switch self {
        case .array(let items):
            return .array(items.map { $0.replacingOutputUUIDs(map) })
        case .dictionary(let dictionary):
            var copy = PropertyListDictionary()
            for entry in dictionary.entries {
                if entry.key == "OutputUUID", case .string(let old) = entry.value, let new = map[old] {
                    copy[entry.key] = .string(new)
                } else {
                    copy[entry.key] = entry.value.replacingOutputUUIDs(map)
                }
            }
            return .dictionary(copy)
        default:
            return self
        }
    }
}

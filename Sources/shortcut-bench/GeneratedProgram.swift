import Foundation
import IntentKit
import ShortcutModel

/// A shortcut shaped like a real program, of any length: Shortcuts' own actions, a Repeat
/// block of up to 1,000 actions near the top (the block the move workload moves), then towers
/// of If blocks nested 20 deep, and variables in most actions — text with tokens reading the
/// first action's output, Repeat Item, the clipboard.
enum GeneratedProgram {
    static let depth = 20

    static func document(actions count: Int) -> ShortcutDocument {
        var actions: [ShortcutAction] = []
        actions.reserveCapacity(count)
        var serial = 0
        func id() -> UUID {
            serial += 1
            let n = UInt64(serial)
            return UUID(uuid: (0xB1, 0x0C, 0, 0, 0, 0, 0x40, 0, 0x80, 0, UInt8(truncatingIfNeeded: n >> 40), UInt8(truncatingIfNeeded: n >> 32),
                               UInt8(truncatingIfNeeded: n >> 24), UInt8(truncatingIfNeeded: n >> 16), UInt8(truncatingIfNeeded: n >> 8),
                               UInt8(truncatingIfNeeded: n)))
        }
        func action(_ name: String, _ values: [String: IntentValue] = [:]) -> ShortcutAction {
            let identity = id()
            var values = values
            values["UUID"] = .string(identity.uuidString)
            return ShortcutAction(id: identity, intent: "is.workflow.actions." + name, values: values)
        }
        func part(_ name: String, _ grouping: String, _ mode: Int, _ values: [String: IntentValue] = [:]) -> ShortcutAction {
            action(name, values.merging(["GroupingIdentifier": .string(grouping), "WFControlFlowMode": .int(mode)]) { $1 })
        }
        let first = action("number", ["WFNumberActionNumber": .int(42)])
        actions.append(first)
        let numberToken = VariableReference(.actionOutput(action: first.id, name: "Number"))
        func text(_ index: Int, _ variable: VariableReference) -> ShortcutAction {
            action("gettext", ["WFTextActionText": .opaque(OpaqueValue(propertyList: TokenText(pieces: [
                .text("Line \(index) 🎵 "), .variable(variable), .text(" of "), .variable(numberToken),
            ]).propertyList))])
        }
        // The big block: Repeat, its contents, End Repeat.
        let blockSize = min(1_000, max(2, (count - 1) / 4))
        let repeatGroup = id().uuidString
        actions.append(part("repeat.count", repeatGroup, 0, ["WFRepeatCount": .int(3)]))
        for index in 0..<(blockSize - 2) { actions.append(text(index, VariableReference(.named("Repeat Item")))) }
        actions.append(part("repeat.count", repeatGroup, 2))
        // Towers of nested Ifs: start, text, (inner), Otherwise, comment, End If per level.
        while actions.count < count {
            let room = count - actions.count
            let levels = min(depth, room / 5)
            guard levels > 0 else {
                actions.append(text(actions.count, VariableReference(.clipboard)))
                continue
            }
            let groups = (0..<levels).map { _ in id().uuidString }
            for level in 0..<levels {
                actions.append(part("conditional", groups[level], 0, ["WFCondition": .int(100), "WFInput": .opaque(OpaqueValue(propertyList: .dictionary([
                    "Type": .string("Variable"),
                    "Variable": .dictionary(["Value": .dictionary(numberToken.attachment), "WFSerializationType": .string("WFTextTokenAttachment")]),
                ])))]))
                actions.append(text(actions.count, VariableReference(.clipboard)))
            }
            for level in (0..<levels).reversed() {
                actions.append(part("conditional", groups[level], 1))
                actions.append(action("comment", ["WFCommentActionText": .string("level \(level)")]))
                actions.append(part("conditional", groups[level], 2))
            }
        }
        return ShortcutDocument(name: "Program \(count)", actions: actions, created: Date(timeIntervalSince1970: 1_800_000_000))
    }
}

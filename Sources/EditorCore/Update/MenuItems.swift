import Foundation
import IntentKit
import ShortcutModel

/// A menu's items edited as a list, its parts following: an item kept keeps its part and the
/// actions under it, a renamed item renames its part, a new item gets a new part (empty), a
/// removed item's part goes with its actions, and reordering items reorders the parts with
/// their actions. The whole block is replaced in one undo step.
extension EditorState {
    static let menuItemsKey = "WFMenuItems"
    static let menuItemTitleKey = "WFMenuItemTitle"

    /// Whether an item list of this parameter edits a menu's items, whose parts follow.
    func editsMenuItems(_ parameter: String, of index: Int) -> Bool {
        guard parameter == Self.menuItemsKey, structure.entries.indices.contains(index),
              case .start(.menu) = structure.entries[index].role else { return false }
        return blockEnd(of: index) != nil
    }

    /// Replaces the menu block starting at `start` with one whose parts follow `items`.
    mutating func setMenuItems(_ value: IntentValue?, items: [IntentValue], at start: Int) -> [EditorEffect] {
        guard let end = blockEnd(of: start) else { return [] }
        let titles = items.map(Self.itemTitle)
        // The parts as they are: each middle at the block's own level, with the actions under it.
        var parts: [(title: String, action: ShortcutAction, contents: [ShortcutAction])] = []
        var index = start + 1
        while index < end {
            let action = document.actions[index]
            let nextPart = ((index + 1)..<end).first { blockStart(of: $0) == start } ?? end
            let title = action.values[Self.menuItemTitleKey].flatMap(SerializedText.plainText(of:)) ?? ""
            parts.append((title, action, Array(document.actions[(index + 1)..<nextPart])))
            index = nextPart
        }
        // Same title first, then the rest in order as renames; what is left over goes.
        var assigned = [Int?](repeating: nil, count: titles.count)
        var used = Set<Int>()
        for (item, title) in titles.enumerated() {
            if let match = parts.indices.first(where: { !used.contains($0) && parts[$0].title == title }) {
                assigned[item] = match
                used.insert(match)
            }
        }
        var spare = parts.indices.filter { !used.contains($0) }.makeIterator()
        for item in titles.indices where assigned[item] == nil {
            if let part = spare.next() {
                assigned[item] = part
                used.insert(part)
            }
        }
        let grouping = ControlFlow.grouping(of: document.actions[start]) ?? environment.identifiers.next().uuidString
        var startAction = document.actions[start]
        startAction.values[Self.menuItemsKey] = value
        var block: [ShortcutAction] = [startAction]
        for (item, title) in titles.enumerated() {
            if let part = assigned[item] {
                var action = parts[part].action
                if parts[part].title != title { Self.retitle(&action, title) }
                block.append(action)
                block += parts[part].contents
            } else {
                let id = environment.identifiers.next()
                block.append(ShortcutAction(id: id, intent: startAction.intent, values: [
                    "UUID": .string(id.uuidString), ControlFlow.groupingKey: .string(grouping),
                    ControlFlow.modeKey: .int(ControlFlow.Mode.middle.rawValue), Self.menuItemTitleKey: .string(title),
                ]))
            }
        }
        block.append(document.actions[end])
        let removedActions = parts.indices.filter { !used.contains($0) }.reduce(0) { $0 + 1 + parts[$1].contents.count }
        let removals = (start...end).reversed().map { EditOperation.remove(document.actions[$0], at: $0) }
        let inserts = block.enumerated().map { EditOperation.insert($1, at: start + $0) }
        let effects = perform(.batch(removals + inserts, focus: start))
        message = .info("Menu items: \(titles.count)" + (removedActions > 0 ? "; \(removedActions) action\(removedActions == 1 ? "" : "s") of removed items went with them. u undoes." : "."))
        return effects
    }

    private static func itemTitle(_ item: IntentValue) -> String {
        if case .string(let text) = item { return text }
        if case .opaque(let opaque) = item, let stored = opaque.propertyList {
            return SerializedText.plainText(of: .opaque(OpaqueValue(propertyList: stored["WFValue"] ?? stored))) ?? stored.summary
        }
        return item.displayText()
    }

    /// A part renamed: its title, and the attributed title newer files carry beside it.
    private static func retitle(_ action: inout ShortcutAction, _ title: String) {
        action.values[menuItemTitleKey] = SerializedText.text(title, keepingFormOf: action.values[menuItemTitleKey])
        if action.values["WFMenuItemAttributedTitle"] != nil {
            action.values["WFMenuItemAttributedTitle"] = .opaque(OpaqueValue(propertyList: TokenText(pieces: [.text(title)]).propertyList))
        }
    }
}

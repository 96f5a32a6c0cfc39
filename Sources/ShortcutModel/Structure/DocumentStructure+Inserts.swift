/// Adding and removing plain actions (anything but a block's parts) without reading the
/// shortcut again: no other action's role, depth or block changes, so the actions after the
/// place only shift. A paste, a cut, an added action and their undo cost the dictionary writes
/// of the shift, not a pass that reads every action's values.
extension DocumentStructure {
    /// Updates the structure after `count` actions were inserted at `index` of `document`;
    /// rebuilt instead when one of them is a block's part or a part does not pair up.
    public mutating func applyInsert(count: Int, at index: Int, in document: ShortcutDocument) {
        let actions = document.actions
        guard count > 0, strayCount == 0, actions.count == entries.count + count, index >= 0, index + count <= actions.count,
              actions[index..<(index + count)].allSatisfy({ ControlFlow.mode(of: $0) == nil }) else {
            self = DocumentStructure(document)
            return
        }
        let entry = plainEntry(after: index - 1, in: actions)
        entries.insert(contentsOf: repeatElement(entry, count: count), at: index)
        for position in index..<actions.count { positions[actions[position].id] = position }
        for action in actions[index..<(index + count)] {
            if case .string(let name)? = action.values[Self.customOutputNameKey], !name.isEmpty { outputNames[action.id] = name }
        }
    }

    /// Updates the structure after the plain actions `removed` were taken out at `index` of
    /// `document` (where they were, in order); rebuilt instead when one was a block's part.
    public mutating func applyRemove(_ removed: [ShortcutAction], at index: Int, in document: ShortcutDocument) {
        let actions = document.actions
        let range = index..<(index + removed.count)
        guard !removed.isEmpty, strayCount == 0, actions.count + removed.count == entries.count, index >= 0, range.upperBound <= entries.count,
              entries[range].allSatisfy({ $0.role == .plain }), removed.allSatisfy({ positions[$0.id] != nil }) else {
            self = DocumentStructure(document)
            return
        }
        entries.removeSubrange(range)
        for action in removed {
            positions[action.id] = nil
            outputNames[action.id] = nil
        }
        for position in index..<actions.count { positions[actions[position].id] = position }
    }

    /// The entry of a plain action placed after the action at `previous` (-1: first): in the
    /// block that action opens or is in, at the depth that gives.
    func plainEntry(after previous: Int, in actions: [ShortcutAction]) -> Entry {
        guard previous >= 0 else { return Entry(depth: 0, role: .plain, open: nil) }
        let before = entries[previous]
        switch before.role {
        case .start:
            return Entry(depth: before.depth + 1, role: .plain, open: actions[previous].id)
        case .middle:
            return Entry(depth: before.depth + 1, role: .plain, open: before.open)
        case .end:
            let enclosing = before.open.flatMap { positions[$0] }.flatMap { entries[$0].open }
            return Entry(depth: before.depth, role: .plain, open: enclosing)
        case .plain, .stray:
            return Entry(depth: before.depth, role: .plain, open: before.open)
        }
    }
}

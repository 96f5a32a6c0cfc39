import IntentKit

/// How block parts read, for every view of a shortcut (the editor's cards, `show`).
extension DocumentStructure {
    /// The one line a block's middle or end shows — "Otherwise", "End If", a menu item's title —
    /// also when it does not pair up; nil for starts and every other action.
    public func partTitle(of index: Int, in actions: [ShortcutAction]) -> String? {
        guard entries.indices.contains(index) else { return nil }
        switch entries[index].role {
        case .middle(.menu), .stray(.menu, .middle):
            guard let value = actions[index].values["WFMenuItemTitle"] else { return "Menu item" }
            if let text = SerializedText.plainText(of: value) { return text }
            if case .opaque(let opaque) = value, let stored = opaque.propertyList { return variableText(of: stored)?.text ?? stored.summary }
            return value.displayText()
        case .middle(let kind), .stray(let kind, .middle): return kind.middleTitle
        case .end(let kind), .stray(let kind, .end): return kind.endTitle
        default: return nil
        }
    }

    /// What is wrong with a part that does not pair up ("no End If", "its block has no start").
    public func strayProblem(of index: Int) -> String? {
        guard entries.indices.contains(index), case .stray(let kind, let mode) = entries[index].role else { return nil }
        return mode == .start ? "no \(kind.endTitle)" : "its block has no start"
    }
}

import IntentKit
import ShortcutModel

/// What `/` searches in: each action's title, its sentence (values as shown), every value's
/// text with variables by name, and its Show More rows — lower-cased, one string per action,
/// made once per revision of the document off the input thread (the shell's search task) into a
/// `SearchIndex`, so a query over 100,000 actions is a scan of bytes, never a keystroke's wait.
public enum ActionSearch {
    /// The searchable text of every action.
    public static func texts(of document: ShortcutDocument, structure: DocumentStructure, registry: IntentRegistry,
                             context: DisplayContext) -> [String] {
        document.actions.indices.map { index in
            let action = document.actions[index]
            let definition = registry.definition(ofActionAt: index, in: document.actions, structure: structure)?.includingValues(action.values)
                ?? .standIn(identifier: action.intent, values: action.values)
            var parts = [definition.title]
            let summary = definition.resolveSummary(values: action.values, context: context)
            parts.append(summary.text)
            for parameter in summary.showMore { parts.append(parameter.title + " " + parameter.shownText) }
            for value in action.values.values {
                if case .opaque(let opaque) = value, let stored = opaque.propertyList {
                    parts.append(stored.summary(naming: { "‹" + structure.name(of: $0).name + "›" }))
                } else if case .string(let text) = value {
                    parts.append(text)
                }
            }
            if let name = action.customOutputName { parts.append(name) }
            return parts.joined(separator: "\n").lowercased()
        }
    }
}

/// A search on screen: what is typed, the matches (by position), and where the focus was
/// before it (Esc goes back there).
public struct SearchState: Sendable, Equatable {
    public internal(set) var field = TextField()
    /// The matches, by position in the document at `revision`.
    public internal(set) var matches: [Int] = []
    /// The document's revision the matches were found in: any edit since (undo and redo too)
    /// moves positions, so the matches are not used after it.
    var revision = 0
    /// The query whose matches are shown, and the id of the one asked for last.
    public internal(set) var answered = ""
    var pendingID = 0
    var origin: Focus
    /// Whether the query is still being typed (the prompt is open).
    public internal(set) var isTyping = true
}

import Foundation
import IntentKit
import ShortcutModel

extension EditorState {
    /// Keys while the action library is open: type to search, ↑/↓ to choose, Enter to add the
    /// action after the focused one.
    mutating func handleActionLibrary(_ key: Key) -> [EditorEffect] {
        handleActionLibrary(keymap.command(for: key, in: .actionLibrary).flatMap(LibraryCommand.init), typed: key)
    }

    /// The library's commands, from a key or the wheel; `typed`, when no command is bound to
    /// it, goes to the search line.
    mutating func handleActionLibrary(_ command: LibraryCommand?, typed key: Key? = nil) -> [EditorEffect] {
        guard var open = actionLibrary else { return [] }
        switch command {
        case .close?:
            actionLibrary = nil
            return []
        case .next?: open.selection = min(open.selection + 1, max(0, open.matches.count - 1))
        case .previous?: open.selection = max(0, open.selection - 1)
        case .pageDown?: open.selection = min(open.selection + 10, max(0, open.matches.count - 1))
        case .pageUp?: open.selection = max(0, open.selection - 10)
        case .choose?:
            guard let entry = open.selectedEntry else { return [] }
            actionLibrary = nil
            let index = document.actions.isEmpty ? 0 : focus.action + 1
            if let parts = BlockParts.new(entry.identifier, newID: { environment.identifiers.next() }) {
                // A block comes with all its parts, as Shortcuts adds it.
                let effects = perform(.batch(parts.enumerated().map { EditOperation.insert($1, at: index + $0) }, focus: index))
                message = .info("Added \(entry.title) with its \(parts.count - 1) other part\(parts.count == 2 ? "" : "s").")
                return effects
            }
            let id = environment.identifiers.next()
            var action = ShortcutAction(id: id, intent: entry.identifier, values: entry.values)
            // Shortcuts' own actions carry their identity as a parameter, which other actions'
            // variables point to; Shortcuts writes it for every action it adds.
            if entry.identifier.hasPrefix("is.workflow.actions.") { action.values["UUID"] = .string(id.uuidString) }
            let effects = perform(.insert(action, at: index))
            message = .info(entry.isAppShortcut ? "Added \(entry.title), as its App Shortcut sets it." : "Added \(entry.title).")
            return effects
        case nil:
            guard let key else { return [] }
            let before = open.filter.text
            _ = open.filter.handle(key, keymap: keymap)
            if open.filter.text != before { open.selection = 0 }
        }
        actionLibrary = open
        return []
    }
}

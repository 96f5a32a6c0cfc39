/// The action library takes every input while it is open: keys choose and filter, the wheel
/// moves its choice as ↓/↑ do, a click chooses nothing by itself, a paste goes to its filter.
extension ActionLibrary: EditorLayer {
    static let tier = LayerTier.overlay

    func keyMode(in editor: EditorState) -> KeyMode? { .actionLibrary }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        switch input {
        case .key(let key):
            return .handled(editor.handleActionLibrary(key))
        case .mouse(let mouse):
            switch mouse.kind {
            case .wheelDown: return .handled(editor.handleActionLibrary(.next))
            case .wheelUp: return .handled(editor.handleActionLibrary(.previous))
            case .click: return .handled
            }
        case .paste(let text):
            var open = self
            open.filter.insert(text)
            open.selection = 0
            editor.actionLibrary = open
            return .handled
        }
    }

    func draw(into canvas: inout Canvas, for editor: EditorState) {
        editor.drawActionLibrary(self, into: &canvas)
    }
}

/// The commands of the action library.
enum LibraryCommand: String, LayerCommand {
    case next, previous
    case pageDown = "page-down"
    case pageUp = "page-up"
    case choose, close
}

/// The details panel takes the keys; a paste goes into the detail being typed. The mouse does
/// nothing while it is open (its rows are a list of their own, over the cards).
extension DetailsPanel: EditorLayer {
    static let tier = LayerTier.overlay

    func keyMode(in editor: EditorState) -> KeyMode? { editing == nil ? .details : .detailsField }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        switch input {
        case .key(let key):
            return .handled(editor.handleDetails(key))
        case .mouse:
            return .handled
        case .paste(let text):
            guard var field = editing else {
                editor.refusePaste()
                return .handled
            }
            field.insert(text)
            var panel = self
            panel.editing = field
            editor.details = panel
            return .handled
        }
    }

    func draw(into canvas: inout Canvas, for editor: EditorState) {
        editor.drawDetails(self, into: &canvas)
    }
}

/// The commands of the details panel.
enum DetailsCommand: String, LayerCommand {
    case next, previous
    case pageDown = "page-down"
    case pageUp = "page-up"
    case first, last, choose
    case removeItem = "remove-item"
    case moveItemUp = "move-item-up"
    case moveItemDown = "move-item-down"
    case undo, redo, close
}

/// The list of actions to go to takes the keys; the mouse and pastes do nothing while it is
/// open (it is a list of its own over the cards).
extension ActionChoice: EditorLayer {
    static let tier = LayerTier.overlay

    func keyMode(in editor: EditorState) -> KeyMode? { .choiceList }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        switch input {
        case .key(let key):
            editor.handleChoice(self, command: editor.keymap.command(for: key, in: .choiceList).flatMap(ChoiceCommand.init))
        case .mouse:
            break
        case .paste:
            editor.refusePaste()
        }
        return .handled
    }

    func draw(into canvas: inout Canvas, for editor: EditorState) {
        editor.drawChoice(self, into: &canvas)
    }
}

/// The commands of the list of actions.
enum ChoiceCommand: String, LayerCommand {
    case next, previous
    case pageDown = "page-down"
    case pageUp = "page-up"
    case first, last, choose, cancel
}

/// An open control takes the keys and pastes. The wheel still moves between the cards above
/// it; a click on the cards closes it and lands there, a click on the control itself does
/// nothing.
extension Control: EditorLayer {
    static let tier = LayerTier.overlay

    func keyMode(in editor: EditorState) -> KeyMode? { keyMode }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        switch input {
        case .key(let key):
            return .handled(editor.handleControl(key))
        case .paste(let text):
            return .handled(editor.pasteIntoControl(text))
        case .mouse(let mouse) where mouse.kind == .click:
            guard mouse.y < editor.regions.bodyTop + editor.cardRows else { return .handled }
            editor.control = nil
            return .passDown
        case .mouse:
            return .passDown
        }
    }

    func draw(into canvas: inout Canvas, for editor: EditorState) {
        editor.drawControl(into: &canvas)
    }
}

/// While actions are selected, keys are read in the selection's table (the movement keys
/// grow the selection; `y`, `d`, `K`… act on it) and run as the cards' commands. The mouse
/// and pastes reach the cards.
extension ActionSelection: EditorLayer {
    static let tier = LayerTier.selection

    func keyMode(in editor: EditorState) -> KeyMode? { editor.isSelecting ? .selection : nil }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        guard case .key(let key) = input, editor.isSelecting else { return .passDown }
        return .handled(editor.runCardKey(key, in: .selection))
    }

    func footer(for editor: EditorState) -> FooterLine? {
        // A message says more than the count, for the one frame it shows.
        guard editor.message == nil, editor.isSelecting, let span = editor.selectedSpan else { return nil }
        return FooterLine(text: "\(span.count) selected · " + editor.keyHints, style: Style(.accent))
    }
}

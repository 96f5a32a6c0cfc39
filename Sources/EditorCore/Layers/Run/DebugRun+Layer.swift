/// The run's panel: drawn beneath every other layer, it takes no input — the run is driven
/// by the cards' commands (`r`, `s`, `b`) and asks its questions as prompts.
extension DebugRun: EditorLayer {
    static let tier = LayerTier.run

    func keyMode(in editor: EditorState) -> KeyMode? { nil }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome { .passDown }

    func draw(into canvas: inout Canvas, for editor: EditorState) {
        editor.drawRun(into: &canvas)
    }
}

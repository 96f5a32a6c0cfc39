/// The search: while its prompt is open it takes the keys (typing searches as it goes) and
/// pastes (into the query); once Enter closes the prompt it only shows its matches, and keys
/// go to the cards, where `n` and `N` move between them. The mouse always reaches the cards.
extension SearchState: EditorLayer {
    static let tier = LayerTier.search

    func keyMode(in editor: EditorState) -> KeyMode? { isTyping ? .searchPrompt : nil }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        guard isTyping else { return .passDown }
        switch input {
        case .key(let key):
            return .handled(editor.typeSearch(key))
        case .paste(let text):
            return .handled(editor.editSearch { field in
                field.insert(text)
                return true
            })
        case .mouse:
            return .passDown
        }
    }

    func draw(into canvas: inout Canvas, for editor: EditorState) {
        editor.drawSearchMatches(into: &canvas)
    }

    func footer(for editor: EditorState) -> FooterLine? {
        guard isTyping else { return nil }
        return FooterLine(text: "/" + field.text + "▏  " + editor.searchCount(self), style: Style(.accent, bold: true))
    }
}

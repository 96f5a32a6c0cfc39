import IntentKit

extension EditorState {
    /// `T`: every branch of the focused action's summary — the conditions that select it, its
    /// sentence — and what lint says of each, as `intents preview` prints it.
    mutating func showIntentPreview() -> [EditorEffect] {
        guard document.actions.indices.contains(focus.action), let definition = definition(of: focus.action) else {
            message = .info("No intent here to preview.")
            return []
        }
        let text = IntentPreview.text(definition, diagnostics: IntentLinter.lint(definition))
        page = TextPage(title: "Every branch of \(definition.title)", lines: text.split(separator: "\n", omittingEmptySubsequences: false).map { TextPage.Line(String($0)) })
        return []
    }
}

import EditorCore

extension String {
    /// The text as it may be printed: `SafeText`'s rule, the editor's own, so that names and
    /// messages from files cannot drive the terminal from `show`, `list` or an error either.
    var terminalSafe: String { SafeText.visible(self) }

    func terminalSafe(keepingNewlines: Bool) -> String {
        SafeText.visible(self, keepingNewlines: keepingNewlines)
    }
}

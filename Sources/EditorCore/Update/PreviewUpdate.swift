import ShortcutModel

/// Keys on a preview: an editor on the first actions of a document whose whole is still being
/// decoded. A key is acted on there only when what it does is exactly what it will do on the
/// whole document, so the screen answers at once and the whole then shows the same; anything
/// else waits for the whole (the shell keeps every key and hands them all, in order, to the
/// editor on the whole document, so nothing is decided on a part of it).
extension EditorState {
    /// Says that the document is the first actions of a longer one, still being read: a
    /// block open at its end closes further on, and is not shown as missing its end.
    public mutating func markAsFirstActions() {
        // Only a block left open makes the structures differ; most first screens have none.
        guard structure.strayCount > 0 else { return }
        structure = DocumentStructure(document, continues: true)
    }

    /// Acts on `event` when it only moves about what the preview holds: it edits nothing,
    /// asks the shell for nothing (a save, a query, a timer) and leaves on screen only what
    /// the whole document would show there. Returns false, leaving the state as it was,
    /// otherwise — an edit, `End`, a scroll past the actions read so far. `isWhole`: the
    /// preview holds every action (then only edits and requests wait).
    public mutating func previewUpdate(_ event: EditorEvent, isWhole: Bool) -> Bool {
        var next = self
        guard next.update(event).isEmpty, next.revision == revision else { return false }
        if !isWhole {
            // The last action read may be followed by more: a focus on it, or rows left
            // below it, could differ from the whole document's (which goes on).
            guard next.focus.action < next.document.actions.count - 1, next.rowsBelowCards() == 0 else { return false }
        }
        self = next
        return true
    }
}

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

    /// What a preview did with an event.
    public enum PreviewAnswer: Sendable, Equatable {
        /// Acted on: the whole document, given the same events, shows the same.
        case shown
        /// An edit, or a request to the shell (a save, a query, a timer): only the whole
        /// document can take it.
        case waitsForTheWhole
        /// It goes past the actions read so far (`End`, a scroll to below them): more of the
        /// document's first actions might show it, the whole certainly does.
        case goesPastWhatWasRead
    }

    /// Acts on `event` when it only moves about what the preview holds: it edits nothing,
    /// asks the shell for nothing and leaves on screen only what the whole document would
    /// show there. Otherwise the state is left as it was, and the answer says why.
    /// `isWhole`: the preview holds every action (then only edits and requests wait).
    public mutating func previewUpdate(_ event: EditorEvent, isWhole: Bool) -> PreviewAnswer {
        var next = self
        guard next.update(event).isEmpty, next.revision == revision else { return .waitsForTheWhole }
        if !isWhole {
            // The last action read may be followed by more: a focus on it, or rows left
            // below it, could differ from the whole document's (which goes on).
            guard next.focus.action < next.document.actions.count - 1, next.rowsBelowCards() == 0 else { return .goesPastWhatWasRead }
        }
        self = next
        return .shown
    }
}

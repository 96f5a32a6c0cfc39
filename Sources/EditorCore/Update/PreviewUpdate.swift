import ShortcutModel

/// Keys on a preview: an editor on the first actions of a document whose whole is still being
/// decoded. A key is acted on there only when what it does is exactly what it will do on the
/// whole document, so the screen answers at once and the whole then shows the same; anything
/// else waits for the whole (the shell keeps every key and hands them all, in order, to the
/// editor on the whole document, so nothing is decided on a part of it).
///
/// Edits are shown too when they cannot reach past the actions read: values set (not those
/// that make blocks or name outputs) and actions added, undone and redone, while no block is
/// open at the preview's end — and only when the shell knows the whole read asks nothing
/// (no journal to recover, no other editor's lock), since a question sets typed keys aside.
/// A deletion or a move waits: what it asks or moves can depend on actions not yet read
/// (a later action using an output, a block's far end).
extension EditorState {
    /// Says that the document is the first actions of a longer one, still being read: a
    /// block open at its end closes further on, and is not shown as missing its end.
    public mutating func markAsFirstActions() {
        // Only a block left open makes the structures differ; most first screens have none.
        guard structure.strayCount > 0 else { return }
        history.markAsFirstActions()
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

    /// Acts on `event` when the whole document would do the same with it: it moves about
    /// what the preview holds, or — with `takesEdits` — edits only what the preview holds;
    /// it asks the shell for nothing but a journal timer (the whole document's editor, given
    /// the same keys, asks again); and it leaves on screen only what the whole document would
    /// show there. Otherwise the state is left as it was, and the answer says why.
    /// `isWhole`: the preview holds every action. `takesEdits`: the shell knows that the
    /// whole read will ask no question (which would set the typed keys aside).
    public mutating func previewUpdate(_ event: EditorEvent, isWhole: Bool, takesEdits: Bool = false) -> PreviewAnswer {
        var next = self
        let effects = next.update(event)
        guard effects.allSatisfy(\.isJournalTimer) else { return .waitsForTheWhole }
        if next.history.revision != history.revision || !effects.isEmpty {
            guard takesEdits, editsStayInFirstActions, next.editsStayInFirstActions else { return .waitsForTheWhole }
        }
        if !isWhole {
            // The last action read may be followed by more: a focus on it, or rows left
            // below it, could differ from the whole document's (which goes on).
            guard next.focus.action < next.document.actions.count - 1, next.rowsBelowCards() == 0 else { return .goesPastWhatWasRead }
        }
        self = next
        return .shown
    }

    /// Whether every edit made here (all of them are in the undo and redo history, as the
    /// preview began unedited) is one the whole document makes alike: no block open at the
    /// end, where the actions not read could close it, and only values set or actions added.
    private var editsStayInFirstActions: Bool {
        structure.blocksLeftOpen == 0
            && history.allEdits(\.staysWithinItsActions)
    }
}

extension EditOperation {
    /// Whether the operation reads and changes nothing but the actions it names: a value that
    /// does not make blocks or name outputs (`ControlFlow.isStructural`), or actions added.
    /// A removal can depend on later actions (one using its output asks first), a move on a
    /// block's far end.
    var staysWithinItsActions: Bool {
        switch self {
        case .setValue(_, let parameter, _, _): !ControlFlow.isStructural(parameter)
        case .insert: true
        case .remove, .move: false
        // The shortcut's settings and questions (which point at actions) are the whole file's.
        case .setMember: false
        case .batch(let operations, _): operations.allSatisfy(\.staysWithinItsActions)
        }
    }
}

extension EditorEffect {
    /// A journal timer: what every edit asks for, and the whole document's editor asks again.
    var isJournalTimer: Bool {
        if case .schedule(.journal, _) = self { true } else { false }
    }
}

import ShortcutModel

/// The document and what its edits leave behind: the structure derived from it, undo and redo,
/// the revision saves are told by, whether it differs from the file, and what the journal has
/// yet to append. Every edit goes through `apply`, so these stay in step: the structure is
/// always the document's, each edit counts one revision and is journaled once, and `reset`
/// is the one way a document is replaced (a recovered draft, a reload).
struct History: Sendable {
    private(set) var document: ShortcutDocument
    /// Blocks, depths, positions and output names, rebuilt or patched by `apply`.
    private(set) var structure: DocumentStructure
    /// How many edits have been applied (undo and redo count too): what a save wrote is
    /// told by the revision it took, since saves finish in the background while editing goes on.
    private(set) var revision = 0
    /// Whether the document differs from what the file holds: its state is not the one the
    /// file was read or last saved in. Undoing the only edit is the file's state again (it
    /// was still marked changed, and quitting asked to save it).
    var isDirty: Bool { state != cleanState }
    /// The document's state: a new one for each edit, the one before it on undo and the one
    /// after it on redo.
    private var state = 0
    /// The state the file holds; `unsavedState` when no state of this history is the file's (a
    /// recovered draft).
    private var cleanState = 0
    private static let unsavedState = -1
    private var nextState = 1
    /// The state at each recent revision, for a save that finishes after more edits: it made
    /// the state of the revision it took the file's.
    private var recentStates: [(revision: Int, state: Int)] = [(0, 0)]
    /// Changes made since the last journal write, for the journal to append; nil when the
    /// document was replaced wholesale and the journal needs a snapshot.
    private var unjournaledChanges: [DocumentChange]?
    private var undoStack: [UndoEntry] = []
    private var redoStack: [UndoEntry] = []

    /// `structure`, when given, is the document's own, built by the thread that read it.
    init(document: ShortcutDocument, structure: DocumentStructure? = nil) {
        self.document = document
        self.structure = structure ?? DocumentStructure(document)
    }

    var canUndo: Bool { !undoStack.isEmpty }
    var canRedo: Bool { !redoStack.isEmpty }
    /// The edit `redo` would apply, for the focus to be placed around it first.
    var nextRedo: EditOperation? { redoStack.last?.operation }
    /// How many edits can be undone.
    var undoCount: Int { undoStack.count }

    /// Whether every edit in the history, undone ones too, satisfies `predicate`: what a
    /// preview checks before it edits.
    func allEdits(_ predicate: (EditOperation) -> Bool) -> Bool {
        undoStack.allSatisfy { predicate($0.operation) } && redoStack.allSatisfy { predicate($0.operation) }
    }

    /// Applies a change to the document without recording it for undo (undo and redo
    /// apply what they pop): it still counts a revision, dirties the document and is journaled.
    mutating func apply(_ operation: EditOperation) {
        let changes = operation.changes
        DocumentChange.apply(changes, to: &document)
        unjournaledChanges?.append(contentsOf: changes)
        revision += 1
        if operation.changesStructure { updateStructure(after: operation) }
    }

    /// Moves to `newState` at the current revision.
    private mutating func enter(_ newState: Int) {
        state = newState
        recentStates.append((revision, newState))
        if recentStates.count > 512 { recentStates.removeFirst(256) }
    }

    private mutating func newState() -> Int {
        defer { nextState += 1 }
        return nextState
    }

    /// Applies a new edit and records it for undo; whatever was undone can no longer be redone.
    /// An edit that moves actions takes the setup questions with it — Apple stores the
    /// positions of the actions they fill — as part of the same step, so undo puts them back.
    mutating func perform(_ operation: EditOperation, focusBefore: Focus) {
        var recorded = operation
        let questions = operation.movesActions && document.unknownMembers[SetupQuestion.listKey] != nil ? SetupQuestions(document) : nil
        let targets = questions?.targets(in: document.actions)
        let stored = document.unknownMembers[SetupQuestion.listKey]
        apply(operation)
        if let questions, let targets, let followed = questions.following(targets, positions: structure.positions) {
            let follow = EditOperation.setMember(key: SetupQuestion.listKey, old: stored, new: followed.json)
            apply(follow)
            if case .batch(let operations, let focus) = operation {
                recorded = .batch(operations + [follow], focus: focus)
            } else {
                recorded = .batch([operation, follow], focus: operation.focusAction)
            }
        }
        let before = state
        enter(newState())
        undoStack.append(UndoEntry(operation: recorded, focusBefore: focusBefore, stateBefore: before, stateAfter: state))
        redoStack.removeAll()
    }

    /// Undoes the latest edit; the entry, for its focus, or nil when there is nothing to undo.
    mutating func undo() -> UndoEntry? {
        guard let entry = undoStack.popLast() else { return nil }
        apply(entry.operation.inverse)
        enter(entry.stateBefore)
        redoStack.append(entry)
        return entry
    }

    /// Applies the latest undone edit again; the entry, or nil when there is nothing to redo.
    mutating func redo() -> UndoEntry? {
        guard let entry = redoStack.popLast() else { return nil }
        apply(entry.operation)
        enter(entry.stateAfter)
        undoStack.append(entry)
        return entry
    }

    /// Takes back the latest edit as though it had never been offered: undone, and not
    /// redoable (an edit found afterwards to be refused, such as a move that breaks a block).
    mutating func withdrawLatest() -> UndoEntry? {
        guard let entry = undoStack.popLast() else { return nil }
        apply(entry.operation.inverse)
        enter(entry.stateBefore)
        return entry
    }

    /// `document` in place of the one edited, with no history: the structure is built again,
    /// the revision moves on (a save of the old one is not this one), and the journal needs a
    /// snapshot.
    mutating func reset(to document: ShortcutDocument, isDirty: Bool) {
        self.document = document
        structure = DocumentStructure(document)
        revision += 1
        enter(newState())
        cleanState = isDirty ? Self.unsavedState : state
        unjournaledChanges = nil
        undoStack = []
        redoStack = []
    }

    /// Whether the journal has been written and changes since are still to be appended.
    var journalIsBehind: Bool { unjournaledChanges.map { !$0.isEmpty } ?? false }

    /// The journal was removed: the next write is a snapshot.
    mutating func journalDiscarded() {
        unjournaledChanges = nil
    }

    /// The changes to append to the journal (nil: write a snapshot), counted as journaled.
    mutating func takeUnjournaledChanges() -> [DocumentChange]? {
        defer { unjournaledChanges = [] }
        return unjournaledChanges
    }

    /// A save of `savedRevision` succeeded: the document is clean unless edited since.
    mutating func saved(revision savedRevision: Int) {
        if let saved = recentStates.last(where: { $0.revision <= savedRevision }) { cleanState = saved.state }
    }

    /// The document is the first actions of a longer one still being read: a block open at
    /// its end closes further on and is not shown as missing its end.
    mutating func markAsFirstActions() {
        structure = DocumentStructure(document, continues: true)
    }

    /// The structure after an operation: a move updates only the range it crossed (a block
    /// moved past its neighbour is one move); actions added or removed side by side (a paste, a
    /// cut, an added action, their undo) only shift the rest; anything else rebuilds it.
    private mutating func updateStructure(after operation: EditOperation) {
        // Settings that followed the edit change no structure.
        let structural = operation.flattened.filter(\.changesStructure)
        if structural.count == 1, case .move(let from, let to) = structural[0] {
            structure.applyMove(from: from, to: to, in: document)
        } else if let (index, count) = Self.insertedRun(structural) {
            structure.applyInsert(count: count, at: index, in: document)
        } else if let (index, removed) = Self.removedRun(structural) {
            structure.applyRemove(removed, at: index, in: document)
        } else {
            structure = DocumentStructure(document)
        }
    }

    /// Inserts one after another (at i, i + 1, …): where the run starts and how long it is.
    private static func insertedRun(_ operations: [EditOperation]) -> (Int, Int)? {
        guard case .insert(_, let first)? = operations.first else { return nil }
        for (offset, operation) in operations.enumerated() {
            guard case .insert(_, let index) = operation, index == first + offset else { return nil }
        }
        return (first, operations.count)
    }

    /// Removals of neighbours from the last to the first (at j, j − 1, …), as a cut and the undo
    /// of a paste make them: where the removed actions were and what they were, in order.
    private static func removedRun(_ operations: [EditOperation]) -> (Int, [ShortcutAction])? {
        guard case .remove(_, let last)? = operations.first else { return nil }
        var removed: [ShortcutAction] = []
        for (offset, operation) in operations.enumerated() {
            guard case .remove(let action, let index) = operation, index == last - offset else { return nil }
            removed.append(action)
        }
        return (last - operations.count + 1, removed.reversed())
    }
}

import ShortcutModel

/// The document's block structure asked by index.
extension EditorState {
    /// The start of the block a part belongs to.
    func blockStart(of index: Int) -> Int? { structure.blockStart(of: index, in: document.actions) }

    /// The end of the block an action starts.
    func blockEnd(of index: Int) -> Int? { structure.blockEnd(of: index, in: document.actions) }

    /// The block an action starts, through its end; just the action otherwise.
    func span(of index: Int) -> ClosedRange<Int> { structure.span(of: index, in: document.actions) }
}

import Foundation
import ShortcutModel

/// Folded blocks: a folded block shows its start and a line saying how much it hides; moving,
/// paging and scrolling step over what it hides. Folds are kept by the start's identity, so
/// they follow the block through edits and vanish with it. Every question here costs the
/// number of folds, never the length of the shortcut.
extension EditorState {
    /// The start of the outermost folded block hiding `index`; nil when the action shows.
    func foldingStart(hiding index: Int) -> Int? {
        var outermost: Int?
        for id in folded {
            guard let start = structure.positions[id], let end = blockEnd(of: start), index > start, index <= end else { continue }
            if outermost.map({ start < $0 }) ?? true { outermost = start }
        }
        return outermost
    }

    /// The folded block starting at `index` hides through this index; nil when it is not folded.
    func foldedEnd(of index: Int) -> Int? {
        guard document.actions.indices.contains(index), folded.contains(document.actions[index].id) else { return nil }
        return blockEnd(of: index)
    }

    /// The next action that shows after `index` (past a folded block's contents).
    func nextShown(after index: Int) -> Int {
        (foldedEnd(of: index) ?? index) + 1
    }

    /// The action that shows before `index` (a folded block's start rather than its contents).
    func previousShown(before index: Int) -> Int {
        let previous = index - 1
        return foldingStart(hiding: previous) ?? previous
    }

    /// The action that shows for `index`: itself, or the folded block's start that hides it.
    func shownIndex(_ index: Int) -> Int {
        foldingStart(hiding: index) ?? index
    }

    /// Folds the block the focused action starts, or unfolds it; on a part, the part's block.
    mutating func toggleFold() {
        guard document.actions.indices.contains(focus.action) else { return }
        let start = blockStart(of: focus.action) ?? focus.action
        guard let end = blockEnd(of: start) else {
            message = .info("Only a block folds: If, Repeat, Choose from Menu.")
            return
        }
        let id = document.actions[start].id
        if presentation.folded.remove(id) == nil {
            presentation.folded.insert(id)
            message = .info("Folded \(end - start) actions. z unfolds.")
        } else {
            message = nil
        }
        focus = Focus(action: start, slot: slots(of: start).first)
    }

    /// Unfolds whatever hides the focused action (after an undo, a move or a jump into one).
    mutating func revealFocus() {
        while let start = foldingStart(hiding: focus.action) {
            presentation.folded.remove(document.actions[start].id)
        }
    }
}

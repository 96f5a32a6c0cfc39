import Foundation
import ShortcutModel

/// Whole actions selected with `V`: from the action it began on to the focused one, so the
/// movement keys grow and shrink it. The start is kept by identity, so a moved selection stays
/// selected.
public struct ActionSelection: Sendable, Equatable {
    /// The action the selection began on.
    public var anchor: UUID
}

extension EditorState {
    /// The actions selected, every block they touch taken whole; nil when nothing is selected
    /// (or its start is gone).
    public var selectedSpan: ClosedRange<Int>? {
        guard let selection, let anchor = structure.positions[selection.anchor],
              document.actions.indices.contains(focus.action) else { return nil }
        return structure.wholeBlocks(from: anchor, through: focus.action, in: document.actions)
    }

    /// Whether a selection is being made (its start still in the shortcut).
    public var isSelecting: Bool {
        selection.map { structure.positions[$0.anchor] != nil } ?? false
    }

    /// What `y`, `d`, `D`, `K` and `J` act on: the selection, else the focused action with the
    /// block it starts. Nil, said on the message line, for a block's middle or end on its own.
    mutating func editedSpan(verb: String) -> ClosedRange<Int>? {
        if let selectedSpan { return selectedSpan }
        guard document.actions.indices.contains(focus.action) else { return nil }
        if let refusal = partRefusal(focus.action, verb: verb) {
            message = .error(refusal)
            return nil
        }
        return span(of: focus.action)
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// Deleting, duplicating and moving actions with the blocks they start: a block goes whole,
/// with its contents, as one undo step; a block's middle or end is not deleted on its own; a
/// move that would break a block is refused; deleting an output that other actions use asks.
extension EditorState {
    /// `d`: cuts the selection, or the focused action with its block — deleted, and kept on
    /// the clipboard as vim's `d` keeps what it deletes.
    mutating func deleteFocusedAction() -> [EditorEffect] {
        guard let span = editedSpan(verb: "delete") else { return [] }
        let uses = usesOfOutputs(in: span)
        if !uses.isEmpty {
            prompt = .deleteUsedOutput(span: span, uses: uses)
            return []
        }
        return delete(span)
    }

    /// Deletes actions as one step, keeping them on the clipboard; said with how many went.
    mutating func delete(_ span: ClosedRange<Int>) -> [EditorEffect] {
        let removed = Array(document.actions[span])
        let removals = span.reversed().map { EditOperation.remove(document.actions[$0], at: $0) }
        selection = nil
        let effects = perform(span.count == 1 ? removals[0] : .batch(removals, focus: span.lowerBound))
        message = .info("Cut \(Self.count(span.count)). p pastes them, u undoes.")
        return effects + [.clipboard(.copy(removed))]
    }

    /// `D`: a copy of the selection, or of the focused action with its block, after it.
    mutating func duplicateFocusedAction() -> [EditorEffect] {
        guard let span = editedSpan(verb: "duplicate") else { return [] }
        let copies = BlockParts.copy(Array(document.actions[span]), newID: { environment.identifiers.next() })
        let after = span.upperBound + 1
        selection = nil
        if copies.count == 1 { return perform(.insert(copies[0], at: after)) }
        let inserts = copies.enumerated().map { EditOperation.insert($1, at: after + $0) }
        let effects = perform(.batch(inserts, focus: after))
        message = .info("Duplicated \(Self.count(copies.count)).")
        return effects
    }

    /// Moves the selection, or the focused action — a block with everything in it — one
    /// action up or down: into a block, out of one, past a part. A move that would break a
    /// block is refused. The selection stays selected, the focus on the action it was on.
    mutating func moveFocusedAction(by step: Int) -> [EditorEffect] {
        guard document.actions.indices.contains(focus.action) else { return [] }
        let span = selectedSpan ?? span(of: focus.action)
        let neighbour = step > 0 ? span.upperBound + 1 : span.lowerBound - 1
        guard document.actions.indices.contains(neighbour) else { return [] }
        let offset = focus.action - span.lowerBound
        let newStart = span.lowerBound + (step > 0 ? 1 : -1)
        // The neighbour moves to the other side of the span: one operation however big the block.
        let operation: EditOperation = step > 0
            ? .batch([.move(from: neighbour, to: span.lowerBound)], focus: newStart + offset)
            : .batch([.move(from: neighbour, to: span.upperBound)], focus: newStart + offset)
        let strays = structure.strayCount
        let slot = focus.slot
        let effects = perform(operation)
        if structure.strayCount > strays {
            // Undo what would leave a part without its block.
            if let entry = history.withdrawLatest() {
                followEdit(entry.operation.inverse)
                focus = entry.focusBefore
            }
            message = .error("That would break the block: a part cannot leave its block.")
            return []
        }
        focus.slot = slot.flatMap { slots(of: focus.action).contains($0) ? $0 : nil } ?? slots(of: focus.action).first
        return effects
    }

    /// Why a block's middle or end cannot be changed on its own, nil for other actions.
    func partRefusal(_ index: Int, verb: String) -> String? {
        switch structure.entries[index].role {
        case .middle(let kind), .end(let kind):
            "This part belongs to its \(kind.startTitle): \(verb) the \(kind.startTitle) to \(verb) the whole block."
        default:
            nil
        }
    }

    /// The actions outside `span` that read the output of an action inside it, by index.
    func usesOfOutputs(in span: ClosedRange<Int>) -> [Int] {
        let ids = Set(document.actions[span].map(\.id))
        var uses: [Int] = []
        for (index, action) in document.actions.enumerated() where !span.contains(index)
            && action.reads(where: { $0.sourceAction.map(ids.contains) ?? false }) {
            uses.append(index)
        }
        return uses
    }
}

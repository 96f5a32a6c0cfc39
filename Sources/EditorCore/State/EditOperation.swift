import Foundation
import IntentKit
import ShortcutModel

/// One undoable change to a document. Each knows its inverse, so undo costs what the change
/// cost, however long the shortcut (snapshots of a 100,000-action document would not).
public enum EditOperation: Sendable, Equatable {
    case setValue(action: Int, parameter: String, old: IntentValue?, new: IntentValue?)
    case insert(ShortcutAction, at: Int)
    case remove(ShortcutAction, at: Int)
    case move(from: Int, to: Int)
    /// One of the shortcut's own settings (a top-level member) changed: `nil` is absent.
    case setMember(key: String, old: JSONValue?, new: JSONValue?)
    /// Several changes made as one (a block deleted, duplicated or moved): undone as one.
    indirect case batch([EditOperation], focus: Int)

    public var inverse: EditOperation {
        switch self {
        case let .batch(operations, _):
            .batch(operations.reversed().map(\.inverse), focus: operations.first?.inverse.focusAction ?? 0)
        case let .setValue(action, parameter, old, new): .setValue(action: action, parameter: parameter, old: new, new: old)
        case let .insert(action, index): .remove(action, at: index)
        case let .remove(action, index): .insert(action, at: index)
        case let .move(from, to): .move(from: to, to: from)
        case let .setMember(key, old, new): .setMember(key: key, old: new, new: old)
        }
    }

    /// The action this operation leaves the focus on.
    public var focusAction: Int {
        switch self {
        case .setValue(let action, _, _, _): action
        case .insert(_, let index): index
        case .remove(_, let index): index
        case .move(_, let to): to
        case .batch(_, let focus): focus
        // A setting is no action's: the focus stays where it is (`followEdit`).
        case .setMember: 0
        }
    }

    /// The operation as the plain changes it makes, batches opened up, in order.
    var flattened: [EditOperation] {
        if case .batch(let operations, _) = self { operations.flatMap(\.flattened) } else { [self] }
    }

    /// Whether the operation moves, adds or removes actions, so that what points at actions by
    /// position (setup questions) must follow.
    var movesActions: Bool {
        switch self {
        case .insert, .remove, .move: true
        case .setValue, .setMember: false
        case .batch(let operations, _): operations.contains { $0.movesActions }
        }
    }

    /// Whether the operation can change blocks, positions or output names, so the document's
    /// structure must be rebuilt; an ordinary value edit cannot.
    var changesStructure: Bool {
        switch self {
        case .setValue(_, let parameter, _, _): ControlFlow.isStructural(parameter)
        case .insert, .remove, .move: true
        case .setMember: false
        case .batch(let operations, _): operations.contains { $0.changesStructure }
        }
    }

    /// The operation as the document changes it makes, in order: what is applied, and what
    /// the recovery journal appends.
    var changes: [DocumentChange] {
        switch self {
        case let .setValue(action, parameter, _, new): [.setValue(action: action, parameter: parameter, value: new)]
        case let .insert(action, index): [.insert(action, at: index)]
        case let .remove(_, index): [.remove(at: index)]
        case let .move(from, to): [.move(from: from, to: to)]
        case let .setMember(key, _, new): [.setMember(key: key, value: new)]
        case .batch(let operations, _): operations.flatMap(\.changes)
        }
    }
}

/// An entry of the undo history: the operation and where the focus was before it.
struct UndoEntry: Sendable, Equatable {
    var operation: EditOperation
    var focusBefore: Focus
    /// The document's state before the edit and after it (`History.state`): undo goes back to
    /// the one, redo to the other, so undoing every edit since a save is the saved state again.
    var stateBefore = 0
    var stateAfter = 0
}

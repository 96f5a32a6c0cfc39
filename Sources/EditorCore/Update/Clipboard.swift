import Foundation
import ShortcutModel

/// Selecting, copying and pasting actions. The clipboard itself is the shell's (a file in the
/// library's state, shared by every editor on it); the editor asks for it to be written and
/// read, and a paste lands when the answer comes, where the person asked for it by identity.
extension EditorState {
    /// `V`: starts selecting at the focused action; again (or Esc), stops.
    mutating func toggleSelection() {
        if selection != nil {
            selection = nil
            return
        }
        guard document.actions.indices.contains(focus.action) else { return }
        selection = ActionSelection(anchor: document.actions[focus.action].id)
    }

    /// `y`: the selection, or the focused action with its block, onto the clipboard.
    mutating func copyActions() -> [EditorEffect] {
        guard let span = editedSpan(verb: "copy") else { return [] }
        selection = nil
        requests.copyIsPending = true
        message = .info("Copying \(Self.count(span.count))…")
        return [.clipboard(.copy(Array(document.actions[span])))]
    }

    /// The answers of the clipboards' work.
    mutating func receive(_ answer: ClipboardAnswer) -> [EditorEffect] {
        switch answer {
        case let .read(contents, request):
            return receiveClipboard(contents, for: request)
        case let .copied(count, toTerminal):
            confirmCopy(count, toTerminal: toTerminal)
        case .failed(let reason):
            requests.copyIsPending = false
            message = .error("Not copied to the clipboard: \(reason)")
        }
        return []
    }

    /// The copy `y` asked for is on the clipboard (a cut says what it did at once).
    mutating func confirmCopy(_ count: Int, toTerminal: Bool = true) {
        guard requests.copyIsPending else { return }
        requests.copyIsPending = false
        let terminal = toTerminal ? "" : " Not offered to the terminal's clipboard: its text holds control characters."
        message = .info("Copied \(Self.count(count)). p pastes after the focused action, P before.\(terminal)")
    }

    /// `p` and `P`: asks for the clipboard, to paste after or before the focused action.
    mutating func requestPaste(after: Bool) -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        let target = document.actions.indices.contains(focus.action) ? document.actions[focus.action].id : nil
        return [.clipboard(.read(PasteRequest(target: target, after: after)))]
    }

    /// Apple's XML pasted from the terminal: read by the shell (the editor does not read property
    /// lists), answered like the clipboard, the actions going after the focused one.
    mutating func pasteActions(fromText text: String) -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        let target = document.actions.indices.contains(focus.action) ? document.actions[focus.action].id : nil
        return [.clipboard(.readPasted(text, PasteRequest(target: target, after: true)))]
    }

    /// The clipboard's answer: its actions inserted as copies of their own — new identities and
    /// grouping identifiers, their references to one another following — in one undo step.
    mutating func receiveClipboard(_ contents: ClipboardContents, for request: PasteRequest) -> [EditorEffect] {
        switch contents {
        case .empty:
            message = .info("Nothing copied yet: y copies the focused action, V selects several.")
            return []
        case .failed(let reason):
            message = .error("Cannot paste: \(reason)")
            return []
        case .actions(let actions) where actions.isEmpty:
            message = .info("The clipboard holds no actions.")
            return []
        case .actions where control != nil || prompt != nil:
            // A control or a question opened while the clipboard was read holds positions a
            // paste would move: the paste waits to be asked again.
            message = .error("Not pasted: something else was open. p pastes again.")
            return []
        case .actions(let actions):
            guard let index = pasteIndex(for: request) else {
                message = .error("Not pasted: the action to paste beside is gone.")
                return []
            }
            let copies = BlockParts.copy(actions, newID: { environment.identifiers.next() })
            let inserts = copies.enumerated().map { EditOperation.insert($1, at: index + $0) }
            selection = nil
            let effects = perform(inserts.count == 1 ? inserts[0] : .batch(inserts, focus: index))
            let dangling = copies.filter { readsMissingOutput($0) }.count
            message = .info("Pasted \(Self.count(copies.count))."
                + (dangling == 0 ? "" : " \(dangling) read\(dangling == 1 ? "s" : "") an output not in this shortcut (flagged).") + " u undoes.")
            return effects
        }
    }

    /// Where a paste goes now: beside its target, which may have moved since it was asked for.
    private func pasteIndex(for request: PasteRequest) -> Int? {
        guard let target = request.target else { return document.actions.count }
        guard let index = structure.positions[target] else { return nil }
        guard request.after else { return index }
        // After a block's start means after its whole block, as the cards show it.
        return span(of: index).upperBound + 1
    }

    /// Whether an action reads the output of an action this shortcut does not have.
    private func readsMissingOutput(_ action: ShortcutAction) -> Bool {
        action.reads { variable in variable.sourceAction.map { structure.positions[$0] == nil } ?? false }
    }

    /// "1 action", "3 actions".
    static func count(_ actions: Int) -> String {
        actions == 1 ? "1 action" : "\(actions) actions"
    }
}

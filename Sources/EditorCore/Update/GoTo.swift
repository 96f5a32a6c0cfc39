import IntentKit
import ShortcutModel

/// Going places: `:` and a number goes to that action (opening the folds that hide it), `%`
/// goes between a block's parts (If, Otherwise, End If; a menu's items), `*` from a variable
/// goes to where it is set — its action, or the nearest Set Variable or Add to Variable of
/// that name before the focus.
extension EditorState {
    mutating func askForActionNumber() {
        prompt = .goToAction(TextField())
    }

    /// Keys while the number is typed.
    mutating func answerGoTo(_ field: TextField, command: AnswerCommand?, key: Key) {
        switch command {
        case .confirm?:
            prompt = nil
            let typed = field.text.trimmingCharacters(in: .whitespaces)
            guard let number = Int(typed), number >= 1, number <= document.actions.count else {
                message = .error("No action \(typed.isEmpty ? "there" : typed): the shortcut has \(document.actions.count).")
                return
            }
            goTo(number - 1)
            message = .info("Action \(number) of \(document.actions.count).")
        case .cancel?:
            prompt = nil
        case nil:
            var edited = field
            // Digits only: anything else would never name an action.
            if case .character(let character) = key, !character.isNumber { return }
            if edited.handle(key, keymap: keymap) { prompt = .goToAction(edited) }
        }
    }

    /// Focuses action `index`, unfolding what hides it, and shows its card whole: landed
    /// off screen, it is placed a third of the way down with the cards before it above — the
    /// scroll on every other key (as little as shows the focused line) left the card of `:351`
    /// as its title line at the bottom of the screen.
    mutating func goTo(_ index: Int) {
        focus = Focus(action: index, slot: slotsCachingSummary(of: index).first)
        revealFocus()
        let height = laidOutCard(focus.action).height
        let rows = cardRows
        if let row = focusedCardRow(), row >= 0, row + height <= rows { return }
        placeFocusedCard(atRow: max(0, min(rows / 3, rows - height)))
    }

    /// The next part of the focused block (the start after the end).
    mutating func goToMatchingPart() {
        guard document.actions.indices.contains(focus.action),
              let start = blockEnd(of: focus.action) != nil ? focus.action : blockStart(of: focus.action), let end = blockEnd(of: start) else {
            message = .info("% goes between a block's parts: If, Otherwise, End If; a menu's items.")
            return
        }
        // The block's own parts: its start, and those whose block starts where this one does.
        let parts = (start...end).filter { $0 == start || blockStart(of: $0) == start }
        let next = parts.first { $0 > focus.action } ?? start
        goTo(next)
    }

    /// Where the focused placeholder's variable is set.
    mutating func goToWhereSet() {
        guard let variable = focusedVariable() else {
            message = .info("* goes to where a variable is set: focus a placeholder that holds one.")
            return
        }
        switch variable.source {
        case .actionOutput:
            guard let source = variable.sourceAction, let index = structure.positions[source] else {
                message = .error("The action this output came from is no longer in the shortcut.")
                return
            }
            goTo(index)
        case .named(let name):
            let setters = document.actions.indices.filter { index in
                let action = document.actions[index]
                return ["is.workflow.actions.setvariable", "is.workflow.actions.appendvariable"].contains(action.intent)
                    && SerializedText.plainText(of: action.values["WFVariableName"]) == name
            }
            guard let target = setters.last(where: { $0 < focus.action }) ?? setters.first else {
                message = .error("Nothing sets the variable \(name).")
                return
            }
            goTo(target)
        default:
            message = .info("\(variable.displayName()) is not set by an action of this shortcut.")
        }
    }

    /// The variable the focused placeholder holds: alone, or the first in its text.
    private func focusedVariable() -> VariableReference? {
        guard let slot = focus.slot, document.actions.indices.contains(focus.action),
              case .opaque(let opaque)? = document.actions[focus.action].values[slot.parameter], let stored = opaque.propertyList else { return nil }
        if let single = stored.singleVariable { return single }
        return TokenText(stored)?.variables.first
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// `#`: the actions that use a variable — the focused placeholder's, or, on a placeholder
/// without one, the focused action's output (and, for Set Variable, the variable it sets) —
/// listed to choose one and go there.
extension EditorState {
    mutating func listUses() {
        guard let (name, isUse) = usedVariable() else {
            message = .info("# lists a variable's uses: focus a placeholder that holds one, or an action whose output is used.")
            return
        }
        let uses = document.actions.indices.filter { index in
            document.actions[index].values.values.contains { value in
                guard case .opaque(let opaque) = value, let stored = opaque.propertyList else { return false }
                return stored.variables.contains(where: isUse)
            }
        }
        guard !uses.isEmpty else {
            message = .info("Nothing uses \(name).")
            return
        }
        let selection = uses.firstIndex { $0 > focus.action } ?? 0
        mode = .choice(ActionChoice(title: "Uses of \(name)", actions: uses, selection: selection))
    }

    /// Keys while the list is open: move, Enter goes, Esc closes.
    mutating func handleChoice(_ key: Key) {
        guard case .choice(var list) = mode else { return }
        let last = max(0, list.actions.count - 1)
        switch keymap.command(for: key, in: .choiceList) {
        case .next?: list.selection = min(list.selection + 1, last)
        case .previous?: list.selection = max(0, list.selection - 1)
        case .pageDown?: list.selection = min(list.selection + 10, last)
        case .pageUp?: list.selection = max(0, list.selection - 10)
        case .first?: list.selection = 0
        case .last?: list.selection = last
        case .choose?:
            mode = .normal
            if list.actions.indices.contains(list.selection), document.actions.indices.contains(list.actions[list.selection]) {
                goTo(list.actions[list.selection])
            }
            return
        case .cancel?:
            mode = .normal
            return
        default:
            return
        }
        mode = .choice(list)
    }

    /// The variable whose uses to list, by name, and how to tell one of its uses.
    private func usedVariable() -> (String, (VariableReference) -> Bool)? {
        if let slot = focus.slot, document.actions.indices.contains(focus.action),
           case .opaque(let opaque)? = document.actions[focus.action].values[slot.parameter], let stored = opaque.propertyList,
           let variable = stored.singleVariable ?? TokenText(stored)?.variables.first {
            let name = "‹" + structure.name(of: variable).name + "›"
            switch variable.source {
            case .actionOutput:
                return (name, { $0.sourceAction == variable.sourceAction })
            case .named(let named):
                return (name, { if case .named(named) = $0.source { true } else { false } })
            default:
                return (name, { $0.source == variable.source })
            }
        }
        guard document.actions.indices.contains(focus.action) else { return nil }
        let action = document.actions[focus.action]
        if ["is.workflow.actions.setvariable", "is.workflow.actions.appendvariable"].contains(action.intent),
           let named = SerializedText.plainText(of: action.values["WFVariableName"]) {
            return ("‹\(named)›", { if case .named(named) = $0.source { true } else { false } })
        }
        let id = action.id
        let output = structure.outputNames[id] ?? title(of: focus.action)
        return ("the output of \(focus.action + 1) \(output)", { $0.sourceAction == id })
    }
}

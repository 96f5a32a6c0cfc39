import Foundation
import IntentKit
import ShortcutModel

/// `#`: the actions that use a variable — the focused placeholder's, or, on a placeholder
/// without one, the focused action's output (and, for Set Variable, the variable it sets) —
/// found by the shell off the input thread, then listed to choose one and go there.
extension EditorState {
    mutating func listUses() -> [EditorEffect] {
        guard let (name, use) = usedVariable() else {
            message = .info("# lists a variable's uses: focus a placeholder that holds one, or an action whose output is used.")
            return []
        }
        let id = requests.next()
        choice = ActionChoice(title: "Uses of \(name)", revision: history.revision, pendingID: id)
        return [.find(.uses(use, id: id, document: document))]
    }

    /// The shell's answer: the list filled, or said to be empty and closed; an answer to an
    /// older request, or for a document edited since, is dropped.
    mutating func receiveUses(id: Int, uses: [Int]) {
        guard var list = choice, list.pendingID == id else { return }
        guard list.revision == history.revision else {
            choice = nil
            return
        }
        guard !uses.isEmpty else {
            choice = nil
            message = .info("Nothing uses \(list.title.dropFirst("Uses of ".count)).")
            return
        }
        list.pendingID = nil
        list.actions = uses
        list.selection = uses.firstIndex { $0 > focus.action } ?? 0
        choice = list
    }

    /// Keys while the list is open: move, Enter goes, Esc closes; other keys do nothing.
    mutating func handleChoice(_ open: ActionChoice, command: ChoiceCommand?) {
        var list = open
        let last = max(0, list.actions.count - 1)
        switch command {
        case .next?: list.selection = min(list.selection + 1, last)
        case .previous?: list.selection = max(0, list.selection - 1)
        case .pageDown?: list.selection = min(list.selection + 10, last)
        case .pageUp?: list.selection = max(0, list.selection - 10)
        case .first?: list.selection = 0
        case .last?: list.selection = last
        case .choose?:
            choice = nil
            if list.revision == history.revision, list.actions.indices.contains(list.selection),
               document.actions.indices.contains(list.actions[list.selection]) {
                goTo(list.actions[list.selection])
            }
            return
        case .cancel?:
            choice = nil
            return
        case nil:
            return
        }
        choice = list
    }

    /// The variable whose uses to list, by name, and what its uses are.
    private func usedVariable() -> (String, VariableUse)? {
        if let slot = focus.slot, document.actions.indices.contains(focus.action),
           case .opaque(let opaque)? = document.actions[focus.action].values[slot.parameter], let stored = opaque.propertyList,
           let variable = stored.singleVariable ?? TokenText(stored)?.variables.first {
            let name = "‹" + structure.name(of: variable).name + "›"
            switch variable.source {
            case .actionOutput:
                guard let source = variable.sourceAction else { return (name, .source(variable.source)) }
                return (name, .output(of: source))
            case .named(let named):
                return (name, .named(named))
            default:
                return (name, .source(variable.source))
            }
        }
        guard document.actions.indices.contains(focus.action) else { return nil }
        let action = document.actions[focus.action]
        if ["is.workflow.actions.setvariable", "is.workflow.actions.appendvariable"].contains(action.intent),
           let named = SerializedText.plainText(of: action.values["WFVariableName"]) {
            return ("‹\(named)›", .named(named))
        }
        let id = action.id
        let output = structure.outputNames[id] ?? title(of: focus.action)
        return ("the output of \(focus.action + 1) \(output)", .output(of: id))
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// Choosing a variable: for a whole placeholder (select variable) or to put into text at the
/// cursor. Offered, nearest first: the outputs of the actions above, the variables set above
/// (and Repeat Item/Index inside a repeat), and Shortcuts' own — Shortcut Input, Clipboard,
/// Current Date, Device Details, Ask Each Time.
extension EditorState {
    /// How far up the choices look for outputs and variables: enough for any real shortcut,
    /// bounded so that opening the list never costs the whole of a huge one.
    static let variableLookBack = 2_000

    func variableOptions(before index: Int) -> [ListPicker.Option] {
        var options: [ListPicker.Option] = []
        var names: Set<String> = []
        func offer(_ variable: VariableReference, _ subtitle: String) {
            let name = structure.name(of: variable).name
            options.append(ListPicker.Option(value: .opaque(OpaqueValue(propertyList: .dictionary(variable.attachment))),
                                             title: "‹" + name + "›", subtitle: subtitle, synonyms: [name]))
        }
        let lowest = max(0, index - Self.variableLookBack)
        var repeats = false
        // Enclosing repeats give Repeat Item and Repeat Index.
        var probe = index - 1
        while probe >= lowest && !repeats {
            if case .start(let kind) = structure.entries[probe].role, kind == .repeatCount || kind == .repeatEach,
               let end = blockEnd(of: probe), end > index { repeats = true }
            probe -= 1
        }
        if repeats {
            offer(VariableReference(.named("Repeat Item")), "this repeat's item")
            offer(VariableReference(.named("Repeat Index")), "this repeat's count")
        }
        for above in stride(from: index - 1, through: lowest, by: -1) {
            let action = document.actions[above]
            if let outputName = outputName(of: above) {
                offer(VariableReference(.actionOutput(action: action.id, name: action.customOutputName ?? outputName)),
                      "output of action \(above + 1)")
            }
            if action.intent == "is.workflow.actions.setvariable" || action.intent == "is.workflow.actions.appendvariable",
               let name = action.values["WFVariableName"].flatMap(SerializedText.plainText(of:)), !name.isEmpty,
               names.insert(name).inserted {
                offer(VariableReference(.named(name)), "variable, set in action \(above + 1)")
            }
        }
        for special: VariableReference.Source in [.shortcutInput, .clipboard, .currentDate, .deviceDetails, .ask(prompt: nil)] {
            offer(VariableReference(special), "Shortcuts")
        }
        return options
    }

    /// Opens the list of variables for the focused placeholder.
    mutating func openVariableChoice() -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        guard let slot = focus.slot, let parameter = definition(of: focus.action)?.parameter(slot.parameter) else {
            message = .info("Focus a placeholder (Tab) to give it a variable.")
            return []
        }
        control = .variables(variableOptions(before: focus.action), action: focus.action, parameter: parameter)
        return []
    }
}

extension EditorState {
    /// What an action's output is called: a block's output belongs to its end ("If Result",
    /// "Repeat Results", "Menu Result"); its start and middle parts have none.
    func outputName(of index: Int) -> String? {
        switch structure.entries[index].role {
        case .start, .middle: return nil
        case .end(let kind): return kind.resultName
        case .plain, .stray: return registry.definition(for: document.actions[index])?.outputName
        }
    }
}

extension BlockKind {
    /// The name of the block's output, as Apple's editor names it.
    var resultName: String? {
        switch self {
        case .conditional: "If Result"
        case .repeatCount, .repeatEach: "Repeat Results"
        case .menu: "Menu Result"
        case .other: nil
        }
    }
}

extension ShortcutAction {
    /// The name the action gives its output, when it has renamed it.
    var customOutputName: String? {
        if case .string(let name)? = values[DocumentStructure.customOutputNameKey], !name.isEmpty { return name }
        return nil
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// One constructor per kind of control, each given what it shows: the editor decides which
/// fits a parameter and its value (`EditorState.openControl`), the control how it starts.
extension Control {
    /// Typed text: one line, or several where the parameter asks for multiline input.
    static func text(_ text: String, action: Int, parameter: ParameterDefinition) -> Control {
        let field = TextField(text, isMultiline: parameter.options.textInput?.multiline == true)
        return Control(action: action, parameter: parameter, kind: .text(TextEntry(field, takesVariables: parameter.type == .string)))
    }

    /// Text with variables in it, each shown by `naming` it.
    static func tokens(_ pieces: [TokenText.Piece], action: Int, parameter: ParameterDefinition,
                       naming: (VariableReference) -> String) -> Control {
        let field = TextField(pieces: pieces, isMultiline: parameter.options.textInput?.multiline == true, naming: naming)
        return Control(action: action, parameter: parameter, kind: .text(TextEntry(field, takesVariables: true)))
    }

    /// A name typed for an action's output, starting from the one it has; a plain name, so
    /// it takes no variables.
    static func outputName(_ name: String, action: Int, parameter: ParameterDefinition) -> Control {
        Control(action: action, parameter: parameter, kind: .text(TextEntry(TextField(name), takesVariables: false)))
    }

    /// A measurement's number and unit as typed text.
    static func quantity(_ text: String, action: Int, parameter: ParameterDefinition) -> Control {
        Control(action: action, parameter: parameter, kind: .text(TextEntry(TextField(text), takesVariables: false)))
    }

    /// The items of an array, added by typing or, with `source`, picked from a query.
    static func items(_ items: [IntentValue], action: Int, parameter: ParameterDefinition,
                      source: ListPicker.Source?) -> Control {
        Control(action: action, parameter: parameter, kind: .items(ItemList(items: items, parameter: parameter, pickerSource: source)))
    }

    /// The items of a list or dictionary kept in Shortcuts' stored `form`; the finished list
    /// keeps the form of `original`.
    static func storedItems(_ items: [IntentValue], form: StoredForm, original: IntentValue?, action: Int,
                            parameter: ParameterDefinition) -> Control {
        var element = parameter
        element.options.storedForm = nil
        if case .opaque = element.type { element.type = .string }
        return Control(action: action, parameter: parameter,
                       kind: .items(ItemList(items: items, parameter: element, form: form, original: original)))
    }

    /// Options a query supplies, empty until it answers.
    static func options(from source: ListPicker.Source, action: Int, parameter: ParameterDefinition) -> Control {
        Control(action: action, parameter: parameter, kind: .list(ListPicker(source: source, options: [])))
    }

    /// An enumeration's cases, the one matching `value` selected.
    static func cases(of enumeration: EnumDefinition, selecting value: IntentValue?, action: Int,
                      parameter: ParameterDefinition) -> Control {
        var picker = ListPicker(source: .fixed, options: enumeration.cases.map {
            ListPicker.Option(value: .enumCase(EnumCaseValue(enumIdentifier: enumeration.identifier, caseIdentifier: $0.identifier)),
                              title: $0.title, subtitle: $0.subtitle, synonyms: $0.synonyms)
        })
        if let value, let index = picker.options.firstIndex(where: { $0.value.matches(value) }) {
            picker.selection = index
        }
        return Control(action: action, parameter: parameter, kind: .list(picker))
    }

    /// The kinds of a union parameter's value, the one `value` is selected: the first of two
    /// steps, the second being the chosen kind's own control.
    static func kinds(of union: UnionDefinition, selecting value: IntentValue?, action: Int, parameter: ParameterDefinition) -> Control {
        var picker = ListPicker(source: .unionKinds(union), options: union.cases.map {
            ListPicker.Option(value: .enumCase(EnumCaseValue(enumIdentifier: union.casesIdentifier, caseIdentifier: $0.identifier)), title: $0.title)
        })
        if let value, let kind = union.kind(of: value), let index = union.cases.firstIndex(of: kind) { picker.selection = index }
        picker.prompt = "Which kind of \(union.title.lowercased())?"
        return Control(action: action, parameter: parameter, kind: .list(picker))
    }

    /// The variables in scope, one to stand for the whole placeholder.
    static func variables(_ options: [ListPicker.Option], action: Int, parameter: ParameterDefinition) -> Control {
        Control(action: action, parameter: parameter, kind: .variables(ListPicker(source: .fixed, options: options)))
    }
}

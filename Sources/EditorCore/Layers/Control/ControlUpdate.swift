import Foundation
import IntentKit
import ShortcutModel

/// Opening, driving and confirming the control of the focused placeholder.
extension EditorState {
    /// Opens the control that fits the focused parameter's type and the value it holds. The
    /// order is the behaviour: a stored form first (it knows its own value), then text held in
    /// Shortcuts' form (plain, or with variables), values this version keeps as they are, a
    /// Bool (no control: Enter flips it), arrays, query options, enumerations, typed text.
    mutating func openControl() -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        guard let slot = focus.slot, let definition = definition(of: focus.action),
              let parameter = definition.parameter(slot.parameter) else {
            if let slot = focus.slot {
                message = .error("\(slot.parameter) is not a parameter of this action.")
            }
            return []
        }
        let action = focus.action
        let current = document.actions[action].values[parameter.id]
        if let form = storedForm(of: parameter, holding: current) {
            return openStoredForm(form, parameter: parameter, current: current)
        }
        if case .string = parameter.type, case .opaque(let opaque)? = current, let stored = opaque.propertyList {
            if let text = SerializedText.plainText(of: current) {
                control = .text(text, action: action, parameter: parameter)
                return []
            }
            // Text with variables, or a variable alone: tokens in the field.
            if let pieces = TokenText(stored)?.pieces ?? stored.singleVariable.map({ [TokenText.Piece.variable($0)] }) {
                control = .tokens(pieces, action: action, parameter: parameter, naming: { structure.name(of: $0).name })
                return []
            }
        }
        if let current, case .opaque = current, !parameter.type.isKeptVerbatim {
            // A value in a form of Shortcuts' own (a variable, an app's entity): the control
            // starts empty, and what is chosen replaces it; Esc keeps it.
            message = .info("\(parameter.title) holds \(Self.summary(current)); a new value replaces it, Esc keeps it.")
        }
        if case .opaque(let kind) = parameter.type, kind == OpaqueValue.propertyListKind {
            message = .info("\(parameter.title) is kept exactly as the file has it; this version cannot edit such values yet.")
            return []
        }
        return openTypedControl(for: parameter, of: definition, holding: current)
    }

    /// The control for a parameter by its type: a toggle, items, query options, cases, a
    /// union's kinds, or typed text.
    private mutating func openTypedControl(for parameter: ParameterDefinition, of definition: IntentDefinition,
                                           holding current: IntentValue?) -> [EditorEffect] {
        let action = focus.action
        let effective = current ?? parameter.defaultValue
        switch (parameter.type, pickerSource(for: parameter, of: definition)) {
        case (.bool, _):
            let isOn: Bool = if case .bool(true)? = effective { true } else { false }
            let effects = setValue(.bool(!isOn), of: parameter.id, in: action)
            if let current, case .opaque = current {
                message = .info("\(parameter.title) held \(Self.summary(current)); now \(isOn ? "off" : "on") — undo brings it back.")
            }
            return effects
        case (.array, let source):
            let items: [IntentValue] = if case .array(let existing)? = effective { existing } else { [] }
            control = .items(items, action: action, parameter: parameter, source: source)
            return []
        case (_, let source?):
            control = .options(from: source, action: action, parameter: parameter)
            return askForOptions()
        case (.enumeration(let enumeration), nil):
            control = .cases(of: enumeration, selecting: effective, action: action, parameter: parameter)
            return []
        case (.union(let union), nil):
            control = .kinds(of: union, selecting: effective, action: action, parameter: parameter)
            return []
        default:
            let shown: IntentValue? = if case .opaque? = current, !parameter.type.isKeptVerbatim { nil } else { current }
            control = .text(ValueParser.text(for: shown, parameter: parameter, timeZone: displayContext.timeZone),
                            action: action, parameter: parameter)
            return []
        }
    }

    /// The stored form a parameter is edited through: its own, or a list of text where a text
    /// parameter holds a list (Shortcuts' URL action takes one URL or several).
    private func storedForm(of parameter: ParameterDefinition, holding value: IntentValue?) -> StoredForm? {
        if let form = parameter.options.storedForm {
            switch form {
            case .quantity, .dictionary, .textItems, .contentFilter: return form
            case .integerCodes, .variableWrapper: return nil
            }
        }
        if case .string = parameter.type, case .opaque(let opaque)? = value, case .array? = opaque.propertyList { return .textItems }
        return nil
    }

    /// Opens the field or item list of a value kept in a stored form; a value the form cannot
    /// edit (one holding variables) is left as it is, with a word why.
    private mutating func openStoredForm(_ form: StoredForm, parameter: ParameterDefinition, current: IntentValue?) -> [EditorEffect] {
        if case .quantity = form {
            if let text = form.quantityText(of: current) {
                control = .quantity(text, action: focus.action, parameter: parameter)
                return []
            }
        } else if let items = form.items(of: current) {
            control = .storedItems(items, form: form, original: current, action: focus.action, parameter: parameter)
            return []
        }
        message = .info("\(parameter.title) holds \(current.map(Self.summary) ?? "a value") — kept as it is; this version cannot edit it yet.")
        return []
    }

    private static func summary(_ value: IntentValue) -> String {
        if case .opaque(let opaque) = value, let stored = opaque.propertyList { return stored.summary }
        return value.displayText()
    }

    /// Where the options of a parameter (or of its items) come from, when a query supplies them.
    private func pickerSource(for parameter: ParameterDefinition, of definition: IntentDefinition) -> ListPicker.Source? {
        switch parameter.options.optionsSource {
        case .entityQuery(let type)?:
            .entities(type: type, capabilities: registry.entitySource(for: type)?.capabilities ?? [])
        case .dynamicOptions(let key)?:
            .dynamicOptions(intent: definition.identifier, parameter: key, action: focus.action)
        case nil:
            nil
        }
    }

    /// Asks for the options of the open picker: everything an enumerable query has, the
    /// suggestions otherwise, or a search for the typed text when the query can search.
    private mutating func askForOptions() -> [EditorEffect] {
        guard var picker = control?.picker else { return [] }
        let kind: QueryRequest.Kind
        switch picker.source {
        case .fixed, .variableNarrowing, .completions, .unionKinds:
            return []
        case let .dynamicOptions(intent, parameter, action):
            let values = document.actions.indices.contains(action) ? document.actions[action].values : [:]
            kind = .dynamicOptions(intent: intent, parameter: parameter, values: values.filter { $0.key != parameter && $0.key != "UUID" })
        case .entities(let type, let capabilities):
            let text = picker.filter.text.trimmingCharacters(in: .whitespaces)
            if capabilities.contains(.stringSearch) && !text.isEmpty {
                kind = .searchEntities(type: type, text: text)
            } else {
                kind = capabilities.contains(.enumerable) ? .allEntities(type: type) : .suggestedEntities(type: type)
            }
        }
        let id = requests.next()
        picker.pendingQuery = id
        control?.picker = picker
        var editing: EditedAction?
        if let current = control, document.actions.indices.contains(current.action) {
            let action = document.actions[current.action]
            editing = EditedAction(intent: action.intent, values: action.values.filter { $0.key != current.parameter.id && $0.key != "UUID" })
        }
        return [.runQuery(QueryRequest(id: id, kind: kind, editing: editing))]
    }

    /// A key for the open control: it takes the key, the editor acts on what it answers.
    mutating func handleControl(_ key: Key) -> [EditorEffect] {
        guard var current = control else { return [] }
        let outcome = current.handle(key, keymap: keymap, timeZone: displayContext.timeZone)
        control = current
        return follow(outcome)
    }

    /// Pasted text for the open control.
    mutating func pasteIntoControl(_ text: String) -> [EditorEffect] {
        guard var current = control else { return [] }
        let outcome = current.paste(text)
        control = current
        return follow(outcome)
    }

    /// Acts on what the open control answered: a value committed, options asked for, the
    /// variables in scope offered.
    private mutating func follow(_ outcome: ControlOutcome) -> [EditorEffect] {
        guard let current = control else { return [] }
        let old = document.actions[current.action].values[current.parameter.id]
        switch outcome {
        case .stay:
            return []
        case .cancel:
            control = nil
            return []
        case .offerVariables:
            let options = variableOptions(before: current.action)
            control?.offerVariables(options)
            return []
        case .askForOptions:
            return askForOptions()
        case .chooseKind(let kind):
            // The chosen kind's own control, for the same parameter, titled by both.
            guard let definition = definition(of: current.action) else { return [] }
            var member = current.parameter
            member.type = kind.type
            member.title = current.parameter.title + " · " + kind.title
            if case .entity(let entity) = kind.type.elementType { member.options.optionsSource = .entityQuery(entity.identifier) }
            let held = document.actions[current.action].values[current.parameter.id]
            control = nil
            return openTypedControl(for: member, of: definition, holding: held.flatMap { kind.type.accepts($0) ? $0 : nil })
        case .commitText(let text):
            return confirm(text)
        case .commit(let value):
            control = nil
            return setValue(value, of: current.parameter.id, in: current.action)
        case .commitTokens(let pieces):
            control = nil
            return setValue(VariableValue.text(pieces, replacing: old), of: current.parameter.id, in: current.action)
        case .commitVariable(let variable):
            control = nil
            return setValue(VariableValue.stored(variable, for: current.parameter, replacing: old), of: current.parameter.id, in: current.action)
        case .commitItems(let value, let items):
            control = nil
            if editsMenuItems(current.parameter.id, of: current.action) {
                return setMenuItems(value, items: items, at: current.action)
            }
            return setValue(value, of: current.parameter.id, in: current.action)
        }
    }

    /// A query answered. Only the latest query of the open picker counts; others are stale.
    mutating func receive(queryID: Int, _ result: Result<QueryAnswer, QueryFailure>) {
        guard let current = control, var picker = current.picker, picker.pendingQuery == queryID else { return }
        picker.pendingQuery = nil
        switch result {
        case .success(let answer):
            picker.failure = nil
            picker.prompt = answer.prompt
            picker.replaceOptions(answer.options.map { ListPicker.Option(value: $0.value, title: $0.title, subtitle: $0.subtitle, section: $0.section) })
            if case .list = current.kind, let value = document.actions[current.action].values[current.parameter.id],
               let index = picker.visibleOptions.firstIndex(where: { $0.value.matches(value) }), picker.filter.text.isEmpty {
                picker.selection = index
            }
        case .failure(let failure):
            picker.failure = failure.message
        }
        control?.picker = picker
    }

    private mutating func confirm(_ text: String) -> [EditorEffect] {
        guard let current = control else { return [] }
        if current.parameter.id == DocumentStructure.customOutputNameKey {
            control = nil
            return renameOutput(of: current.action, to: text)
        }
        if text.trimmingCharacters(in: .whitespaces).isEmpty, current.parameter.type != .string || text.isEmpty {
            control = nil
            if current.parameter.isRequired && current.parameter.defaultValue == nil,
               document.actions[current.action].values[current.parameter.id] != nil {
                message = .error("\(current.parameter.title) is required; it keeps its value.")
                return []
            }
            return setValue(nil, of: current.parameter.id, in: current.action)
        }
        let old = document.actions[current.action].values[current.parameter.id]
        if let form = current.parameter.options.storedForm, case .quantity = form {
            switch form.quantity(parsing: text, replacing: old) {
            case .success(let value):
                control = nil
                return setValue(value, of: current.parameter.id, in: current.action)
            case .failure(let failure):
                control?.error = failure.reason
                return []
            }
        }
        switch ValueParser.parse(text, for: current.parameter, timeZone: displayContext.timeZone) {
        case .success(let value):
            control = nil
            return setValue(value.keepingKind(of: old, typed: text), of: current.parameter.id, in: current.action)
        case .failure(let failure):
            control?.error = failure.reason
            return []
        }
    }
}

private extension ValueType {
    /// A type whose values are edited as their raw JSON.
    var isKeptVerbatim: Bool {
        if case .opaque = self { return true }
        return false
    }
}

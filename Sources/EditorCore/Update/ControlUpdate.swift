import Foundation
import IntentKit
import ShortcutModel

/// Opening, driving and confirming the control of the focused placeholder.
extension EditorState {
    /// Opens the control that fits the focused parameter's type. A Bool has none: Enter flips it.
    mutating func openControl() -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        guard let slot = focus.slot, let definition = definition(of: focus.action),
              let parameter = definition.parameter(slot.parameter) else {
            if let slot = focus.slot {
                message = .error("\(slot.parameter) is not a parameter of this action.")
            }
            return []
        }
        let current = document.actions[focus.action].values[parameter.id]
        if let form = storedForm(of: parameter, holding: current) {
            return openStoredForm(form, parameter: parameter, current: current)
        }
        if case .string = parameter.type, case .opaque(let opaque)? = current, let stored = opaque.propertyList {
            let multiline = parameter.options.textInput?.multiline == true
            if let text = SerializedText.plainText(of: current) {
                control = Control(action: focus.action, parameter: parameter, kind: .field(TextField(text, isMultiline: multiline)))
                return []
            }
            // Text with variables, or a variable alone: tokens in the field.
            let pieces = TokenText(stored)?.pieces ?? stored.singleVariable.map { [TokenText.Piece.variable($0)] }
            if let pieces {
                let field = TextField(pieces: pieces, isMultiline: multiline, naming: { structure.name(of: $0).name })
                control = Control(action: focus.action, parameter: parameter, kind: .field(field))
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
        let effective = current ?? parameter.defaultValue
        if case .bool = parameter.type {
            let isOn: Bool = if case .bool(true)? = effective { true } else { false }
            let effects = setValue(.bool(!isOn), of: parameter.id, in: focus.action)
            if let current, case .opaque = current {
                message = .info("\(parameter.title) held \(Self.summary(current)); now \(isOn ? "off" : "on") — undo brings it back.")
            }
            return effects
        }
        let source = pickerSource(for: parameter, of: definition)
        if case .array = parameter.type {
            var items: [IntentValue] = []
            if case .array(let existing)? = effective { items = existing }
            control = Control(action: focus.action, parameter: parameter,
                              kind: .items(ItemList(items: items, parameter: parameter, pickerSource: source)))
            return []
        }
        if let source {
            control = Control(action: focus.action, parameter: parameter, kind: .list(ListPicker(source: source, options: [])))
            return askForOptions()
        }
        if case .enumeration(let enumeration) = parameter.type {
            var picker = ListPicker(source: .fixed, options: enumeration.cases.map {
                ListPicker.Option(value: .enumCase(EnumCaseValue(enumIdentifier: enumeration.identifier, caseIdentifier: $0.identifier)),
                                  title: $0.title, subtitle: $0.subtitle, synonyms: $0.synonyms)
            })
            if let effective, let index = picker.options.firstIndex(where: { $0.value.matches(effective) }) {
                picker.selection = index
            }
            control = Control(action: focus.action, parameter: parameter, kind: .list(picker))
            return []
        }
        let shown: IntentValue? = if case .opaque? = current, !parameter.type.isKeptVerbatim { nil } else { current }
        let text = ValueParser.text(for: shown, parameter: parameter, timeZone: displayContext.timeZone)
        control = Control(action: focus.action, parameter: parameter,
                          kind: .field(TextField(text, isMultiline: parameter.options.textInput?.multiline == true)))
        return []
    }

    /// The stored form a parameter is edited through: its own, or a list of text where a text
    /// parameter holds a list (Shortcuts' URL action takes one URL or several).
    private func storedForm(of parameter: ParameterDefinition, holding value: IntentValue?) -> StoredForm? {
        if let form = parameter.options.storedForm {
            switch form {
            case .quantity, .dictionary, .textItems: return form
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
            guard let text = form.quantityText(of: current) else {
                message = .info("\(parameter.title) holds \(current.map(Self.summary) ?? "a value") — kept as it is; this version cannot edit it yet.")
                return []
            }
            control = Control(action: focus.action, parameter: parameter, kind: .field(TextField(text)))
            return []
        }
        guard let items = form.items(of: current) else {
            message = .info("\(parameter.title) holds \(current.map(Self.summary) ?? "a value") — kept as it is; this version cannot edit it yet.")
            return []
        }
        var element = parameter
        element.options.storedForm = nil
        if case .opaque = element.type { element.type = .string }
        control = Control(action: focus.action, parameter: parameter,
                          kind: .items(ItemList(items: items, parameter: element, form: form, original: current)))
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
            .dynamicOptions(intent: definition.identifier, parameter: key)
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
        case .fixed:
            return []
        case .dynamicOptions(let intent, let parameter):
            kind = .dynamicOptions(intent: intent, parameter: parameter)
        case .entities(let type, let capabilities):
            let text = picker.filter.text.trimmingCharacters(in: .whitespaces)
            if capabilities.contains(.stringSearch) && !text.isEmpty {
                kind = .searchEntities(type: type, text: text)
            } else {
                kind = capabilities.contains(.enumerable) ? .allEntities(type: type) : .suggestedEntities(type: type)
            }
        }
        lastQueryID += 1
        picker.pendingQuery = lastQueryID
        control?.picker = picker
        return [.runQuery(QueryRequest(id: lastQueryID, kind: kind))]
    }

    mutating func handleControl(_ key: Key) -> [EditorEffect] {
        guard var current = control else { return [] }
        current.error = nil
        let command = keymap.command(for: key, in: keyMode)
        switch current.kind {
        case .field(var field):
            if current.variablePicker != nil { return handleVariablePicker(key, field: field) }
            switch command {
            case .cancel?:
                control = nil
                return []
            case .insertVariable?:
                guard case .string = current.parameter.type else {
                    current.error = "Only text takes variables inside it; v on the placeholder gives it one."
                    control = current
                    return []
                }
                current.variablePicker = ListPicker(source: .fixed, options: variableOptions(before: current.action))
                control = current
                return []
            case .confirm? where !field.isMultiline, .finish? where field.isMultiline:
                if field.hasTokens || !field.tokens.isEmpty {
                    // Text that has or had variables: Shortcuts' token string, or text again.
                    control = nil
                    let old = document.actions[current.action].values[current.parameter.id]
                    return setValue(VariableValue.text(field.pieces, replacing: old), of: current.parameter.id, in: current.action)
                }
                return confirm(field.text)
            case .confirm?:
                field.insert("\n")
            case .stepDown? where field.text.isEmpty && key.isCharacter:
                // A character that steps down, typed into an empty field, starts a negative number.
                _ = field.handle(key, keymap: keymap)
            case .stepUp?, .stepDown?:
                if let stepped = Self.step(field.text, by: command == .stepUp ? 1 : -1, parameter: current.parameter) {
                    field = TextField(stepped)
                } else {
                    _ = field.handle(key, keymap: keymap)
                }
            default:
                _ = field.handle(key, keymap: keymap)
            }
            current.kind = .field(field)
            control = current
            return []
        case .list(var picker):
            if command == .cancel {
                control = nil
                return []
            }
            let outcome = picker.handle(key, keymap: keymap)
            current.kind = .list(picker)
            control = current
            switch outcome {
            case .moved: return []
            case .filterChanged: return filterChanged()
            case .refused(let reason): control?.error = reason
            case .chosen(let option):
                control = nil
                if current.choosesVariable, let variable = Self.variable(of: option) {
                    let old = document.actions[current.action].values[current.parameter.id]
                    return setValue(VariableValue.stored(variable, for: current.parameter, replacing: old), of: current.parameter.id, in: current.action)
                }
                let value = current.parameter.options.storedForm?.stored(option.value) ?? option.value
                return setValue(value, of: current.parameter.id, in: current.action)
            case .typed(let text):
                return confirm(text)
            }
            return []
        case .items(var list):
            if list.picker != nil { return handleItemPicker(key, list: list) }
            switch command {
            case .cancel?:
                control = nil
                return []
            case .previous?: list.selection = max(0, list.selection - 1)
            case .next?: list.selection = min(list.selection + 1, max(0, list.items.count - 1))
            case .moveItemUp?: list.moveSelected(by: -1)
            case .moveItemDown?: list.moveSelected(by: 1)
            case .removeItem?: list.removeSelected()
            case .confirm? where !list.input.text.isEmpty:
                current.error = list.addTyped(timeZone: displayContext.timeZone)
            case .confirm?, .finish?:
                switch list.finished() {
                case .success(let value) where editsMenuItems(current.parameter.id, of: current.action):
                    control = nil
                    return setMenuItems(value, items: list.items, at: current.action)
                case .success(let value):
                    control = nil
                    return setValue(value, of: current.parameter.id, in: current.action)
                case .failure(let failure):
                    current.error = failure.reason
                }
            default:
                // Items from a query are picked: typing (or the pick key, to browse) opens the picker.
                let picks = command == .pick || (command == nil && key.isCharacter)
                guard let source = list.pickerSource, picks else {
                    _ = list.input.handle(key, keymap: keymap)
                    break
                }
                if let reason = list.fullReason {
                    current.error = reason
                    break
                }
                var picker = ListPicker(source: source, options: [])
                if command == nil { _ = picker.filter.handle(key, keymap: keymap) }
                list.picker = picker
                current.kind = .items(list)
                control = current
                return askForOptions()
            }
            current.kind = .items(list)
            control = current
            return []
        }
    }

    /// Keys while a field's variable list is open: Enter puts the variable at the cursor, Esc
    /// goes back to the text.
    private mutating func handleVariablePicker(_ key: Key, field: TextField) -> [EditorEffect] {
        guard var current = control, var picker = current.variablePicker else { return [] }
        var field = field
        if keymap.command(for: key, in: .picker) == .cancel {
            current.variablePicker = nil
            control = current
            return []
        }
        let outcome = picker.handle(key, keymap: keymap)
        current.variablePicker = picker
        switch outcome {
        case .chosen(let option):
            if let variable = Self.variable(of: option) {
                field.insertToken(variable, name: structure.name(of: variable).name)
                current.kind = .field(field)
            }
            current.variablePicker = nil
        case .refused(let reason): current.error = reason
        case .moved, .filterChanged, .typed: break
        }
        control = current
        return []
    }

    /// Keys while an array's picker is open: Enter adds the chosen item, Esc closes the picker
    /// (not the list).
    private mutating func handleItemPicker(_ key: Key, list: ItemList) -> [EditorEffect] {
        guard var current = control, var picker = list.picker else { return [] }
        var list = list
        if keymap.command(for: key, in: .picker) == .cancel {
            list.picker = nil
            current.kind = .items(list)
            control = current
            return []
        }
        let outcome = picker.handle(key, keymap: keymap)
        list.picker = picker
        var added: IntentValue?
        switch outcome {
        case .moved, .filterChanged: break
        case .refused(let reason): current.error = reason
        case .chosen(let option): added = option.value
        case .typed(let text):
            switch ValueParser.parse(text, for: list.element, timeZone: displayContext.timeZone) {
            case .success(let value): added = value
            case .failure(let failure): current.error = failure.reason
            }
        }
        if let added {
            current.error = list.add(added)
            if current.error == nil { list.picker = nil }
        }
        current.kind = .items(list)
        control = current
        return outcome == .filterChanged ? filterChanged() : []
    }

    /// Typed text changed in a picker whose query searches: ask again.
    mutating func filterChanged() -> [EditorEffect] {
        guard let picker = control?.picker, case .entities(_, let capabilities) = picker.source,
              capabilities.contains(.stringSearch) else { return [] }
        return askForOptions()
    }

    /// A query answered. Only the latest query of the open picker counts; others are stale.
    mutating func receive(queryID: Int, _ result: Result<[QueryOption], QueryFailure>) {
        guard let current = control, var picker = current.picker, picker.pendingQuery == queryID else { return }
        picker.pendingQuery = nil
        switch result {
        case .success(let options):
            picker.failure = nil
            picker.replaceOptions(options.map { ListPicker.Option(value: $0.value, title: $0.title, subtitle: $0.subtitle, synonyms: []) })
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

    /// Steps a whole number by one (within its range); nil when the parameter is not one.
    static func step(_ text: String, by delta: Int, parameter: ParameterDefinition) -> String? {
        guard case .int = parameter.type else { return nil }
        // The text may hold Int.max (from a file): step to the edge, never past it.
        let (stepped, overflow) = (Int(text.trimmingCharacters(in: .whitespaces)) ?? 0).addingReportingOverflow(delta)
        var value = overflow ? (delta > 0 ? Int.max : Int.min) : stepped
        if let range = parameter.options.inclusiveRange, case .int(let low) = range.lower, case .int(let high) = range.upper {
            value = min(max(value, low), high)
        }
        return String(value)
    }
}

private extension ValueType {
    /// A type whose values are edited as their raw JSON.
    var isKeptVerbatim: Bool {
        if case .opaque = self { return true }
        return false
    }
}

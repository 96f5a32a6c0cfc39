import Foundation
import IntentKit
import ShortcutModel

/// The keys of an open control, each answered with an outcome (`ControlOutcome`).
extension Control {
    /// Takes a key: `keymap` names it in the control's own key mode, `timeZone` reads typed dates.
    mutating func handle(_ key: Key, keymap: Keymap, timeZone: TimeZone) -> ControlOutcome {
        error = nil
        let command = keymap.command(for: key, in: keyMode)
        switch kind {
        case .text(var entry):
            defer { kind = .text(entry) }
            if entry.variables != nil { return chooseVariable(key, picker: &entry.variables, field: &entry.input, keymap: keymap, command: command) }
            return edit(&entry.input, key: key, command: command.flatMap(FieldCommand.init), keymap: keymap)
        case .list(var picker), .variables(var picker):
            if command == .cancel { return .cancel }
            let outcome = picker.handle(key, keymap: keymap)
            self.picker = picker
            switch outcome {
            case .moved: return .stay
            case .filterChanged: return picker.searchesTypedText ? .askForOptions : .stay
            case .refused(let reason): error = reason
            case .chosen(let option):
                if case .variables = kind {
                    return Self.variable(of: option).map(ControlOutcome.commitVariable) ?? .stay
                }
                if case .unionKinds(let union) = picker.source {
                    guard case .enumCase(let chosen) = option.value, let kind = union.cases.first(where: { $0.identifier == chosen.caseIdentifier }) else {
                        return .stay
                    }
                    return .chooseKind(kind)
                }
                return .commit(parameter.options.storedForm?.stored(option.value) ?? option.value)
            case .typed(let text): return .commitText(text)
            }
            return .stay
        case .items(var list):
            defer { kind = .items(list) }
            if list.variables != nil { return chooseVariable(key, picker: &list.variables, field: &list.input, keymap: keymap, command: command) }
            if list.picker != nil { return pickItem(key, into: &list, keymap: keymap, command: command, timeZone: timeZone) }
            return edit(&list, key: key, command: command.flatMap(ItemsCommand.init), keymap: keymap, timeZone: timeZone)
        }
    }

    /// Pasted text, typed where keys go now: the text, the item being typed, or a filter.
    mutating func paste(_ text: String) -> ControlOutcome {
        switch kind {
        case .text(var entry) where entry.variables == nil:
            entry.input.insert(text)
            kind = .text(entry)
            return .stay
        case .items(var list) where list.picker == nil:
            list.input.insert(text)
            kind = .items(list)
            return .stay
        default:
            guard var open = picker else { return .stay }
            open.filter.insert(text)
            picker = open
            return open.searchesTypedText ? .askForOptions : .stay
        }
    }

    /// Opens the list of variables to put into the text (or the typed item) at the cursor.
    mutating func offerVariables(_ options: [ListPicker.Option]) {
        switch kind {
        case .text(var entry):
            entry.variables = ListPicker(source: .fixed, options: options)
            kind = .text(entry)
        case .items(var list):
            list.variables = ListPicker(source: .fixed, options: options)
            kind = .items(list)
        case .list, .variables:
            break
        }
    }

    /// A chosen option of a variable list as the variable it is.
    static func variable(of option: ListPicker.Option) -> VariableReference? {
        guard case .opaque(let opaque) = option.value, let attachment = opaque.propertyList?.dictionaryValue else { return nil }
        return VariableReference(attachment: attachment)
    }

    // MARK: Text

    private mutating func edit(_ field: inout TextField, key: Key, command: FieldCommand?, keymap: Keymap) -> ControlOutcome {
        switch command {
        case .cancel?:
            return .cancel
        case .insertVariable?:
            guard case .text(let entry) = kind, entry.takesVariables else {
                error = "Only text takes variables inside it; v on the placeholder gives it one."
                return .stay
            }
            return .offerVariables
        case .confirm? where !field.isMultiline, .finish? where field.isMultiline:
            // Text that has or had variables: Shortcuts' token string, or text again.
            if field.hasTokens || !field.tokens.isEmpty { return .commitTokens(field.pieces) }
            return .commitText(field.text)
        case .confirm?:
            field.insert("\n")
        case .stepDown? where field.text.isEmpty && key.isCharacter:
            // A character that steps down, typed into an empty field, starts a negative number.
            _ = field.handle(key, keymap: keymap)
        case .stepUp?, .stepDown?:
            if let stepped = Self.step(field.text, by: command == .stepUp ? 1 : -1, parameter: parameter) {
                field = TextField(stepped)
            } else {
                _ = field.handle(key, keymap: keymap)
            }
        case .finish?, nil:
            // ^D in a single line types nothing; any other key is typed.
            _ = field.handle(key, keymap: keymap)
        }
        return .stay
    }

    /// Keys while a variable list is open over a field (text's, or a typed item's): Enter puts
    /// the variable at the cursor, Esc goes back to typing.
    private mutating func chooseVariable(_ key: Key, picker: inout ListPicker?, field: inout TextField, keymap: Keymap,
                                         command: Command?) -> ControlOutcome {
        guard var variables = picker, command != .cancel else {
            picker = nil
            return .stay
        }
        let outcome = variables.handle(key, keymap: keymap)
        picker = variables
        switch outcome {
        case .chosen(let option):
            if let variable = Self.variable(of: option) {
                // The option's synonym is the variable's name as the text shows it.
                field.insertToken(variable, name: option.synonyms.first ?? option.title)
            }
            picker = nil
        case .refused(let reason): error = reason
        case .moved, .filterChanged, .typed: break
        }
        return .stay
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

    // MARK: Items

    private mutating func edit(_ list: inout ItemList, key: Key, command: ItemsCommand?, keymap: Keymap, timeZone: TimeZone) -> ControlOutcome {
        switch command {
        case .cancel?: return .cancel
        case .previous?: list.selection = max(0, list.selection - 1)
        case .next?: list.selection = min(list.selection + 1, max(0, list.items.count - 1))
        case .moveItemUp?: list.moveSelected(by: -1)
        case .moveItemDown?: list.moveSelected(by: 1)
        case .removeItem?: list.removeSelected()
        case .insertVariable?:
            guard list.form?.itemsTakeVariables == true else {
                error = "These items take no variables; a condition's value does."
                return .stay
            }
            return .offerVariables
        case .confirm? where !list.input.text.isEmpty:
            error = list.addTyped(timeZone: timeZone)
        case .confirm?, .finish?:
            switch list.finished() {
            case .success(let value): return .commitItems(value, items: list.items)
            case .failure(let failure): error = failure.reason
            }
        case .pick? where list.pickerSource == nil && list.form == .contentFilter:
            // A condition: Tab offers what can come next (property, operator, a fixed value).
            guard let completions = list.conditionCompletions(), !completions.isEmpty else {
                error = list.input.hasTokens ? "The value holds a variable; type the rest." : "Nothing fixed comes next here: type the value."
                return .stay
            }
            list.picker = ListPicker(source: .completions, options: completions)
        case .pick?, nil:
            // Items from a query are picked: typing (or the pick key, to browse) opens the picker.
            let picks = command == .pick || (command == nil && key.isCharacter)
            guard let source = list.pickerSource, picks else {
                _ = list.input.handle(key, keymap: keymap)
                break
            }
            if let reason = list.fullReason {
                error = reason
                break
            }
            var picker = ListPicker(source: source, options: [])
            if command == nil { _ = picker.filter.handle(key, keymap: keymap) }
            list.picker = picker
            return .askForOptions
        }
        return .stay
    }

    /// Keys while an array's picker is open: Enter adds the chosen item, Esc closes the picker
    /// (not the list).
    private mutating func pickItem(_ key: Key, into list: inout ItemList, keymap: Keymap, command: Command?,
                                   timeZone: TimeZone) -> ControlOutcome {
        guard var picker = list.picker, command != .cancel else {
            list.picker = nil
            return .stay
        }
        let outcome = picker.handle(key, keymap: keymap)
        list.picker = picker
        var added: IntentValue?
        switch outcome {
        case .moved, .filterChanged: break
        case .refused(let reason): error = reason
        case .chosen(let option):
            if case .completions = picker.source, case .string(let line) = option.value {
                // The line so far, with the choice: typing goes on from its end.
                list.input = TextField(line)
                list.picker = nil
                return .stay
            }
            added = option.value
        case .typed(let text):
            switch ValueParser.parse(text, for: list.element, timeZone: timeZone) {
            case .success(let value): added = value
            case .failure(let failure): error = failure.reason
            }
        }
        if let added {
            error = list.add(added)
            if error == nil { list.picker = nil }
        }
        return outcome == .filterChanged && picker.searchesTypedText ? .askForOptions : .stay
    }
}

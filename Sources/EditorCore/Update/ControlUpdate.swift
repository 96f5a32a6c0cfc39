import Foundation
import IntentKit

/// Opening, driving and confirming the control of the focused placeholder.
extension EditorState {
    /// Opens the control that fits the focused parameter's type. A Bool has none: Enter flips it.
    mutating func openControl() -> [EditorEffect] {
        guard let slot = focus.slot, let definition = definition(of: focus.action),
              let parameter = definition.parameter(slot.parameter) else {
            if let slot = focus.slot {
                message = .error("\(slot.parameter) is not a parameter of this action.")
            }
            return []
        }
        let current = document.actions[focus.action].values[parameter.id]
        let effective = current ?? parameter.defaultValue
        if case .bool = parameter.type {
            let isOn: Bool = if case .bool(true)? = effective { true } else { false }
            return setValue(.bool(!isOn), of: parameter.id, in: focus.action)
        }
        if case .array = parameter.type {
            var items: [IntentValue] = []
            if case .array(let existing)? = effective { items = existing }
            control = Control(action: focus.action, parameter: parameter, kind: .items(ItemList(items: items, parameter: parameter)))
            return []
        }
        if let source = parameter.options.optionsSource {
            var picker: ListPicker
            let request: QueryRequest.Kind
            switch source {
            case .entityQuery(let type):
                let capabilities = registry.entitySource(for: type)?.capabilities ?? []
                picker = ListPicker(source: .entities(type: type, capabilities: capabilities), options: [])
                request = capabilities.contains(.enumerable) ? .allEntities(type: type) : .suggestedEntities(type: type)
            case .dynamicOptions(let key):
                picker = ListPicker(source: .dynamicOptions(intent: definition.identifier, parameter: key), options: [])
                request = .dynamicOptions(intent: definition.identifier, parameter: key)
            }
            lastQueryID += 1
            picker.pendingQuery = lastQueryID
            control = Control(action: focus.action, parameter: parameter, kind: .list(picker))
            return [.runQuery(QueryRequest(id: lastQueryID, kind: request))]
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
        let text = ValueParser.text(for: current, parameter: parameter, timeZone: displayContext.timeZone)
        control = Control(action: focus.action, parameter: parameter,
                          kind: .field(TextField(text, isMultiline: parameter.options.textInput?.multiline == true)))
        return []
    }

    mutating func handleControl(_ key: Key) -> [EditorEffect] {
        guard var current = control else { return [] }
        if key == .escape {
            control = nil
            return []
        }
        switch current.kind {
        case .field(var field):
            if key == .enter && !field.isMultiline || key == .control("d") && field.isMultiline {
                return confirm(field.text)
            }
            if key == .enter { field.insert("\n") }
            else if let stepped = step(field.text, key: key, parameter: current.parameter) { field = TextField(stepped) }
            else { _ = field.handle(key) }
            current.kind = .field(field)
            current.error = nil
            control = current
            return []
        case .items(var list):
            current.error = nil
            switch key {
            case .up: list.selection = max(0, list.selection - 1)
            case .down: list.selection = min(list.selection + 1, max(0, list.items.count - 1))
            case .pageUp: list.moveSelected(by: -1)
            case .pageDown: list.moveSelected(by: 1)
            case .control("x"): list.removeSelected()
            case .enter where !list.input.text.isEmpty:
                current.error = list.addTyped(timeZone: displayContext.timeZone)
            case .enter, .control("d"):
                switch list.finished() {
                case .success(let value):
                    control = nil
                    return setValue(value, of: current.parameter.id, in: current.action)
                case .failure(let failure):
                    current.error = failure.reason
                }
            default:
                _ = list.input.handle(key)
            }
            current.kind = .items(list)
            control = current
            return []
        case .list(var picker):
            switch key {
            case .down, .control("n"): picker.selection = min(picker.selection + 1, max(0, picker.visibleOptions.count - 1))
            case .up, .control("p"): picker.selection = max(0, picker.selection - 1)
            case .pageDown: picker.selection = min(picker.selection + 10, max(0, picker.visibleOptions.count - 1))
            case .pageUp: picker.selection = max(0, picker.selection - 10)
            case .enter:
                if let option = picker.selectedOption {
                    control = nil
                    return setValue(option.value, of: current.parameter.id, in: current.action)
                }
                if let failure = picker.failure {
                    current.error = failure
                } else if picker.isLoading {
                    current.error = "Still loading…"
                } else if case .entities(_, let capabilities) = picker.source, !capabilities.contains(.stringSearch),
                          !picker.filter.text.isEmpty, picker.visibleOptions.isEmpty {
                    current.error = "Nothing matches \"\(picker.filter.text)\"."
                } else {
                    current.error = "Nothing to choose."
                }
                control = current
                return []
            default:
                let before = picker.filter.text
                _ = picker.filter.handle(key)
                current.kind = .list(picker)
                current.error = nil
                control = current
                if picker.filter.text != before {
                    picker.selection = 0
                    current.kind = .list(picker)
                    control = current
                    return filterChanged()
                }
                return []
            }
            current.kind = .list(picker)
            control = current
            return []
        }
    }

    /// Typed text changed in a picker whose query searches: ask again.
    mutating func filterChanged() -> [EditorEffect] {
        guard case .list(var picker)? = control?.kind,
              case .entities(let type, let capabilities) = picker.source, capabilities.contains(.stringSearch) else { return [] }
        lastQueryID += 1
        picker.pendingQuery = lastQueryID
        control?.kind = .list(picker)
        let text = picker.filter.text.trimmingCharacters(in: .whitespaces)
        let kind: QueryRequest.Kind = text.isEmpty ? .suggestedEntities(type: type) : .searchEntities(type: type, text: text)
        return [.runQuery(QueryRequest(id: lastQueryID, kind: kind))]
    }

    /// A query answered. Only the latest query of the open picker counts; others are stale.
    mutating func receive(queryID: Int, _ result: Result<[QueryOption], QueryFailure>) {
        guard case .list(var picker)? = control?.kind, picker.pendingQuery == queryID else { return }
        picker.pendingQuery = nil
        switch result {
        case .success(let options):
            picker.failure = nil
            picker.replaceOptions(options.map { ListPicker.Option(value: $0.value, title: $0.title, subtitle: $0.subtitle, synonyms: []) })
            if let current = document.actions[control!.action].values[control!.parameter.id],
               let index = picker.visibleOptions.firstIndex(where: { $0.value.matches(current) }), picker.filter.text.isEmpty {
                picker.selection = index
            }
        case .failure(let failure):
            picker.failure = failure.message
        }
        control?.kind = .list(picker)
    }

    private mutating func confirm(_ text: String) -> [EditorEffect] {
        guard let current = control else { return [] }
        if text.trimmingCharacters(in: .whitespaces).isEmpty, current.parameter.type != .string || text.isEmpty {
            control = nil
            if current.parameter.isRequired && current.parameter.defaultValue == nil,
               document.actions[current.action].values[current.parameter.id] != nil {
                message = .error("\(current.parameter.title) is required; it keeps its value.")
                return []
            }
            return setValue(nil, of: current.parameter.id, in: current.action)
        }
        switch ValueParser.parse(text, for: current.parameter, timeZone: displayContext.timeZone) {
        case .success(let value):
            control = nil
            return setValue(value, of: current.parameter.id, in: current.action)
        case .failure(let failure):
            control?.error = failure.reason
            return []
        }
    }

    /// `+`/`-` and ↑/↓ step a whole number (within its range); nil when the key is not a step.
    private func step(_ text: String, key: Key, parameter: ParameterDefinition) -> String? {
        guard case .int = parameter.type else { return nil }
        let delta: Int
        switch key {
        case .character("+"), .up: delta = 1
        case .character("-") where !text.isEmpty, .down: delta = -1
        default: return nil
        }
        var value = (Int(text.trimmingCharacters(in: .whitespaces)) ?? 0) + delta
        if let range = parameter.options.inclusiveRange, case .int(let low) = range.lower, case .int(let high) = range.upper {
            value = min(max(value, low), high)
        }
        return String(value)
    }
}

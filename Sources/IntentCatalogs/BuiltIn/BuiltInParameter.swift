import IntentKit

/// A built-in action's parameter: its WorkflowKit class decides the value type, and so the
/// control. Values keep the kind the file had (an enumeration item is a plain string, as
/// Shortcuts writes it); a class the editor cannot edit yet is kept verbatim, read-only.
enum BuiltInParameter {
    static func definition(_ json: JSONValue, action: String, at path: JSONPath) throws(JSONShapeError) -> ParameterDefinition {
        let key = try json.member("key", at: path).string(at: path.appending("key"))
        let label = (try? json.memberIfPresent("label", at: path)?.string(at: path)) ?? key
        let parameterClass = (try? json.memberIfPresent("class", at: path)?.string(at: path)) ?? ""
        let items: [String] = ((try? json.memberIfPresent("items", at: path)?.array(at: path)) ?? []).compactMap { item -> String? in
            if case .string(let text) = item { text } else { nil }
        }
        let multiline = json["multiline"] == .bool(true)
        let wholeNumbers = json["wholeNumbers"] == .bool(true)
        let type = valueType(of: parameterClass, action: action, key: key, items: items, wholeNumbers: wholeNumbers)
        var options = ParameterOptions()
        if case .string = type {
            options.textInput = TextInputOptions(multiline: multiline, keyboard: parameterClass == "WFURLParameter" ? .URL : .default)
        }
        options.storedForm = storedForm(of: parameterClass, json)
        // Shortcuts' date fields hold text it reads as a date ("tomorrow at 9am").
        if parameterClass == "WFDateFieldParameter" { options.dateKind = .dateTime }
        return ParameterDefinition(id: key, title: label, description: (try? json.memberIfPresent("description", at: path)?.string(at: path)) ?? "",
                                   type: type, isOptional: true, defaultValue: json["default"].flatMap { defaultValue($0, type: type) },
                                   options: options)
    }

    /// WorkflowKit's parameter classes, by what their values are in a file.
    static func valueType(of parameterClass: String, action: String, key: String, items: [String], wholeNumbers: Bool) -> ValueType {
        switch parameterClass {
        case "WFTextInputParameter", "WFVariableFieldParameter", "WFDateFieldParameter", "WFEmailAddressFieldParameter", "WFURLParameter",
             "WFCountryFieldParameter", "WFPhoneNumberFieldParameter", "WFStoredValueVariableFieldParameter", "WFCustomDateFormatParameter":
            return .string
        case _ where textPickers.contains(parameterClass):
            return .string
        case "WFNumberFieldParameter", "WFSliderParameter":
            return wholeNumbers ? .int : .double
        case "WFStepperParameter":
            return .int
        case "WFSwitchParameter", "WFExpandingParameter":
            return .bool
        case _ where !items.isEmpty:
            // WFEnumerationParameter and its subclasses (a distance unit, a seat count): Apple's items.
            return .enumeration(EnumDefinition(identifier: action + "." + key, title: key,
                                               cases: items.map { EnumCaseDefinition(identifier: $0, title: $0) }))
        default:
            // Variables, dictionaries, filters, pickers of things on a device: kept as they are.
            return .opaque(OpaqueValue.propertyListKind)
        }
    }

    /// Pickers whose choice is stored as its plain name ("Apple Intelligence", "Water", "Current
    /// Date"), from a list the device makes and the reference does not give: edited as text.
    static let textPickers: Set<String> = [
        "WFAskLLMModelParameter", "WFGenerativeResultTypePickerParameter", "WFDateActionPickerModeParameter",
        "WFQuantityTypePickerParameter", "WFInputTypeParameter", "WFInputSurfaceParameter", "WFUnitTypePickerParameter",
        "WFMeasurementUnitPickerParameter", "WFMakeImageFromPDFPageImageFormatParameter", "WFMakeImageFromPDFPageColorspaceParameter",
        "WFArchiveFormatParameter", "WFImageConvertFormatPickerParameter", "WFOnScreenContextResultTypePickerParameter",
    ]

    /// The structure Shortcuts stores a parameter of this class in, where it is one the
    /// editor edits: quantities, dictionaries, lists of text.
    static func storedForm(of parameterClass: String, _ json: JSONValue) -> StoredForm? {
        switch parameterClass {
        case "WFDurationQuantityFieldParameter", "WFUnitQuantityFieldParameter", "WFHealthQuantityFieldParameter",
             "WFCurrencyQuantityFieldParameter":
            let units: [String] = if case .array(let items)? = json["units"] {
                items.compactMap { if case .string(let unit) = $0 { unit } else { nil } }
            } else { [] }
            let defaultUnit: String? = if case .string(let unit)? = json["defaultUnit"] { unit } else { nil }
            return .quantity(units: units, defaultUnit: defaultUnit, allowsNegative: json["negativeNumbers"] == .bool(true))
        case "WFDictionaryParameter":
            let types: [Int] = if case .array(let items)? = json["itemTypes"] {
                items.compactMap { if case .int(let code) = $0 { code } else { nil } }
            } else { [] }
            return .dictionary(itemTypes: types)
        case "WFContentArrayParameter", "WFArrayParameter", "WFChooseFromMenuArrayParameter":
            // The List action's items; a menu's items, whose parts follow them.
            return .textItems
        case "WFConditionalSubjectParameter":
            return .variableWrapper
        case "WFFilterParameter":
            // Find and Filter actions' conditions: rows of property, operator and value.
            return .contentFilter
        default:
            return nil
        }
    }

    /// Apple's relations (`RequiredResources` of class `WFParameterRelationResource`) as
    /// conditions on the other parameters; nil when there are none. A relation this version
    /// does not know is left out, so the parameter shows rather than hides.
    static func relations(_ json: JSONValue, parameters: [ParameterDefinition]) -> [Condition]? {
        guard case .array(let relations)? = json["shownWhen"] else { return nil }
        var conditions: [Condition] = []
        for relation in relations {
            guard case .string(let key)? = relation["key"] else { continue }
            if relation["relation"] == .string("??") {
                // WorkflowKit's "has any value": shown once the other parameter is set.
                conditions.append(Condition(parameter: key, comparison: .hasAnyValue, value: nil))
                continue
            }
            guard case .array(let rawValues)? = relation["values"] else { continue }
            let type = parameters.first { $0.id == key }?.type
            let values = rawValues.compactMap { raw -> IntentValue? in
                switch raw {
                case .string(let text): SummaryVariant.typed(text, as: type)
                case .bool(let flag): .bool(flag)
                case .int(let number): type == .double ? .double(Double(number)) : .int(number)
                case .double(let number): .double(number)
                default: nil
                }
            }
            guard let first = values.first else { continue }
            let relationName = if case .string(let name)? = relation["relation"] { name } else { "==" }
            switch relationName {
            case "==": conditions.append(Condition(parameter: key, comparison: values.count == 1 ? .equalTo : .oneOf,
                                                   value: values.count == 1 ? first : .array(values)))
            case "!=": conditions += values.map { Condition(parameter: key, comparison: .notEqualTo, value: $0) }
            case ">=": conditions.append(Condition(parameter: key, comparison: .greaterThanOrEqualTo, value: first))
            case "<=": conditions.append(Condition(parameter: key, comparison: .lessThanOrEqualTo, value: first))
            case ">": conditions.append(Condition(parameter: key, comparison: .greaterThan, value: first))
            case "<": conditions.append(Condition(parameter: key, comparison: .lessThan, value: first))
            default: continue
            }
        }
        return conditions.isEmpty ? nil : conditions
    }

    private static func defaultValue(_ json: JSONValue, type: ValueType) -> IntentValue? {
        switch (type, json) {
        case (.string, .string(let text)): text.isEmpty ? nil : .string(text)
        case (.int, .int(let number)): .int(number)
        case (.double, .int(let number)): .double(Double(number))
        case (.double, .double(let number)): .double(number)
        case (.bool, .bool(let flag)): .bool(flag)
        case (.enumeration(let definition), .string(let item)) where definition.caseDefinition(item) != nil:
            .enumCase(EnumCaseValue(enumIdentifier: definition.identifier, caseIdentifier: item))
        default: nil
        }
    }
}

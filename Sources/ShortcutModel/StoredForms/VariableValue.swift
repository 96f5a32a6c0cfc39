import IntentKit

/// A variable put into a parameter in the form Shortcuts uses there: in text, a token string
/// of one token; in the If action's input, the `{Type: "Variable", Variable: …}` wrapper; in a
/// measurement, the `WFQuantityFieldValue`'s magnitude; elsewhere, a `WFTextTokenAttachment`
/// (WorkflowKit's forms per state class: docs/BUILTIN-ACTIONS.md). A parameter that held a
/// variable keeps its form.
public enum VariableValue {
    public static func stored(_ variable: VariableReference, for parameter: ParameterDefinition, replacing old: IntentValue?) -> IntentValue {
        let attachment: PropertyListValue = .dictionary(["Value": .dictionary(variable.attachment),
                                                         "WFSerializationType": .string("WFTextTokenAttachment")])
        let oldStored = SerializedText.propertyList(old)
        let wrapped = oldStored?["Type"]?.stringValue == "Variable" && oldStored?["Variable"] != nil
        let oldSerialization = oldStored?["WFSerializationType"]?.stringValue
        let stored: PropertyListValue
        if case .quantity? = parameter.options.storedForm, !wrapped, oldSerialization != "WFTextTokenAttachment" {
            // A measurement's number is the variable; its unit, when it had one, stays.
            var inner = oldStored?["Value"]?.dictionaryValue ?? [:]
            inner["Magnitude"] = .dictionary(variable.attachment)
            stored = .dictionary(["Value": .dictionary(inner), "WFSerializationType": .string("WFQuantityFieldValue")])
        } else if wrapped || (oldStored == nil && parameter.options.storedForm == .variableWrapper) {
            stored = .dictionary(["Type": .string("Variable"), "Variable": attachment])
        } else if oldSerialization == "WFTextTokenAttachment" {
            stored = attachment
        } else if oldSerialization == "WFTextTokenString" || parameter.type == .string {
            stored = TokenText(pieces: [.variable(variable)]).propertyList
        } else {
            stored = attachment
        }
        return .opaque(OpaqueValue(propertyList: stored))
    }

    /// Text and tokens as a parameter's value: plain text when there are no tokens (in the
    /// form the old value had), Shortcuts' token string otherwise.
    public static func text(_ pieces: [TokenText.Piece], replacing old: IntentValue?) -> IntentValue {
        let hasVariables = pieces.contains { if case .variable = $0 { true } else { false } }
        guard hasVariables else {
            let text = pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined()
            return SerializedText.text(text, keepingFormOf: old)
        }
        return .opaque(OpaqueValue(propertyList: TokenText(pieces: pieces).propertyList))
    }
}

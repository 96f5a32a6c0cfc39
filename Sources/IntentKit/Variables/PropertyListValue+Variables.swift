/// Finding the variables a stored value uses, wherever Shortcuts puts them: in text, as a
/// parameter's single variable (`WFTextTokenAttachment`), in a variable picker's
/// `{Type: "Variable", Variable: …}` wrapper, inside dictionaries, lists and conditions.
extension PropertyListValue {
    /// Every variable in the value, in the order they appear.
    public var variables: [VariableReference] {
        var found: [VariableReference] = []
        collectVariables(into: &found, depth: 0)
        return found
    }

    /// The single variable a parameter holds, when it holds exactly one and nothing else —
    /// an attachment, a variable picker's wrapper, or text that is one token.
    public var singleVariable: VariableReference? {
        guard case .dictionary(let dictionary) = self else { return nil }
        switch dictionary["WFSerializationType"]?.stringValue {
        case "WFTextTokenAttachment"?:
            return dictionary["Value"]?.dictionaryValue.flatMap(VariableReference.init(attachment:))
        case "WFTextTokenString"?:
            guard let text = TokenText(self), text.pieces.count == 1, case .variable(let variable) = text.pieces[0] else { return nil }
            return variable
        case nil:
            if dictionary["Type"]?.stringValue == "Variable", let inner = dictionary["Variable"] { return inner.singleVariable }
            return VariableReference(attachment: dictionary).flatMap { $0.isRecognized ? $0 : nil }
        default:
            return nil
        }
    }

    private func collectVariables(into found: inout [VariableReference], depth: Int) {
        guard depth < 64 else { return }
        switch self {
        case .array(let items):
            for item in items { item.collectVariables(into: &found, depth: depth + 1) }
        case .dictionary(let dictionary):
            if dictionary["WFSerializationType"]?.stringValue == "WFTextTokenString", let text = TokenText(self) {
                found += text.variables
                return
            }
            if let variable = VariableReference(attachment: dictionary), variable.isRecognized,
               dictionary["WFSerializationType"] == nil, dictionary["Variable"] == nil {
                found.append(variable)
                return
            }
            for entry in dictionary.entries { entry.value.collectVariables(into: &found, depth: depth + 1) }
        default:
            return
        }
    }
}

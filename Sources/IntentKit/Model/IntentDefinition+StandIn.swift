/// A definition made up for an action no catalog describes, from the values the action
/// holds, so it can still be shown and edited: its identifier's last part as the title, and
/// every value as a parameter of the value's own type (text, numbers, booleans and dates
/// editable; the rest kept as they are).
extension IntentDefinition {
    /// Values that are an action's identity, not a setting: never offered for editing.
    public static let identityParameters: Set<String> = ["UUID"]

    public static func standIn(identifier: String, values: [String: IntentValue]) -> IntentDefinition {
        let parameters = values.keys.filter { !identityParameters.contains($0) }.sorted().map { key in
            ParameterDefinition(id: key, title: key, type: standInType(of: values[key]!), isOptional: true)
        }
        return IntentDefinition(identifier: identifier, title: humanizedTitle(of: identifier), isDiscoverable: false,
                                parameters: parameters, summary: .summary(SummaryTemplate()))
    }

    /// "is.workflow.actions.gettext" → "gettext"; "com.example.CreateNoteIntent" → "Create Note Intent".
    public static func humanizedTitle(of identifier: String) -> String {
        let last = identifier.split(separator: ".").last.map(String.init) ?? identifier
        return last.reduce(into: "") { out, character in
            if character.isUppercase, let previous = out.last, previous.isLowercase { out.append(" ") }
            out.append(character)
        }
    }

    private static func standInType(of value: IntentValue) -> ValueType {
        switch value {
        case .string: .string
        case .int: .int
        case .double: .double
        case .decimal: .decimal
        case .bool: .bool
        case .date: .date
        case .url: .url
        case .duration: .duration
        case .opaque(let opaque): .opaque(opaque.kind)
        case .measurement, .enumCase, .entity, .array: .opaque("value")
        }
    }
}

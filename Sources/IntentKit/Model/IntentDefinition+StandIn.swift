/// A definition made up for an action no catalog describes, from the values the action
/// holds, so it can still be shown and edited: its identifier's last part as the title, and
/// every value as a parameter of the value's own type (text, numbers, booleans and dates
/// editable; the rest kept as they are).
extension IntentDefinition {
    /// Values that are an action's identity or its place in a block, not settings: never
    /// offered for editing (a block's parts are edited as a block, by a later version).
    public static let identityParameters: Set<String> = ["UUID", "GroupingIdentifier", "WFControlFlowMode", "AppIntentDescriptor",
                                                         "WFMenuItemTitle", "WFMenuItemAttributedTitle"]

    /// Parameters every action of Apple's may carry besides its own: not unknown to it.
    public static let commonParameters: Set<String> = ["CustomOutputName", "WFSerializationType"]

    /// Whether a value is Apple's bookkeeping rather than a setting of the action, never shown
    /// as a row: its identity and block (`identityParameters`), its output's name (shown and
    /// renamed as the output's), a stray serialization tag, and the editor's remembered
    /// expansion of a parameter (`Show-text`). The value is kept in the file all the same.
    public static func isBookkeeping(_ key: String) -> Bool {
        identityParameters.contains(key) || commonParameters.contains(key) || key.hasPrefix("Show-")
    }

    /// A definition for an action no catalog describes: its identifier for a title, and a parameter
    /// per value it holds, so it can be shown and edited as rows.
    public static func standIn(identifier: String, values: [String: IntentValue]) -> IntentDefinition {
        let parameters = values.keys.filter { !isBookkeeping($0) }.sorted().map { key in
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

    static func standInType(of value: IntentValue) -> ValueType {
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

    /// This definition with a stand-in parameter for every value it does not declare (a
    /// newer key in an Apple file, a parameter an app has since removed), listed after the
    /// others, so every value an action holds is shown and kept. Itself when it declares all.
    public func includingValues(_ values: [String: IntentValue]) -> IntentDefinition {
        let extra = values.keys.filter { parameterIndex($0) == nil && !Self.isBookkeeping($0) }.sorted()
        guard !extra.isEmpty else { return self }
        var copy = self
        copy.parameters += extra.map { ParameterDefinition(id: $0, title: $0, type: Self.standInType(of: values[$0]!), isOptional: true) }
        copy.summary = summary.map { $0.listing(extra) }
        return copy
    }
}

extension SummaryNode {
    /// The tree with `parameters` added to every template's Show More list.
    func listing(_ parameters: [String]) -> SummaryNode {
        mapTemplates { template in
            var template = template
            if template.namesParameters { template.showMore += parameters.filter { !template.showMore.contains($0) } }
            return template
        }
    }
}

/// A definition that reads differently depending on the kind of value one of its parameters
/// holds — Apple's If, whose operators and value fields follow its subject's type. The
/// parameter holds a variable, whose kind only the shortcut around it knows, so the host
/// (which does know) picks the variant with `IntentDefinition.specialized(forSubject:)`;
/// a definition without variants reads the same whatever its parameters hold.
public struct SubjectVariants: Sendable, Hashable, Codable {
    /// The parameter whose value's kind decides the variant.
    public var parameter: String
    /// The definition to use for each kind; a kind not listed uses the general definition.
    public var definitions: [ContentKind: IntentDefinition]

    /// Variants by the kind of value `parameter` holds.
    public init(parameter: String, definitions: [ContentKind: IntentDefinition]) {
        self.parameter = parameter
        self.definitions = definitions
    }
}

extension IntentDefinition {
    /// The variant for a subject of the given kind; this definition itself when the kind is
    /// unknown or no variant is declared for it.
    public func specialized(forSubject kind: ContentKind?) -> IntentDefinition {
        guard let kind, let variant = subjectVariants?.definitions[kind] else { return self }
        return variant
    }
}

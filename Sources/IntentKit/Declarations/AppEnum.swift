/// A fixed set of values known when the app is built. A case is saved by its raw value, so
/// renaming a case's title never breaks a document. Its type's name and its cases' come from
/// `StaticDisplayRepresentable`.
public protocol AppEnum: AppValue, StaticDisplayRepresentable, RawRepresentable
where RawValue: LosslessStringConvertible & Sendable, AllCases: Sendable {}

extension AppEnum {
    /// The identifier enum values are saved and compared by: Swift's type name, as Apple's
    /// metadata uses it.
    public static var enumIdentifier: String { typeNameIdentifier(Self.self) }

    /// What a document saves for this case: its raw value, so a new title never breaks a document.
    public var caseIdentifier: String { String(describing: rawValue) }

    /// The enum as data: its identifier, title, and each case's identifier, title, subtitle and
    /// synonyms, from `typeDisplayRepresentation` and `caseDisplayRepresentations`.
    public static var enumDefinition: EnumDefinition {
        EnumDefinition(
            identifier: enumIdentifier,
            title: typeDisplayRepresentation.name.text,
            cases: allCases.map { value in
                let representation = caseDisplayRepresentations[value]
                return EnumCaseDefinition(
                    identifier: value.caseIdentifier,
                    title: representation?.title.text ?? value.caseIdentifier,
                    subtitle: representation?.subtitle?.text,
                    synonyms: representation?.synonyms.map(\.text) ?? [])
            })
    }

    /// A parameter of this enum is a choice among its cases.
    public static var intentValueType: ValueType { .enumeration(enumDefinition) }

    /// This case as a value: `.enumCase` with the enum's and the case's identifiers.
    public var intentValue: IntentValue {
        .enumCase(EnumCaseValue(enumIdentifier: Self.enumIdentifier, caseIdentifier: caseIdentifier))
    }

    /// The case a value names (an `.enumCase`, or a string with its raw value); throws for any other.
    public static func fromIntentValue(_ value: IntentValue) throws -> Self {
        let identifier: String
        switch value {
        case .enumCase(let e): identifier = e.caseIdentifier
        case .string(let s): identifier = s
        default: throw mismatch(value)
        }
        guard let match = allCases.first(where: { $0.caseIdentifier == identifier }) else { throw mismatch(value) }
        return match
    }
}

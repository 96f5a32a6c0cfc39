/// A fixed set of values known when the app is built. A case is saved by its raw value, so
/// renaming a case's title never breaks a document.
public protocol AppEnum: IntentValueConvertible, RawRepresentable, CaseIterable, Hashable
where RawValue: LosslessStringConvertible & Sendable, AllCases: Sendable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension AppEnum {
    /// The identifier enum values are saved and compared by: Swift's type name, as Apple's
    /// metadata uses it.
    public static var enumIdentifier: String { typeNameIdentifier(Self.self) }

    public var caseIdentifier: String { String(describing: rawValue) }

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

    public static var intentValueType: ValueType { .enumeration(enumDefinition) }

    public var intentValue: IntentValue {
        .enumCase(EnumCaseValue(enumIdentifier: Self.enumIdentifier, caseIdentifier: caseIdentifier))
    }

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

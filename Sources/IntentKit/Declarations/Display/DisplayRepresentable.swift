// Apple's protocols for how values and types are shown, which `AppValue`, `AppEntity` and
// `AppEnum` are built from. Generic code written for Apple's framework constrains to these
// (`func label<T: DisplayRepresentable>(_ value: T)`), so they are here under the same names.

/// A value that shows itself: a placeholder, a picker row, a result.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    /// How this value is shown: its title, subtitle, image and synonyms.
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    /// The value as text: its display representation's title.
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

/// A type with a name people read ("Trail"), which a picker's title and a Find action use.
public protocol TypeDisplayRepresentable {
    /// The type's name: `static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"`.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value that shows itself and whose type has a name: what an `AppEntity` is.
public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A fixed set of cases, each with how it is shown.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
    /// How each case is shown: `[.hiking: "Hiking", .biking: DisplayRepresentation(title: "Biking", …)]`.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    /// The case as text: its display representation's title, or the case's own description
    /// when it has none.
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: String(describing: self))
    }
}

/// Cases that show themselves and a type with a name: what an `AppEnum` is.
public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}

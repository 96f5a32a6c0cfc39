/// A declared value of an intent or an entity — a `@Parameter` or a `@Property` — seen apart
/// from what it holds: its title and whether it may be empty. Apple's protocol, which generic
/// code over both names.
public protocol AnyIntentValue: Sendable {
    /// The type declared (`Int?` for `@Parameter var count: Int?`).
    associatedtype Value: IntentParameterValue
    /// The name people see.
    var title: LocalizedStringResource { get }
    /// Whether it may have no value.
    var isOptional: Bool { get }
}

extension IntentParameter: AnyIntentValue {
    /// The parameter's title as declared; the empty text when it was declared without one
    /// (the action then names it after its property).
    public var title: LocalizedStringResource { declaredTitle ?? "" }

    /// Whether the parameter may be left without a value (`var x: T?`).
    public var isOptional: Bool { Value.isOptionalParameter }
}

extension EntityProperty: AnyIntentValue {
    /// Whether the property may have no value (`var x: T?`).
    public var isOptional: Bool { Value.isOptionalParameter }
}

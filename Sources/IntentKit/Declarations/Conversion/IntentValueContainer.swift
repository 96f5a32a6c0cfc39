/// A type that can say itself as an intent value, lazily (iOS 27): the value is made only when
/// the system needs it.
public protocol IntentValueExpressing: Sendable {
    /// The value, to be made when needed.
    func makeExpression() -> IntentValueExpression
}

/// A value, type-erased, on its way between an app's type and the system's (iOS 27): here, an
/// `IntentValue`.
public struct IntentValueContainer: IntentValueExpressing, Equatable {
    /// The value held.
    public let value: IntentValue

    /// A container of `value`.
    public init(_ value: IntentValue) { self.value = value }

    /// The container itself, already made.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(make: { self }) }

    /// What a conversion knows of where the value goes; nothing here so far.
    public struct ConversionContext: Sendable, Hashable {
        /// A context.
        public init() {}
    }
}

/// An intent value made only when it is needed (iOS 27).
public struct IntentValueExpression: Sendable {
    let make: @Sendable () -> IntentValueContainer

    /// The container, made now.
    package var container: IntentValueContainer { make() }
}

extension IntentValueConvertible {
    /// The value, made when needed.
    public func makeExpression() -> IntentValueExpression {
        let value = intentValue
        return IntentValueExpression(make: { IntentValueContainer(value) })
    }

    /// The value in a container.
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(intentValue)
    }
}

/// An app's type that is another intent value underneath (iOS 27): it converts as its base
/// does, and adds the app's own API on top (`var continent: String { baseValue.continent }`).
public protocol IntentValueConvertibleWrapper: IntentValueConvertible {
    /// The value underneath.
    associatedtype BaseValue: IntentValueConvertible
    /// The value underneath.
    var baseValue: BaseValue { get }
    /// Wraps `baseValue`; throws when it is not one this type can wrap.
    init(baseValue: BaseValue) throws
}

extension IntentValueConvertibleWrapper {
    /// The base's type.
    public static var intentValueType: ValueType { BaseValue.intentValueType }
    /// The base's value.
    public var intentValue: IntentValue { baseValue.intentValue }
    /// The base made from the value, then wrapped.
    public static func fromIntentValue(_ value: IntentValue) async throws -> Self {
        try Self(baseValue: try await BaseValue.fromIntentValue(value))
    }
    /// Where the base's values are found.
    public static var entitySource: (any EntitySource)? { BaseValue.entitySource }
}

/// How an app's type converts to and from one of the system's values (iOS 26.4) — a contact
/// entity to an `IntentPerson`, say — in its transfer representation. Kept: nothing here
/// asks for the conversion yet.
public struct IntentValueRepresentation<Item: Sendable, Value: IntentValueConvertible>: Sendable {
    /// The item as the system's value.
    public let exporting: (@Sendable (Item) async throws -> Value)?
    /// The system's value as the item.
    public let importing: (@Sendable (Value) async throws -> Item)?

    /// Exported only.
    public init(exporting: @escaping @Sendable (Item) async throws -> Value) {
        self.exporting = exporting
        importing = nil
    }

    /// Exported and imported.
    public init(exporting: @escaping @Sendable (Item) async throws -> Value, importing: @escaping @Sendable (Value) async throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }

    /// Imported only: the item is never offered as the system's value.
    public init(importing: @escaping @Sendable (Value) async throws -> Item) {
        exporting = nil
        self.importing = importing
    }
}

/// Finds an app's values for an input the system gives (iOS 26): visual intelligence's
/// `SemanticContentDescriptor`, say.
public protocol IntentValueQuery: Sendable {
    /// What the system gives.
    associatedtype Input: IntentValueConvertible
    /// What the query answers with.
    associatedtype Result: ResultsCollection
    /// A query; the system makes one when it asks.
    init()
    /// The values for `input`.
    func values(for input: Input) async throws -> Result
}

extension IntentValueQuery {
    /// The targets the query may run in.
    public typealias ExecutionTargets = IntentExecutionTargets
    /// Any target, unless the query says.
    public static var allowedExecutionTargets: IntentExecutionTargets { .default }
}

/// What visual intelligence saw (iOS 26, from Apple's VisualIntelligence): the labels of what
/// is in the picture. There are no pictures here; the pixels are never given.
public struct SemanticContentDescriptor: IntentValueConvertible, Hashable {
    /// What the system recognised ("book", "car"), in English.
    public let labels: [String]

    /// A description with these labels.
    public init(labels: [String]) { self.labels = labels }

    /// Held as a list of labels.
    public static var intentValueType: ValueType { .array(.string) }
    /// The labels.
    public var intentValue: IntentValue { .array(labels.map(IntentValue.string)) }
    /// Labels from a list of text.
    public static func fromIntentValue(_ value: IntentValue) async throws -> SemanticContentDescriptor {
        guard case .array(let items) = value else { throw mismatch(value) }
        return SemanticContentDescriptor(labels: items.compactMap { if case .string(let label) = $0 { label } else { nil } })
    }
}

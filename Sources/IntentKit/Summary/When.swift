/// `When`: one summary if a parameter's value meets a condition, another otherwise.
///
/// Each family of operators is its own type, and each initializer asks of the value what the
/// operator needs (`Equatable`, `Comparable`, an entity with String identifiers), so that a
/// comparison Apple rejects at compile time is rejected here too.
public struct ParameterSummaryWhenCondition<Intent: AppIntent, Then: ParameterSummary, Otherwise: ParameterSummary>: ParameterSummary {
    let parameter: AnyKeyPath
    let comparison: ComparisonOperator
    let value: IntentValue?
    let then: Then
    let otherwise: Otherwise

    private init(_ parameter: AnyKeyPath, _ comparison: ComparisonOperator, _ value: IntentValue?,
                 _ then: () -> Then, _ otherwise: () -> Otherwise) {
        self.parameter = parameter
        self.comparison = comparison
        self.value = value
        self.then = then()
        self.otherwise = otherwise()
    }

    /// The condition as data — parameter, operator, value — and the two summaries.
    public func makeSummaryNode(in context: ParameterSummaryContext) -> SummaryNode? {
        .when(Condition(parameter: context.parameterID(parameter), comparison: comparison, value: value),
              then: context.node(then), otherwise: context.node(otherwise))
    }

    /// `.hasAnyValue` / `.hasNoValue`, for any parameter.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: HasValueComparisonOperator,
                       @ParameterSummaryBuilder _ then: () -> Then,
                       @ParameterSummaryBuilder otherwise: () -> Otherwise) {
        self.init(parameter, comparison.model, nil, then, otherwise)
    }

    /// `.equalTo` / `.notEqualTo`, for Equatable values.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: EquatableComparisonOperator,
                       _ value: Value.UnwrappedType,
                       @ParameterSummaryBuilder _ then: () -> Then,
                       @ParameterSummaryBuilder otherwise: () -> Otherwise) where Value.UnwrappedType: Equatable {
        self.init(parameter, comparison.model, value.intentValue, then, otherwise)
    }

    /// `.lessThan`, `.lessThanOrEqualTo`, `.greaterThan`, `.greaterThanOrEqualTo`, for
    /// Comparable values.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: ComparableComparisonOperator,
                       _ value: Value.UnwrappedType,
                       @ParameterSummaryBuilder _ then: () -> Then,
                       @ParameterSummaryBuilder otherwise: () -> Otherwise) where Value.UnwrappedType: Comparable {
        self.init(parameter, comparison.model, value.intentValue, then, otherwise)
    }

    /// `.oneOf`, for Equatable values.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, _ comparison: OneOfComparisonOperator,
                       _ values: [Value.UnwrappedType],
                       @ParameterSummaryBuilder _ then: () -> Then,
                       @ParameterSummaryBuilder otherwise: () -> Otherwise) where Value.UnwrappedType: Equatable {
        self.init(parameter, .oneOf, .array(values.map(\.intentValue)), then, otherwise)
    }

    /// `identifier: .equalTo` / `.notEqualTo`: entities compare by identifier.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, identifier comparison: EquatableComparisonOperator,
                       _ identifier: Value.UnwrappedType.ID,
                       @ParameterSummaryBuilder _ then: () -> Then,
                       @ParameterSummaryBuilder otherwise: () -> Otherwise) where Value.UnwrappedType: AppEntity {
        self.init(parameter, comparison.model, identifier.entityIdentifier.intentValue, then, otherwise)
    }

    /// `identifier: .lessThan` and the other orderings, for entities with Comparable identifiers.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, identifier comparison: ComparableComparisonOperator,
                       _ identifier: Value.UnwrappedType.ID,
                       @ParameterSummaryBuilder _ then: () -> Then,
                       @ParameterSummaryBuilder otherwise: () -> Otherwise)
    where Value.UnwrappedType: AppEntity, Value.UnwrappedType.ID: Comparable {
        self.init(parameter, comparison.model, identifier.entityIdentifier.intentValue, then, otherwise)
    }

    /// `identifier: .oneOf`.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, identifier comparison: OneOfComparisonOperator,
                       _ identifiers: [Value.UnwrappedType.ID],
                       @ParameterSummaryBuilder _ then: () -> Then,
                       @ParameterSummaryBuilder otherwise: () -> Otherwise) where Value.UnwrappedType: AppEntity {
        self.init(parameter, .oneOf, .array(identifiers.map(\.entityIdentifier.intentValue)), then, otherwise)
    }

    /// `identifier: .contains`, `.doesNotContain`, `.hasPrefix`, `.hasSuffix`, for entities
    /// with String identifiers.
    public init<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>, identifier comparison: StringComparisonOperator,
                       _ identifier: String,
                       @ParameterSummaryBuilder _ then: () -> Then,
                       @ParameterSummaryBuilder otherwise: () -> Otherwise)
    where Value.UnwrappedType: AppEntity, Value.UnwrappedType.ID == String {
        self.init(parameter, comparison.model, .string(identifier), then, otherwise)
    }
}

extension SavedEntityIdentifier {
    var intentValue: IntentValue {
        switch self {
        case .string(let s): .string(s)
        case .int(let i): .int(i)
        }
    }
}

/// Whether a parameter has a value: `When(\.$location, .hasAnyValue) { … } otherwise: { … }`.
/// Apple's name and cases.
public enum HasValueComparisonOperator: Sendable, Hashable {
    /// The parameter has a value (its default counts).
    case hasAnyValue
    /// The parameter is empty.
    case hasNoValue

    var model: ComparisonOperator { self == .hasAnyValue ? .hasAnyValue : .hasNoValue }
}

/// Equality with a value: `When(\.$activity, .equalTo, .biking) { … } otherwise: { … }`.
public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo

    var model: ComparisonOperator { self == .equalTo ? .equalTo : .notEqualTo }
}

/// Order against a value, for numbers, dates and other `Comparable` values:
/// `When(\.$distance, .greaterThan, 10) { … } otherwise: { … }`.
public enum ComparableComparisonOperator: Sendable {
    case lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo

    var model: ComparisonOperator {
        switch self {
        case .lessThan: .lessThan
        case .lessThanOrEqualTo: .lessThanOrEqualTo
        case .greaterThan: .greaterThan
        case .greaterThanOrEqualTo: .greaterThanOrEqualTo
        }
    }
}

/// Membership in a list of values: `When(\.$activity, .oneOf, [.hiking, .running]) { … } otherwise: { … }`.
public enum OneOfComparisonOperator: Sendable {
    case oneOf
}

/// Text tests on an entity's identifier: `When(\.$trail, identifier: .hasPrefix, "yosemite") { … } otherwise: { … }`.
public enum StringComparisonOperator: Sendable {
    case contains, doesNotContain, hasPrefix, hasSuffix

    var model: ComparisonOperator {
        switch self {
        case .contains: .contains
        case .doesNotContain: .doesNotContain
        case .hasPrefix: .hasPrefix
        case .hasSuffix: .hasSuffix
        }
    }
}

/// This module's earlier name for `HasValueComparisonOperator`, kept so code written against it
/// still compiles.
@available(*, deprecated, renamed: "HasValueComparisonOperator")
public typealias PresenceComparisonOperator = HasValueComparisonOperator

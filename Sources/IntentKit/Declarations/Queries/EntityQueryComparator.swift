/// A comparison a query offers for one property, and how the query wants it said
/// (`ComparatorMappingType`: an `NSPredicate`, a SQL clause, a closure…). The comparators —
/// `EqualToComparator`, `ContainsComparator` and the rest — are its subclasses, as in Apple's
/// framework; their mapping turns a Find row's value into what the query's
/// `entities(matching:mode:sortedBy:limit:)` takes.
///
/// Sendable for `static let properties`: its members are constants, and the mapping a
/// `@Sendable` closure.
public class EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>: @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, InputType: IntentParameterValue {
    /// What the comparator compares with.
    package let comparison: EntityQueryComparison
    /// The row's values (one, or two for "is between") in what the query takes.
    package let mapping: @Sendable ([IntentValue]) async throws -> ComparatorMappingType

    package init(comparison: EntityQueryComparison, mapping: @escaping @Sendable ([IntentValue]) async throws -> ComparatorMappingType) {
        self.comparison = comparison
        self.mapping = mapping
    }
}

/// A comparator with the property it belongs to, as a property's comparators builder lists it.
public struct AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>: Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue {
    package let comparison: EntityQueryComparison
    package let mapping: @Sendable ([IntentValue]) async throws -> ComparatorMappingType

    init<InputType>(_ comparator: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>) {
        comparison = comparator.comparison
        mapping = comparator.mapping
    }
}

/// Builds a property's comparators: `Property(\.$title) { EqualToComparator { … } ContainsComparator { … } }`.
@resultBuilder
public enum EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType>
where Entity: AppEntity, Subject: AppEntity, Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue {
    /// The comparators, in order.
    public static func buildBlock(_ components: AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>...)
        -> [AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>] {
        components
    }

    /// One comparator, of any input type.
    public static func buildExpression<InputType>(_ expression: EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>)
        -> AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType> {
        AnyEntityQueryComparator(expression)
    }
}

extension IntentParameterValue {
    /// A Find row's first value as this type (none, for an optional type: no value); throws
    /// `IntentValueConversionError` for a value of another kind, or for none where the type
    /// needs one.
    static func fromFilterValue(_ values: [IntentValue]) async throws -> Self {
        let unwrapped: UnwrappedType? = if let value = values.first { try await UnwrappedType.fromIntentValue(value) } else { nil }
        guard let wrapped = wrapping(unwrapped) else {
            throw IntentValueConversionError(expected: UnwrappedType.intentValueType, found: .array(values))
        }
        return wrapped
    }
}

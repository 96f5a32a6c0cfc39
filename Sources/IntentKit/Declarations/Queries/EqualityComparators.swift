/// "is": `EqualToComparator { value in NSPredicate(format: "title = %@", value) }`.
public final class EqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue & Equatable {
    /// The comparator, with how a value is said to the query.
    public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
        super.init(comparison: .equalTo) { values in mappingTransform(try await PropertyType.fromFilterValue(values)) }
    }
}

/// "is not".
public final class NotEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue & Equatable {
    /// The comparator, with how a value is said to the query.
    public init(mappingTransform: @escaping @Sendable (PropertyType) -> ComparatorMappingType) {
        super.init(comparison: .notEqualTo) { values in mappingTransform(try await PropertyType.fromFilterValue(values)) }
    }
}

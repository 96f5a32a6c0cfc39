/// "is greater than" — for a date, "is after": `GreaterThanComparator { NSPredicate(format: "length > %@", $0 as NSNumber) }`.
public final class GreaterThanComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, PropertyType.UnwrappedType: Comparable {
    /// The comparator, with how a value is said to the query.
    public init(mappingTransform: @escaping @Sendable (PropertyType.UnwrappedType) -> ComparatorMappingType) {
        super.init(comparison: .greaterThan, mapping: OrderedValue.mapping(mappingTransform))
    }
}

/// "is greater than or equal to".
public final class GreaterThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, PropertyType.UnwrappedType: Comparable {
    /// The comparator, with how a value is said to the query.
    public init(mappingTransform: @escaping @Sendable (PropertyType.UnwrappedType) -> ComparatorMappingType) {
        super.init(comparison: .greaterThanOrEqualTo, mapping: OrderedValue.mapping(mappingTransform))
    }
}

/// "is less than" — for a date, "is before".
public final class LessThanComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, PropertyType.UnwrappedType: Comparable {
    /// The comparator, with how a value is said to the query.
    public init(mappingTransform: @escaping @Sendable (PropertyType.UnwrappedType) -> ComparatorMappingType) {
        super.init(comparison: .lessThan, mapping: OrderedValue.mapping(mappingTransform))
    }
}

/// "is less than or equal to".
public final class LessThanOrEqualToComparator<Property, PropertyType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, PropertyType.UnwrappedType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, PropertyType.UnwrappedType: Comparable {
    /// The comparator, with how a value is said to the query.
    public init(mappingTransform: @escaping @Sendable (PropertyType.UnwrappedType) -> ComparatorMappingType) {
        super.init(comparison: .lessThanOrEqualTo, mapping: OrderedValue.mapping(mappingTransform))
    }
}

/// "is between … and …" (Shortcuts offers it for dates): the transform takes the lower bound
/// and the upper.
public final class IsBetweenComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, InputType: Comparable, InputType == PropertyType.UnwrappedType {
    /// The comparator, with how the two bounds are said to the query.
    public init(mappingTransform: @escaping @Sendable (InputType, InputType) -> ComparatorMappingType) {
        super.init(comparison: .isBetween) { values in
            guard values.count == 2 else {
                throw IntentValueConversionError(expected: InputType.intentValueType, found: .array(values))
            }
            return mappingTransform(try await InputType.fromIntentValue(values[0]), try await InputType.fromIntentValue(values[1]))
        }
    }
}

/// The value of a one-value row, as the type a comparator's transform takes.
enum OrderedValue {
    static func mapping<Value: IntentValueConvertible, Mapped>(_ transform: @escaping @Sendable (Value) -> Mapped) -> @Sendable ([IntentValue]) async throws -> Mapped {
        { values in transform(try await Value.fromFilterValue(values)) }
    }
}

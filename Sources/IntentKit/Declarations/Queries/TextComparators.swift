/// "begins with": `HasPrefixComparator { NSPredicate(format: "title BEGINSWITH %@", $0) }`, on
/// a `String` or `String?` property.
public final class HasPrefixComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, InputType: IntentParameterValue {
    /// On a `String` property.
    public init(mappingTransform: @escaping @Sendable (InputType) -> ComparatorMappingType) where PropertyType == String, InputType == String {
        super.init(comparison: .hasPrefix, mapping: OrderedValue.mapping(mappingTransform))
    }

    /// On a `String?` property.
    public init(mappingTransform: @escaping @Sendable (InputType) -> ComparatorMappingType)
    where PropertyType: ExpressibleByNilLiteral, InputType == String, PropertyType.UnwrappedType == String {
        super.init(comparison: .hasPrefix, mapping: OrderedValue.mapping(mappingTransform))
    }
}

/// "ends with", on a `String` or `String?` property.
public final class HasSuffixComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, InputType: IntentParameterValue {
    /// On a `String` property.
    public init(mappingTransform: @escaping @Sendable (InputType) -> ComparatorMappingType) where PropertyType == String, InputType == String {
        super.init(comparison: .hasSuffix, mapping: OrderedValue.mapping(mappingTransform))
    }

    /// On a `String?` property.
    public init(mappingTransform: @escaping @Sendable (InputType) -> ComparatorMappingType)
    where PropertyType: ExpressibleByNilLiteral, InputType == String, PropertyType.UnwrappedType == String {
        super.init(comparison: .hasSuffix, mapping: OrderedValue.mapping(mappingTransform))
    }
}

/// "contains": text that contains text, or a list that holds an element —
/// `ContainsComparator { NSPredicate(format: "title CONTAINS[cd] %@", $0) }`.
public final class ContainsComparator<Property, PropertyType, InputType, ComparatorMappingType>:
    EntityQueryComparator<Property, PropertyType, InputType, ComparatorMappingType>, @unchecked Sendable
where Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue, InputType: IntentParameterValue {
    /// On a `String` property.
    public init(mappingTransform: @escaping @Sendable (InputType) -> ComparatorMappingType) where PropertyType == String, InputType == String {
        super.init(comparison: .contains, mapping: OrderedValue.mapping(mappingTransform))
    }

    /// On a `String?` property.
    public init(mappingTransform: @escaping @Sendable (InputType) -> ComparatorMappingType)
    where PropertyType: ExpressibleByNilLiteral, InputType == String, PropertyType.UnwrappedType == String {
        super.init(comparison: .contains, mapping: OrderedValue.mapping(mappingTransform))
    }

    /// On a list property (`[String]`, `[Tag]`): the element looked for.
    public init(mappingTransform: @escaping @Sendable (InputType) -> ComparatorMappingType)
    where PropertyType == [InputType], InputType: IntentValueConvertible & Equatable {
        super.init(comparison: .contains, mapping: OrderedValue.mapping(mappingTransform))
    }
}

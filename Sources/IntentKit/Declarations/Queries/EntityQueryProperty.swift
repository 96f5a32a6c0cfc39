/// A property a query can filter by, as `EntityQueryProperties` lists it; `EntityQueryProperty`
/// is the one kind there is, as in Apple's framework.
public class EntityQueryPropertyDeclaration<Entity: AppEntity, ComparatorMappingType>: @unchecked Sendable {
    /// The property's identifier (its name in Swift): what a Find row and the entity's
    /// definition call it. Read off an entity, `sample`: Swift names the stored properties of
    /// a value, not the wrapper a key path such as `\.$title` reaches.
    package func propertyIdentifier(in sample: Entity) -> String? { nil }
    /// The comparisons offered, in the order declared.
    package var comparisons: [EntityQueryComparison] { [] }

    /// The row's values said as the query takes them; nil when the property does not offer
    /// `comparison`.
    package func map(_ comparison: EntityQueryComparison, _ values: [IntentValue]) async throws -> ComparatorMappingType? { nil }

    package init() {}
}

/// One property and its comparators:
/// `Property(\BookEntity.$title) { EqualToComparator { … } ContainsComparator { … } }`, or, for a
/// property of an entity the entity holds, `Property(\Author.$name, entityProvider: { $0.author }) { … }`.
public final class EntityQueryProperty<Entity, Subject, Property, PropertyType, ComparatorMappingType>:
    EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>, @unchecked Sendable
where Entity: AppEntity, Subject: AppEntity, Property: EntityProperty<PropertyType>, PropertyType: IntentParameterValue {
    /// The comparators the builder lists.
    public typealias QueryComparators = [AnyEntityQueryComparator<Entity, Subject, Property, PropertyType, ComparatorMappingType>]

    private let keyPath: KeyPath<Subject, Property>
    private let entityProvider: (Entity) -> Subject
    private let comparators: QueryComparators

    /// A property of the entity itself.
    public convenience init(_ keyPath: KeyPath<Subject, Property>,
                            @EntityQueryComparatorsBuilder<Entity, Entity, Property, PropertyType, ComparatorMappingType> comparators: () -> QueryComparators)
    where Entity == Subject {
        self.init(keyPath, entityProvider: { $0 }, comparators: comparators)
    }

    /// A property of another entity that `entityProvider` reaches from this one.
    public init(_ keyPath: KeyPath<Subject, Property>, entityProvider: @escaping (Entity) -> Subject,
                @EntityQueryComparatorsBuilder<Entity, Subject, Property, PropertyType, ComparatorMappingType> comparators: () -> QueryComparators) {
        self.keyPath = keyPath
        self.entityProvider = entityProvider
        self.comparators = comparators()
        super.init()
    }

    override package func propertyIdentifier(in sample: Entity) -> String? {
        let subject = entityProvider(sample)
        return EntityPropertyName.of(subject[keyPath: keyPath], in: subject)
    }

    override package var comparisons: [EntityQueryComparison] { comparators.map(\.comparison) }

    override package func map(_ comparison: EntityQueryComparison, _ values: [IntentValue]) async throws -> ComparatorMappingType? {
        guard let comparator = comparators.first(where: { $0.comparison == comparison }) else { return nil }
        return try await comparator.mapping(values)
    }
}

/// The properties a query filters by: `static let properties = QueryProperties { Property(…) { … } … }`.
public struct EntityQueryProperties<Entity: AppEntity, ComparatorMappingType>: Sendable {
    /// The properties, in the order declared.
    package let declarations: [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]

    /// The properties the builder lists.
    public init(@EntityQueryPropertiesBuilder<Entity, ComparatorMappingType> properties: () -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>]) {
        declarations = properties()
    }

    /// The property at `index`, in the order declared.
    public subscript(index: Int) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> { declarations[index] }
}

/// Builds `EntityQueryProperties`, one `Property` per line.
@resultBuilder
public enum EntityQueryPropertiesBuilder<Entity: AppEntity, ComparatorMappingType> {
    /// The properties, in order.
    public static func buildBlock(_ components: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>...)
        -> [EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>] {
        components
    }

    /// One property.
    public static func buildExpression(_ expression: EntityQueryPropertyDeclaration<Entity, ComparatorMappingType>)
        -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
        expression
    }

    /// One property, its generic arguments taken from the query.
    public static func buildExpression<Subject, Property, PropertyType>(
        _ expression: EntityQueryProperty<Entity, Subject, Property, PropertyType, ComparatorMappingType>
    ) -> EntityQueryPropertyDeclaration<Entity, ComparatorMappingType> {
        expression
    }
}

/// A `@Property`'s identifier: the name of the stored property (`_title`, made by the wrapper)
/// that holds `wrapper` in `value`, without its underscore.
enum EntityPropertyName {
    static func of(_ wrapper: AnyObject, in value: Any) -> String? {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label, label.hasPrefix("_"), type(of: child.value) is AnyClass,
                  (child.value as AnyObject) === wrapper else { continue }
            return String(label.dropFirst())
        }
        return nil
    }
}

/// The properties a query can sort by, for a Find action's "Sort by":
/// `static var sortingOptions = SortingOptions { SortableBy(\BookEntity.$title) }`.
public struct EntityQuerySortingOptions<Entity: AppEntity>: Sendable {
    /// The properties, in the order declared.
    package let options: [EntityQuerySortableByProperty<Entity>]

    /// The properties the builder lists.
    public init(@EntityQuerySortingOptionsBuilder<Entity> content: () -> [EntityQuerySortableByProperty<Entity>]) {
        options = content()
    }

    /// No sorting: the query returns its entities in its own order.
    public init() {
        options = []
    }

    /// The property at `index`, in the order declared.
    public subscript(index: Int) -> EntityQuerySortableByProperty<Entity> { options[index] }
}

/// One property a query can sort by: `SortableBy(\BookEntity.$title)`.
/// Sendable: a key path is an immutable value.
public struct EntityQuerySortableByProperty<Entity: AppEntity>: @unchecked Sendable {
    /// The key path of the property's `@Property` wrapper.
    package let keyPath: PartialKeyPath<Entity>

    /// The property whose `@Property` wrapper `keyPath` names.
    public init<Value>(_ keyPath: KeyPath<Entity, EntityProperty<Value>>) {
        self.keyPath = keyPath
    }

    /// The property's identifier, read off an entity (`EntityQueryPropertyDeclaration`).
    package func propertyIdentifier(in sample: Entity) -> String? {
        EntityPropertyName.of(sample[keyPath: keyPath] as AnyObject, in: sample)
    }
}

/// Builds the list of `EntityQuerySortingOptions`, one `SortableBy` per line.
@resultBuilder
public enum EntityQuerySortingOptionsBuilder<Entity: AppEntity> {
    /// The options, in order.
    public static func buildBlock(_ components: EntityQuerySortableByProperty<Entity>...) -> [EntityQuerySortableByProperty<Entity>] {
        components
    }

    /// One option.
    public static func buildExpression(_ expression: EntityQuerySortableByProperty<Entity>) -> EntityQuerySortableByProperty<Entity> {
        expression
    }
}

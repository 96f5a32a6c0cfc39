import Synchronization

/// `@Property`: a property of an entity that the system may show and filter by. The registry
/// reads them into the entity type's definition, so catalog entities and Swift entities
/// describe their properties the same way.
///
/// A class, as in Apple's framework: declared with a title only, its value is assigned later,
/// in the entity's initializer.
@propertyWrapper
public final class EntityProperty<Value: IntentParameterValue>: Sendable {
    /// The property's name as people see it.
    public let title: LocalizedStringResource
    private let value: Mutex<Value?>

    /// `@Property(title: "Length") var length = 5.4`: a property with its value.
    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.title = title
        self.value = Mutex(wrappedValue)
    }

    /// `@Property(title: "Length") var length: Double`, assigned in the entity's initializer.
    public init(title: LocalizedStringResource) {
        self.title = title
        self.value = Mutex(nil)
    }

    /// `@Property(title: "Name", indexingKey: \.displayName)`: a property Spotlight also indexes
    /// under one of its attributes. Nothing is indexed here; the property is read as any other.
    public init(title: LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
        self.title = title
        self.value = Mutex(nil)
    }

    /// `@Property(indexingKey: \.displayName)`: indexed, titled after the Swift property.
    public init(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
        self.title = ""
        self.value = Mutex(nil)
    }

    /// `@Property(title: "Difficulty", customIndexingKey: key)`: indexed under an attribute the
    /// app defines. Nothing is indexed here.
    public init(title: LocalizedStringResource, customIndexingKey: CSCustomAttributeKey) {
        self.title = title
        self.value = Mutex(nil)
    }

    /// `@Property(customIndexingKey: key)`: indexed, titled after the Swift property.
    public init(customIndexingKey: CSCustomAttributeKey) {
        self.title = ""
        self.value = Mutex(nil)
    }

    /// Reading a property that was never assigned is a programming error, as in Apple's
    /// framework.
    public var wrappedValue: Value {
        get {
            guard let current = value.withLock({ $0 }) else {
                preconditionFailure("Entity property \(title.text) was read before it was assigned")
            }
            return current
        }
        set { value.withLock { $0 = newValue } }
    }

    /// The property itself, so that `\Book.$title` names it: how a query's `Property` and
    /// `SortableBy` say which property they mean.
    public var projectedValue: EntityProperty<Value> { self }
}

extension AppEntity {
    /// `@Property`, inside an entity (`EntityProperty`).
    public typealias Property<Value: IntentParameterValue> = EntityProperty<Value>
}

/// Reads `@Property` declarations off an entity instance.
protocol DeclaredEntityProperty {
    func definition(id: String) -> EntityPropertyDefinition
    /// The value assigned, as documents hold values; nil when none is (yet), which a shortcut
    /// reads as nothing rather than stopping the app the way the getter would.
    var assignedValue: IntentValue? { get }
}

extension EntityProperty: DeclaredEntityProperty {
    func definition(id: String) -> EntityPropertyDefinition {
        EntityPropertyDefinition(identifier: id, title: title.text.isEmpty ? IntentParameter<Value>.title(fromPropertyName: id) : title.text, type: Value.UnwrappedType.intentValueType,
                                 isOptional: Value.isOptionalParameter)
    }

    var assignedValue: IntentValue? {
        value.withLock { $0 }.flatMap(\.unwrapped)?.intentValue
    }
}

extension AppEntity {
    /// The `@Property` properties of an entity, for the definition of its type. Needs an
    /// instance: Swift reflects values, not types.
    public static func propertyDefinitions(of entity: Self) -> [EntityPropertyDefinition] {
        Mirror(reflecting: entity).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_") else { return nil }
            if let computed = child.value as? any DeclaredComputedEntityProperty { return computed.propertyDefinition }
            return (child.value as? any DeclaredEntityProperty)?.definition(id: String(label.dropFirst()))
        }
    }

    /// What an entity's `@Property` properties hold now: what a shortcut reads when a variable
    /// holding the entity is narrowed to one of them ("Trail › Length").
    /// `@ComputedProperty`s are read off the entity, `@DeferredProperty`s awaited.
    public static func propertyValues(of entity: Self) async -> [EntityPropertyValue] {
        var values: [EntityPropertyValue] = []
        for child in Mirror(reflecting: entity).children {
            guard let label = child.label, label.hasPrefix("_") else { continue }
            if let computed = child.value as? any DeclaredComputedEntityProperty {
                let definition = computed.propertyDefinition
                values.append(EntityPropertyValue(identifier: definition.identifier, title: definition.title, value: await computed.value(of: entity)))
            } else if let property = child.value as? any DeclaredEntityProperty {
                let definition = property.definition(id: String(label.dropFirst()))
                values.append(EntityPropertyValue(identifier: definition.identifier, title: definition.title, value: property.assignedValue))
            }
        }
        return values
    }
}

/// What `@ComputedProperty` leaves beside the property it marks (`_menuItems`): its name, its
/// title and how to read it off an entity — the declaration the registry finds by reflection,
/// as it finds a `@Property` by its wrapper. Written by the macro, not by hand.
public struct ComputedEntityProperty<Entity, Value: Sendable>: Sendable, Hashable, Encodable {
    let name: String
    let title: LocalizedStringResource
    let read: @Sendable (Entity) -> Value?

    /// `@ComputedProperty` or `@ComputedProperty(title:)`.
    public init(name: String, title: LocalizedStringResource = "", _ read: @escaping @Sendable (Entity) -> Value?) {
        self.name = name
        self.title = title
        self.read = read
    }

    /// With Spotlight's key, which nothing indexes here.
    public init(name: String, title: LocalizedStringResource = "", indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
                _ read: @escaping @Sendable (Entity) -> Value?) {
        self.init(name: name, title: title, read)
    }

    /// With the app's own Spotlight key, which nothing indexes here.
    public init(name: String, title: LocalizedStringResource = "", customIndexingKey: CSCustomAttributeKey,
                _ read: @escaping @Sendable (Entity) -> Value?) {
        self.init(name: name, title: title, read)
    }

    /// A declaration, not a value: any two are equal, so an entity's synthesized `==` compares
    /// its data only.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    /// Adds nothing to the entity's hash.
    public func hash(into hasher: inout Hasher) {}
    /// Writes nothing: the property is the entity's to encode, if it wants.
    public func encode(to encoder: any Encoder) throws {}
}

/// What `@DeferredProperty` leaves beside the property it marks: its name, its title and how
/// to await it off an entity. Written by the macro, not by hand.
public struct DeferredEntityProperty<Entity, Value: Sendable>: Sendable, Hashable, Encodable {
    let name: String
    let title: LocalizedStringResource
    let read: @Sendable (Entity) async throws -> Value

    /// `@DeferredProperty` or `@DeferredProperty(title:)`.
    public init(name: String, title: LocalizedStringResource = "", _ read: @escaping @Sendable (Entity) async throws -> Value) {
        self.name = name
        self.title = title
        self.read = read
    }

    /// With Spotlight's key, which a deferred property is never indexed under.
    public init(name: String, title: LocalizedStringResource = "", indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>,
                _ read: @escaping @Sendable (Entity) async throws -> Value) {
        self.init(name: name, title: title, read)
    }

    /// A declaration, not a value: any two are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    /// Adds nothing to the entity's hash.
    public func hash(into hasher: inout Hasher) {}
    /// Writes nothing.
    public func encode(to encoder: any Encoder) throws {}
}

/// A computed or deferred property as the entity type's definition lists it: titled after its
/// name when untitled, of its value's kind, optional (it may have no value).
func computedPropertyDefinition(name: String, title: LocalizedStringResource, of value: Any.Type) -> EntityPropertyDefinition {
    EntityPropertyDefinition(identifier: name, title: title.text.isEmpty ? IntentParameter<String>.title(fromPropertyName: name) : title.text,
                             type: (value as? any IntentValueConvertible.Type)?.intentValueType ?? .opaque(String(describing: value)),
                             isOptional: true)
}

/// A property an entity computes, found beside it by reflection; its value needs the entity.
protocol DeclaredComputedEntityProperty {
    var propertyDefinition: EntityPropertyDefinition { get }
    func value(of entity: Any) async -> IntentValue?
}

extension ComputedEntityProperty: DeclaredComputedEntityProperty {
    var propertyDefinition: EntityPropertyDefinition { computedPropertyDefinition(name: name, title: title, of: Value.self) }

    func value(of entity: Any) async -> IntentValue? {
        guard let entity = entity as? Entity, let value = read(entity) else { return nil }
        return (value as? any IntentValueConvertible)?.intentValue
    }
}

extension DeferredEntityProperty: DeclaredComputedEntityProperty {
    var propertyDefinition: EntityPropertyDefinition { computedPropertyDefinition(name: name, title: title, of: Value.self) }

    /// Awaited now; a getter that throws gives nothing (the run says the property has no value).
    func value(of entity: Any) async -> IntentValue? {
        guard let entity = entity as? Entity, let value = try? await read(entity) else { return nil }
        return (value as? any IntentValueConvertible)?.intentValue
    }
}

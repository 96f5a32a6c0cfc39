/// Entities of one type held by their identifiers (Apple's, iOS 27): a parameter of this type
/// is a list of entities that the intent gets without each being fetched first —
/// `alarms.identifiers` — and fetches when it needs them (`resolvedEntities()`).
///
/// The collection is its identifiers, in order; entities it was made from are kept beside them
/// so that resolving them asks the query for none of those.
public struct EntityCollection<Entity: AppEntity>: Sendable, Equatable, RandomAccessCollection, ExpressibleByArrayLiteral {
    /// The entities' identifiers, in order.
    public var identifiers: [Entity.ID]
    private var cached: [String: Entity]

    /// A collection of these entities; they are kept, so resolving them asks for none.
    public init(entities: [Entity]) {
        identifiers = entities.map(\.id)
        cached = Dictionary(entities.map { ($0.id.entityIdentifierString, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A collection of the entities with these identifiers.
    public init(identifiers: [Entity.ID] = []) {
        self.identifiers = identifiers
        cached = [:]
    }

    /// `[id1, id2]`: the entities with these identifiers.
    public init(arrayLiteral elements: Entity.ID...) { self.init(identifiers: elements) }

    /// Collections are equal when they hold the same identifiers in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.identifiers.map(\.entityIdentifierString) == rhs.identifiers.map(\.entityIdentifierString)
    }

    /// The first identifier's position.
    public var startIndex: Int { identifiers.startIndex }
    /// Past the last identifier.
    public var endIndex: Int { identifiers.endIndex }
    /// The identifier at `position`.
    public subscript(position: Int) -> Entity.ID { identifiers[position] }

    /// Adds the entity with this identifier.
    public mutating func append(_ identifier: Entity.ID) { identifiers.append(identifier) }

    /// Adds `entity`, kept so that resolving it asks for nothing.
    public mutating func append(_ entity: Entity) {
        identifiers.append(entity.id)
        cached[entity.id.entityIdentifierString] = entity
    }

    /// Adds the entities with these identifiers.
    public mutating func append(contentsOf identifiers: [Entity.ID]) { self.identifiers += identifiers }

    /// Adds these entities' identifiers. As Apple's does, the entities themselves are not kept.
    public mutating func append(contentsOf entities: [Entity]) { identifiers += entities.map(\.id) }

    /// Whether the entity with this identifier is in the collection.
    public func contains(_ identifier: Entity.ID) -> Bool {
        identifiers.contains { $0.entityIdentifierString == identifier.entityIdentifierString }
    }

    /// Whether `entity` is in the collection.
    public func contains(_ entity: Entity) -> Bool { contains(entity.id) }

    /// Removes every occurrence of the entity with this identifier.
    public mutating func remove(_ identifier: Entity.ID) {
        let text = identifier.entityIdentifierString
        identifiers.removeAll { $0.entityIdentifierString == text }
        cached[text] = nil
    }

    /// Removes every occurrence of `entity`.
    public mutating func remove(_ entity: Entity) { remove(entity.id) }

    /// The entities, in the collection's order: those it was given as they were, the rest
    /// through `Entity.defaultQuery.entities(for:)`. An identifier the query does not know
    /// is left out, as Apple's query leaves it out.
    public func resolvedEntities() async throws -> [Entity] {
        let missing = identifiers.filter { cached[$0.entityIdentifierString] == nil }
        var found = cached
        if !missing.isEmpty {
            for entity in try await Entity.defaultQuery.entities(for: missing) { found[entity.id.entityIdentifierString] = entity }
        }
        return identifiers.compactMap { found[$0.entityIdentifierString] }
    }
}

extension EntityCollection: IntentParameterValue {}

extension EntityCollection: IntentValueConvertible {
    /// A list of the entities, picked as a list of `Entity` is.
    public static var intentValueType: ValueType { .array(Entity.intentValueType) }

    /// The entities as references: a kept entity's with its title, others by their identifier.
    public var intentValue: IntentValue {
        .array(identifiers.map { id in
            if let entity = cached[id.entityIdentifierString] { return entity.intentValue }
            return .entity(EntityReference(typeIdentifier: Entity.entityTypeIdentifier, id: id.entityIdentifier,
                                           title: id.entityIdentifierString))
        })
    }

    /// Where pickers find the entities: the entity type's query.
    public static var entitySource: (any EntitySource)? { Entity.entitySource }

    /// The identifiers a saved list names — nothing is fetched; throws
    /// `IntentValueConversionError` for a value that is not a list of these entities.
    public static func fromIntentValue(_ value: IntentValue) async throws -> EntityCollection<Entity> {
        let expected = intentValueType
        guard case .array(let items) = value else { throw IntentValueConversionError(expected: expected, found: value) }
        var identifiers: [Entity.ID] = []
        for item in items {
            let text: String
            switch item {
            case .entity(let reference) where reference.typeIdentifier == Entity.entityTypeIdentifier: text = reference.id.description
            case .string(let string): text = string
            case .int(let number): text = String(number)
            default: throw IntentValueConversionError(expected: expected, found: value)
            }
            guard let id = Entity.ID.entityIdentifier(for: text) else { throw IntentValueConversionError(expected: expected, found: value) }
            identifiers.append(id)
        }
        return EntityCollection(identifiers: identifiers)
    }
}

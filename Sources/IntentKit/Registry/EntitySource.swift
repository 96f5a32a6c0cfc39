/// Where the entities of one type come from at edit time: an `AppEntity`'s query for intents
/// declared in Swift, a library's entity records for intents from catalogs.
public protocol EntitySource: Sendable {
    /// The entity type it finds.
    var typeIdentifier: String { get }
    /// What it can do: suggest, search by text, list all.
    var capabilities: EntityQueryCapabilities { get }
    /// A picker's starting list.
    func suggestedEntities() async throws -> [EntityReference]
    /// Entities matching typed text; sources without `.stringSearch` filter their suggestions.
    func entities(matching text: String) async throws -> [EntityReference]
    /// Every entity, for sources that can list them.
    func allEntities() async throws -> [EntityReference]
    /// The entities with these identifiers, to show a saved value by its current title.
    func entities(for identifiers: [SavedEntityIdentifier]) async throws -> [EntityReference]
    /// What a picker says while its first answer is awaited, when getting it takes more than a
    /// query ("Starting MyIntents…", an intent host not yet running); nil to say "Loading…".
    var waitingNote: String? { get async }
    /// The entities a Find action's request selects, for sources with `.propertyFilter`.
    func find(_ request: EntityFindRequest) async throws -> [EntityReference]
    /// What the type's "Find <Entities>" action is made from; nil for a source that cannot
    /// filter.
    func findDescription() async throws -> EntityFindDescription?
    /// The type's `@Property` properties, which a variable holding one of its entities can be
    /// narrowed to; empty when the source cannot tell.
    func propertyDefinitions() async throws -> [EntityPropertyDefinition]
    /// What one entity's properties hold now, for a variable narrowed to one of them.
    func propertyValues(of identifier: SavedEntityIdentifier) async throws -> [EntityPropertyValue]
}

extension EntitySource {
    /// Nothing more than a query to wait for.
    public var waitingNote: String? { get async { nil } }

    /// None: a source without `.propertyFilter` cannot take a Find action's rows.
    public func find(_ request: EntityFindRequest) async throws -> [EntityReference] {
        throw EntityFindUnsupported(typeIdentifier: typeIdentifier)
    }

    /// None: no Find action.
    public func findDescription() async throws -> EntityFindDescription? { nil }

    /// None known: a variable holding its entities offers no property.
    public func propertyDefinitions() async throws -> [EntityPropertyDefinition] { [] }

    /// None: the source holds titles only.
    public func propertyValues(of identifier: SavedEntityIdentifier) async throws -> [EntityPropertyValue] {
        throw EntityPropertiesUnavailable(typeIdentifier: typeIdentifier, identifier: identifier)
    }
}

/// An entity whose properties cannot be read: its source holds none, or no entity has the
/// identifier any more.
public struct EntityPropertiesUnavailable: Error, Sendable, CustomStringConvertible {
    /// The entity's type.
    public var typeIdentifier: String
    /// The entity asked about.
    public var identifier: SavedEntityIdentifier
    /// The error for the entity `identifier` of `typeIdentifier`.
    public init(typeIdentifier: String, identifier: SavedEntityIdentifier) {
        self.typeIdentifier = typeIdentifier
        self.identifier = identifier
    }
    /// "no TrailEntity entity has the identifier 9 (its query found none)".
    public var description: String { "no \(typeIdentifier) entity with the identifier \(identifier) has properties to read (its query found none)" }
}

/// A Find action asked of a query that is no `EntityPropertyQuery`.
public struct EntityFindUnsupported: Error, Sendable, CustomStringConvertible {
    /// The entity type whose query was asked.
    public var typeIdentifier: String
    /// The error for `typeIdentifier`'s query.
    public init(typeIdentifier: String) {
        self.typeIdentifier = typeIdentifier
    }
    /// "the query of Trail entities cannot filter by their properties".
    public var description: String { "the query of \(typeIdentifier) entities cannot filter by their properties (it is no EntityPropertyQuery)" }
}

/// An `AppEntity` type's `defaultQuery` as an `EntitySource`.
struct AppEntityQuerySource<Entity: AppEntity>: EntitySource {
    var typeIdentifier: String { Entity.entityTypeIdentifier }
    var capabilities: EntityQueryCapabilities { Entity.entityTypeDefinition.query }

    func suggestedEntities() async throws -> [EntityReference] {
        try await Entity.defaultQuery.suggestedEntities().map(\.entityReference)
    }

    func entities(matching text: String) async throws -> [EntityReference] {
        if let query = Entity.defaultQuery as? any EntityStringQuery {
            return try await Self.search(query, text)
        }
        let needle = text.lowercased()
        return try await suggestedEntities().filter { needle.isEmpty || $0.title.lowercased().contains(needle) }
    }

    func allEntities() async throws -> [EntityReference] {
        if let query = Entity.defaultQuery as? any EnumerableEntityQuery {
            return try await Self.all(query)
        }
        return try await suggestedEntities()
    }

    func entities(for identifiers: [SavedEntityIdentifier]) async throws -> [EntityReference] {
        let ids = identifiers.compactMap { Entity.ID.entityIdentifier(for: $0.description) }
        return try await Entity.defaultQuery.entities(for: ids).map(\.entityReference)
    }

    func find(_ request: EntityFindRequest) async throws -> [EntityReference] {
        guard let query = Entity.defaultQuery as? any EntityPropertyQuery else { throw EntityFindUnsupported(typeIdentifier: typeIdentifier) }
        return try await Self.find(query, request)
    }

    func findDescription() async throws -> EntityFindDescription? {
        guard let query = Entity.defaultQuery as? any EntityPropertyQuery else { return nil }
        return try await Self.describe(query)
    }

    func propertyDefinitions() async throws -> [EntityPropertyDefinition] {
        guard let sample = try await sampleEntity() else { return [] }
        return Entity.propertyDefinitions(of: sample)
    }

    func propertyValues(of identifier: SavedEntityIdentifier) async throws -> [EntityPropertyValue] {
        guard let id = Entity.ID.entityIdentifier(for: identifier.description),
              let entity = try await Entity.defaultQuery.entities(for: [id]).first else {
            throw EntityPropertiesUnavailable(typeIdentifier: typeIdentifier, identifier: identifier)
        }
        return await Entity.propertyValues(of: entity)
    }

    /// One entity of the type, to name its properties from (Swift reflects values, not types):
    /// a suggestion, else the first of all, else the first a property query gives.
    private func sampleEntity() async throws -> Entity? {
        if let suggested = try await Entity.defaultQuery.suggestedEntities().first { return suggested }
        if let query = Entity.defaultQuery as? any EnumerableEntityQuery, let first = try await Self.first(of: query) { return first }
        if let query = Entity.defaultQuery as? any EntityPropertyQuery { return try await Self.first(of: query) }
        return nil
    }

    private static func first<Query: EnumerableEntityQuery>(of query: Query) async throws -> Entity? {
        try await query.allEntities().first as? Entity
    }

    private static func first<Query: EntityPropertyQuery>(of query: Query) async throws -> Entity? {
        try await query.entities(matching: [], mode: .and, sortedBy: [], limit: 1).first as? Entity
    }

    /// The query's filterable and sortable properties, named off one entity it gives for no
    /// condition (Swift names a wrapper's storage, not the key path); without one, the type
    /// still has its action, with no property to name.
    private static func describe<Query: EntityPropertyQuery>(_ query: Query) async throws -> EntityFindDescription {
        let type = Query.Entity.entityTypeDefinition
        guard let sample = try await query.entities(matching: [], mode: .and, sortedBy: [], limit: 1).first else {
            return EntityFindDescription(entityType: type, properties: [], sortable: [])
        }
        let declared = Query.Entity.propertyDefinitions(of: sample)
        let properties = Query.filterableProperties(in: sample).compactMap { filterable -> FilterPropertyDefinition? in
            guard let property = declared.first(where: { $0.identifier == filterable.property }) else { return nil }
            return FilterPropertyDefinition(identifier: property.identifier, title: property.title, type: property.type,
                                            comparisons: filterable.comparisons)
        }
        let sortable = Query.sortableProperties(in: sample).map { id in declared.first { $0.identifier == id }?.title ?? id }
        return EntityFindDescription(entityType: type, properties: properties, sortable: sortable)
    }

    private static func find<Query: EntityPropertyQuery>(_ query: Query, _ request: EntityFindRequest) async throws -> [EntityReference] {
        try await query.entities(for: request).map(\.entityReference)
    }

    private static func search<Query: EntityStringQuery>(_ query: Query, _ text: String) async throws -> [EntityReference] {
        try await query.entities(matching: text).map(\.entityReference)
    }

    private static func all<Query: EnumerableEntityQuery>(_ query: Query) async throws -> [EntityReference] {
        try await query.allEntities().map(\.entityReference)
    }
}

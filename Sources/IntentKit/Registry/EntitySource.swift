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

import IntentKit

/// A named collection of trails. Few enough to list them all: its query is enumerable.
public struct TrailCollectionEntity: AppEntity {
    public let id: String
    public var name: String

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail Collection"
    public static let defaultQuery = TrailCollectionQuery()

    public var displayRepresentation: DisplayRepresentation { "\(name)" }
}

public struct TrailCollectionQuery: EnumerableEntityQuery {
    public init() {}

    public func entities(for identifiers: [String]) async throws -> [TrailCollectionEntity] {
        try await allEntities().filter { identifiers.contains($0.id) }
    }

    public func suggestedEntities() async throws -> [TrailCollectionEntity] {
        try await allEntities()
    }

    public func allEntities() async throws -> [TrailCollectionEntity] {
        DemoData.trails.collections.map { TrailCollectionEntity(id: $0.id, name: $0.name) }
    }
}

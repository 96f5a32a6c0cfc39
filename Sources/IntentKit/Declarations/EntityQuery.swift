/// Finds entities of one type. The editor's entity picker runs these asynchronously.
public protocol EntityQuery: Sendable {
    associatedtype Entity: AppEntity
    init()
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The starting list a picker shows before anything is typed.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    public func suggestedEntities() async throws -> [Entity] { [] }
}

/// A query that can search by text; the picker sends what the user types.
public protocol EntityStringQuery: EntityQuery {
    func entities(matching string: String) async throws -> [Entity]
}

/// A query small enough to list every entity.
public protocol EnumerableEntityQuery: EntityQuery {
    func allEntities() async throws -> [Entity]
}

/// Supplies a parameter's choices at edit time.
public protocol DynamicOptionsProvider: Sendable {
    associatedtype DefaultValue: IntentValueConvertible
    func results() async throws -> [DefaultValue]
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    public func defaultResult() async -> DefaultValue? { nil }
}

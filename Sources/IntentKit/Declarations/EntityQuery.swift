/// Finds entities of one type. The editor's entity picker runs these asynchronously. As in
/// Apple's framework, a query is also an options provider (its results are its suggestions),
/// so it can be an App Shortcut's options collection.
public protocol EntityQuery: DynamicOptionsProvider {
    /// The entity type this query finds.
    associatedtype Entity: AppEntity
    /// A query; the system makes one when it needs to ask.
    init()
    /// The entities with these identifiers (those that still exist): how a saved value is shown.
    func entities(for identifiers: [Entity.ID]) async throws -> [Entity]
    /// The starting list a picker shows before anything is typed.
    func suggestedEntities() async throws -> [Entity]
}

extension EntityQuery {
    /// None, unless the query suggests some: a picker then starts from a search or the full list.
    public func suggestedEntities() async throws -> [Entity] { [] }

    /// Its suggestions.
    public func results() async throws -> [Entity] { try await suggestedEntities() }
}

/// A query that can search by text; the picker sends what the user types.
public protocol EntityStringQuery: EntityQuery {
    /// The entities matching typed text, best first.
    func entities(matching string: String) async throws -> [Entity]
}

/// A query small enough to list every entity.
public protocol EnumerableEntityQuery: EntityQuery {
    /// Every entity of the type.
    func allEntities() async throws -> [Entity]
}

/// Supplies a parameter's choices at edit time: a list (`-> [String]`), or an
/// `IntentItemCollection` with sections, subtitles and a prompt.
public protocol DynamicOptionsProvider: Sendable {
    /// What `results()` answers with.
    associatedtype Result: ResultsCollection
    /// The type of the choices.
    associatedtype DefaultValue: IntentValueConvertible = Result.Result
    /// The choices, computed now.
    func results() async throws -> Result
    /// The choice to start from, if any.
    func defaultResult() async -> DefaultValue?
}

extension DynamicOptionsProvider {
    /// No default unless the provider gives one.
    public func defaultResult() async -> DefaultValue? { nil }
}

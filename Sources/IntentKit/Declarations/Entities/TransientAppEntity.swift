/// An entity made to carry a result — the system creates it and fills its `@Property`s — and
/// never looked up: it has no query of its own and no identity worth saving.
///
/// ```swift
/// struct DailySummary: TransientAppEntity {
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Daily Summary"
///     @Property(title: "Remaining Steps") var remainingSteps: Int
///     var displayRepresentation: DisplayRepresentation { "\(remainingSteps) steps to go" }
///     init() {}
/// }
/// ```
public protocol TransientAppEntity: AppEntity {
    /// An entity the system fills in.
    init()
}

extension TransientAppEntity {
    /// One identifier for every value of the type: a transient entity is never found again by
    /// its identifier.
    public var id: String { Self.entityTypeIdentifier }
}

extension TransientAppEntity where DefaultQuery == _TransientAppEntityQuery<Self> {
    /// A query that finds nothing: a transient entity is not looked up.
    public static var defaultQuery: _TransientAppEntityQuery<Self> { _TransientAppEntityQuery() }
}

/// The query of a `TransientAppEntity`: it finds nothing, as there is nothing to find.
public struct _TransientAppEntityQuery<Entity: TransientAppEntity>: EntityQuery {
    /// A query.
    public init() {}

    /// None: transient entities are not kept.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] { [] }
}

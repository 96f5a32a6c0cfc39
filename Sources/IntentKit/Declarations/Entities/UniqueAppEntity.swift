/// An entity of which there is one — the app's settings, the current account. Its query gives
/// that one (`UniqueAppEntityQuery`); Shortcuts makes no Find action for it.
///
/// ```swift
/// struct Settings: UniqueAppEntity {
///     static let defaultQuery = UniqueAppEntityProvider { Settings() }
///     …
/// }
/// ```
public protocol UniqueAppEntity: AppEntity where DefaultQuery: UniqueAppEntityQuery {}

/// The query of a `UniqueAppEntity`: the one entity, from which every other answer follows.
public protocol UniqueAppEntityQuery: EnumerableEntityQuery where Entity: UniqueAppEntity {
    /// The one entity.
    func uniqueEntity() async throws -> Entity
}

extension UniqueAppEntityQuery {
    /// The one entity.
    public func allEntities() async throws -> [Entity] { [try await uniqueEntity()] }

    /// The one entity, when it has one of these identifiers.
    public func entities(for identifiers: [Entity.ID]) async throws -> [Entity] {
        let entity = try await uniqueEntity()
        let wanted = Set(identifiers.map(\.entityIdentifierString))
        return wanted.contains(entity.id.entityIdentifierString) ? [entity] : []
    }

    /// The one entity.
    public func suggestedEntities() async throws -> [Entity] { [try await uniqueEntity()] }
}

/// A `UniqueAppEntityQuery` made from a closure that gives the one entity:
/// `static let defaultQuery = UniqueAppEntityProvider { Settings.current }`.
public struct UniqueAppEntityProvider<Entity: UniqueAppEntity>: UniqueAppEntityQuery {
    private let provider: (@Sendable () async throws -> Entity)?

    /// The query that gives `provider`'s entity.
    public init(_ provider: @escaping @Sendable () async throws -> Entity) {
        self.provider = provider
    }

    /// A query with no entity to give: what the system makes when it needs one of the type.
    public init() {
        provider = nil
    }

    /// The provider's entity; an error when there is no provider.
    public func uniqueEntity() async throws -> Entity {
        guard let provider else { throw UniqueEntityMissing(typeIdentifier: Entity.entityTypeIdentifier) }
        return try await provider()
    }
}

/// A `UniqueAppEntityProvider` made without the closure that gives its entity.
public struct UniqueEntityMissing: Error, Sendable, CustomStringConvertible {
    /// The entity type.
    public var typeIdentifier: String
    /// "no provider gives the one Settings entity".
    public var description: String { "no provider gives the one \(typeIdentifier) entity" }
}

/// Apple's identifier of one entity with its type: what an app passes around to name an
/// entity without holding it (`EntityIdentifier(for: TrailEntity.self, identifier: trail.id)`).
/// Documents save an entity by its type's identifier and `SavedEntityIdentifier`; this is the
/// app-facing form.
public struct EntityIdentifier: Sendable, Hashable, CustomStringConvertible {
    /// The entity's identifier as text (`entityIdentifierString`).
    public let identifier: String
    /// The entity's type.
    public let entityType: any AppEntity.Type

    /// The longest identifier Apple's system keeps, in characters. Apple documents the limit
    /// without its figure; this is the one IntentKit holds identifiers to.
    public static let valueMaximumLength = 4096

    /// The identifier of `entity`.
    public init<Entity: AppEntity>(for entity: Entity) {
        self.init(for: Entity.self, identifier: entity.id)
    }

    /// The identifier of the entity of type `entityType` whose `id` is `identifier`.
    public init<Entity: AppEntity>(for entityType: Entity.Type, identifier: Entity.ID) {
        self.identifier = identifier.entityIdentifierString
        self.entityType = entityType
    }

    /// "TrailEntity/mist": the type's identifier and the entity's.
    public var description: String { entityType.entityTypeIdentifier + "/" + identifier }

    /// Two identifiers are equal when they name the same entity of the same type.
    public static func == (lhs: EntityIdentifier, rhs: EntityIdentifier) -> Bool {
        lhs.identifier == rhs.identifier && lhs.entityType.entityTypeIdentifier == rhs.entityType.entityTypeIdentifier
    }

    /// Hashes the type's identifier and the entity's.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entityType.entityTypeIdentifier)
        hasher.combine(identifier)
    }
}

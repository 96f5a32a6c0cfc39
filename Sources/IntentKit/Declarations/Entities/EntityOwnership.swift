/// An entity that says whose it is, so that acting on a shared or public one can be confirmed
/// first: Apple's `OwnershipProvidingEntity` (iOS 27).
public protocol OwnershipProvidingEntity: AppEntity {
    /// Whose the entity is: `[.shared, .public]`, or `[]` for the person's own.
    var ownership: EntityOwnership { get }
}

/// Whose an entity is: shared with others, public, or not known. None of them: the person's own.
public struct EntityOwnership: OptionSet, Sendable, Hashable {
    /// The options as bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Others can see or change it.
    public static let shared = EntityOwnership(rawValue: 1 << 0)
    /// Anyone can see it.
    public static let `public` = EntityOwnership(rawValue: 1 << 1)
    /// The app cannot tell.
    public static let unknown = EntityOwnership(rawValue: 1 << 2)
}

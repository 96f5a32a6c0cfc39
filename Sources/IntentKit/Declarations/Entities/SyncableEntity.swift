/// An entity the same on every device of the person's: its identifier has a stable part that
/// names it anywhere besides the local one (`SyncableEntityIdentifier`).
public protocol SyncableEntity: AppEntity {}

/// An identifier of two parts: the one this device knows the entity by (`local`), and one
/// that names it on every device (`stable`). Saved as the local part.
public struct SyncableEntityIdentifier<LocalID: EntityIdentifierConvertible & Sendable & Hashable, StableID: EntityIdentifierConvertible & Sendable & Hashable>:
    EntityIdentifierConvertible, CustomStringConvertible, Hashable, Sendable {
    /// The identifier on this device; nil while an entity from another device is found.
    public let local: LocalID?
    /// The identifier on every device; may be nil on this one.
    public let stable: StableID?

    /// Both parts.
    public init(local: LocalID, stable: StableID) {
        self.local = local
        self.stable = stable
    }

    /// One identifier for both parts.
    public init(id: LocalID) where LocalID == StableID {
        local = id
        stable = id
    }

    /// The local part's text (empty without one).
    public var entityIdentifierString: String { local?.entityIdentifierString ?? "" }

    /// The identifier a saved text holds: its local part.
    public static func entityIdentifier(for entityIdentifierString: String) -> Self? {
        LocalID.entityIdentifier(for: entityIdentifierString).map { Self(local: $0, stable: nil) }
    }

    private init(local: LocalID?, stable: StableID?) {
        self.local = local
        self.stable = stable
    }

    /// The local part, else the stable one.
    public var description: String { local.map { "\($0)" } ?? stable.map { "\($0)" } ?? "" }

    /// Two with local parts are equal by them; two with only stable parts by those.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if let left = lhs.local, let right = rhs.local { return left == right }
        if lhs.local == nil, rhs.local == nil, let left = lhs.stable, let right = rhs.stable { return left == right }
        return false
    }

    /// The local part, else the stable one.
    public func hash(into hasher: inout Hasher) {
        if let local { hasher.combine(local) } else { hasher.combine(stable) }
    }
}

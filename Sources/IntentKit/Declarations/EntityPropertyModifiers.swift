/// How an entity property behaves beyond its value (Apple's, iOS 26): fetched when asked for
/// rather than with the entity, or never set by Set Value.
public struct EntityPropertyModifiers: OptionSet, Sendable, Hashable {
    /// The options as bits.
    public var rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The value is computed asynchronously, when asked for (`@DeferredProperty`).
    public static let async = EntityPropertyModifiers(rawValue: 1 << 0)
    /// The value cannot be set (`@ComputedProperty`).
    public static let readOnly = EntityPropertyModifiers(rawValue: 1 << 1)
}

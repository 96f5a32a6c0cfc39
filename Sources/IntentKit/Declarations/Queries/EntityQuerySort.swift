/// One sort a Find action asks of an `EntityPropertyQuery`: a property of the entity, by its
/// key path (`\.$title`), and the order — Shortcuts' "Sort by" and "Order". Sendable: a key
/// path is an immutable value.
public struct EntityQuerySort<Entity: AppEntity>: @unchecked Sendable {
    /// The property sorted by: the key path of its `@Property` (`\BookEntity.$title`).
    public let by: PartialKeyPath<Entity>
    /// Ascending or descending.
    public let order: Ordering

    /// The two orders Shortcuts offers.
    @frozen
    public enum Ordering: Hashable, Sendable {
        /// A to Z, smallest first, oldest first.
        case ascending
        /// Z to A, biggest first, latest first.
        case descending
    }

    /// Made by the system from a Find action's sort; Apple's framework has no public
    /// initializer either.
    package init(by: PartialKeyPath<Entity>, order: Ordering) {
        self.by = by
        self.order = order
    }
}

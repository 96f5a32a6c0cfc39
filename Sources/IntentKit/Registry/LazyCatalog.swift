import Synchronization

/// A catalog registered whole: its identifiers, and each definition made the first time it is
/// asked for. Registering hundreds of actions one by one cost the editor's start two million
/// instructions (a lookup, a box and a dictionary entry each); this costs one array, and the
/// identifiers are indexed only when one is looked up that nothing registered on its own has.
/// Copies of a registry share it, as they share a `LazyValue`.
final class LazyCatalog: Sendable {
    let identifiers: [String]
    private let make: @Sendable (Int) -> IntentDefinition?
    /// Each identifier's first place: a repeat later in the catalog is passed over.
    private let positions: LazyValue<[String: Int]>
    private let made = Mutex<[Int: IntentDefinition?]>([:])

    init(identifiers: [String], make: @escaping @Sendable (Int) -> IntentDefinition?) {
        self.identifiers = identifiers
        self.make = make
        positions = LazyValue {
            var positions: [String: Int] = [:]
            positions.reserveCapacity(identifiers.count)
            for (index, identifier) in identifiers.enumerated() where positions[identifier] == nil {
                positions[identifier] = index
            }
            return positions
        }
    }

    func contains(_ identifier: String) -> Bool { positions.value[identifier] != nil }

    /// Whether `index` is the first place of its identifier in the catalog.
    func isFirst(_ index: Int) -> Bool { positions.value[identifiers[index]] == index }

    /// The definition of `identifier`, made once; nil when the catalog lacks it or its entry
    /// cannot be read. It is made outside the lock, so that reading one entry never waits for
    /// another: two threads asking at once may both make it, and the first one made is kept.
    func definition(for identifier: String) -> IntentDefinition? {
        guard let index = positions.value[identifier] else { return nil }
        if let known = made.withLock({ $0[index] }) { return known }
        let definition = make(index)
        return made.withLock { made in
            if let earlier = made[index] { return earlier }
            made[index] = .some(definition)
            return definition
        }
    }
}

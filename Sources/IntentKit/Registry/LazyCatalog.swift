import Synchronization

/// A catalog registered whole: its identifiers, listed the first time something needs them,
/// and each definition made the first time it is asked for. Registering hundreds of actions
/// one by one cost the editor's start two million instructions (a lookup, a box and a
/// dictionary entry each); listing them still meant reading the whole catalog file. Now
/// nothing is read until an identifier is looked up that nothing registered on its own has —
/// a shortcut made only of an app's own intents never reads Apple's catalog. Copies of a
/// registry share it, as they share a `LazyValue`.
final class LazyCatalog: Sendable {
    private let listing: LazyValue<Listing>
    private let make: @Sendable (Int) -> IntentDefinition?
    private let made = Mutex<[Int: IntentDefinition?]>([:])

    /// Each identifier's first place in the catalog, and the identifiers in catalog order
    /// without their repeats: a repeat later in the catalog is passed over.
    private struct Listing: Sendable {
        var positions: [String: Int] = [:]
        var distinct: [String] = []

        init(_ identifiers: [String]) {
            positions.reserveCapacity(identifiers.count)
            for (index, identifier) in identifiers.enumerated() where positions[identifier] == nil {
                positions[identifier] = index
                distinct.append(identifier)
            }
        }
    }

    init(listedBy list: @escaping @Sendable () -> [String], make: @escaping @Sendable (Int) -> IntentDefinition?) {
        listing = LazyValue { Listing(list()) }
        self.make = make
    }

    /// The catalog's identifiers in order, each once.
    var identifiers: [String] { listing.value.distinct }

    private var positions: [String: Int] { listing.value.positions }

    func contains(_ identifier: String) -> Bool { positions[identifier] != nil }

    /// The definition of `identifier`, made once; nil when the catalog lacks it or its entry
    /// cannot be read. It is made outside the lock, so that reading one entry never waits for
    /// another: two threads asking at once may both make it, and the first one made is kept.
    func definition(for identifier: String) -> IntentDefinition? {
        guard let index = positions[identifier] else { return nil }
        if let known = made.withLock({ $0[index] }) { return known }
        let definition = make(index)
        return made.withLock { made in
            if let earlier = made[index] { return earlier }
            made[index] = .some(definition)
            return definition
        }
    }
}

import Synchronization

/// A definition made the first time it is asked for, then kept. A catalog of hundreds of
/// actions registered this way costs its identifiers when the editor starts, and each
/// definition only once a document or a picker needs it. Copies of a registry share the box:
/// what it makes is the same whoever asks first.
final class LazyDefinition: Sendable {
    private let make: @Sendable () -> IntentDefinition?
    /// `nil` until made; then the definition, or `.some(nil)` when making it failed.
    private let made = Mutex<IntentDefinition??>(nil)

    init(_ make: @escaping @Sendable () -> IntentDefinition?) {
        self.make = make
    }

    var definition: IntentDefinition? {
        made.withLock { made in
            if let made { return made }
            let definition = make()
            made = .some(definition)
            return definition
        }
    }
}

import Synchronization

/// A value made the first time it is asked for, then kept. A catalog of hundreds of actions,
/// or a module of intents declared in Swift, registered this way costs the editor's start-up
/// their identifiers, and each definition only once a document or a picker needs it. Copies
/// of a registry share the box: what it makes is the same whoever asks first.
final class LazyValue<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Mutex<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}

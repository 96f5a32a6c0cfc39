import Synchronization

/// Shared objects intents and providers reach through `@Dependency`, as in Apple's framework:
/// the app registers them once at launch.
public final class AppDependencyManager: Sendable {
    /// The one manager `@Dependency` reads: `AppDependencyManager.shared.add { TrailStore() }`.
    public static let shared = AppDependencyManager()

    private let factories = Mutex<[ObjectIdentifier: @Sendable () -> any Sendable]>([:])
    private let instances = Mutex<[ObjectIdentifier: any Sendable]>([:])

    /// A manager of its own, for tests; `@Dependency` reads `shared`.
    public init() {}

    /// Registers how to make a dependency; it is made once, on first use.
    public func add<Value: Sendable>(dependency: @escaping @Sendable () -> Value) {
        factories.withLock { $0[ObjectIdentifier(Value.self)] = dependency }
        instances.withLock { _ = $0.removeValue(forKey: ObjectIdentifier(Value.self)) }
    }

    func resolve<Value>(_ type: Value.Type) -> Value? {
        let id = ObjectIdentifier(type)
        if let existing = instances.withLock({ $0[id] }) { return existing as? Value }
        guard let factory = factories.withLock({ $0[id] }) else { return nil }
        let made = factory()
        instances.withLock { $0[id] = made }
        return made as? Value
    }
}

/// A dependency registered with `AppDependencyManager`. Using one that was never registered
/// is a programming error, reported with the type's name.
@propertyWrapper
public struct Dependency<Value>: Sendable {
    /// `@Dependency var store: TrailStore`: the value registered for the type.
    public init() {}

    /// The registered value, made on first use.
    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.resolve(Value.self) else {
            preconditionFailure("No dependency of type \(Value.self) was registered with AppDependencyManager.shared.add")
        }
        return value
    }
}

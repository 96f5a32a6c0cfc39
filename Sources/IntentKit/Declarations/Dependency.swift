import Synchronization

/// Shared objects intents and providers reach through `@Dependency`, as in Apple's framework:
/// the app registers them once at launch.
public final class AppDependencyManager: Sendable {
    public static let shared = AppDependencyManager()

    private let factories = Mutex<[ObjectIdentifier: @Sendable () -> any Sendable]>([:])
    private let instances = Mutex<[ObjectIdentifier: any Sendable]>([:])

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
    public init() {}

    public var wrappedValue: Value {
        guard let value = AppDependencyManager.shared.resolve(Value.self) else {
            preconditionFailure("No dependency of type \(Value.self) was registered with AppDependencyManager.shared.add")
        }
        return value
    }
}

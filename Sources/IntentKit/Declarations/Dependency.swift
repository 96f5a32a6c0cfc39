import Synchronization

/// Shared objects intents and providers reach through `@Dependency`, as in Apple's framework:
/// the app registers them once at launch (`AppDependencyManager.shared.add(dependency: store)`).
public final class AppDependencyManager: Sendable {
    /// The manager `@Dependency` reads unless given another.
    public static let shared = AppDependencyManager()

    private enum Maker: Sendable {
        case now(@Sendable () throws -> any Sendable)
        case later(@Sendable () async throws -> any Sendable)
    }

    /// `@unchecked`: a key is only hashed and compared, never changed.
    private struct Key: Hashable, @unchecked Sendable {
        let type: ObjectIdentifier
        let key: AnyHashable?
    }

    private let makers = Mutex<[Key: Maker]>([:])
    private let instances = Mutex<[Key: any Sendable]>([:])

    /// A manager of its own, for tests.
    public init() {}

    /// Registers a dependency, made once on first use: `add(dependency: TrailStore())`.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @autoclosure @escaping @Sendable () -> Dependency) {
        register(Key(type: ObjectIdentifier(Dependency.self), key: key), .now { dependencyProvider() })
    }

    /// Registers a dependency whose making may fail.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil,
                                          dependency dependencyProvider: @autoclosure @escaping @Sendable () -> () throws -> Dependency) {
        register(Key(type: ObjectIdentifier(Dependency.self), key: key), .now { try dependencyProvider()() })
    }

    /// Registers a dependency made by a closure, once on first use: `add { TrailStore() }`.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @escaping @Sendable () -> Dependency) {
        register(Key(type: ObjectIdentifier(Dependency.self), key: key), .now { dependencyProvider() })
    }

    /// Registers a dependency made asynchronously: `add { try await Database.open() }`. It is
    /// made before the first perform or options request that follows.
    public func add<Dependency: Sendable>(key: AnyHashable? = nil, dependency dependencyProvider: @escaping @Sendable () async throws -> Dependency) {
        register(Key(type: ObjectIdentifier(Dependency.self), key: key), .later { try await dependencyProvider() })
    }

    private func register(_ key: Key, _ maker: Maker) {
        makers.withLock { $0[key] = maker }
        instances.withLock { _ = $0.removeValue(forKey: key) }
    }

    /// Makes every asynchronously registered dependency not made yet; one that fails is left
    /// unmade, and reading it reports the failure.
    func prepareAsyncDependencies() async {
        let pending = makers.withLock { makers in
            makers.compactMap { key, maker -> (Key, @Sendable () async throws -> any Sendable)? in
                if case .later(let make) = maker { (key, make) } else { nil }
            }
        }
        for (key, make) in pending where instances.withLock({ $0[key] == nil }) {
            if let made = try? await make() { instances.withLock { $0[key] = made } }
        }
    }

    func resolve<Value>(_ type: Value.Type, key: AnyHashable?) throws -> Value {
        let id = Key(type: ObjectIdentifier(type), key: key)
        if let existing = instances.withLock({ $0[id] }) {
            guard let value = existing as? Value else { throw Error<Value>.incorrectDependencyType(key ?? AnyHashable("\(Value.self)"), Value.self, Swift.type(of: existing)) }
            return value
        }
        guard let maker = makers.withLock({ $0[id] }) else { throw Error<Value>.failedToRetrieveDependency(key ?? AnyHashable("\(Value.self)"), Value.self) }
        guard case .now(let make) = maker, let made = try? make() else {
            throw Error<Value>.failedToLoadDependency(key ?? AnyHashable("\(Value.self)"), Value.self)
        }
        instances.withLock { $0[id] = made }
        guard let value = made as? Value else { throw Error<Value>.incorrectDependencyType(key ?? AnyHashable("\(Value.self)"), Value.self, Swift.type(of: made)) }
        return value
    }

    /// Why a dependency could not be given.
    public enum Error<Value>: Swift.Error, CustomStringConvertible, @unchecked Sendable {
        /// Its maker failed.
        case failedToLoadDependency(AnyHashable, Value.Type)
        /// Nothing was registered for it.
        case failedToRetrieveDependency(AnyHashable, Value.Type)
        /// What was registered under its key is another type.
        case incorrectDependencyType(AnyHashable, Value.Type, any Any.Type)

        /// What went wrong and what to do.
        public var description: String {
            switch self {
            case .failedToLoadDependency(_, let type): "the dependency \(type) could not be made: its maker failed"
            case .failedToRetrieveDependency(_, let type):
                "no dependency of type \(type) was registered: call AppDependencyManager.shared.add(dependency:) at launch"
            case .incorrectDependencyType(_, let type, let found): "the dependency registered for \(type) is a \(found)"
            }
        }
    }
}

/// A dependency registered with `AppDependencyManager`: `@Dependency var store: TrailStore`.
/// Using one that was never registered (and has no default) is a programming error, reported
/// with the type's name.
@propertyWrapper
public final class AppDependency<Value: Sendable>: Sendable {
    private let key: SendableKey?
    private let manager: AppDependencyManager
    private let fallback: (@Sendable () -> Value)?

    /// The value registered for the type (and `key`, when given).
    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared) {
        self.init(key: key, manager: manager, fallback: nil)
    }

    /// The value registered, else `defaultValueProvider`'s.
    public convenience init(key: AnyHashable? = nil, manager: AppDependencyManager = .shared,
                            default defaultValueProvider: @autoclosure @escaping @Sendable () -> Value) {
        self.init(key: key, manager: manager, fallback: defaultValueProvider)
    }

    private init(key: AnyHashable?, manager: AppDependencyManager, fallback: (@Sendable () -> Value)?) {
        self.key = key.map(SendableKey.init)
        self.manager = manager
        self.fallback = fallback
    }

    /// The registered value, made on first use.
    public var wrappedValue: Value {
        do {
            return try manager.resolve(Value.self, key: key?.key)
        } catch {
            if let fallback { return fallback() }
            preconditionFailure("\(error)")
        }
    }

    /// The wrapper itself.
    public var projectedValue: AppDependency<Value> { self }
}

/// A key as given: `AnyHashable` is not `Sendable`, but a key is only hashed and compared.
private struct SendableKey: Hashable, @unchecked Sendable {
    let key: AnyHashable
    init(_ key: AnyHashable) { self.key = key }
}

/// `@Dependency`, as Apple's articles write it.
public typealias Dependency = AppDependency

/// Makes an options provider's or a query's answer follow other parameters of the intent being
/// edited (iOS 17): `@IntentParameterDependency<OrderSoup>(\.$quantity) var order` reads as the
/// intent being edited, once every parameter named has a value; nil before, or when the
/// options are asked for another intent. The editor asks again when a parameter named changes.
@propertyWrapper
public final class IntentParameterDependency<Intent: AppIntent>: @unchecked Sendable, CustomDebugStringConvertible {
    // @unchecked: the key paths are immutable and only read.
    private let parameters: [AnyKeyPath]

    /// A dependency on these parameters of `Intent` (`\.$quantity`, `\.$size`).
    public init<each Value: IntentParameterValue>(_ keyPaths: repeat KeyPath<Intent, IntentParameter<each Value>>) {
        var parameters: [AnyKeyPath] = []
        for path in repeat each keyPaths { parameters.append(path) }
        self.parameters = parameters
    }

    /// The intent being edited, when it is an `Intent` and every parameter named has a value.
    public var wrappedValue: IntentProjection<Intent>? {
        guard let intent = IntentOptionsContext.intent?.intent as? Intent else { return nil }
        for path in parameters {
            guard let parameter = intent[keyPath: path] as? DeclaredParameter, parameter.currentIntentValue != nil else { return nil }
        }
        return IntentProjection(intent)
    }

    /// The intent and the parameters it depends on.
    public var debugDescription: String { "IntentParameterDependency<\(Intent.self)>(\(parameters.count) parameters)" }
}

/// The intent being edited, as a dependency sees it: its parameters read without their
/// optionality (`order.quantity` is an `Int` where the parameter is an `Int?`).
@dynamicMemberLookup
public final class IntentProjection<Intent: AppIntent>: @unchecked Sendable {
    // @unchecked: an intent's parameters guard their values with a lock.
    private let intent: Intent

    init(_ intent: Intent) { self.intent = intent }

    /// A parameter's value; only those the dependency names are sure to have one.
    public subscript<Value: IntentParameterValue>(dynamicMember keyPath: KeyPath<Intent, Value>) -> Value.UnwrappedType {
        guard let value = intent[keyPath: keyPath].unwrapped else {
            preconditionFailure("\(Intent.self): a parameter the dependency does not name has no value")
        }
        return value
    }
}

/// The intent whose options are being asked for, bound by the registry around a provider or
/// a query so that its dependencies can read it.
enum IntentOptionsContext {
    struct Edited: @unchecked Sendable {
        // @unchecked: an intent's parameters guard their values with a lock.
        let intent: any AppIntent
    }

    /// The intent made, for a provider or query in this process.
    @TaskLocal static var intent: Edited?
    /// The intent and its values as data, for a query asked of a host.
    @TaskLocal static var editing: EditedAction?
}

/// The action whose parameter a picker is choosing for: its intent and its values as they are.
/// A query asked with it (`IntentRegistry.whileEditing`) reads it through its
/// `IntentParameterDependency`, in this process or its host.
public struct EditedAction: Sendable, Hashable, Codable {
    /// The intent's identifier.
    public var intent: String
    /// Its values, by parameter.
    public var values: [String: IntentValue]

    /// An action of `intent` holding `values`.
    public init(intent: String, values: [String: IntentValue]) {
        self.intent = intent
        self.values = values
    }

    /// The action being edited around the current task, when a picker's query runs in one.
    public static var current: EditedAction? { IntentOptionsContext.editing }
}

extension IntentRegistry {
    /// Runs `body` (a picker's query) for the action being edited: an entity query's
    /// `IntentParameterDependency` reads it, here or — through `EditedAction.current` — in its host.
    public func whileEditing<T: Sendable>(_ action: EditedAction, _ body: () async throws -> T) async rethrows -> T {
        let edited = await editedIntent(action.intent, values: action.values)
        return try await IntentOptionsContext.$editing.withValue(action) {
            try await IntentOptionsContext.$intent.withValue(edited, operation: body)
        }
    }
}

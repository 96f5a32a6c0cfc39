/// What the registry needs of a `@Parameter` without knowing its value type. A class rather
/// than a protocol: finding the parameters among an intent's properties is then a class
/// check per property, where a protocol check searched every conformance record in the
/// program once for each new `IntentParameter<Value>` type — much of the editor's start-up.
/// `IntentParameter` is its only subclass; it has no public members and cannot be made
/// outside this module.
public class DeclaredParameter: @unchecked Sendable {
    init() {}

    func definition(id: String) -> ParameterDefinition { preconditionFailure("IntentParameter overrides it") }
    var explicitIntentValue: IntentValue? { preconditionFailure("IntentParameter overrides it") }
    /// The value set, else the default.
    var currentIntentValue: IntentValue? { preconditionFailure("IntentParameter overrides it") }
    func assign(_ value: IntentValue?) async throws { preconditionFailure("IntentParameter overrides it") }
    var dynamicOptions: (@Sendable () async throws -> OptionsList)? { preconditionFailure("IntentParameter overrides it") }
    var entitySource: (any EntitySource)? { preconditionFailure("IntentParameter overrides it") }
    /// Every entity source its values are found in: a union's kinds may be several.
    var entitySources: [any EntitySource] { preconditionFailure("IntentParameter overrides it") }
}

extension IntentParameter {
    /// "searchRadius" → "Search Radius", for parameters declared without a title.
    static func title(fromPropertyName name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
    }
}

extension Optional {
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let value = self else { return nil }
        return try await transform(value)
    }
}

/// The `@Parameter` properties of an intent instance, in declaration order.
func declaredParameters(of intent: some AppIntent) -> [(id: String, parameter: DeclaredParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
        guard let label = child.label, label.hasPrefix("_"),
              let parameter = child.value as? DeclaredParameter else { return nil }
        return (String(label.dropFirst()), parameter)
    }
}

/// Which parameter a `\.$param` key path names, on one instance of an intent: the key path
/// leads to the `@Parameter` object, which reflection has named.
struct IntentParameterNames {
    private let instance: any AppIntent
    private let names: [ObjectIdentifier: String]

    init(of instance: some AppIntent, parameters: [(id: String, parameter: DeclaredParameter)]? = nil) {
        self.instance = instance
        let parameters = parameters ?? declaredParameters(of: instance)
        names = Dictionary(parameters.map { (ObjectIdentifier($0.parameter), $0.id) }, uniquingKeysWith: { first, _ in first })
    }

    func id(of keyPath: AnyKeyPath) -> String {
        guard let object = Self.value(of: instance, at: keyPath) as? AnyObject,
              let name = names[ObjectIdentifier(object)] else { return unresolvedParameterID }
        return name
    }

    private static func value<Intent: AppIntent>(of instance: Intent, at keyPath: AnyKeyPath) -> Any? {
        instance[keyPath: keyPath]
    }
}

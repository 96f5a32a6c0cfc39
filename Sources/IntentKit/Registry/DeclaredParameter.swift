/// What the registry needs of a `@Parameter` without knowing its value type.
protocol DeclaredParameter: AnyObject {
    func definition(id: String) -> ParameterDefinition
    var explicitIntentValue: IntentValue? { get }
    func assign(_ value: IntentValue?) async throws
    var dynamicOptions: (@Sendable () async throws -> [IntentValue])? { get }
    var entitySource: (any EntitySource)? { get }
}

extension IntentParameter: DeclaredParameter {
    func definition(id: String) -> ParameterDefinition {
        var options = self.options
        let type = Value.UnwrappedType.intentValueType
        if optionsProvider != nil {
            options.optionsSource = .dynamicOptions(id)
        } else if case .entity(let entity) = type.elementType {
            options.optionsSource = .entityQuery(entity.identifier)
        }
        return ParameterDefinition(
            id: id,
            title: title?.text ?? Self.title(fromPropertyName: id),
            description: description?.text ?? "",
            type: type,
            isOptional: Value.isOptionalParameter,
            defaultValue: defaultValue?.intentValue,
            options: options)
    }

    var explicitIntentValue: IntentValue? { explicitValue?.intentValue }

    func assign(_ value: IntentValue?) async throws {
        setExplicitValue(try await value.asyncMap { try await Value.UnwrappedType.fromIntentValue($0) })
    }

    var dynamicOptions: (@Sendable () async throws -> [IntentValue])? { optionsProvider }

    var entitySource: (any EntitySource)? { Value.UnwrappedType.entitySource }

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
func declaredParameters(of intent: some AppIntent) -> [(id: String, parameter: any DeclaredParameter)] {
    Mirror(reflecting: intent).children.compactMap { child in
        guard let label = child.label, label.hasPrefix("_"),
              let parameter = child.value as? any DeclaredParameter else { return nil }
        return (String(label.dropFirst()), parameter)
    }
}

/// Which parameter a `\.$param` key path names, on one instance of an intent: the key path
/// leads to the `@Parameter` object, which reflection has named.
struct IntentParameterNames {
    private let instance: any AppIntent
    private let names: [ObjectIdentifier: String]

    init(of instance: some AppIntent, parameters: [(id: String, parameter: any DeclaredParameter)]? = nil) {
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

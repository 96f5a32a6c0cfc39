/// All intents the editor knows, by identifier, with what is needed to edit their values: the
/// entity sources and options providers behind their pickers, and for intents declared in
/// Swift, the type, so values can become a configured intent and back.
public struct IntentRegistry: Sendable {
    private var definitionsByID: [String: IntentDefinition] = [:]
    /// Definitions registered by identifier and made on first use.
    private var lazyDefinitions: [String: LazyDefinition] = [:]
    private var order: [String] = []
    private var intentTypes: [String: any AppIntent.Type] = [:]
    private var entitySources: [String: any EntitySource] = [:]
    private var optionsProviders: [OptionsKey: @Sendable () async throws -> [IntentValue]] = [:]
    /// The App Shortcuts apps declared, in registration order.
    public private(set) var appShortcuts: [AppShortcutDefinition] = []

    private struct OptionsKey: Hashable {
        var intent: String
        var parameter: String
    }

    public init() {}

    /// Every definition, in registration order. Makes every lazily registered one: for
    /// listing them all (a picker, `lint`), not for looking one up.
    public var definitions: [IntentDefinition] { order.compactMap(definition(for:)) }

    /// The identifiers of every definition, in registration order, without making any.
    public var identifiers: [String] { order }

    public func definition(for identifier: String) -> IntentDefinition? {
        definitionsByID[identifier] ?? lazyDefinitions[identifier]?.definition
    }

    /// Whether an intent has this identifier, without making its definition.
    public func contains(_ identifier: String) -> Bool {
        definitionsByID[identifier] != nil || lazyDefinitions[identifier] != nil
    }

    /// Whether the intent was declared in Swift (registered by type), rather than read from a
    /// catalog or built by hand.
    public func isDeclaredInSwift(_ identifier: String) -> Bool { intentTypes[identifier] != nil }

    /// Adds a definition, from a catalog or built by hand.
    public mutating func register(_ definition: IntentDefinition) throws(IntentRegistryError) {
        guard !contains(definition.identifier) else {
            throw .duplicateIdentifier(definition.identifier)
        }
        definitionsByID[definition.identifier] = definition
        order.append(definition.identifier)
    }

    /// Adds a definition known now only by its identifier, made by `make` the first time it is
    /// asked for and kept from then on — so a catalog of hundreds of actions costs the
    /// editor's start-up only their identifiers. `make` must return the definition of
    /// `identifier`, or nil when it cannot be read (the intent is then unknown, as if never
    /// registered, though `identifiers` still lists it). It may run on any thread, once; it
    /// must not ask a registry for this same identifier (that would wait for itself).
    public mutating func register(identifier: String, definedBy make: @escaping @Sendable () -> IntentDefinition?) throws(IntentRegistryError) {
        guard !contains(identifier) else { throw .duplicateIdentifier(identifier) }
        lazyDefinitions[identifier] = LazyDefinition(make)
        order.append(identifier)
    }

    /// Adds an intent declared in Swift: its definition read from its declaration, and the
    /// queries and options providers its parameters name.
    public mutating func register<Intent: AppIntent>(_ type: Intent.Type) throws(IntentRegistryError) {
        let intent = Intent()
        let parameters = declaredParameters(of: intent)
        try register(IntentDefinition(declaredBy: type, instance: intent, parameters: parameters))
        intentTypes[Intent.persistentIdentifier] = type
        for (id, parameter) in parameters {
            if let provider = parameter.dynamicOptions {
                optionsProviders[OptionsKey(intent: Intent.persistentIdentifier, parameter: id)] = provider
            }
            if let source = parameter.entitySource, entitySources[source.typeIdentifier] == nil {
                entitySources[source.typeIdentifier] = source
            }
        }
    }

    /// Adds an app's App Shortcuts, kept as data: Siri is out of scope, but `intents` lists them.
    public mutating func register<Provider: AppShortcutsProvider>(shortcuts provider: Provider.Type) {
        appShortcuts += Provider.appShortcuts.map { $0.makeDefinition() }
    }

    /// Registers where the entities of a type come from; a later source for the same type
    /// replaces an earlier one.
    public mutating func register(_ source: any EntitySource) {
        entitySources[source.typeIdentifier] = source
    }

    public func entitySource(for typeIdentifier: String) -> (any EntitySource)? {
        entitySources[typeIdentifier]
    }

    /// The choices of a parameter with a `DynamicOptionsProvider`.
    public func dynamicOptions(intent: String, parameter: String) async throws -> [IntentValue] {
        guard let provider = optionsProviders[OptionsKey(intent: intent, parameter: parameter)] else { return [] }
        return try await provider()
    }

    /// A configured instance of a Swift-declared intent. Entity values are looked up through
    /// their queries, hence async.
    public func makeIntent(_ identifier: String, values: [String: IntentValue]) async throws -> any AppIntent {
        guard let type = intentTypes[identifier] else { throw IntentRegistryError.notDeclaredInSwift(identifier) }
        return try await Self.makeIntent(type, values: values)
    }

    private static func makeIntent<Intent: AppIntent>(_ type: Intent.Type, values: [String: IntentValue]) async throws -> Intent {
        let intent = Intent()
        let parameters = declaredParameters(of: intent)
        let known = Set(parameters.map(\.id))
        if let unknown = values.keys.sorted().first(where: { !known.contains($0) }) {
            throw IntentRegistryError.unknownParameter(intent: Intent.persistentIdentifier, parameter: unknown)
        }
        for (id, parameter) in parameters {
            do {
                try await parameter.assign(values[id])
            } catch {
                throw IntentRegistryError.invalidValue(intent: Intent.persistentIdentifier, parameter: id,
                                                       reason: String(describing: error))
            }
        }
        return intent
    }

    /// The values set on an intent instance, by parameter identifier; defaults are left out,
    /// as a document only saves what the user set.
    public static func values(of intent: some AppIntent) -> [String: IntentValue] {
        var values: [String: IntentValue] = [:]
        for (id, parameter) in declaredParameters(of: intent) {
            values[id] = parameter.explicitIntentValue
        }
        return values
    }
}

public enum IntentRegistryError: Error, Equatable, CustomStringConvertible, Sendable {
    case duplicateIdentifier(String)
    case notDeclaredInSwift(String)
    case unknownParameter(intent: String, parameter: String)
    case invalidValue(intent: String, parameter: String, reason: String)

    public var description: String {
        switch self {
        case .duplicateIdentifier(let id):
            "two intents have the identifier \"\(id)\"; each intent needs its own"
        case .notDeclaredInSwift(let id):
            "\"\(id)\" is not an intent declared in Swift, so it has no type to configure"
        case .unknownParameter(let intent, let parameter):
            "\(intent) has no parameter \"\(parameter)\""
        case .invalidValue(let intent, let parameter, let reason):
            "\(intent).\(parameter): \(reason)"
        }
    }
}

/// What a summary names when a key path does not lead to a stored `@Parameter` (a computed
/// `$property`, say); lint reports it as an unknown parameter.
let unresolvedParameterID = "<key path that is not a @Parameter>"

extension IntentDefinition {
    /// Reads a Swift declaration into a definition.
    init<Intent: AppIntent>(declaredBy type: Intent.Type, instance: Intent,
                            parameters: [(id: String, parameter: any DeclaredParameter)]) {
        let names = IntentParameterNames(of: instance, parameters: parameters)
        let context = ParameterSummaryContext(resolve: names.id(of:))
        let description = Intent.description
        self.init(
            identifier: Intent.persistentIdentifier,
            title: Intent.title.text,
            description: description.descriptionText.text,
            category: description.categoryName?.text,
            searchKeywords: description.searchKeywords.map(\.text),
            isDiscoverable: Intent.isDiscoverable,
            openAppWhenRun: Intent.openAppWhenRun,
            parameters: parameters.map { $0.parameter.definition(id: $0.id) },
            summary: Intent.parameterSummary.makeSummaryNode(in: context))
    }
}

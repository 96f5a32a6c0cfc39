/// All intents the editor knows, by identifier, with what is needed to edit their values: the
/// entity sources and options providers behind their pickers, and for intents declared in
/// Swift, the type, so values can become a configured intent and back.
public struct IntentRegistry: Sendable {
    private var definitionsByID: [String: IntentDefinition] = [:]
    /// Definitions registered by identifier and made on first use.
    private var lazyDefinitions: [String: LazyValue<IntentDefinition?>] = [:]
    /// Intents registered by type, read from their declarations on first use.
    var swiftIntents: [String: SwiftIntent] = [:]
    /// Identifiers registered one by one, in order.
    private var order: [String] = []
    /// Catalogs registered whole, each with the count of `order` when it came: its entries
    /// are listed after the identifiers before it. Looked in after everything registered on
    /// its own, in registration order.
    private var catalogs: [(position: Int, catalog: LazyCatalog)] = []
    /// Sources registered on their own; they come before any a Swift intent's parameter names.
    private var entitySources: [String: any EntitySource] = [:]
    /// Options providers registered on their own (an intent host's), by intent, then parameter.
    private var optionsProviders: [String: [String: @Sendable ([String: IntentValue]) async throws -> OptionsList]] = [:]
    /// Intents performed elsewhere (an app developer's intent host), by identifier.
    var performers: [String: IntentPerformer] = [:]
    /// Each provider's App Shortcuts, read when first listed: reading a phrase's parameters
    /// reflects over its intent.
    private var appShortcutProviders: [LazyValue<[AppShortcutDefinition]>] = []

    /// An empty registry: `var registry = IntentRegistry(); try registry.register(SuggestTrails.self)`.
    public init() {}

    /// Every definition, in registration order. Makes every lazily registered one: for
    /// listing them all (a picker, `lint`), not for looking one up.
    public var definitions: [IntentDefinition] { identifiers.compactMap(definition(for:)) }

    /// The identifiers of every definition, in registration order, without making any.
    public var identifiers: [String] {
        guard !catalogs.isEmpty else { return order }
        var listed: [String] = []
        var next = 0
        var seen: Set<String> = []
        for (position, catalog) in catalogs {
            listed += order[next..<position]
            next = position
            // An entry is passed over when something registered before the catalog, or an
            // earlier catalog, has its identifier (registering it after would have failed).
            for identifier in catalog.identifiers where !containsIndividually(identifier) && seen.insert(identifier).inserted {
                listed.append(identifier)
            }
        }
        return listed + order[next...]
    }

    /// The intent with this identifier — one registered on its own first, else a catalog's — made on
    /// first use; nil when nothing has it.
    public func definition(for identifier: String) -> IntentDefinition? {
        // What was registered on its own shadows a catalog, even when it cannot be made.
        if let definition = definitionsByID[identifier] { return definition }
        if let lazy = lazyDefinitions[identifier] { return lazy.value }
        if let intent = swiftIntents[identifier] { return intent.definition }
        return catalogs.first { $0.catalog.contains(identifier) }?.catalog.definition(for: identifier)
    }

    /// Whether an intent has this identifier, without making its definition.
    public func contains(_ identifier: String) -> Bool {
        containsIndividually(identifier) || catalogs.contains { $0.catalog.contains(identifier) }
    }

    private func containsIndividually(_ identifier: String) -> Bool {
        definitionsByID[identifier] != nil || lazyDefinitions[identifier] != nil || swiftIntents[identifier] != nil
    }

    /// Whether the intent was declared in Swift (registered by type), rather than read from a
    /// catalog or built by hand.
    public func isDeclaredInSwift(_ identifier: String) -> Bool { swiftIntents[identifier] != nil }

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
        lazyDefinitions[identifier] = LazyValue(make)
        order.append(identifier)
    }

    /// Adds a whole catalog known now only by its identifiers: `make(index)` makes the
    /// definition of `identifiers[index]` the first time it is asked for, or gives nil when
    /// it cannot be read (the intent is then unknown, though `identifiers` lists it). An
    /// identifier the registry already has is passed over — what was registered first keeps
    /// it — as is a repeat within the catalog; registering one of the catalog's identifiers
    /// afterwards throws `duplicateIdentifier`. Start-up pays for the identifiers array alone:
    /// they are indexed when one is first looked up that nothing registered on its own has.
    /// `make` may run on any thread, and twice for one entry asked for on two threads at once
    /// (the first made is kept); it must not ask this registry for a definition.
    public mutating func register(catalog identifiers: [String], definedBy make: @escaping @Sendable (Int) -> IntentDefinition?) {
        register(catalogListedBy: { identifiers }, definedBy: make)
    }

    /// `register(catalog:definedBy:)` for a catalog whose identifiers are themselves costly to
    /// know (a file to read): `list` gives them, in catalog order, the first time something
    /// needs them — looking up an identifier that nothing registered on its own has, listing
    /// the registry, or registering anything after the catalog — so a start that never asks
    /// never reads the catalog. `list` runs once, on any thread; it must not ask this
    /// registry anything, and must give the same identifiers that `make`'s indices refer to.
    public mutating func register(catalogListedBy list: @escaping @Sendable () -> [String],
                                  definedBy make: @escaping @Sendable (Int) -> IntentDefinition?) {
        catalogs.append((order.count, LazyCatalog(listedBy: list, make: make)))
    }

    /// Adds an intent declared in Swift: its definition read from its declaration, and the
    /// queries and options providers its parameters name. The declaration is read the first
    /// time any of these is asked for — on any thread, once — so registering costs only the
    /// identifier.
    public mutating func register<Intent: AppIntent>(_ type: Intent.Type) throws(IntentRegistryError) {
        let identifier = Intent.persistentIdentifier
        guard !contains(identifier) else { throw .duplicateIdentifier(identifier) }
        swiftIntents[identifier] = SwiftIntent(type)
        order.append(identifier)
    }

    /// The definitions of the intents declared in Swift, in registration order, each read from
    /// its declaration (never an adopted one): what a cache keeps for the program's next start.
    public var swiftDefinitions: [IntentDefinition] {
        order.compactMap { swiftIntents[$0]?.reading.definition }
    }

    /// Takes definitions that an earlier run of this same program read from its Swift
    /// declarations (`swiftDefinitions`), so that showing those intents needs no reflection —
    /// reading a declaration walks its properties with `Mirror` and resolves each generic
    /// parameter type, the largest cost of the editor's start. Only the caller can vouch that
    /// they come from this very program: a definition is a function of the code that declares
    /// it. A definition whose identifier is not an intent declared in Swift is ignored.
    /// Returns whether every intent declared in Swift now has one (false: the cache is stale).
    @discardableResult
    public mutating func adoptSwiftDefinitions(_ definitions: [IntentDefinition]) -> Bool {
        adoptSwiftDefinitions(identifiers: definitions.map(\.identifier)) { definitions[$0] }
    }

    /// `adoptSwiftDefinitions(_:)` for definitions known now only by their identifiers:
    /// `make(index)` gives the definition of `identifiers[index]` the first time the registry
    /// needs it — a cache file is then indexed at start-up and only the intents on screen are
    /// decoded. When `make` gives nil, or a definition of another identifier, the declaration
    /// is read instead, as if nothing had been adopted for it. `make` may run on any thread,
    /// once per identifier; it must not ask this registry anything. Returns whether every
    /// intent declared in Swift now has one adopted.
    @discardableResult
    public mutating func adoptSwiftDefinitions(identifiers: [String], definedBy make: @escaping @Sendable (Int) -> IntentDefinition?) -> Bool {
        for (index, identifier) in identifiers.enumerated() where swiftIntents[identifier] != nil {
            swiftIntents[identifier]?.adopted = LazyValue {
                make(index).flatMap { $0.identifier == identifier ? $0 : nil }
            }
        }
        return swiftIntents.values.allSatisfy { $0.adopted != nil }
    }

    /// Adds an app's App Shortcuts, kept as data: Siri is out of scope, but `intents` lists
    /// them. The provider's declarations are read when `appShortcuts` is first asked for.
    public mutating func register<Provider: AppShortcutsProvider>(shortcuts provider: Provider.Type) {
        appShortcutProviders.append(LazyValue { Provider.appShortcuts.map { $0.makeDefinition() } })
    }

    /// Adds App Shortcuts already made data (a host's, from its catalog's side file).
    public mutating func register(appShortcuts shortcuts: [AppShortcutDefinition]) {
        appShortcutProviders.append(LazyValue { shortcuts })
    }

    /// The App Shortcuts apps declared, in registration order.
    public var appShortcuts: [AppShortcutDefinition] { appShortcutProviders.flatMap(\.value) }

    /// Registers where the entities of a type come from; a later source for the same type
    /// replaces an earlier one, and any source registered this way comes before the queries
    /// Swift intents' parameters name.
    public mutating func register(_ source: any EntitySource) {
        entitySources[source.typeIdentifier] = source
    }

    /// Where the entities of a type come from: a source registered on its own, else the query
    /// of the first Swift intent (in registration order) with a parameter of that type —
    /// which reads the Swift intents' declarations up to it.
    public func entitySource(for typeIdentifier: String) -> (any EntitySource)? {
        if let source = entitySources[typeIdentifier] { return source }
        for identifier in order {
            guard let intent = swiftIntents[identifier] else { continue }
            if let source = intent.reading.entitySources.first(where: { $0.typeIdentifier == typeIdentifier }) {
                return source
            }
        }
        return nil
    }

    /// Every entity source the registry knows, one per type: those registered on their own,
    /// then the queries of Swift intents' parameters — which reads every Swift intent's
    /// declaration.
    public var allEntitySources: [any EntitySource] {
        var sources = entitySources
        for identifier in order {
            for source in swiftIntents[identifier]?.reading.entitySources ?? [] where sources[source.typeIdentifier] == nil {
                sources[source.typeIdentifier] = source
            }
        }
        return sources.keys.sorted().compactMap { sources[$0] }
    }

    /// Registers where a parameter's options come from, for an intent whose provider runs
    /// elsewhere (an app developer's intent host): asked, with the values of the intent being
    /// edited, instead of a Swift intent's provider.
    public mutating func registerOptions(intent: String, parameter: String,
                                         provider: @escaping @Sendable ([String: IntentValue]) async throws -> OptionsList) {
        optionsProviders[intent, default: [:]][parameter] = provider
    }

    /// The options of a parameter with a `DynamicOptionsProvider`, as a picker lists them: one
    /// registered on its own (`registerOptions`), else the Swift intent's. `values` are the
    /// intent's as it is being edited: what the provider's `IntentParameterDependency` reads
    /// (those that do not fit the intent are left out).
    public func optionsList(intent: String, parameter: String, values: [String: IntentValue] = [:]) async throws -> OptionsList {
        if let provider = optionsProviders[intent]?[parameter] { return try await provider(values) }
        guard let provider = swiftIntents[intent]?.reading.optionsProviders[parameter] else { return OptionsList(sections: []) }
        await AppDependencyManager.shared.prepareAsyncDependencies()
        let edited = await editedIntent(intent, values: values)
        return try await IntentOptionsContext.$intent.withValue(edited) { try await provider() }
    }

    /// The intent being edited, as its dependencies read it: made with the values that fit.
    func editedIntent(_ identifier: String, values: [String: IntentValue]) async -> IntentOptionsContext.Edited? {
        guard let type = swiftIntents[identifier]?.type else { return nil }
        let known = Set(declaredParameters(of: type.init()).map { $0.id })
        let fitting = values.filter { known.contains($0.key) }
        if let made = try? await Self.makeIntent(type, values: fitting) { return IntentOptionsContext.Edited(intent: made) }
        // One value that no longer fits (a renamed case) leaves the others.
        var kept: [String: IntentValue] = [:]
        for (id, value) in fitting where (try? await Self.makeIntent(type, values: kept.merging([id: value]) { $1 })) != nil {
            kept[id] = value
        }
        return (try? await Self.makeIntent(type, values: kept)).map(IntentOptionsContext.Edited.init)
    }

    /// The choices of a parameter with a `DynamicOptionsProvider`, sections flattened.
    public func dynamicOptions(intent: String, parameter: String, values: [String: IntentValue] = [:]) async throws -> [IntentValue] {
        try await optionsList(intent: intent, parameter: parameter, values: values).values
    }

    /// A configured instance of a Swift-declared intent. Entity values are looked up through
    /// their queries, hence async.
    public func makeIntent(_ identifier: String, values: [String: IntentValue]) async throws -> any AppIntent {
        guard let type = swiftIntents[identifier]?.type else { throw IntentRegistryError.notDeclaredInSwift(identifier) }
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

/// Why an intent could not be registered, or a value bridged to it.
public enum IntentRegistryError: Error, Equatable, CustomStringConvertible, Sendable {
    case duplicateIdentifier(String)
    case notDeclaredInSwift(String)
    case unknownParameter(intent: String, parameter: String)
    case invalidValue(intent: String, parameter: String, reason: String)

    /// What went wrong, in a sentence that says what to do.
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
                            parameters: [(id: String, parameter: DeclaredParameter)]) {
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
        outputType = Intent.returnedValue?.intentValueType
        deprecation = (Intent.self as? any DeprecatedAppIntent.Type)?.deprecationDefinition
        let execution = Execution(reportsProgress: Intent.self is any ProgressReportingIntent.Type,
                                  cancellable: Intent.self is any CancellableIntent.Type,
                                  longRunning: Intent.self is any LongRunningIntent.Type)
        self.execution = execution == Execution() ? nil : execution
    }
}

/// A `perform()` result that returns a value of a type documents can hold: how a definition
/// learns what its action outputs (`some IntentResult & ReturnsValue<Trail>` is, at run time,
/// the container of a `Trail`).
protocol ReturnedValueDeclaring {
    static var returnedValue: (any IntentValueConvertible.Type)? { get }
}

extension IntentResultContainer: ReturnedValueDeclaring {
    static var returnedValue: (any IntentValueConvertible.Type)? { Value.self as? any IntentValueConvertible.Type }
}

extension AppIntent {
    /// The type `perform()` returns a value of, when documents can hold it.
    static var returnedValue: (any IntentValueConvertible.Type)? {
        (PerformResult.self as? any ReturnedValueDeclaring.Type)?.returnedValue
    }
}

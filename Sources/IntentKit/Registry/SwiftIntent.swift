/// An intent declared in Swift, as the registry holds it: the type at once — it is what
/// makes a configured instance — and what reflection reads from the declaration only when
/// first needed. Reading one walks its properties with `Mirror` and asks each whether it is
/// a parameter; for a module of intents that was a quarter of the editor's start-up.
struct SwiftIntent: Sendable {
    /// What a declaration says, read once.
    struct Reading: Sendable {
        var definition: IntentDefinition
        /// The providers of parameters with dynamic options, by parameter identifier.
        var optionsProviders: [String: @Sendable () async throws -> OptionsList]
        /// The entity sources of its parameters' queries, in parameter order.
        var entitySources: [any EntitySource]
    }

    let type: any AppIntent.Type
    private let lazyReading: LazyValue<Reading>
    /// The definition an earlier run of this same program read from the declaration
    /// (`IntentRegistry.adoptSwiftDefinitions`), made when first asked for: drawing the intent
    /// then needs no reflection. One that cannot be made (nil) leaves the declaration to be
    /// read after all. The reading is still made for what only the instance has — queries,
    /// options providers.
    var adopted: LazyValue<IntentDefinition?>?

    init<Intent: AppIntent>(_ type: Intent.Type) {
        self.type = type
        lazyReading = LazyValue { Self.read(type) }
    }

    var reading: Reading { lazyReading.value }

    var definition: IntentDefinition { adopted?.value ?? reading.definition }

    private static func read<Intent: AppIntent>(_ type: Intent.Type) -> Reading {
        let intent = Intent()
        let parameters = declaredParameters(of: intent)
        var reading = Reading(definition: IntentDefinition(declaredBy: type, instance: intent, parameters: parameters),
                              optionsProviders: [:], entitySources: [])
        for (id, parameter) in parameters {
            reading.optionsProviders[id] = parameter.dynamicOptions
            reading.entitySources += parameter.entitySources
        }
        // The entities it outputs are found the same way, for a variable narrowed to a property.
        if let source = Intent.returnedValue?.entitySource, !reading.entitySources.contains(where: { $0.typeIdentifier == source.typeIdentifier }) {
            reading.entitySources.append(source)
        }
        return reading
    }
}

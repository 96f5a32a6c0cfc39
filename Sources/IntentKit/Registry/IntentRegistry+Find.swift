extension IntentRegistry {
    /// What each entity type whose query can filter makes its "Find <Entities>" action from,
    /// by type; a query that fails to describe itself is left out (its other actions stand).
    public func entityFindDescriptions() async -> [EntityFindDescription] {
        var descriptions: [EntityFindDescription] = []
        for source in allEntitySources where source.capabilities.contains(.propertyFilter) {
            if let description = try? await source.findDescription() { descriptions.append(description) }
        }
        return descriptions
    }

    /// The "Find <Entities>" actions of the entity types whose queries can filter, for a
    /// host's definitions: one per type, not already declared under that identifier, listed
    /// under the app (`app`, the host's name) as Shortcuts lists them.
    public func findDefinitions(app: String? = nil) async -> [IntentDefinition] {
        await entityFindDescriptions().map(EntityFindAction.definition).filter { definition(for: $0.identifier) == nil }.map { find in
            var find = find
            find.category = app
            return find
        }
    }

    /// Runs a Find action: its values read into a request against the source's description,
    /// the query asked, the entities its value.
    func performFind(_ source: any EntitySource, values: [String: IntentValue]) async throws -> IntentOutcome {
        guard let description = try await source.findDescription() else { throw EntityFindUnsupported(typeIdentifier: source.typeIdentifier) }
        let request = try EntityFindAction.request(from: values, description: description)
        return IntentOutcome(value: .array(try await source.find(request).map(IntentValue.entity)))
    }
}

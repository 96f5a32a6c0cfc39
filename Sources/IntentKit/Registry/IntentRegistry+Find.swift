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

extension IntentRegistry {
    /// `definitions` with the properties of each entity type an action outputs filled in, named
    /// off one entity of the type (Swift reflects values, not types): what the editor offers
    /// when a variable holding one is narrowed. A type whose query fails keeps none.
    public func describingOutputEntities(_ definitions: [IntentDefinition]) async -> [IntentDefinition] {
        var described: [String: [EntityPropertyDefinition]] = [:]
        var result = definitions
        for index in result.indices {
            guard let output = result[index].outputType, case .entity(var type) = output.elementType, type.properties.isEmpty else { continue }
            if described[type.identifier] == nil {
                described[type.identifier] = (try? await entitySource(for: type.identifier)?.propertyDefinitions()) ?? []
            }
            type.properties = described[type.identifier] ?? []
            result[index].outputType = output.isArray ? .array(.entity(type)) : .entity(type)
        }
        return result
    }

    /// What an entity's properties hold now, asked of its type's query (in this process or
    /// its host).
    public func propertyValues(of entity: EntityReference) async throws -> [EntityPropertyValue] {
        guard let source = entitySource(for: entity.typeIdentifier) else {
            throw EntityPropertiesUnavailable(typeIdentifier: entity.typeIdentifier, identifier: entity.id)
        }
        return try await source.propertyValues(of: entity.id)
    }
}

import IntentKit

/// The Find actions an app's compiled queries give: each query of `queries` with `parameters`
/// (a property by `propertyIdentifier`, its `localizedTitle`, its `comparators` by
/// `comparatorTypeValue`) and `sortingOptions` is an `EntityPropertyQuery`, which Shortcuts
/// offers as "Find <Entities>" (Weather's `LocationSearchEntityQuery`: Name, sorted by Name).
extension ActionsDataDecoder {
    /// Apple's comparator codes, inferred: no reference lists them. Read in the order Apple's
    /// documentation lists the comparators, the one code seen (6, on Weather's text `name`,
    /// a search by name) is "contains"; a code outside the table leaves its comparator out.
    static let comparatorCodes: [Int: EntityQueryComparison] = [
        0: .equalTo, 1: .notEqualTo, 2: .greaterThan, 3: .greaterThanOrEqualTo, 4: .lessThan, 5: .lessThanOrEqualTo,
        6: .contains, 7: .hasPrefix, 8: .hasSuffix, 9: .isBetween,
    ]

    /// The Find actions of the catalog's queries that filter, identified as the catalog's
    /// actions are (the namespace first); a query whose shape is not as described is left
    /// out, as its app's other actions stand without it.
    func findDefinitions(of catalog: JSONValue) -> [IntentDefinition] {
        guard case .object(let queries)? = catalog["queries"] else { return [] }
        return queries.compactMap { _, query -> IntentDefinition? in
            guard case .string(let typeName)? = query["entityType"], case .array(let parameters)? = query["parameters"], !parameters.isEmpty
            else { return nil }
            let declared = entities[typeName]
            let properties = parameters.compactMap { parameter -> FilterPropertyDefinition? in
                guard case .string(let identifier)? = parameter["propertyIdentifier"] else { return nil }
                let comparators: [JSONValue] = if case .array(let items)? = parameter["comparators"] { items } else { [] }
                let comparisons = comparators.compactMap { comparator -> EntityQueryComparison? in
                    guard case .int(let code)? = comparator["comparatorTypeValue"] else { return nil }
                    return Self.comparatorCodes[code]
                }
                let property = declared?.properties.first { $0.identifier == identifier }
                let type = property?.type ?? comparators.first.map { valueType($0["valueType"]) } ?? .string
                return FilterPropertyDefinition(identifier: identifier, title: text(parameter["localizedTitle"]) ?? property?.title ?? identifier,
                                                type: type, comparisons: comparisons)
            }
            let sortable: [String] = if case .array(let options)? = query["sortingOptions"] {
                options.compactMap { option in
                    guard case .string(let identifier)? = option["propertyIdentifier"] else { return nil }
                    let title = text(option["title"]).flatMap { $0.isEmpty ? nil : $0 }
                    return title ?? properties.first { $0.identifier == identifier }?.title ?? identifier
                }
            } else { [] }
            var type = declared ?? EntityTypeDefinition(identifier: typeName, title: LocalizedText.readable(typeName))
            type.query.insert(.propertyFilter)
            var definition = EntityFindAction.definition(EntityFindDescription(entityType: type, properties: properties, sortable: sortable))
            definition.identifier = namespace.map { $0 + "." + definition.identifier } ?? definition.identifier
            definition.category = namespace
            return definition
        }.sorted { $0.identifier < $1.identifier }
    }
}

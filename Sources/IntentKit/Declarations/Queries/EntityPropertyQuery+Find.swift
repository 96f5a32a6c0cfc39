/// One row of a Find action: a property (by its identifier), a comparison and its values.
public struct EntityQueryCondition: Sendable, Hashable, Codable {
    /// The property's identifier: its name in Swift (`title` for `@Property var title`).
    public var property: String
    /// What the row compares with.
    public var comparison: EntityQueryComparison
    /// The row's values: one, or two for "is between".
    public var values: [IntentValue]

    /// A row.
    public init(property: String, comparison: EntityQueryComparison, values: [IntentValue]) {
        self.property = property
        self.comparison = comparison
        self.values = values
    }
}

/// A Find row the query cannot take: a property it does not filter by, or a comparison that
/// property does not offer.
package struct EntityQueryConditionError: Error, Sendable, CustomStringConvertible {
    package var property: String
    package var comparison: EntityQueryComparison
    package var offered: [EntityQueryComparison]?

    package var description: String {
        guard let offered else { return "the query does not filter by “\(property)”" }
        return "“\(property)” is not compared with \(comparison.rawValue) by the query; it offers "
            + offered.map(\.rawValue).joined(separator: ", ")
    }
}

/// What a Find action asks of a query: its rows, whether all must hold or any, its sort (by
/// property identifier) and its limit.
public struct EntityFindRequest: Sendable, Hashable, Codable {
    /// The rows.
    public var conditions: [EntityQueryCondition]
    /// True: every row holds ("All"); false: any one does ("Any").
    public var matchesAll: Bool
    /// The sorts, first first.
    public var sort: [Sort]
    /// At most this many entities; nil for all.
    public var limit: Int?

    /// One sort: a property's identifier and its order.
    public struct Sort: Sendable, Hashable, Codable {
        /// The property's identifier.
        public var property: String
        /// True for ascending (A to Z, smallest first).
        public var ascending: Bool

        /// A sort.
        public init(property: String, ascending: Bool) {
            self.property = property
            self.ascending = ascending
        }
    }

    /// A request.
    public init(conditions: [EntityQueryCondition], matchesAll: Bool = true, sort: [Sort] = [], limit: Int? = nil) {
        self.conditions = conditions
        self.matchesAll = matchesAll
        self.sort = sort
        self.limit = limit
    }
}

extension EntityPropertyQuery {
    /// Runs a Find action's request through the query.
    package func entities(for request: EntityFindRequest) async throws -> [Entity] {
        try await entities(where: request.conditions, mode: request.matchesAll ? .and : .or,
                           sortedBy: request.sort.map { ($0.property, $0.ascending) }, limit: request.limit)
    }

    /// Runs a Find action's rows: each said in the query's terms by its property's comparator,
    /// the sort's properties found among `sortingOptions`, then the query asked. Properties are
    /// named off one entity the query gives for no condition at all; when it has none, no row
    /// can select anything and nothing is found.
    package func entities(where conditions: [EntityQueryCondition], mode: EntityQueryComparatorMode,
                          sortedBy sorts: [(property: String, ascending: Bool)], limit: Int?) async throws -> [Entity] {
        guard !conditions.isEmpty || !sorts.isEmpty else { return try await entities(matching: [], mode: mode, sortedBy: [], limit: limit) }
        guard let sample = try await entities(matching: [], mode: .and, sortedBy: [], limit: 1).first else { return [] }
        var mapped: [ComparatorMappingType] = []
        for condition in conditions {
            guard let declaration = Self.properties.declarations.first(where: { $0.propertyIdentifier(in: sample) == condition.property }) else {
                throw EntityQueryConditionError(property: condition.property, comparison: condition.comparison, offered: nil)
            }
            guard let value = try await declaration.map(condition.comparison, condition.values) else {
                throw EntityQueryConditionError(property: condition.property, comparison: condition.comparison, offered: declaration.comparisons)
            }
            mapped.append(value)
        }
        let sortable = Self.sortingOptions.options
        let sorted = sorts.compactMap { sort -> EntityQuerySort<Entity>? in
            guard let option = sortable.first(where: { $0.propertyIdentifier(in: sample) == sort.property }) else { return nil }
            return EntityQuerySort(by: option.keyPath, order: sort.ascending ? .ascending : .descending)
        }
        return try await entities(matching: mapped, mode: mode, sortedBy: sorted, limit: limit)
    }

    /// The properties a Find action offers, by identifier (named off `sample`), with their
    /// comparisons.
    package static func filterableProperties(in sample: Entity) -> [(property: String, comparisons: [EntityQueryComparison])] {
        properties.declarations.compactMap { declaration in declaration.propertyIdentifier(in: sample).map { ($0, declaration.comparisons) } }
    }

    /// The properties a Find action can sort by, by identifier (named off `sample`).
    package static func sortableProperties(in sample: Entity) -> [String] {
        sortingOptions.options.compactMap { $0.propertyIdentifier(in: sample) }
    }
}

import Foundation

/// What Shortcuts makes a "Find <Entities>" action from: an entity type whose query can filter
/// (`EntityPropertyQuery`, or a compiled query's `parameters`), the properties its rows may
/// name and those it sorts by.
public struct EntityFindDescription: Sendable, Hashable, Codable {
    /// The entity type found.
    public var entityType: EntityTypeDefinition
    /// The properties rows may name, with their comparisons, in the query's order.
    public var properties: [FilterPropertyDefinition]
    /// The properties it sorts by, as titles (what Sort by stores).
    public var sortable: [String]

    /// A description as data.
    public init(entityType: EntityTypeDefinition, properties: [FilterPropertyDefinition], sortable: [String]) {
        self.entityType = entityType
        self.properties = properties
        self.sortable = sortable
    }
}

/// The "Find <Entities>" action of an entity type, kept in the form Shortcuts' own Find actions
/// have — conditions as `WFContentItemFilter` rows (`Property` by its title, `Operator` by If's
/// codes, the value under its kind's name), `WFContentItemSortProperty` by title,
/// `WFContentItemSortOrder` Ascending or Descending, `WFContentItemLimitEnabled` and
/// `WFContentItemLimitNumber`, `WFCompoundType` 1 for All and 0 for Any — so one filter-row
/// editor and one reading serve both. Its identifier is the entity type's with `.Find`
/// (docs/FILE-FORMAT.md: no reference shows how Apple's files store an app's Find action).
public enum EntityFindAction {
    /// What the identifier of an entity type's Find action ends with.
    public static let identifierSuffix = ".Find"
    /// Apple's names for the two sort orders of an entity query (`EntityQuerySort.Ordering`).
    static let orders = ["Ascending", "Descending"]
    /// The operator codes a Find row stores (If's: docs/FILE-FORMAT.md), by comparison.
    static let codes: [(code: Int, comparison: EntityQueryComparison)] = [
        (4, .equalTo), (5, .notEqualTo), (99, .contains), (8, .hasPrefix), (9, .hasSuffix),
        (0, .lessThan), (1, .lessThanOrEqualTo), (2, .greaterThan), (3, .greaterThanOrEqualTo), (1003, .isBetween),
    ]

    /// The identifier of the Find action of entity type `entityType`.
    public static func identifier(for entityType: String) -> String { entityType + identifierSuffix }

    /// The entity type whose Find action `identifier` is, or nil for another identifier.
    public static func entityType(of identifier: String) -> String? {
        guard identifier.hasSuffix(identifierSuffix), identifier.count > identifierSuffix.count else { return nil }
        return String(identifier.dropLast(identifierSuffix.count))
    }

    /// The operator code a row stores for `comparison`.
    public static func code(of comparison: EntityQueryComparison) -> Int {
        codes.first { $0.comparison == comparison }?.code ?? 4
    }

    /// The comparison a row's operator code stands for, if it is one a query can take.
    public static func comparison(ofCode code: Int) -> EntityQueryComparison? {
        codes.first { $0.code == code }?.comparison
    }

    /// The member of a row's `Values` a property's value is stored under, by what it holds —
    /// the names Shortcuts' own Find rows use.
    public static func valueKind(of type: ValueType) -> String {
        switch type {
        case .int, .double, .decimal, .measurement, .duration: "Number"
        case .bool: "Bool"
        case .date: "Date"
        case .enumeration: "Enumeration"
        default: "String"
        }
    }

    /// "Trails" for "Trail", "Entries" for "Entry", "Shelves" for "Shelf": the English plural
    /// Apple's action titles use.
    static func plural(_ name: String) -> String {
        let lower = name.lowercased()
        if lower.hasSuffix("lf") { return name.dropLast() + "ves" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return name.dropLast() + "ies" }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return name + "es" }
        return name + "s"
    }

    /// The action: "Find Trails where ‹conditions›, sorted by ‹Length› ‹Ascending›, limit ‹10›".
    public static func definition(_ description: EntityFindDescription) -> IntentDefinition {
        let type = description.entityType
        let plural = plural(type.title)
        var filter = ParameterDefinition(id: FindActionSummary.filterKey, title: "Filter", type: .opaque(OpaqueValue.propertyListKind),
                                         isOptional: true)
        filter.options.storedForm = .contentFilter
        filter.options.filterProperties = description.properties
        func choices(_ key: String, _ title: String, _ items: [String]) -> ValueType {
            .enumeration(EnumDefinition(identifier: identifier(for: type.identifier) + "." + key, title: title,
                                        cases: items.map { EnumCaseDefinition(identifier: $0, title: $0) }))
        }
        var parameters = [
            filter,
            ParameterDefinition(id: "WFCompoundType", title: "Match", type: .enumeration(EnumDefinition(
                identifier: identifier(for: type.identifier) + ".WFCompoundType", title: "Match",
                cases: [EnumCaseDefinition(identifier: "1", title: "All"), EnumCaseDefinition(identifier: "0", title: "Any")])),
                isOptional: true),
        ]
        if !description.sortable.isEmpty {
            parameters.append(ParameterDefinition(id: FindActionSummary.sortPropertyKey, title: "Sort by",
                                                  type: choices(FindActionSummary.sortPropertyKey, "Sort by", description.sortable), isOptional: true))
            parameters.append(ParameterDefinition(id: FindActionSummary.sortOrderKey, title: "Order",
                                                  type: choices(FindActionSummary.sortOrderKey, "Order", orders), isOptional: true))
        }
        parameters.append(ParameterDefinition(id: FindActionSummary.limitEnabledKey, title: "Limit", type: .bool, isOptional: true))
        parameters.append(ParameterDefinition(id: FindActionSummary.limitNumberKey, title: "Get Items", type: .int, isOptional: true,
                                              options: ParameterOptions(controlStyle: .stepper,
                                                                        inclusiveRange: InclusiveRange(lower: .int(1), upper: .int(1_000_000)))))
        var definition = IntentDefinition(identifier: identifier(for: type.identifier), title: "Find " + plural,
                                          description: "Finds \(plural.lowercased()) whose properties match the conditions, sorted and limited.",
                                          parameters: parameters,
                                          summary: FindActionSummary.node(lead: [.text("Find " + plural)], parameters: parameters))
        definition.outputName = plural
        definition.outputType = .array(.entity(description.entityType))
        return definition
    }

    /// What the action's values ask of the query; throws `EntityFindValueError` naming the row
    /// for a property the query does not filter by, an operator it cannot take, or a value
    /// that is not of the property's kind.
    public static func request(from values: [String: IntentValue], description: EntityFindDescription) throws -> EntityFindRequest {
        var request = EntityFindRequest(conditions: [])
        if case .opaque(let opaque)? = values[FindActionSummary.filterKey], let stored = opaque.propertyList {
            let inner = stored["Value"] ?? stored
            if case .integer(0)? = inner["WFActionParameterFilterPrefix"] { request.matchesAll = false }
            for (index, row) in (inner["WFActionParameterFilterTemplates"]?.arrayValue ?? []).enumerated() {
                request.conditions.append(try condition(row, number: index + 1, description: description))
            }
        }
        if let match = values["WFCompoundType"].flatMap(choice) { request.matchesAll = match != "0" }
        if let sort = values[FindActionSummary.sortPropertyKey].flatMap(choice), !sort.isEmpty {
            guard let property = description.properties.first(where: { $0.title == sort || $0.identifier == sort })?.identifier
                    ?? (description.sortable.contains(sort) ? sort : nil) else {
                throw EntityFindValueError(place: "Sort by", problem: "the query does not sort by “\(sort)”")
            }
            let order = values[FindActionSummary.sortOrderKey].flatMap(choice) ?? "Ascending"
            request.sort = [EntityFindRequest.Sort(property: property, ascending: !["Descending", "Z to A", "Biggest First", "Latest First", "Newest First"].contains(order))]
        }
        if case .bool(true)? = values[FindActionSummary.limitEnabledKey] {
            switch values[FindActionSummary.limitNumberKey] {
            case .int(let limit)? where limit >= 0: request.limit = limit
            case .double(let limit)? where limit >= 0 && limit < 1e9: request.limit = Int(limit)
            case nil: break
            case let other?: throw EntityFindValueError(place: "Get Items", problem: "\(other.displayText()) is not a number of items")
            }
        }
        return request
    }

    private static func choice(_ value: IntentValue) -> String? {
        switch value {
        case .enumCase(let chosen): chosen.caseIdentifier
        case .string(let text): text
        case .int(let number): String(number)
        default: nil
        }
    }

    private static func condition(_ row: PropertyListValue, number: Int, description: EntityFindDescription) throws -> EntityQueryCondition {
        let place = "condition \(number)"
        guard let name = row["Property"]?.stringValue else { throw EntityFindValueError(place: place, problem: "it names no property") }
        guard let property = description.properties.first(where: { $0.title == name || $0.identifier == name }) else {
            throw EntityFindValueError(place: place, problem: "the query does not filter by “\(name)”; it filters by "
                + description.properties.map(\.title).joined(separator: ", "))
        }
        let code: Int = if case .integer(let code)? = row["Operator"] { code } else { 4 }
        guard let comparison = comparison(ofCode: code), property.comparisons.contains(comparison) else {
            throw EntityFindValueError(place: place, problem: "“\(name)” is not compared with “\(ContentFilterText.name(of: code))” by the query; it offers "
                + property.comparisons.map { ContentFilterText.name(of: Self.code(of: $0)) }.joined(separator: ", "))
        }
        let members = row["Values"]?.dictionaryValue
        let key = ContentFilterText.valueKey(of: row) ?? valueKind(of: property.type)
        var found = [try value(members?[key], of: property, place: place)]
        if comparison == .isBetween {
            found.append(try value(members?["AnotherNumber"] ?? members?["AnotherDate"], of: property, place: place))
        }
        return EntityQueryCondition(property: property.identifier, comparison: comparison, values: found)
    }

    /// A row's stored value as the property's kind: unwrapped from its state, text with
    /// variables read as its text.
    private static func value(_ stored: PropertyListValue?, of property: FilterPropertyDefinition, place: String) throws -> IntentValue {
        guard let stored else { throw EntityFindValueError(place: place, problem: "it has no value") }
        let inner = stored["Value"] ?? stored
        let text: String = TokenText(inner).map { $0.text { "[\($0.baseName())]" } } ?? TokenText(stored).map { $0.text { "[\($0.baseName())]" } }
            ?? inner.stringValue ?? ""
        func refuse() -> EntityFindValueError {
            EntityFindValueError(place: place, problem: "“\(text.isEmpty ? inner.summary : text)” is not a \(property.type.name) for “\(property.title)”")
        }
        switch (property.type, inner) {
        case (.int, .integer(let n)): return .int(n)
        case (.int, .real(let n)) where n == n.rounded() && abs(n) < 1e15: return .int(Int(n))
        case (.double, .integer(let n)), (.decimal, .integer(let n)): return .double(Double(n))
        case (.double, .real(let n)), (.decimal, .real(let n)): return .double(n)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.date, .date(let date)): return .date(date)
        default: break
        }
        switch property.type {
        case .int: if let n = Int(text.trimmingCharacters(in: .whitespaces)) { return .int(n) }
        case .double, .decimal: if let n = Double(text.trimmingCharacters(in: .whitespaces)), n.isFinite { return .double(n) }
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "on", "1": return .bool(true)
            case "false", "no", "off", "0": return .bool(false)
            default: break
            }
        case .date: if let date = ISO8601Text.parse(text.trimmingCharacters(in: .whitespaces)) { return .date(date) }
        case .enumeration(let e):
            if let match = e.cases.first(where: { $0.identifier == text || $0.title.caseInsensitiveCompare(text) == .orderedSame }) {
                return .enumCase(EnumCaseValue(enumIdentifier: e.identifier, caseIdentifier: match.identifier))
            }
        case .string: return .string(text)
        default: return .string(text)
        }
        throw refuse()
    }
}

/// A Find action's value the query cannot take, with the row or parameter it is in.
public struct EntityFindValueError: Error, Sendable, CustomStringConvertible {
    /// "condition 2", "Sort by".
    public var place: String
    /// What is wrong there.
    public var problem: String
    /// "condition 2: the query does not filter by “Colour”; it filters by Name, Length".
    public var description: String { place + ": " + problem }
}

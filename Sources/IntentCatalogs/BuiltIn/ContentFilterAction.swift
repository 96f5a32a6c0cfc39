import IntentKit

/// Shortcuts' Find and Filter actions (`is.workflow.actions.filter.*`, WorkflowKit's
/// `WFContentItemFilterAction`), which the reference lists with some of their parameters and no
/// sentence. Each gets every parameter such an action stores — the conditions, Sort by, Order,
/// Limit and its number, Apple's labels from the actions that list them all (Find Calendar
/// Events) — and the sentence Apple's editor reads: "Find ‹All Reminders› where ‹conditions›,
/// sorted by ‹Due Date› ‹Oldest First›, limit ‹5›" (`FindActionSummary`).
enum ContentFilterAction {
    static let prefix = "is.workflow.actions.filter."

    /// The sort orders WorkflowKit lists for every Find action (Find Calendar Events').
    static let orders = ["Oldest First", "Newest First", "Latest First", "Smallest First", "Biggest First", "Ascending", "Descending",
                         "Shortest First", "Longest First", "A to Z", "Z to A"]

    /// What Find Health Samples sorts by: the details the simulated device's samples have
    /// (the reference lists no parameter of this action at all).
    static let healthSortProperties = ["Type", "Value", "Unit", "Start Date", "End Date", "Random"]

    static func refine(_ definition: IntentDefinition) -> IntentDefinition {
        guard definition.identifier.hasPrefix(prefix) else { return definition }
        var refined = definition
        let noun = nounPhrase(of: definition.title)
        func add(_ parameter: ParameterDefinition) {
            if !refined.parameters.contains(where: { $0.id == parameter.id }) { refined.parameters.append(parameter) }
        }
        add(ParameterDefinition(id: FindActionSummary.filterKey, title: "Filter", type: .opaque(OpaqueValue.propertyListKind), isOptional: true,
                                options: storedAsFilter()))
        add(ParameterDefinition(id: "WFCompoundType", title: "Match", type: .string, isOptional: true))
        if definition.identifier == prefix + "health.quantity" {
            add(ParameterDefinition(id: FindActionSummary.sortPropertyKey, title: "Sort by",
                                    type: enumeration(definition.identifier, FindActionSummary.sortPropertyKey, healthSortProperties), isOptional: true))
        } else {
            // A kind whose properties the reference does not list (Find Notes): its name as text.
            add(ParameterDefinition(id: FindActionSummary.sortPropertyKey, title: "Sort by", type: .string, isOptional: true))
        }
        add(ParameterDefinition(id: FindActionSummary.sortOrderKey, title: "Order",
                                type: enumeration(definition.identifier, FindActionSummary.sortOrderKey, orders), isOptional: true))
        add(ParameterDefinition(id: FindActionSummary.limitEnabledKey, title: "Limit", type: .bool, isOptional: true))
        add(ParameterDefinition(id: FindActionSummary.limitNumberKey, title: "Get Items", type: .int, isOptional: true,
                                options: ParameterOptions(controlStyle: .stepper, inclusiveRange: InclusiveRange(lower: .int(1), upper: .int(1_000_000)))))
        for index in refined.parameters.indices {
            switch refined.parameters[index].id {
            case "WFCompoundType":
                // The conditions' own All/Any (`WFActionParameterFilterPrefix`: 1 all, 0 any),
                // which this key repeats.
                refined.parameters[index].title = "Match"
                refined.parameters[index].type = enumeration(definition.identifier, "WFCompoundType", ["1", "0"], titles: ["1": "All", "0": "Any"])
            case "WFContentItemInputParameter":
                // "Library": every item of the kind, as Apple's editor says it.
                if case .enumeration(var e) = refined.parameters[index].type, e.caseDefinition("Library") != nil {
                    e.cases = e.cases.map { $0.identifier == "Library" ? EnumCaseDefinition(identifier: "Library", title: "All " + noun) : $0 }
                    refined.parameters[index].type = .enumeration(e)
                    refined.parameters[index].defaultValue = .enumCase(EnumCaseValue(enumIdentifier: e.identifier, caseIdentifier: "Library"))
                }
            case FindActionSummary.sortOrderKey:
                // Shown only while something other than Random sorts.
                refined.parameters[index].options.shownWhen = nil
            default:
                break
            }
        }
        let verb = definition.title.hasPrefix("Filter") ? "Filter" : "Find"
        let lead: [SentencePart] = refined.parameters.contains(where: { $0.id == "WFContentItemInputParameter" })
            ? [.text(verb + " "), .placeholder("WFContentItemInputParameter")]
            : [.text(verb + " " + noun.lowercased())]
        refined.summary = FindActionSummary.node(lead: lead, parameters: refined.parameters)
        return refined
    }

    /// "Reminders" of "Find Reminders", "Health Samples" of "Find Health Samples".
    static func nounPhrase(of title: String) -> String {
        for verb in ["Find ", "Filter "] where title.hasPrefix(verb) { return String(title.dropFirst(verb.count)) }
        return title
    }

    static func storedAsFilter() -> ParameterOptions {
        var options = ParameterOptions()
        options.storedForm = .contentFilter
        return options
    }

    static func enumeration(_ action: String, _ key: String, _ items: [String], titles: [String: String] = [:]) -> ValueType {
        .enumeration(EnumDefinition(identifier: action + "." + key, title: key,
                                    cases: items.map { EnumCaseDefinition(identifier: $0, title: titles[$0] ?? $0) }))
    }
}

import IntentKit

/// Edit Reminder, Edit Calendar Event and Edit Contact (WorkflowKit's `WFContentItemSetterAction`), which the
/// reference lists with one or two value keys and no sentence. A file holds the item
/// (`WFInput`), the detail set (`WFContentItemPropertyName`), the mode for a list detail
/// (`Mode`: Set, Add, Remove) and the value under the item class's name followed by the
/// detail's without spaces — the three keys the reference gives (`WFReminderContentItemList`,
/// `WFReminderContentItemPriority`, `WFCalendarEventContentItemMyStatus`) all follow that rule,
/// and the simulated device reads it. The sentence is Apple's "Set ‹Is Completed› of
/// ‹Repeat Item› to ‹On›", its value placeholder switching with the detail.
enum ContentSetterAction {
    struct Detail {
        var name: String
        var type: ValueType
        var dateKind: DateKind? = nil
    }

    struct Kind {
        var itemClass: String
        var itemTitle: String
        var details: [Detail]
    }

    static let kinds: [String: Kind] = [
        "is.workflow.actions.setters.reminders": Kind(itemClass: "WFReminderContentItem", itemTitle: "Reminder", details: [
            Detail(name: "Title", type: .string), Detail(name: "Notes", type: .string), Detail(name: "URL", type: .string),
            Detail(name: "Due Date", type: .string, dateKind: .dateTime), Detail(name: "List", type: .string),
            Detail(name: "Priority", type: choices("Priority", ["None", "Low", "Medium", "High"])),
            Detail(name: "Is Flagged", type: .bool), Detail(name: "Is Completed", type: .bool), Detail(name: "Tags", type: .string),
        ]),
        "is.workflow.actions.setters.calendarevents": Kind(itemClass: "WFCalendarEventContentItem", itemTitle: "Event", details: [
            Detail(name: "Title", type: .string), Detail(name: "Start Date", type: .string, dateKind: .dateTime),
            Detail(name: "End Date", type: .string, dateKind: .dateTime), Detail(name: "Is All Day", type: .bool),
            Detail(name: "Location", type: .string), Detail(name: "Notes", type: .string), Detail(name: "URL", type: .string),
            Detail(name: "Calendar", type: .string),
            Detail(name: "My Status", type: choices("MyStatus", ["Accepted", "Completed", "Declined", "Delegated", "In Process", "Pending",
                                                                 "Tentative", "Unknown"])),
        ]),
        "is.workflow.actions.setters.contacts": Kind(itemClass: "WFContactContentItem", itemTitle: "Contact", details: [
            "First Name", "Middle Name", "Last Name", "Nickname", "Prefix", "Suffix", "Company", "Job Title", "Department", "Notes",
        ].map { Detail(name: $0, type: .string) } + [Detail(name: "Birthday", type: .string, dateKind: .date)]),
    ]

    static let propertyKey = "WFContentItemPropertyName"

    static func refine(_ definition: IntentDefinition) -> IntentDefinition {
        guard let kind = kinds[definition.identifier] else { return definition }
        var refined = definition
        let detailType = ValueType.enumeration(EnumDefinition(identifier: definition.identifier + "." + propertyKey, title: "Detail",
                                                              cases: kind.details.map { EnumCaseDefinition(identifier: $0.name, title: $0.name) }))
        func valueKey(_ detail: Detail) -> String { kind.itemClass + detail.name.replacingOccurrences(of: " ", with: "") }
        func detailIs(_ name: String) -> IntentValue {
            .enumCase(EnumCaseValue(enumIdentifier: definition.identifier + "." + propertyKey, caseIdentifier: name))
        }
        var parameters = [
            ParameterDefinition(id: "WFInput", title: kind.itemTitle, type: .opaque(OpaqueValue.propertyListKind), isOptional: true),
            ParameterDefinition(id: propertyKey, title: "Detail", type: detailType, isOptional: true),
        ]
        var mode = ParameterDefinition(id: "Mode", title: "Mode", type: ContentFilterAction.enumeration(definition.identifier, "Mode", ["Set", "Add", "Remove"]),
                                       isOptional: true)
        mode.options.shownWhen = [Condition(parameter: propertyKey, comparison: .equalTo, value: detailIs("Tags"))]
        for detail in kind.details {
            // A key the reference lists keeps its items (a list's names, a status's).
            var parameter = definition.parameters.first { $0.id == valueKey(detail) }
                ?? ParameterDefinition(id: valueKey(detail), title: detail.name, type: detail.type, isOptional: true)
            parameter.title = detail.name
            if detail.dateKind != nil { parameter.options.dateKind = detail.dateKind }
            parameter.options.shownWhen = [Condition(parameter: propertyKey, comparison: .equalTo, value: detailIs(detail.name))]
            parameters.append(parameter)
        }
        // Every setter stores a mode; only a list detail (Tags) offers more than Set, and only
        // its sentence lists it.
        parameters.append(mode)
        refined.parameters = parameters + definition.parameters.filter { old in !parameters.contains { $0.id == old.id } }
        let lead: [SentencePart] = [.text("Set "), .placeholder(propertyKey), .text(" of "), .placeholder("WFInput")]
        func showMore(_ sentence: [SentencePart]) -> [String] {
            let named = Set(sentence.compactMap { if case .placeholder(let id) = $0 { id } else { nil } })
            // Only the mode of a list detail: the other details' values belong to other details.
            return refined.parameters.map(\.id).filter { !named.contains($0) && ($0 == "Mode" || !kind.details.map(valueKey).contains($0)) }
        }
        let cases = kind.details.map { detail -> SwitchCase in
            let sentence = lead + [.text(" to "), .placeholder(valueKey(detail))]
            var more = showMore(sentence)
            if detail.name != "Tags" { more.removeAll { $0 == "Mode" } }
            return SwitchCase(values: [detailIs(detail.name)], node: .summary(SummaryTemplate(sentence: sentence, showMore: more)))
        }
        refined.summary = .switch(parameter: propertyKey, cases: cases,
                                  default: .summary(SummaryTemplate(sentence: lead, showMore: showMore(lead).filter { $0 != "Mode" })))
        return refined
    }

    private static func choices(_ name: String, _ items: [String]) -> ValueType {
        .enumeration(EnumDefinition(identifier: "setters." + name, title: name, cases: items.map { EnumCaseDefinition(identifier: $0, title: $0) }))
    }
}

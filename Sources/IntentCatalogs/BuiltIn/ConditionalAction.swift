import IntentKit

/// The If action's condition, which the reference files describe only as an opaque
/// "operator" class: Apple's operator codes (facts recorded in docs/BUILTIN-ACTIONS.md, as
/// Cherri documents them) as an enumeration whose cases are the codes, stored as the integers
/// Shortcuts writes; iOS 12's operator names, which older files hold as strings, as cases too.
/// The sentence is a `Switch` on the operator, so the value placeholders follow it live:
/// none for "has any value", two for "is between", a number for the comparisons, text else.
enum ConditionalAction {
    static let identifier = "is.workflow.actions.conditional"

    /// Code (or iOS 12 name), title, and the sentence's value part.
    static let operators: [(id: String, title: String, operand: Operand)] = [
        ("4", "is", .text), ("5", "is not", .text),
        ("100", "has any value", .none), ("101", "does not have any value", .none),
        ("99", "contains", .text), ("999", "does not contain", .text),
        ("8", "begins with", .text), ("9", "ends with", .text),
        ("2", "is greater than", .number), ("3", "is greater than or equal to", .number),
        ("0", "is less than", .number), ("1", "is less than or equal to", .number),
        ("1003", "is between", .range), ("1002", "is today", .none),
        ("Equals", "is", .text), ("Contains", "contains", .text),
        ("Is Greater Than", "is greater than", .number), ("Is Less Than", "is less than", .number),
    ]

    enum Operand { case none, text, number, range }

    /// The catalog's definition with the operator and the sentence made exact.
    static func refine(_ definition: IntentDefinition) -> IntentDefinition {
        guard definition.identifier == identifier else { return definition }
        var refined = definition
        let enumeration = EnumDefinition(identifier: identifier + ".WFCondition", title: "Condition",
                                         cases: operators.map { EnumCaseDefinition(identifier: $0.id, title: $0.title) })
        if let index = refined.parameters.firstIndex(where: { $0.id == "WFCondition" }) {
            refined.parameters[index].type = .enumeration(enumeration)
            refined.parameters[index].options.storedForm = .integerCodes
            refined.parameters[index].defaultValue = .enumCase(EnumCaseValue(enumIdentifier: enumeration.identifier, caseIdentifier: "4"))
        }
        func sentence(_ operand: Operand) -> SummaryNode {
            var parts: [SentencePart] = [.text("If "), .placeholder("WFInput"), .text(" "), .placeholder("WFCondition")]
            switch operand {
            case .none: break
            case .text: parts += [.text(" "), .placeholder("WFConditionalActionString")]
            case .number: parts += [.text(" "), .placeholder("WFNumberValue")]
            case .range: parts += [.text(" "), .placeholder("WFNumberValue"), .text(" and "), .placeholder("WFAnotherNumber")]
            }
            return .summary(SummaryTemplate(sentence: parts))
        }
        let cases = [Operand.none, .number, .range].map { operand in
            SwitchCase(values: operators.filter { $0.operand == operand }.map { .enumCase(EnumCaseValue(enumIdentifier: enumeration.identifier, caseIdentifier: $0.id)) },
                       node: sentence(operand))
        }
        // A file with several conditions (`WFConditions`) shows them as one value.
        refined.summary = .when(Condition(parameter: "WFConditions", comparison: .hasAnyValue),
                                then: .summary(SummaryTemplate(sentence: [.text("If "), .placeholder("WFConditions")])),
                                otherwise: .switch(parameter: "WFCondition", cases: cases, default: sentence(.text)))
        if !refined.parameters.contains(where: { $0.id == "WFConditions" }) {
            refined.parameters.append(ParameterDefinition(id: "WFConditions", title: "Conditions", type: .opaque(OpaqueValue.propertyListKind),
                                                          isOptional: true))
        }
        return refined
    }
}

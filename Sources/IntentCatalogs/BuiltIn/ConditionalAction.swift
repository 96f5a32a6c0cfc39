import IntentKit
import ShortcutModel

/// The If action's condition, which the reference files describe only as an opaque
/// "operator" class: Apple's operator codes (the model's `ConditionOperator`) as an
/// enumeration whose cases are the codes, stored as the integers Shortcuts writes; iOS 12's
/// operator names, which older files hold as strings, as cases too. The sentence is a
/// `Switch` on the operator, so the value placeholders follow it live: none for "has any
/// value", two for "is between", a number for the comparisons, text else.
///
/// What the operators are called and which value field they take also follow the kind of the
/// If's input — a date is "before" a date, a number "greater than" a number — so the
/// definition carries a variant per kind (`SubjectVariants` on `WFInput`), which the editor
/// picks once it knows what the input variable holds.
enum ConditionalAction {
    static let identifier = "is.workflow.actions.conditional"

    /// The value part of the sentence an operator takes.
    enum Operand: CaseIterable { case none, text, number, numberRange, date, dateRange, duration }

    struct Operator {
        /// Apple's code, or an iOS 12 name.
        var id: String
        var title: String
        var operand: Operand

        init(id: String, title: String, operand: Operand) {
            self.id = id
            self.title = title
            self.operand = operand
        }

        /// One of the model's operators, by its code.
        init(_ comparison: ConditionOperator, title: String, operand: Operand) {
            self.init(id: String(comparison.rawValue), title: title, operand: operand)
        }
    }

    /// Every operator, for an input whose kind is unknown: Shortcuts' operators as they read
    /// for text and numbers, then iOS 12's names.
    static let general: [Operator] = [
        .init(.equals, title: "is", operand: .text), .init(.notEquals, title: "is not", operand: .text),
        .init(.hasAnyValue, title: "has any value", operand: .none), .init(.hasNoValue, title: "does not have any value", operand: .none),
        .init(.contains, title: "contains", operand: .text), .init(.doesNotContain, title: "does not contain", operand: .text),
        .init(.beginsWith, title: "begins with", operand: .text), .init(.endsWith, title: "ends with", operand: .text),
        .init(.greaterThan, title: "is greater than", operand: .number), .init(.atLeast, title: "is greater than or equal to", operand: .number),
        .init(.lessThan, title: "is less than", operand: .number), .init(.atMost, title: "is less than or equal to", operand: .number),
        .init(.between, title: "is between", operand: .numberRange), .init(.isToday, title: "is today", operand: .none),
        .init(.inTheNext, title: "is in the next", operand: .duration), .init(.inTheLast, title: "is in the last", operand: .duration),
        .init(id: "Equals", title: "is", operand: .text), .init(id: "Contains", title: "contains", operand: .text),
        .init(id: "Is Greater Than", title: "is greater than", operand: .number), .init(id: "Is Less Than", title: "is less than", operand: .number),
    ]

    /// The operators Shortcuts offers for an input of each kind, in its order, with the
    /// value each takes. Dates compare with dates: "is before" and "is after" are the
    /// less-than and greater-than codes; 1000 and 1001 take a duration.
    static let byKind: [ContentKind: [Operator]] = [
        .text: [
            .init(.equals, title: "is", operand: .text), .init(.notEquals, title: "is not", operand: .text),
            .init(.hasAnyValue, title: "has any value", operand: .none), .init(.hasNoValue, title: "does not have any value", operand: .none),
            .init(.contains, title: "contains", operand: .text), .init(.doesNotContain, title: "does not contain", operand: .text),
            .init(.beginsWith, title: "begins with", operand: .text), .init(.endsWith, title: "ends with", operand: .text),
        ],
        .number: [
            .init(.equals, title: "is", operand: .number), .init(.notEquals, title: "is not", operand: .number),
            .init(.hasAnyValue, title: "has any value", operand: .none), .init(.hasNoValue, title: "does not have any value", operand: .none),
            .init(.greaterThan, title: "is greater than", operand: .number), .init(.atLeast, title: "is greater than or equal to", operand: .number),
            .init(.lessThan, title: "is less than", operand: .number), .init(.atMost, title: "is less than or equal to", operand: .number),
            .init(.between, title: "is between", operand: .numberRange),
        ],
        .date: [
            .init(.equals, title: "is", operand: .date), .init(.notEquals, title: "is not", operand: .date),
            .init(.hasAnyValue, title: "has any value", operand: .none), .init(.hasNoValue, title: "does not have any value", operand: .none),
            .init(.lessThan, title: "is before", operand: .date), .init(.greaterThan, title: "is after", operand: .date),
            .init(.between, title: "is between", operand: .dateRange), .init(.isToday, title: "is today", operand: .none),
            .init(.inTheNext, title: "is in the next", operand: .duration), .init(.inTheLast, title: "is in the last", operand: .duration),
        ],
    ]

    static let enumIdentifier = identifier + ".WFCondition"

    /// The catalog's definition with the operator and the sentence made exact, and a variant
    /// for each kind of input.
    static func refine(_ definition: IntentDefinition) -> IntentDefinition {
        guard definition.identifier == identifier else { return definition }
        var refined = definition
        if !refined.parameters.contains(where: { $0.id == "WFConditions" }) {
            refined.parameters.append(ParameterDefinition(id: "WFConditions", title: "Conditions", type: .opaque(OpaqueValue.propertyListKind),
                                                          isOptional: true))
        }
        var variants: [ContentKind: IntentDefinition] = [:]
        for (kind, operators) in byKind {
            variants[kind] = applying(operators, defaultOperand: operators[0].operand, to: refined)
        }
        refined = applying(general, defaultOperand: .text, to: refined)
        refined.subjectVariants = SubjectVariants(parameter: "WFInput", definitions: variants)
        return refined
    }

    /// The definition whose operator enumeration lists `operators` first (then any other code
    /// a file may hold, so every stored operator still reads as words), and whose sentence
    /// switches on the operator to the value each takes.
    private static func applying(_ operators: [Operator], defaultOperand: Operand, to definition: IntentDefinition) -> IntentDefinition {
        var refined = definition
        let listed = Set(operators.map(\.id))
        let cases = (operators + general.filter { !listed.contains($0.id) }).map { EnumCaseDefinition(identifier: $0.id, title: $0.title) }
        let enumeration = EnumDefinition(identifier: enumIdentifier, title: "Condition", cases: cases)
        if let index = refined.parameters.firstIndex(where: { $0.id == "WFCondition" }) {
            refined.parameters[index].type = .enumeration(enumeration)
            refined.parameters[index].options.storedForm = .integerCodes
            refined.parameters[index].defaultValue = .enumCase(EnumCaseValue(enumIdentifier: enumIdentifier, caseIdentifier: "4"))
        }
        let switchCases = Operand.allCases.filter { $0 != defaultOperand }.compactMap { operand -> SwitchCase? in
            let ids = operators.filter { $0.operand == operand }.map(\.id)
            guard !ids.isEmpty else { return nil }
            return SwitchCase(values: ids.map { .enumCase(EnumCaseValue(enumIdentifier: enumIdentifier, caseIdentifier: $0)) },
                              node: sentence(operand))
        }
        // A file with several conditions (`WFConditions`) shows them as one value.
        refined.summary = .when(Condition(parameter: "WFConditions", comparison: .hasAnyValue),
                                then: .summary(SummaryTemplate(sentence: [.text("If "), .placeholder("WFConditions")])),
                                otherwise: .switch(parameter: "WFCondition", cases: switchCases, default: sentence(defaultOperand)))
        return refined
    }

    private static func sentence(_ operand: Operand) -> SummaryNode {
        var parts: [SentencePart] = [.text("If "), .placeholder("WFInput"), .text(" "), .placeholder("WFCondition")]
        switch operand {
        case .none: break
        case .text: parts += [.text(" "), .placeholder("WFConditionalActionString")]
        case .number: parts += [.text(" "), .placeholder("WFNumberValue")]
        case .numberRange: parts += [.text(" "), .placeholder("WFNumberValue"), .text(" and "), .placeholder("WFAnotherNumber")]
        case .date: parts += [.text(" "), .placeholder("WFDate")]
        case .dateRange: parts += [.text(" "), .placeholder("WFDate"), .text(" and "), .placeholder("WFAnotherDate")]
        case .duration: parts += [.text(" "), .placeholder("WFDuration")]
        }
        return .summary(SummaryTemplate(sentence: parts))
    }
}

import IntentKit

/// Summary trees as `actionConfiguration` nodes.
extension ActionsDataExport {
    static func node(_ node: SummaryNode, in definition: IntentDefinition) -> JSONValue {
        switch node {
        case .summary(let template):
            return wrapped("actionSummary", summary(template))
        case let .when(condition, then, otherwise):
            let type = definition.parameter(condition.parameter)?.type
            var conditionMembers: [(key: String, value: JSONValue)] = [
                ("comparisonOperator", .int(condition.comparison.rawValue)),
                ("parameterIdentifier", .string(condition.parameter)),
            ]
            if let value = condition.value {
                // `oneOf` compares with a list of the parameter's values.
                let valueType = condition.comparison == .oneOf ? type.map(ValueType.array) : type
                conditionMembers.append(("value", self.value(value, type: valueType)))
            }
            var members: [(key: String, value: JSONValue)] = [("condition", .object(conditionMembers)), ("when", self.node(then, in: definition))]
            if let otherwise { members.append(("otherwise", self.node(otherwise, in: definition))) }
            return wrapped("whenClause", .object(members))
        case let .switch(parameter, cases, fallback):
            let type = definition.parameter(parameter)?.type
            var entries: [JSONValue] = cases.map { item in
                .object([("configuration", self.node(item.node, in: definition)), ("isDefaultCase", .bool(false)),
                         ("value", value(.array(item.values), type: type.map(ValueType.array)))])
            }
            entries.append(.object([("configuration", self.node(fallback, in: definition)), ("isDefaultCase", .bool(true))]))
            return wrapped("switchStatement", .object([("parameterIdentifier", .string(parameter)), ("cases", .array(entries))]))
        }
    }

    private static func summary(_ template: SummaryTemplate) -> JSONValue {
        // An untranslated key goes back as the key, not as the fallback shown for it.
        let format = template.untranslatedKey ?? template.sentence.map { part in
            switch part {
            case .text(let text): text
            case .placeholder(let id): "${\(id)}"
            }
        }.joined()
        var members: [(key: String, value: JSONValue)] = [
            ("summaryString", .object([("formatString", .string(format)),
                                       ("parameterIdentifiers", .array(template.placeholders.map(JSONValue.string)))])),
            ("otherParameterIdentifiers", .array(template.showMore.map(JSONValue.string))),
        ]
        if let table = template.table { members.append(("table", .string(table))) }
        return .object(members)
    }
}

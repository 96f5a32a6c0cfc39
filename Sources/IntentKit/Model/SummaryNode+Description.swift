/// The summary tree as indented text, in the DSL's own words: for `shortcut-editor intents`,
/// diagnostics and diffs.
extension SummaryNode {
    /// The tree in the DSL's words, one node a line (`Switch(activity)`, `Case(.biking)`, `Summary("…")`),
    /// values typed by `parameterType` where it knows the parameter.
    public func treeDescription(parameterType: (String) -> ValueType? = { _ in nil }, indent: String = "") -> String {
        var lines: [String] = []
        describe(into: &lines, indent: indent, parameterType: parameterType)
        return lines.joined(separator: "\n")
    }

    private func describe(into lines: inout [String], indent: String, parameterType: (String) -> ValueType?) {
        let inner = indent + "  "
        switch self {
        case .summary(let template):
            var line = indent + "Summary(\"" + template.sentence.map {
                switch $0 {
                case .text(let text): text
                case .placeholder(let id): "${\(id)}"
                }
            }.joined() + "\")"
            if !template.showMore.isEmpty { line += " { " + template.showMore.joined(separator: ", ") + " }" }
            lines.append(line)
        case let .when(condition, then, otherwise):
            var head = "\(indent)When(\(condition.parameter), .\(condition.comparison.name)"
            if let value = condition.value { head += ", " + value.displayText(as: parameterType(condition.parameter)) }
            lines.append(head + ")")
            then.describe(into: &lines, indent: inner, parameterType: parameterType)
            if let otherwise {
                lines.append("\(indent)otherwise:")
                otherwise.describe(into: &lines, indent: inner, parameterType: parameterType)
            }
        case let .switch(parameter, cases, defaultNode):
            lines.append("\(indent)Switch(\(parameter))")
            for switchCase in cases {
                let values = switchCase.values.map { $0.displayText(as: parameterType(parameter)) }
                lines.append("\(inner)Case(\(values.joined(separator: ", ")))")
                switchCase.node.describe(into: &lines, indent: inner + "  ", parameterType: parameterType)
            }
            lines.append("\(inner)DefaultCase")
            defaultNode.describe(into: &lines, indent: inner + "  ", parameterType: parameterType)
        }
    }
}

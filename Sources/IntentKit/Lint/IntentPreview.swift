/// An intent's summary as every branch of it: what the preview page and command show.
package enum IntentPreview {
    /// One sentence of the summary: the conditions that select it, where lint's paths name it.
    struct Branch {
        var conditions: [String]
        var path: [String]
        var template: SummaryTemplate
    }

    package static func text(_ definition: IntentDefinition, diagnostics: [LintDiagnostic]) -> String {
        var lines = ["\(definition.identifier) — \(definition.title)"]
        var said = Set<Int>()
        guard let summary = definition.summary else {
            lines.append("  no summary: the title and every parameter are shown")
            return (lines + rest(diagnostics, said: said)).joined(separator: "\n")
        }
        var branches: [Branch] = []
        collect(summary, definition: definition, conditions: [], path: [], into: &branches)
        for branch in branches {
            lines.append("  " + (branch.conditions.isEmpty ? "always" : "when " + branch.conditions.joined(separator: " and ")) + ":")
            lines.append("    " + sentence(branch.template, definition: definition))
            if !branch.template.showMore.isEmpty {
                lines.append("    Show More: " + branch.template.showMore.map { definition.parameter($0)?.title ?? $0 }.joined(separator: ", "))
            }
            let here = branch.path.joined(separator: " › ")
            for (index, diagnostic) in diagnostics.enumerated() where !said.contains(index) && !diagnostic.path.isEmpty
                && (diagnostic.path == here || diagnostic.path.hasPrefix(here + " › ")) {
                said.insert(index)
                lines.append("    \(diagnostic.severity == .error ? "✗" : "⚠") \(diagnostic.message)")
            }
        }
        return (lines + rest(diagnostics, said: said)).joined(separator: "\n")
    }

    /// What lint says of no one branch (a parameter no branch shows, a branch it never reaches).
    private static func rest(_ diagnostics: [LintDiagnostic], said: Set<Int>) -> [String] {
        let left = diagnostics.enumerated().filter { !said.contains($0.offset) }.map(\.element)
        if diagnostics.isEmpty { return ["  lint: nothing to say"] }
        return left.map { "  \($0.severity == .error ? "✗" : "⚠") " + ($0.path.isEmpty ? "" : "[\($0.path)] ") + $0.message }
    }

    private static func collect(_ node: SummaryNode, definition: IntentDefinition, conditions: [String], path: [String],
                                into branches: inout [Branch]) {
        switch node {
        case .summary(let template):
            branches.append(Branch(conditions: conditions, path: path, template: template))
        case let .when(condition, then, otherwise):
            let here = path + ["When(\(condition.parameter) \(condition.comparison.name))"]
            collect(then, definition: definition, conditions: conditions + [words(condition, holds: true, definition: definition)],
                    path: here + ["then"], into: &branches)
            let negated = words(condition, holds: false, definition: definition)
            if let otherwise {
                collect(otherwise, definition: definition, conditions: conditions + [negated], path: here + ["otherwise"], into: &branches)
            }
        case let .switch(id, cases, defaultNode):
            let here = path + ["Switch(\(id))"]
            let type = definition.parameter(id)?.type
            let name = definition.parameter(id)?.title ?? id
            for switchCase in cases {
                let values = switchCase.values.map { caseText($0, type: type) }
                let label = "Case(" + values.joined(separator: ", ") + ")"
                collect(switchCase.node, definition: definition, conditions: conditions + ["\(name) is " + values.joined(separator: " or ")],
                        path: here + [label], into: &branches)
            }
            collect(defaultNode, definition: definition, conditions: conditions + ["\(name) is another value or none"],
                    path: here + ["DefaultCase"], into: &branches)
        }
    }

    /// A `Case` value as the person knows it: a union's kind by its title ("A Trail").
    static func caseText(_ value: IntentValue, type: ValueType?) -> String {
        if case .union(let union)? = type, case .enumCase(let kind) = value,
           let title = union.cases.first(where: { $0.identifier == kind.caseIdentifier })?.title {
            return title
        }
        return value.displayText(as: type)
    }

    /// A condition in words, as it holds or not: "Roast has a value", "Cups is not 2".
    static func words(_ condition: Condition, holds: Bool, definition: IntentDefinition) -> String {
        let parameter = definition.parameter(condition.parameter)
        let name = parameter?.title ?? condition.parameter
        let value = condition.value.map { $0.displayText(as: parameter?.type) } ?? ""
        switch (condition.comparison, holds) {
        case (.hasAnyValue, true), (.hasNoValue, false): return "\(name) has a value"
        case (.hasAnyValue, false), (.hasNoValue, true): return "\(name) has no value"
        case (.equalTo, true), (.notEqualTo, false): return "\(name) is \(value)"
        case (.equalTo, false), (.notEqualTo, true): return "\(name) is not \(value)"
        case (.oneOf, true): return "\(name) is one of \(value)"
        case (.oneOf, false): return "\(name) is none of \(value)"
        default: return (holds ? "" : "not ") + "\(name) \(condition.comparison.name) \(value)"
        }
    }

    /// The sentence with its placeholders as the editor shows them unset: "Brew [Cups] cups".
    static func sentence(_ template: SummaryTemplate, definition: IntentDefinition) -> String {
        guard !template.sentence.isEmpty else { return "(no sentence: the title and its parameters)" }
        return template.sentence.map { part in
            switch part {
            case .text(let text): text
            case .placeholder(let id): "[\(definition.parameter(id)?.title ?? id)]"
            }
        }.joined()
    }
}

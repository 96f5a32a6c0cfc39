/// Picks the summary that applies to an action's values and resolves its placeholders,
/// following Apple's runtime rules (see `Condition.isSatisfied(by:)`).
extension IntentDefinition {
    /// The value a parameter has for conditions and display: the one set, else its default.
    public func effectiveValue(of parameter: String, in values: [String: IntentValue]) -> IntentValue? {
        if let value = values[parameter] { return value }
        return parameterIndex(parameter).flatMap { parameters[$0].defaultValue }
    }

    /// The summary template the tree selects for these values; nil when the intent has none.
    public func selectSummary(values: [String: IntentValue]) -> SummaryTemplate? {
        guard var node = summary else { return nil }
        while true {
            switch node {
            case .summary(let template):
                return template
            case let .when(condition, then, otherwise):
                if condition.isSatisfied(by: effectiveValue(of: condition.parameter, in: values)) {
                    node = then
                } else if let otherwise {
                    node = otherwise
                } else {
                    return SummaryTemplate()
                }
            case let .switch(parameter, cases, defaultNode):
                var value = effectiveValue(of: parameter, in: values)
                // A union parameter switches on the kind of value it holds (`Case(.trail)`).
                if case .union(let union)? = self.parameter(parameter)?.type, let held = value {
                    value = union.kindValue(of: held)
                }
                node = value.flatMap { value in
                    cases.first { $0.values.contains { $0.matches(value) } }?.node
                } ?? defaultNode
            }
        }
    }

    /// The summary as the editor shows it for these values.
    public func resolveSummary(values: [String: IntentValue], context: DisplayContext = .current) -> ResolvedSummary {
        let template = selectSummary(values: values) ?? SummaryTemplate()
        var runs: [SummaryRun] = template.sentence.map {
            switch $0 {
            case .text(let text): .text(text)
            case .placeholder(let id): .placeholder(resolveParameter(id, values: values, context: context))
            }
        }
        let hasNoSentence = runs.isEmpty
        if hasNoSentence {
            runs = [.text(title)]
        }
        let listed = (template.namesParameters ? template.showMore : parameters.map(\.id)).filter { isShown($0, values: values) }
        let visible = (template.placeholders + listed).reduce(into: [String]()) { ids, id in
            if !ids.contains(id) { ids.append(id) }
        }
        return ResolvedSummary(
            runs: runs,
            showMore: listed.map { resolveParameter($0, values: values, context: context) },
            visibleParameters: visible,
            hasNoSentence: hasNoSentence)
    }

    /// Whether a parameter's relations to the others let it show now.
    private func isShown(_ id: String, values: [String: IntentValue]) -> Bool {
        guard let index = parameterIndex(id), let conditions = parameters[index].options.shownWhen else { return true }
        return conditions.allSatisfy { $0.isSatisfied(by: effectiveValue(of: $0.parameter, in: values)) }
    }

    private func resolveParameter(_ id: String, values: [String: IntentValue], context: DisplayContext) -> ResolvedParameter {
        let set = values[id]
        guard let index = parameterIndex(id) else {
            return ResolvedParameter(id: id, title: id, value: set, displayText: set?.displayText(context: context),
                                     isRequired: false, isDefault: false, isDeclared: false)
        }
        let value = set ?? parameters[index].defaultValue
        return ResolvedParameter(
            id: id,
            title: parameters[index].title,
            value: value,
            displayText: value.map { parameters[index].displayText(of: $0, context: context) },
            isRequired: parameters[index].isRequired,
            isDefault: set == nil && value != nil,
            isDeclared: true)
    }
}

extension Condition {
    /// Apple's rules: `lessThan` and `lessThanOrEqualTo` hold for a missing value, every other
    /// comparison fails on one; values of different kinds never compare.
    public func isSatisfied(by current: IntentValue?) -> Bool {
        switch comparison {
        case .hasAnyValue: return current != nil
        case .hasNoValue: return current == nil
        default: break
        }
        guard let current else {
            return comparison == .lessThan || comparison == .lessThanOrEqualTo
        }
        guard let value else { return false }
        switch comparison {
        case .equalTo: return current.matches(value)
        case .notEqualTo: return !current.matches(value)
        case .lessThan: return current.compare(to: value) == .orderedAscending
        case .lessThanOrEqualTo: return [.orderedAscending, .orderedSame].contains(current.compare(to: value))
        case .greaterThan: return current.compare(to: value) == .orderedDescending
        case .greaterThanOrEqualTo: return [.orderedDescending, .orderedSame].contains(current.compare(to: value))
        case .oneOf:
            guard case .array(let options) = value else { return current.matches(value) }
            return options.contains { current.matches($0) }
        case .contains, .doesNotContain, .hasPrefix, .hasSuffix:
            guard let text = current.conditionText, let needle = value.conditionText else { return false }
            switch comparison {
            case .contains: return text.contains(needle)
            case .doesNotContain: return !text.contains(needle)
            case .hasPrefix: return text.hasPrefix(needle)
            default: return text.hasSuffix(needle)
            }
        case .hasAnyValue, .hasNoValue: return false
        }
    }
}

/// Checks intent definitions for mistakes the compiler cannot catch (or that a catalog made).
public enum IntentLinter {
    /// Every registered intent's problems: what `shortcut-editor lint` reports.
    public static func lint(_ registry: IntentRegistry) -> [LintDiagnostic] {
        // Branches no value reaches are looked for in an app developer's own intents (in Swift
        // here, or a host's): Apple's catalogs have such branches, and nobody here can fix them.
        registry.definitions.flatMap { lint($0, lookingForUnreachedBranches: registry.isDeclaredInSwift($0.identifier) || registry.liveHost(of: $0.identifier) != nil) }
    }

    /// Whether a `Case` value can match a parameter of `type`: a value of it, or for a union
    /// one of its kinds.
    static func caseFits(_ value: IntentValue, _ type: ValueType) -> Bool {
        if case .union(let union) = type, case .enumCase(let kind) = value {
            return kind.enumIdentifier == union.casesIdentifier && union.cases.contains { $0.identifier == kind.caseIdentifier }
        }
        return type.accepts(value)
    }

    /// One intent's problems: parameters no branch shows, placeholders naming parameters it does not
    /// declare, `Case` and `When` values of the wrong type, repeats, too many cases, and (unless
    /// told not to) branches no value reaches.
    public static func lint(_ definition: IntentDefinition, lookingForUnreachedBranches: Bool = true) -> [LintDiagnostic] {
        var walker = Walker(definition: definition)
        if let summary = definition.summary {
            walker.visit(summary, path: [])
        } else {
            walker.showsEverything = true
        }
        if !walker.showsEverything {
            for parameter in definition.parameters
            where parameter.isRequired && parameter.defaultValue == nil && !walker.shown.contains(parameter.id) {
                walker.report(.requiredParameterNeverShown(parameter: parameter.id), path: [])
            }
        }
        guard lookingForUnreachedBranches else { return walker.diagnostics }
        var reachability = BranchReachability(definition: definition)
        reachability.check()
        for found in reachability.diagnostics {
            walker.report(.branchNeverReached(parameter: found.parameter, reason: found.reason), path: found.path)
        }
        return walker.diagnostics
    }

    private struct Walker {
        let definition: IntentDefinition
        var diagnostics: [LintDiagnostic] = []
        var shown: Set<String> = []
        /// Set when a branch names no parameter: Shortcuts then shows them all.
        var showsEverything = false

        init(definition: IntentDefinition) {
            self.definition = definition
        }

        mutating func report(_ problem: LintDiagnostic.Problem, path: [String]) {
            diagnostics.append(LintDiagnostic(intent: definition.identifier, path: path.joined(separator: " › "), problem: problem))
        }

        /// The parameter, or a diagnostic saying it does not exist.
        mutating func declared(_ id: String, path: [String]) -> ParameterDefinition? {
            if let parameter = definition.parameter(id) { return parameter }
            report(.unknownParameter(parameter: id), path: path)
            return nil
        }

        mutating func visit(_ node: SummaryNode, path: [String]) {
            switch node {
            case .summary(let template):
                let here = path + ["Summary"]
                if !template.namesParameters { showsEverything = true }
                if let key = template.untranslatedKey { report(.untranslatedSummary(key: key), path: here) }
                var seen: Set<String> = []
                for id in template.placeholders {
                    _ = declared(id, path: here)
                    if !seen.insert(id).inserted { report(.parameterShownTwice(parameter: id), path: here) }
                }
                for id in template.showMore { _ = declared(id, path: here + ["Show More"]) }
                shown.formUnion(template.placeholders)
                shown.formUnion(template.showMore)

            case let .when(condition, then, otherwise):
                let here = path + ["When(\(condition.parameter) \(condition.comparison.name))"]
                if let parameter = declared(condition.parameter, path: here) {
                    check(condition, of: parameter, path: here)
                }
                visit(then, path: here + ["then"])
                if let otherwise { visit(otherwise, path: here + ["otherwise"]) }

            case let .switch(id, cases, defaultNode):
                let here = path + ["Switch(\(id))"]
                let parameter = declared(id, path: here)
                if cases.count > 15 { report(.tooManyCases(parameter: id, count: cases.count), path: here) }
                var earlier: [IntentValue] = []
                for switchCase in cases {
                    let label = "Case(" + switchCase.values.map { $0.displayText(as: parameter?.type) }.joined(separator: ", ") + ")"
                    for value in switchCase.values {
                        if let parameter, !IntentLinter.caseFits(value, parameter.type.elementType) {
                            report(.caseValueWrongType(parameter: id, value: value), path: here + [label])
                        }
                        if earlier.contains(where: { $0.matches(value) }) {
                            report(.caseValueRepeated(parameter: id, value: value), path: here + [label])
                        }
                        earlier.append(value)
                    }
                    visit(switchCase.node, path: here + [label])
                }
                visit(defaultNode, path: here + ["DefaultCase"])
            }
        }

        mutating func check(_ condition: Condition, of parameter: ParameterDefinition, path: [String]) {
            let comparison = condition.comparison
            func mismatch(_ reason: String) {
                report(.conditionMismatch(parameter: parameter.id, comparison: comparison, reason: reason), path: path)
            }
            guard comparison.takesValue else { return }
            guard let value = condition.value else { return mismatch("has no value to compare with") }
            let type = parameter.type
            let isEntity: Bool = if case .entity = type { true } else { false }
            let candidates: [IntentValue]
            if comparison == .oneOf {
                guard case .array(let items) = value else { return mismatch("oneOf needs a list of values") }
                candidates = items
            } else {
                candidates = [value]
            }
            for candidate in candidates {
                let isIdentifier: Bool = switch candidate {
                case .string, .int: isEntity
                default: false
                }
                if !isIdentifier && !type.accepts(candidate) {
                    mismatch("\(candidate.displayText()) (\(candidate.kindName)) is not a value of type \(type.name)")
                }
            }
            if comparison.needsOrder && !type.isComparable && !isEntity {
                mismatch("values of type \(type.name) have no order")
            }
            if comparison.isTextual && !isEntity && type != .string {
                mismatch("\(comparison.name) applies to entity identifiers and text, not to \(type.name)")
            }
        }
    }
}

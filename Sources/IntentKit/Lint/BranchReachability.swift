/// Which branches of a summary tree some value can select: each `When` and `Switch` narrows
/// what its parameter can hold in the branches under it (an enum's cases, true or false, a
/// union's kinds, or no value at all), and a branch left with nothing is one no value reaches —
/// `When(\.$cups, .hasAnyValue)`'s otherwise when cups has a default, a `Case(.hiking)` inside a
/// `Case(.biking)`, a `DefaultCase` after every case of a required enum with a default.
struct BranchReachability {
    /// What a parameter can hold at a place in the tree: a finite set of values (nil: any), and
    /// whether it can hold none.
    struct Possible {
        var values: Set<IntentValue>?
        var canBeEmpty: Bool

        var canHoldAValue: Bool { values.map { !$0.isEmpty } ?? true }
    }

    let definition: IntentDefinition
    private(set) var diagnostics: [(path: [String], parameter: String, reason: String)] = []
    /// Each parameter's values before any condition (nil: open-ended): a value outside them is
    /// of the wrong type, which the linter says already, so it narrows nothing here.
    private var domains: [String: Set<IntentValue>] = [:]

    init(definition: IntentDefinition) {
        self.definition = definition
    }

    /// Walks the whole tree.
    mutating func check() {
        guard let summary = definition.summary else { return }
        var start: [String: Possible] = [:]
        for parameter in definition.parameters {
            start[parameter.id] = Self.initial(parameter)
            domains[parameter.id] = Self.initial(parameter).values
        }
        visit(summary, path: [], possible: start)
    }

    /// What a parameter can hold before any condition: its type's values, none unless it has a default.
    static func initial(_ parameter: ParameterDefinition) -> Possible {
        let values: Set<IntentValue>? = switch parameter.type {
        case .bool: [.bool(true), .bool(false)]
        case .enumeration(let enumeration):
            Set(enumeration.cases.map { IntentValue.enumCase(EnumCaseValue(enumIdentifier: enumeration.identifier, caseIdentifier: $0.identifier)) })
        case .union(let union):
            Set(union.cases.map { IntentValue.enumCase(EnumCaseValue(enumIdentifier: union.casesIdentifier, caseIdentifier: $0.identifier)) })
        default: nil
        }
        return Possible(values: values, canBeEmpty: parameter.defaultValue == nil)
    }

    private mutating func visit(_ node: SummaryNode, path: [String], possible: [String: Possible]) {
        switch node {
        case .summary:
            return
        case let .when(condition, then, otherwise):
            let here = path + ["When(\(condition.parameter) \(condition.comparison.name))"]
            let fits = condition.value.map { value in
                guard let domain = domains[condition.parameter] else { return true }
                let values: [IntentValue] = if case .array(let items) = value, condition.comparison == .oneOf { items } else { [value] }
                return values.allSatisfy(domain.contains)
            } ?? true
            guard let before = possible[condition.parameter], fits else {
                visit(then, path: here + ["then"], possible: possible)
                if let otherwise { visit(otherwise, path: here + ["otherwise"], possible: possible) }
                return
            }
            let (yes, no) = Self.split(before, by: condition)
            branch(then, path: here + ["then"], possible: possible, parameter: condition.parameter, narrowed: yes, condition: condition, holds: true)
            if let otherwise {
                branch(otherwise, path: here + ["otherwise"], possible: possible, parameter: condition.parameter, narrowed: no, condition: condition, holds: false)
            }
        case let .switch(id, cases, defaultNode):
            let here = path + ["Switch(\(id))"]
            guard var remaining = possible[id] else {
                for switchCase in cases { visit(switchCase.node, path: here + ["Case"], possible: possible) }
                visit(defaultNode, path: here + ["DefaultCase"], possible: possible)
                return
            }
            let type = definition.parameter(id)?.type
            var earlier: Set<IntentValue> = []
            for switchCase in cases {
                let label = "Case(" + switchCase.values.map { $0.displayText(as: type) }.joined(separator: ", ") + ")"
                // Values of the wrong type or repeated from an earlier Case are the linter's to say.
                var matched = Set(switchCase.values)
                if let domain = domains[id] { matched.formIntersection(domain) }
                let fresh = matched.subtracting(earlier)
                earlier.formUnion(matched)
                if fresh.isEmpty {
                    // Nothing of its own to say about a Case the linter already flags.
                    continue
                } else if let values = remaining.values, values.isDisjoint(with: fresh) {
                    diagnostics.append((here + [label], id, "no value of \"\(id)\" left for it here"))
                } else {
                    var narrowed = possible
                    narrowed[id] = Possible(values: remaining.values.map { $0.intersection(matched) } ?? matched, canBeEmpty: false)
                    visit(switchCase.node, path: here + [label], possible: narrowed)
                }
                remaining.values = remaining.values?.subtracting(matched)
            }
            if remaining.canBeEmpty || remaining.canHoldAValue {
                var narrowed = possible
                narrowed[id] = remaining
                visit(defaultNode, path: here + ["DefaultCase"], possible: narrowed)
            } else {
                diagnostics.append((here + ["DefaultCase"], id, "every value of \"\(id)\" has its Case, and it always has one"))
            }
        }
    }

    private mutating func branch(_ node: SummaryNode, path: [String], possible: [String: Possible], parameter: String,
                                 narrowed: Possible?, condition: Condition, holds: Bool) {
        guard let narrowed else {
            diagnostics.append((path, parameter, Self.reason(condition, holds: holds, parameter: definition.parameter(parameter))))
            return
        }
        var next = possible
        next[parameter] = narrowed
        visit(node, path: path, possible: next)
    }

    /// What the parameter can hold where the condition holds and where it does not; nil for a
    /// side no value reaches. Conditions on open-ended values (text, numbers) narrow nothing.
    static func split(_ before: Possible, by condition: Condition) -> (Possible?, Possible?) {
        func reachable(_ possible: Possible) -> Possible? { possible.canBeEmpty || possible.canHoldAValue ? possible : nil }
        let empty = Possible(values: [], canBeEmpty: true)
        switch condition.comparison {
        case .hasAnyValue:
            return (before.canHoldAValue ? Possible(values: before.values, canBeEmpty: false) : nil, before.canBeEmpty ? empty : nil)
        case .hasNoValue:
            let (yes, no) = split(before, by: Condition(parameter: condition.parameter, comparison: .hasAnyValue))
            return (no, yes)
        case .equalTo, .oneOf:
            guard let value = condition.value else { return (before, before) }
            let matched: Set<IntentValue> = if case .array(let items) = value, condition.comparison == .oneOf { Set(items) } else { [value] }
            guard let values = before.values else { return (Possible(values: matched, canBeEmpty: false), before) }
            let inside = values.intersection(matched)
            let yes = inside.isEmpty ? nil : Possible(values: inside, canBeEmpty: false)
            return (yes, reachable(Possible(values: values.subtracting(matched), canBeEmpty: before.canBeEmpty)))
        case .notEqualTo:
            let (yes, no) = split(before, by: Condition(parameter: condition.parameter, comparison: .equalTo, value: condition.value))
            return (no, yes)
        default:
            return (before, before)
        }
    }

    static func reason(_ condition: Condition, holds: Bool, parameter: ParameterDefinition?) -> String {
        let name = "\"\(condition.parameter)\""
        switch (condition.comparison, holds) {
        case (.hasAnyValue, false), (.hasNoValue, true):
            return parameter?.defaultValue != nil ? "\(name) always has a value (its default)" : "\(name) always has a value here"
        case (.hasAnyValue, true), (.hasNoValue, false):
            return "\(name) never has a value here"
        default:
            return holds ? "no value of \(name) left here meets the condition" : "every value of \(name) left here meets the condition"
        }
    }
}

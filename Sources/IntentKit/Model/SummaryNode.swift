/// A parameter summary as data: the tree `Summary`/`When`/`Switch` compile into and Apple's
/// `actionConfiguration` decodes into.
public indirect enum SummaryNode: Sendable, Hashable, Codable {
    case summary(SummaryTemplate)
    case when(Condition, then: SummaryNode, otherwise: SummaryNode?)
    case `switch`(parameter: String, cases: [SwitchCase], default: SummaryNode)
}

/// The leaf of a summary tree: a sentence, and the parameters listed under "Show More".
public struct SummaryTemplate: Sendable, Hashable, Codable {
    /// The sentence, as text runs and placeholders in reading order; empty for a summary of
    /// parameters alone.
    public var sentence: [SentencePart]
    /// The parameters listed under "Show More", by identifier.
    public var showMore: [String]
    /// The localization table the sentence's text belongs to, if any.
    public var table: String?
    /// The localization key the sentence stands in for, when no strings table had it: the
    /// sentence is then a readable fallback (the title and the placeholders), and lint says so.
    public var untranslatedKey: String?

    /// A summary as data.
    public init(sentence: [SentencePart] = [], showMore: [String] = [], table: String? = nil) {
        self.sentence = sentence
        self.showMore = showMore
        self.table = table
    }

    /// The parameters the sentence shows, in reading order.
    public var placeholders: [String] {
        sentence.compactMap { if case .placeholder(let id) = $0 { id } else { nil } }
    }

    /// Whether the summary names any parameter at all; one that names none lets the editor
    /// show every parameter.
    public var namesParameters: Bool { !placeholders.isEmpty || !showMore.isEmpty }
}

extension SummaryNode {
    /// The tree with every template transformed, its conditions and cases kept.
    public func mapTemplates(_ transform: (SummaryTemplate) -> SummaryTemplate) -> SummaryNode {
        switch self {
        case .summary(let template):
            return .summary(transform(template))
        case let .when(condition, then, otherwise):
            return .when(condition, then: then.mapTemplates(transform), otherwise: otherwise?.mapTemplates(transform))
        case let .switch(parameter, cases, fallback):
            return .switch(parameter: parameter, cases: cases.map { SwitchCase(values: $0.values, node: $0.node.mapTemplates(transform)) },
                           default: fallback.mapTemplates(transform))
        }
    }
}

/// A piece of a sentence: text, or a placeholder for the parameter with this identifier.
public enum SentencePart: Sendable, Hashable, Codable {
    case text(String)
    case placeholder(String)
}

/// One `Case` of a `Switch`: its values and the summary they choose.
public struct SwitchCase: Sendable, Hashable, Codable {
    /// The case matches when the parameter's value equals any of these.
    public var values: [IntentValue]
    /// The summary for these values.
    public var node: SummaryNode

    /// A case as data.
    public init(values: [IntentValue], node: SummaryNode) {
        self.values = values
        self.node = node
    }
}

/// The condition of a `When`. For entity parameters `value` may be a bare identifier
/// (`.string`/`.int`): that is how `When(_:identifier:_:_:)` and Apple's metadata compare.
public struct Condition: Sendable, Hashable, Codable {
    /// The identifier of the parameter tested.
    public var parameter: String
    /// The test.
    public var comparison: ComparisonOperator
    /// Absent for `hasAnyValue`/`hasNoValue`; an `.array` for `oneOf`.
    public var value: IntentValue?

    /// A condition as data.
    public init(parameter: String, comparison: ComparisonOperator, value: IntentValue? = nil) {
        self.parameter = parameter
        self.comparison = comparison
        self.value = value
    }
}

/// Every operator a `When` can use, with Apple's metadata codes as raw values. This is the one
/// place that mapping lives.
public enum ComparisonOperator: Int, Sendable, Hashable, Codable, CaseIterable {
    case hasAnyValue = 0
    case notEqualTo = 1
    case equalTo = 2
    case lessThan = 3
    case lessThanOrEqualTo = 4
    case greaterThan = 5
    case greaterThanOrEqualTo = 6
    case oneOf = 7
    case hasNoValue = 8
    case doesNotContain = 9
    case contains = 10
    case hasPrefix = 11
    case hasSuffix = 12

    /// The spelling in Swift source, for summaries printed as trees and for diagnostics.
    public var name: String {
        switch self {
        case .hasAnyValue: "hasAnyValue"
        case .notEqualTo: "notEqualTo"
        case .equalTo: "equalTo"
        case .lessThan: "lessThan"
        case .lessThanOrEqualTo: "lessThanOrEqualTo"
        case .greaterThan: "greaterThan"
        case .greaterThanOrEqualTo: "greaterThanOrEqualTo"
        case .oneOf: "oneOf"
        case .hasNoValue: "hasNoValue"
        case .doesNotContain: "doesNotContain"
        case .contains: "contains"
        case .hasPrefix: "hasPrefix"
        case .hasSuffix: "hasSuffix"
        }
    }

    /// Whether the operator takes a value to compare with.
    public var takesValue: Bool { self != .hasAnyValue && self != .hasNoValue }

    /// Whether the operator needs an order on values.
    public var needsOrder: Bool {
        switch self {
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo: true
        default: false
        }
    }

    /// Whether the operator works on text (an entity's String identifier).
    public var isTextual: Bool {
        switch self {
        case .contains, .doesNotContain, .hasPrefix, .hasSuffix: true
        default: false
        }
    }
}

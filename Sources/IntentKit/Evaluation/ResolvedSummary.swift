/// A summary evaluated against an action's values: what the editor draws.
public struct ResolvedSummary: Sendable, Hashable {
    /// The sentence, as runs of text and placeholders. An intent without a sentence shows its
    /// title, as Shortcuts does.
    public var runs: [SummaryRun]
    /// The parameters under "Show More", in declaration order of the summary's list. When the
    /// chosen summary names no parameter at all, every parameter is listed here.
    public var showMore: [ResolvedParameter]
    /// The parameters the user can see and edit now, sentence first, then Show More. Values of
    /// the others are kept but not shown.
    public var visibleParameters: [String]
    /// The summary chosen has no sentence, so `runs` is the title alone: an editor shows such
    /// an action as its title and its parameters as rows, all of them at once.
    public var hasNoSentence: Bool

    /// A resolved summary as data; `IntentDefinition.resolveSummary(values:)` makes them.
    public init(runs: [SummaryRun], showMore: [ResolvedParameter], visibleParameters: [String], hasNoSentence: Bool = false) {
        self.runs = runs
        self.showMore = showMore
        self.visibleParameters = visibleParameters
        self.hasNoSentence = hasNoSentence
    }

    /// The placeholders of the sentence, in reading order.
    public var placeholders: [ResolvedParameter] {
        runs.compactMap { if case .placeholder(let p) = $0 { p } else { nil } }
    }

    /// The sentence as plain text, placeholders shown as their value or title, for printing
    /// and for tests.
    public var text: String {
        runs.map {
            switch $0 {
            case .text(let text): text
            case .placeholder(let p): p.shownText
            }
        }.joined()
    }
}

/// A piece of a resolved sentence: text, or a placeholder with its parameter's value.
public enum SummaryRun: Sendable, Hashable {
    case text(String)
    case placeholder(ResolvedParameter)
}

/// A parameter as a placeholder shows it.
public struct ResolvedParameter: Sendable, Hashable {
    /// The parameter's identifier.
    public var id: String
    /// The parameter's name, which an unset placeholder shows.
    public var title: String
    /// The value in effect: the one set, else the default.
    public var value: IntentValue?
    /// The value's display text; nil when the parameter is unset.
    public var displayText: String?
    /// Whether the action needs a value here to run.
    public var isRequired: Bool
    /// Whether the value shown is the parameter's default rather than one the user set.
    public var isDefault: Bool
    /// False when the summary names a parameter the intent does not declare.
    public var isDeclared: Bool

    /// A placeholder as data.
    public init(id: String, title: String, value: IntentValue?, displayText: String?, isRequired: Bool,
                isDefault: Bool, isDeclared: Bool) {
        self.id = id
        self.title = title
        self.value = value
        self.displayText = displayText
        self.isRequired = isRequired
        self.isDefault = isDefault
        self.isDeclared = isDeclared
    }

    /// Whether the parameter has a value, set or default.
    public var isSet: Bool { displayText != nil }

    /// The value's text, or the title when unset: what a placeholder reads as.
    public var shownText: String { displayText ?? title }
}

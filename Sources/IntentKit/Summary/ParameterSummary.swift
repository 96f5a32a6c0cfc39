/// A parameter summary declared with `Summary`, `When` and `Switch`. Each compiles into a
/// `SummaryNode`; the registry supplies the context that turns `\.$param` key paths into
/// parameter identifiers.
public protocol ParameterSummary {
    /// The summary as data, its key paths made parameter identifiers by `context`; nil for
    /// `NoParameterSummary`. `IntentRegistry` calls it; apps need not.
    func makeSummaryNode(in context: ParameterSummaryContext) -> SummaryNode?
}

/// Turns key paths into parameter identifiers, for one intent type.
public struct ParameterSummaryContext {
    let resolve: (AnyKeyPath) -> String

    init(resolve: @escaping (AnyKeyPath) -> String) {
        self.resolve = resolve
    }

    func parameterID(_ keyPath: AnyKeyPath) -> String { resolve(keyPath) }

    /// Lowers a branch that must be a summary. A branch can only be `NoParameterSummary` if
    /// someone wrote it by hand; it then reads as an empty summary, as in Shortcuts.
    func node(_ summary: some ParameterSummary) -> SummaryNode {
        summary.makeSummaryNode(in: self) ?? .summary(SummaryTemplate())
    }
}

/// The summary of an intent that declares none.
public struct NoParameterSummary: ParameterSummary {
    /// The summary of an intent that declares none: the action shows its title and its parameters.
    public init() {}
    /// None: an intent without a summary has no sentence.
    public func makeSummaryNode(in context: ParameterSummaryContext) -> SummaryNode? { nil }
}

/// Builds one summary from a block. A block holds exactly one `Summary`, `When` or `Switch`:
/// there is deliberately no `buildBlock` for zero or several, no `if` and no loops, so the
/// compiler rejects what Apple's rejects.
@resultBuilder
public enum ParameterSummaryBuilder {
    /// The block's one summary, as it is.
    public static func buildBlock<Content: ParameterSummary>(_ content: Content) -> Content {
        content
    }
}

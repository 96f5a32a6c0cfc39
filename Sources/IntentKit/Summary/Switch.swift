/// `Switch`: one summary per value of a parameter, with a required `DefaultCase`.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: IntentValueConvertible>: ParameterSummary {
    let parameter: AnyKeyPath
    let cases: ParameterSummaryCases<Intent, Value>

    public init<Parameter>(_ parameter: KeyPath<Intent, IntentParameter<Parameter>>,
                           @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> ParameterSummaryCases<Intent, Value>)
    where Parameter.UnwrappedType == Value {
        self.parameter = parameter
        self.cases = cases()
    }

    public func makeSummaryNode(in context: ParameterSummaryContext) -> SummaryNode? {
        .switch(parameter: context.parameterID(parameter),
                cases: cases.cases.map { SwitchCase(values: $0.values, node: $0.node(context)) },
                default: cases.defaultCase.node(context))
    }
}

/// `Case(value) { … }` or `Case([v1, v2]) { … }`.
public struct ParameterSummaryCaseCondition<Intent: AppIntent, Value: IntentValueConvertible> {
    let values: [IntentValue]
    let node: (ParameterSummaryContext) -> SummaryNode

    public init<Content: ParameterSummary>(_ value: Value, @ParameterSummaryBuilder _ content: () -> Content) {
        let summary = content()
        self.values = [value.intentValue]
        self.node = { $0.node(summary) }
    }

    public init<Content: ParameterSummary>(_ values: [Value], @ParameterSummaryBuilder _ content: () -> Content) {
        let summary = content()
        self.values = values.map(\.intentValue)
        self.node = { $0.node(summary) }
    }
}

/// `DefaultCase { … }`: what the summary is when no `Case` matches or there is no value.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent> {
    let node: (ParameterSummaryContext) -> SummaryNode

    public init<Content: ParameterSummary>(@ParameterSummaryBuilder _ content: () -> Content) {
        let summary = content()
        self.node = { $0.node(summary) }
    }
}

/// Cases still waiting for their `DefaultCase`.
public struct ParameterSummaryCaseList<Intent: AppIntent, Value: IntentValueConvertible> {
    let cases: [ParameterSummaryCaseCondition<Intent, Value>]
}

/// The complete body of a `Switch`: one or more cases, then the default.
public struct ParameterSummaryCases<Intent: AppIntent, Value: IntentValueConvertible> {
    let cases: [ParameterSummaryCaseCondition<Intent, Value>]
    let defaultCase: ParameterSummaryDefaultCaseCondition<Intent>
}

/// The body of a `Switch`. Its partial blocks accept a `Case` first, more `Case`s, and a
/// `DefaultCase` only last: a body with no `Case`, without `DefaultCase`, or with anything after
/// it has no type the `Switch` accepts, so it does not compile, as with Apple's framework.
@resultBuilder
public enum ParameterSummaryCaseBuilder<Intent: AppIntent, Value: IntentValueConvertible> {
    public static func buildExpression(_ condition: ParameterSummaryCaseCondition<Intent, Value>)
        -> ParameterSummaryCaseCondition<Intent, Value> {
        condition
    }

    public static func buildExpression(_ condition: ParameterSummaryDefaultCaseCondition<Intent>)
        -> ParameterSummaryDefaultCaseCondition<Intent> {
        condition
    }

    public static func buildPartialBlock(first: ParameterSummaryCaseCondition<Intent, Value>)
        -> ParameterSummaryCaseList<Intent, Value> {
        ParameterSummaryCaseList(cases: [first])
    }

    public static func buildPartialBlock(accumulated: ParameterSummaryCaseList<Intent, Value>,
                                         next: ParameterSummaryCaseCondition<Intent, Value>)
        -> ParameterSummaryCaseList<Intent, Value> {
        ParameterSummaryCaseList(cases: accumulated.cases + [next])
    }

    public static func buildPartialBlock(accumulated: ParameterSummaryCaseList<Intent, Value>,
                                         next: ParameterSummaryDefaultCaseCondition<Intent>)
        -> ParameterSummaryCases<Intent, Value> {
        ParameterSummaryCases(cases: accumulated.cases, defaultCase: next)
    }
}

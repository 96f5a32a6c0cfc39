/// `Switch`: one summary per value of a parameter, with a required `DefaultCase`.
public struct ParameterSummarySwitchCondition<Intent: AppIntent, Value: IntentValueConvertible>: ParameterSummary {
    let parameter: AnyKeyPath
    let cases: ParameterSummaryCases<Intent, Value>

    /// `Switch(\.$activity) { Case(.biking) { … } DefaultCase { … } }`: the cases' values are of the
    /// parameter's own type, and the compiler asks for at least one `Case` and a final `DefaultCase`.
    public init<Parameter>(_ parameter: KeyPath<Intent, IntentParameter<Parameter>>,
                           @ParameterSummaryCaseBuilder<Intent, Value> _ cases: () -> ParameterSummaryCases<Intent, Value>)
    where Parameter.UnwrappedType == Value {
        self.parameter = parameter
        self.cases = cases()
    }

    /// The switch as data: the parameter, each case's values and summary, and the default.
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

    /// `Case(.biking) { Summary(…) }`: the summary when the parameter has this value.
    public init<Content: ParameterSummary>(_ value: Value, @ParameterSummaryBuilder _ content: () -> Content) {
        let summary = content()
        self.values = [value.intentValue]
        self.node = { $0.node(summary) }
    }

    /// `Case([.hiking, .running]) { Summary(…) }`: the summary when the parameter has any of these values.
    public init<Content: ParameterSummary>(_ values: [Value], @ParameterSummaryBuilder _ content: () -> Content) {
        let summary = content()
        self.values = values.map(\.intentValue)
        self.node = { $0.node(summary) }
    }
}

extension ParameterSummaryCaseCondition where Value: AppUnionValueMembers {
    /// `Case(.trail) { Summary(…) }` on a union parameter (`@UnionValue`): the summary when it
    /// holds a value of that kind.
    public init<Content: ParameterSummary>(_ kind: Value.Cases, @ParameterSummaryBuilder _ content: () -> Content) {
        let summary = content()
        self.values = [kind.intentValue]
        self.node = { $0.node(summary) }
    }

    /// `Case([.trail, .collection]) { Summary(…) }`: the summary when it holds any of these kinds.
    public init<Content: ParameterSummary>(_ kinds: [Value.Cases], @ParameterSummaryBuilder _ content: () -> Content) {
        let summary = content()
        self.values = kinds.map(\.intentValue)
        self.node = { $0.node(summary) }
    }
}

/// `DefaultCase { … }`: what the summary is when no `Case` matches or there is no value.
public struct ParameterSummaryDefaultCaseCondition<Intent: AppIntent> {
    let node: (ParameterSummaryContext) -> SummaryNode

    /// `DefaultCase { Summary(…) }`.
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
    /// A `Case`, as written.
    public static func buildExpression(_ condition: ParameterSummaryCaseCondition<Intent, Value>)
        -> ParameterSummaryCaseCondition<Intent, Value> {
        condition
    }

    /// The `DefaultCase`, as written.
    public static func buildExpression(_ condition: ParameterSummaryDefaultCaseCondition<Intent>)
        -> ParameterSummaryDefaultCaseCondition<Intent> {
        condition
    }

    /// The first `Case`: a body must start with one.
    public static func buildPartialBlock(first: ParameterSummaryCaseCondition<Intent, Value>)
        -> ParameterSummaryCaseList<Intent, Value> {
        ParameterSummaryCaseList(cases: [first])
    }

    /// Another `Case` after the ones before.
    public static func buildPartialBlock(accumulated: ParameterSummaryCaseList<Intent, Value>,
                                         next: ParameterSummaryCaseCondition<Intent, Value>)
        -> ParameterSummaryCaseList<Intent, Value> {
        ParameterSummaryCaseList(cases: accumulated.cases + [next])
    }

    /// The `DefaultCase` after the cases: the body is complete, and nothing may follow it.
    public static func buildPartialBlock(accumulated: ParameterSummaryCaseList<Intent, Value>,
                                         next: ParameterSummaryDefaultCaseCondition<Intent>)
        -> ParameterSummaryCases<Intent, Value> {
        ParameterSummaryCases(cases: accumulated.cases, defaultCase: next)
    }
}

// The short names used inside an intent's body, as in Apple's framework: `Summary`, `When`,
// `Switch`, `Case`, `DefaultCase` and `@Parameter` resolve against the intent declaring them,
// which is what lets `\.$param` key paths infer their root.
extension AppIntent {
    /// `@Parameter`, inside an intent: a property people set in the action (`IntentParameter`).
    public typealias Parameter<Value: IntentParameterValue> = IntentParameter<Value>
    /// `Summary("Order \(\.$soup)")`, inside an intent's `parameterSummary` (`IntentParameterSummary`).
    public typealias Summary = IntentParameterSummary<Self>
    /// `When(\.$param, .hasAnyValue) { … } otherwise: { … }`: a summary chosen by a parameter's value
    /// (`ParameterSummaryWhenCondition`).
    public typealias When<Then: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<Self, Then, Otherwise>
    /// `Switch(\.$param) { Case(…) { … } DefaultCase { … } }`: a summary per value of a parameter
    /// (`ParameterSummarySwitchCondition`).
    public typealias Switch<Value: IntentValueConvertible> = ParameterSummarySwitchCondition<Self, Value>
    /// `Case(.biking) { … }`, inside a `Switch` (`ParameterSummaryCaseCondition`).
    public typealias Case<Value: IntentValueConvertible> = ParameterSummaryCaseCondition<Self, Value>
    /// `DefaultCase { … }`, the last branch of a `Switch` (`ParameterSummaryDefaultCaseCondition`).
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition<Self>
}

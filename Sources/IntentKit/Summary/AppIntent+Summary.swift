// The short names used inside an intent's body, as in Apple's framework: `Summary`, `When`,
// `Switch`, `Case`, `DefaultCase` and `@Parameter` resolve against the intent declaring them,
// which is what lets `\.$param` key paths infer their root.
extension AppIntent {
    public typealias Parameter<Value: IntentParameterValue> = IntentParameter<Value>
    public typealias Summary = IntentParameterSummary<Self>
    public typealias When<Then: ParameterSummary, Otherwise: ParameterSummary> = ParameterSummaryWhenCondition<Self, Then, Otherwise>
    public typealias Switch<Value: IntentValueConvertible> = ParameterSummarySwitchCondition<Self, Value>
    public typealias Case<Value: IntentValueConvertible> = ParameterSummaryCaseCondition<Self, Value>
    public typealias DefaultCase = ParameterSummaryDefaultCaseCondition<Self>
}

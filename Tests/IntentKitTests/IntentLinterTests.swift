import IntentKit
import Testing

/// Each diagnostic, with the intent and the place in the tree it names.
@Suite struct IntentLinterTests {
    static let size = ValueType.enumeration(EnumDefinition(identifier: "Size", title: "Size", cases: [
        EnumCaseDefinition(identifier: "small", title: "Small"), EnumCaseDefinition(identifier: "large", title: "Large"),
    ]))
    static let small = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "small"))

    func sentence(_ parts: SentencePart..., more: [String] = []) -> SummaryNode {
        .summary(SummaryTemplate(sentence: parts, showMore: more))
    }

    func intent(_ summary: SummaryNode?, parameters: [ParameterDefinition]) -> IntentDefinition {
        IntentDefinition(identifier: "Sample", title: "Sample", parameters: parameters, summary: summary)
    }

    let required = ParameterDefinition(id: "size", title: "Size", type: size, isOptional: false)
    let hidden = ParameterDefinition(id: "secret", title: "Secret", type: .string, isOptional: false)

    @Test func aRequiredParameterNoBranchShows() {
        let diagnostics = IntentLinter.lint(intent(sentence(.placeholder("size")), parameters: [required, hidden]))
        #expect(diagnostics.map(\.description) == [
            #"error: Sample: required parameter "secret" has no default and no summary branch shows it, so it can never be set"#,
        ])
    }

    @Test func aRequiredParameterIsFineWithADefaultOrInAnyBranchOrWhenABranchShowsAll() {
        var withDefault = hidden
        withDefault.defaultValue = .string("x")
        #expect(IntentLinter.lint(intent(sentence(.placeholder("size")), parameters: [required, withDefault])).isEmpty)
        let otherBranch = SummaryNode.when(Condition(parameter: "size", comparison: .hasAnyValue),
                                           then: sentence(.placeholder("size")), otherwise: sentence(.placeholder("size"), more: ["secret"]))
        #expect(IntentLinter.lint(intent(otherBranch, parameters: [required, hidden])).isEmpty)
        let showsAll = SummaryNode.when(Condition(parameter: "size", comparison: .hasAnyValue),
                                        then: sentence(.placeholder("size")), otherwise: sentence(.text("Do it")))
        #expect(IntentLinter.lint(intent(showsAll, parameters: [required, hidden])).isEmpty)
        #expect(IntentLinter.lint(intent(nil, parameters: [required, hidden])).isEmpty)
    }

    @Test func unknownParametersInPlaceholdersListsConditionsAndSwitches() {
        let summary = SummaryNode.switch(parameter: "kind", cases: [
            SwitchCase(values: [.int(1)], node: .when(Condition(parameter: "ghost", comparison: .hasAnyValue),
                                                      then: sentence(.placeholder("size"), .placeholder("phantom")),
                                                      otherwise: sentence(.placeholder("size"), more: ["spectre"]))),
        ], default: sentence(.placeholder("size")))
        let diagnostics = IntentLinter.lint(intent(summary, parameters: [required]))
        #expect(diagnostics.map(\.description) == [
            #"error: Sample [Switch(kind)]: names parameter "kind", which the intent does not declare"#,
            #"error: Sample [Switch(kind) › Case(1) › When(ghost hasAnyValue)]: names parameter "ghost", which the intent does not declare"#,
            #"error: Sample [Switch(kind) › Case(1) › When(ghost hasAnyValue) › then › Summary]: names parameter "phantom", which the intent does not declare"#,
            #"error: Sample [Switch(kind) › Case(1) › When(ghost hasAnyValue) › otherwise › Summary › Show More]: names parameter "spectre", which the intent does not declare"#,
        ])
    }

    @Test func caseValuesOfTheWrongTypeOrRepeated() {
        let summary = SummaryNode.switch(parameter: "size", cases: [
            SwitchCase(values: [Self.small], node: sentence(.placeholder("size"))),
            SwitchCase(values: [.string("small"), Self.small], node: sentence(.placeholder("size"))),
            SwitchCase(values: [.enumCase(EnumCaseValue(enumIdentifier: "Size", caseIdentifier: "huge"))], node: sentence(.placeholder("size"))),
        ], default: sentence(.placeholder("size")))
        let diagnostics = IntentLinter.lint(intent(summary, parameters: [required]))
        #expect(diagnostics.map(\.description) == [
            #"error: Sample [Switch(size) › Case(small, Small)]: Case value small (string) is not a value of parameter "size""#,
            #"warning: Sample [Switch(size) › Case(small, Small)]: Case value small of "size" is already matched by an earlier Case; this one never applies"#,
            #"warning: Sample [Switch(size) › Case(small, Small)]: Case value small of "size" is already matched by an earlier Case; this one never applies"#,
            #"error: Sample [Switch(size) › Case(huge)]: Case value huge (enum) is not a value of parameter "size""#,
        ])
    }

    @Test func aParameterShownTwiceInOneSentence() {
        let diagnostics = IntentLinter.lint(intent(sentence(.placeholder("size"), .text(" and "), .placeholder("size")), parameters: [required]))
        #expect(diagnostics.map(\.description) == [
            #"warning: Sample [Summary]: the sentence shows parameter "size" more than once"#,
        ])
    }

    @Test func conditionsThatDoNotFitTheParameter() {
        let flag = ParameterDefinition(id: "flag", title: "Flag", type: .bool, isOptional: true)
        func when(_ comparison: ComparisonOperator, _ value: IntentValue?) -> SummaryNode {
            .when(Condition(parameter: "flag", comparison: comparison, value: value),
                  then: sentence(.placeholder("flag")), otherwise: sentence(.placeholder("flag")))
        }
        #expect(IntentLinter.lint(intent(when(.equalTo, .bool(true)), parameters: [flag])).isEmpty)
        #expect(IntentLinter.lint(intent(when(.equalTo, .int(1)), parameters: [flag])).map(\.message) == [
            "condition equalTo on \"flag\": 1 (int) is not a value of type Bool",
        ])
        #expect(IntentLinter.lint(intent(when(.lessThan, .bool(true)), parameters: [flag])).map(\.message) == [
            "condition lessThan on \"flag\": values of type Bool have no order",
        ])
        #expect(IntentLinter.lint(intent(when(.contains, .bool(true)), parameters: [flag])).map(\.message) == [
            "condition contains on \"flag\": contains applies to entity identifiers and text, not to Bool",
        ])
        #expect(IntentLinter.lint(intent(when(.oneOf, .bool(true)), parameters: [flag])).map(\.message) == [
            "condition oneOf on \"flag\": oneOf needs a list of values",
        ])
        #expect(IntentLinter.lint(intent(when(.equalTo, nil), parameters: [flag])).map(\.message) == [
            "condition equalTo on \"flag\": has no value to compare with",
        ])
        let trail = ParameterDefinition(id: "trail", title: "Trail", type: .entity(EntityTypeDefinition(identifier: "Trail", title: "Trail")), isOptional: true)
        let byIdentifier = SummaryNode.when(Condition(parameter: "trail", comparison: .hasPrefix, value: .string("mist")),
                                            then: sentence(.placeholder("trail")), otherwise: sentence(.placeholder("trail")))
        #expect(IntentLinter.lint(intent(byIdentifier, parameters: [trail])).isEmpty)
    }

    @Test func moreThanFifteenCases() {
        let summary = SummaryNode.switch(parameter: "n", cases: (1...16).map {
            SwitchCase(values: [.int($0)], node: sentence(.placeholder("n")))
        }, default: sentence(.placeholder("n")))
        let n = ParameterDefinition(id: "n", title: "N", type: .int, isOptional: false)
        #expect(IntentLinter.lint(intent(summary, parameters: [n])).map(\.description) == [
            #"error: Sample [Switch(n)]: Switch on "n" has 16 cases; Apple allows at most 15"#,
        ])
    }
}

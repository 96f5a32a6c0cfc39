@testable import IntentKit
import Testing

/// Branches no value reaches (issue 65): the linter follows what each `When` and `Switch`
/// leaves a parameter able to hold, and says which branch nothing selects, and why.
@Suite struct BranchReachabilityTests {
    static let roast = ParameterDefinition(id: "roast", title: "Roast", type: .enumeration(EnumDefinition(identifier: "Roast", title: "Roast", cases: [
        EnumCaseDefinition(identifier: "light", title: "Light"), EnumCaseDefinition(identifier: "dark", title: "Dark"),
    ])), isOptional: true)

    static func value(_ roast: String) -> IntentValue { .enumCase(EnumCaseValue(enumIdentifier: "Roast", caseIdentifier: roast)) }

    static func intent(_ summary: SummaryNode, parameters: [ParameterDefinition]) -> IntentDefinition {
        IntentDefinition(identifier: "Brew", title: "Brew", parameters: parameters, summary: summary)
    }

    static let leaf = SummaryNode.summary(SummaryTemplate(sentence: [.text("Brew "), .placeholder("roast")]))

    static func unreached(_ definition: IntentDefinition) -> [String] {
        IntentLinter.lint(definition).filter { if case .branchNeverReached = $0.problem { true } else { false } }.map(\.path)
    }

    @Test func aDefaultMakesHasNoValueUnreachable() {
        let cups = ParameterDefinition(id: "cups", title: "Cups", type: .int, isOptional: false, defaultValue: .int(1))
        let summary = SummaryNode.when(Condition(parameter: "cups", comparison: .hasAnyValue), then: Self.leaf, otherwise: Self.leaf)
        let found = IntentLinter.lint(Self.intent(summary, parameters: [cups, Self.roast]))
        #expect(found.map(\.path) == ["When(cups hasAnyValue) › otherwise"])
        #expect(found.first?.message == "no value reaches this branch: \"cups\" always has a value (its default); its sentence is never shown")
        #expect(found.first?.severity == .warning)
    }

    @Test func aCaseInsideAnotherCaseOfTheSameParameterIsUnreachable() {
        let inner = SummaryNode.switch(parameter: "roast", cases: [SwitchCase(values: [Self.value("dark")], node: Self.leaf)], default: Self.leaf)
        let outer = SummaryNode.switch(parameter: "roast", cases: [SwitchCase(values: [Self.value("light")], node: inner)], default: Self.leaf)
        #expect(Self.unreached(Self.intent(outer, parameters: [Self.roast])) == ["Switch(roast) › Case(Light) › Switch(roast) › Case(Dark)"])
    }

    @Test func aDefaultCaseAfterEveryValueOfARequiredParameterWithADefaultIsUnreachable() {
        let roast = ParameterDefinition(id: "roast", title: "Roast", type: Self.roast.type, isOptional: false, defaultValue: Self.value("light"))
        let summary = SummaryNode.switch(parameter: "roast", cases: [SwitchCase(values: [Self.value("light")], node: Self.leaf),
                                                                     SwitchCase(values: [Self.value("dark")], node: Self.leaf)], default: Self.leaf)
        #expect(Self.unreached(Self.intent(summary, parameters: [roast])) == ["Switch(roast) › DefaultCase"])
        // Optional and without a default, the DefaultCase is what shows before a roast is chosen.
        #expect(Self.unreached(Self.intent(summary, parameters: [Self.roast])).isEmpty)
    }

    @Test func anEqualToWithinItsOwnOtherwiseIsFollowed() {
        let flag = ParameterDefinition(id: "flag", title: "Flag", type: .bool, isOptional: false, defaultValue: .bool(true))
        let inner = SummaryNode.when(Condition(parameter: "flag", comparison: .equalTo, value: .bool(false)), then: Self.leaf, otherwise: Self.leaf)
        let outer = SummaryNode.when(Condition(parameter: "flag", comparison: .equalTo, value: .bool(true)), then: Self.leaf, otherwise: inner)
        #expect(Self.unreached(Self.intent(outer, parameters: [flag, Self.roast]))
                == ["When(flag equalTo) › otherwise › When(flag equalTo) › otherwise"])
        // Open-ended values (text, numbers) narrow nothing: nothing is said of them.
        let text = ParameterDefinition(id: "note", title: "Note", type: .string, isOptional: true)
        let onText = SummaryNode.when(Condition(parameter: "note", comparison: .equalTo, value: .string("a")), then: Self.leaf, otherwise: Self.leaf)
        #expect(Self.unreached(Self.intent(onText, parameters: [text, Self.roast])).isEmpty)
    }
}

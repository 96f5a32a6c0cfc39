import IntentKit
@testable import ShortcutModel
@testable import ShortcutRuntime
import Testing

/// If's operators are one type, the model's `ConditionOperator`: the runtime evaluates by it,
/// and what a file stores that is none of them is said, not taken for "is".
@Suite struct ConditionOperatorTests {
    @Test func everyStoredFormReadsAsItsOperator() {
        #expect(ConditionOperator(stored: .int(1003)) == .between)
        #expect(ConditionOperator(stored: .double(99)) == .contains)
        #expect(ConditionOperator(stored: .double(4)) == .equals, "a whole number stored as a real")
        #expect(ConditionOperator(stored: .string("999")) == .doesNotContain)
        #expect(ConditionOperator(stored: .string("Is Greater Than")) == .greaterThan, "iOS 12's name")
        #expect(ConditionOperator(stored: .enumCase(EnumCaseValue(enumIdentifier: "WFCondition", caseIdentifier: "100"))) == .hasAnyValue)
        for nothing: IntentValue in [.int(7), .double(4.5), .double(1e300), .string("Roughly"), .bool(true)] {
            #expect(ConditionOperator(stored: nothing) == nil, "\(nothing)")
        }
        #expect(ConditionOperator.allCases.count == 16 && Set(ConditionOperator.allCases.map(\.rawValue)).count == 16)
    }

    static func ifWith(_ condition: PropertyListValue) -> [Act] {
        [
            Act("number", [("WFNumberActionNumber", P.number(3))], uuid: "N"),
        ] + [
            Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.subject(P.output("N"))), ("WFCondition", condition),
                                                              ("WFNumberValue", P.number(5))]),
            Act("showresult", [("Text", P.plain("yes"))]),
            Block.parts("conditional", group: "I", mode: 2),
        ]
    }

    @Test func anOperatorShortcutsDoesNotHaveFailsTheIfAndSaysWhich() async {
        let ran = await run(Self.ifWith(.integer(7)))
        #expect(ran.failure == .failed(action: 2, title: "conditional", message: "the condition's operator 7 is not one Shortcuts has"), "\(String(describing: ran.failure))")
    }

    @Test func aKnownOperatorStillRuns() async {
        let ran = await run(Self.ifWith(.integer(0)))
        #expect(ran.failure == nil && ran.shown == ["yes"], "3 is less than 5: \(ran)")
    }

    /// One of iOS 18's several conditions whose operator is a dictionary: the If fails and says
    /// so, without writing the file's dictionary into the message.
    @Test func aConditionWhoseOperatorIsNeitherCodeNorNameFailsTheIf() async {
        let template: PropertyListValue = .dictionary(["WFCondition": .dictionary(["Huge": .string(String(repeating: "x", count: 10_000))]),
                                                       "WFNumberValue": P.number(5)])
        let conditions: PropertyListValue = .dictionary([
            "Value": .dictionary(["WFActionParameterFilterPrefix": .integer(1), "WFActionParameterFilterTemplates": .array([template])]),
            "WFSerializationType": .string("WFContentPredicateTableTemplate"),
        ])
        let ran = await run([
            Act("number", [("WFNumberActionNumber", P.number(3))], uuid: "N"),
            Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.subject(P.output("N"))), ("WFConditions", conditions)]),
            Act("showresult", [("Text", P.plain("yes"))]),
            Block.parts("conditional", group: "I", mode: 2),
        ])
        #expect(ran.failure == .failed(action: 2, title: "conditional", message: "the condition's operator is neither a code nor a name"),
                "\(String(describing: ran.failure))")
    }
}

import Foundation
import IntentKit
import Testing

/// Both branches of every operator, including a missing value, as the evaluator decides them.
@Suite struct ConditionTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var comparison: ComparisonOperator
        var operand: IntentValue?
        var holds: IntentValue
        var fails: IntentValue
        /// Apple's rule: lessThan and lessThanOrEqualTo hold for a missing value.
        var holdsWhenMissing: Bool

        var testDescription: String { comparison.name }
    }

    static let cases: [Case] = [
        Case(comparison: .hasAnyValue, operand: nil, holds: .int(0), fails: .int(0), holdsWhenMissing: false),
        Case(comparison: .equalTo, operand: .int(5), holds: .int(5), fails: .int(6), holdsWhenMissing: false),
        Case(comparison: .notEqualTo, operand: .int(5), holds: .int(6), fails: .int(5), holdsWhenMissing: false),
        Case(comparison: .lessThan, operand: .int(5), holds: .int(4), fails: .int(5), holdsWhenMissing: true),
        Case(comparison: .lessThanOrEqualTo, operand: .int(5), holds: .int(5), fails: .int(6), holdsWhenMissing: true),
        Case(comparison: .greaterThan, operand: .int(5), holds: .int(6), fails: .int(5), holdsWhenMissing: false),
        Case(comparison: .greaterThanOrEqualTo, operand: .int(5), holds: .int(5), fails: .int(4), holdsWhenMissing: false),
        Case(comparison: .oneOf, operand: .array([.string("a"), .string("b")]), holds: .string("b"), fails: .string("c"), holdsWhenMissing: false),
        Case(comparison: .contains, operand: .string("ail"), holds: .string("trail-1"), fails: .string("path-1"), holdsWhenMissing: false),
        Case(comparison: .doesNotContain, operand: .string("ail"), holds: .string("path-1"), fails: .string("trail-1"), holdsWhenMissing: false),
        Case(comparison: .hasPrefix, operand: .string("trail"), holds: .string("trail-1"), fails: .string("my-trail"), holdsWhenMissing: false),
        Case(comparison: .hasSuffix, operand: .string("-1"), holds: .string("trail-1"), fails: .string("trail-2"), holdsWhenMissing: false),
    ]

    @Test(arguments: cases)
    func branches(_ c: Case) {
        let condition = Condition(parameter: "p", comparison: c.comparison, value: c.operand)
        #expect(condition.isSatisfied(by: c.holds))
        if c.comparison != .hasAnyValue {
            #expect(!condition.isSatisfied(by: c.fails))
        }
        #expect(condition.isSatisfied(by: nil) == c.holdsWhenMissing)
    }

    @Test func hasNoValue() {
        let condition = Condition(parameter: "p", comparison: .hasNoValue)
        #expect(condition.isSatisfied(by: nil))
        #expect(!condition.isSatisfied(by: .bool(false)))
    }

    @Test func enumCasesCompareByCaseIdentifier() {
        let biking = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "ActivityStyle", caseIdentifier: "biking"))
        let fromCatalog = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "Activity", caseIdentifier: "biking"))
        #expect(Condition(parameter: "p", comparison: .equalTo, value: biking).isSatisfied(by: fromCatalog))
        #expect(Condition(parameter: "p", comparison: .equalTo, value: .string("biking")).isSatisfied(by: biking))
    }

    @Test func entitiesCompareByIdentifier() {
        let trail = IntentValue.entity(EntityReference(typeIdentifier: "Trail", id: .int(7), title: "Delicate Arch"))
        let renamed = IntentValue.entity(EntityReference(typeIdentifier: "Trail", id: .int(7), title: "Renamed"))
        #expect(Condition(parameter: "p", comparison: .equalTo, value: renamed).isSatisfied(by: trail))
        #expect(Condition(parameter: "p", comparison: .equalTo, value: .int(7)).isSatisfied(by: trail))
        #expect(Condition(parameter: "p", comparison: .lessThan, value: .int(10)).isSatisfied(by: trail))
        // Integer identifiers order as numbers, not as text ("7" > "10").
        #expect(!Condition(parameter: "p", comparison: .greaterThan, value: .int(10)).isSatisfied(by: trail))
        #expect(Condition(parameter: "p", comparison: .oneOf, value: .array([.int(3), .int(7)])).isSatisfied(by: trail))
        let named = IntentValue.entity(EntityReference(typeIdentifier: "Trail", id: .string("mist-trail"), title: "Mist"))
        #expect(Condition(parameter: "p", comparison: .hasPrefix, value: .string("mist")).isSatisfied(by: named))
    }

    @Test func numbersCompareAcrossKinds() {
        #expect(Condition(parameter: "p", comparison: .equalTo, value: .int(2)).isSatisfied(by: .double(2)))
        #expect(Condition(parameter: "p", comparison: .lessThan, value: .decimal(Decimal(string: "2.5")!)).isSatisfied(by: .double(2.4)))
    }

    @Test func measurementsCompareAcrossUnits() {
        let mile = IntentValue.measurement(IntentMeasurement(value: 1, unit: "mi", dimension: .length))
        let km = IntentValue.measurement(IntentMeasurement(value: 1, unit: "km", dimension: .length))
        #expect(Condition(parameter: "p", comparison: .greaterThan, value: km).isSatisfied(by: mile))
        let celsius = IntentValue.measurement(IntentMeasurement(value: 1, unit: "°C", dimension: .temperature))
        #expect(!Condition(parameter: "p", comparison: .greaterThan, value: celsius).isSatisfied(by: mile))
    }

    @Test func valuesOfDifferentKindsNeverCompare() {
        #expect(!Condition(parameter: "p", comparison: .equalTo, value: .string("5")).isSatisfied(by: .int(5)))
        #expect(!Condition(parameter: "p", comparison: .greaterThan, value: .bool(false)).isSatisfied(by: .bool(true)))
        #expect(Condition(parameter: "p", comparison: .notEqualTo, value: .string("5")).isSatisfied(by: .int(5)))
    }

    @Test func switchTakesTheFirstMatchingCaseAndDefaultsWithoutAValue() {
        let definition = IntentDefinition(
            identifier: "S", title: "S",
            parameters: [ParameterDefinition(id: "n", title: "N", type: .int, isOptional: true)],
            summary: .switch(parameter: "n", cases: [
                SwitchCase(values: [.int(1), .int(2)], node: .summary(SummaryTemplate(sentence: [.text("first")]))),
                SwitchCase(values: [.int(2)], node: .summary(SummaryTemplate(sentence: [.text("second")]))),
            ], default: .summary(SummaryTemplate(sentence: [.text("default")]))))
        func sentence(_ values: [String: IntentValue]) -> String? {
            definition.selectSummary(values: values)?.sentence.first.flatMap { if case .text(let t) = $0 { t } else { nil } }
        }
        #expect(sentence(["n": .int(2)]) == "first")
        #expect(sentence(["n": .int(3)]) == "default")
        #expect(sentence([:]) == "default")
    }

    @Test func aDefaultCountsAsAValue() {
        let definition = IntentDefinition(
            identifier: "D", title: "D",
            parameters: [ParameterDefinition(id: "flag", title: "Flag", type: .bool, isOptional: false, defaultValue: .bool(true))],
            summary: .when(Condition(parameter: "flag", comparison: .equalTo, value: .bool(true)),
                           then: .summary(SummaryTemplate(sentence: [.text("on")])),
                           otherwise: .summary(SummaryTemplate(sentence: [.text("off")]))))
        #expect(definition.resolveSummary(values: [:]).text == "on")
        #expect(definition.resolveSummary(values: ["flag": .bool(false)]).text == "off")
    }
}

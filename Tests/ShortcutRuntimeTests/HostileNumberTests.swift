import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime
import Testing

/// Numbers a shared shortcut may hold that no integer can: each fails its action, naming the
/// parameter — before, each one trapped (SIGILL) and took the editor with it.
@Suite struct HostileNumberTests {
    static let hostile: [Double] = [1e300, -1e300, .nan, .infinity, -.infinity, 9.3e18, -9.3e18]

    /// Each action, with the hostile number where it is read.
    static func cases(_ number: Double) -> [(name: String, actions: [Act])] {
        let n = P.number(number)
        return [
            ("Repeat count", [Block.parts("repeat.count", group: "R", mode: 0, [("WFRepeatCount", n)]), Block.parts("repeat.count", group: "R", mode: 2)]),
            ("list index", [Act("list", [("WFItems", .array([.string("a")]))]),
                            Act("getitemfromlist", [("WFItemSpecifier", .string("Item At Index")), ("WFItemIndex", n)])]),
            ("list range", [Act("list", [("WFItems", .array([.string("a")]))]),
                            Act("getitemfromlist", [("WFItemSpecifier", .string("Items in Range")), ("WFItemRangeStart", P.number(1)), ("WFItemRangeEnd", n)])]),
            ("Format Number places", [Act("format.number", [("WFNumber", P.number(1)), ("WFNumberFormatDecimalPlaces", n)])]),
            ("Random Number minimum", [Act("number.random", [("WFRandomNumberMinimum", n), ("WFRandomNumberMaximum", P.number(5))])]),
            ("Random Number maximum", [Act("number.random", [("WFRandomNumberMinimum", P.number(-5)), ("WFRandomNumberMaximum", n)])]),
            ("Round Number places", [Act("round", [("WFInput", P.number(2)), ("WFRoundTo", .string("10 ^")), ("TenToThePowerOf", n)])]),
            ("Adjust Date", [Act("date", [("WFDateActionMode", .string("Current Date"))], uuid: "D"),
                             Act("adjustdate", [("WFDate", P.attachment(P.output("D"))), ("WFDuration", P.quantity(number, unit: "days"))])]),
            ("Wait", [Act("delay", [("WFDelayTime", n)])]),
            ("is in the next", [Act("date", [("WFDateActionMode", .string("Current Date"))], uuid: "D"),
                                Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.subject(P.output("D"))), ("WFCondition", .integer(1000)),
                                                                                 ("WFDuration", P.quantity(number, unit: "days"))]),
                                Block.parts("conditional", group: "I", mode: 2)]),
            ("If operator", [Block.parts("conditional", group: "I", mode: 0, [("WFInput", P.plain("x")), ("WFCondition", .real(number))]),
                             Block.parts("conditional", group: "I", mode: 2)]),
            ("Dictionary item type", [Act("dictionary", [("WFItems", P.dictionary([("k", 0, P.plain("v"))]))]),
                                      Act("dictionary", [("WFItems", .dictionary(["Value": .dictionary(["WFDictionaryFieldValueItems": .array([
                                          .dictionary(["WFItemType": .real(number), "WFKey": P.text(.text("k")), "WFValue": P.plain("v")])])]),
                                          "WFSerializationType": .string("WFDictionaryFieldValue")]))])]),
            ("Calculate Expression", [Act("calculateexpression", [("Input", P.plain("2^\(number)"))])]),
            ("factorial", [Act("math", [("WFInput", n), ("WFMathOperation", .string("…")), ("WFScientificMathOperation", .string("x!"))])]),
            ("Find's in the next", [Filter.find("filter.reminders", [Filter.on("Due Date", 1000, "Number", n, [("Unit", .integer(16))])])]),
            ("Find's in the last", [Filter.find("filter.reminders", [Filter.on("Due Date", 1001, "Number", n, [("Unit", .integer(16))])])]),
        ]
    }

    @Test(arguments: hostile)
    func everyNumberFromAFileIsChecked(_ number: Double) async {
        for (name, actions) in Self.cases(number) {
            let ran = await run(actions, device: TestDevice.sample())
            // Not every case must fail (a Repeat of -1e300 runs no pass; an If of an unknown
            // operator fails its way), but none may trap, and a failure names what it read.
            if case .failed(_, _, let message)? = ran.failure {
                #expect(!message.isEmpty, "\(name) of \(number)")
            }
        }
    }

    @Test func theFailureNamesTheParameterAndTheRange() async {
        let repeated = await run([Block.parts("repeat.count", group: "R", mode: 0, [("WFRepeatCount", .real(1e300))]),
                                  Block.parts("repeat.count", group: "R", mode: 2)])
        #expect(repeated.failure == .failed(action: 1, title: "count",
                                            message: "WFRepeatCount is 1e+300; expected a whole number from -9007199254740992 to 9007199254740992"))
        let places = await run([Act("format.number", [("WFNumber", P.number(1)), ("WFNumberFormatDecimalPlaces", .real(.nan))])])
        #expect(places.failure == .failed(action: 1, title: "number",
                                          message: "WFNumberFormatDecimalPlaces is NaN; expected a whole number from 0 to 100"))
        let waited = await run([Act("delay", [("WFDelayTime", .real(1e300))])])
        #expect(waited.failure == .failed(action: 1, title: "delay", message: "WFDelayTime is 1e+300; expected seconds from 0 to 31536000"))
    }

    @Test func aRandomNumberBetweenTwoFractionsThatHoldNoWholeNumberFails() async {
        let ran = await run([Act("number.random", [("WFRandomNumberMinimum", .real(0.2)), ("WFRandomNumberMaximum", .real(0.8))])])
        #expect(ran.failure == .failed(action: 1, title: "random",
                                       message: "no whole number lies from the minimum 0.2 to the maximum 0.8"))
    }

    @Test func aDeeplyNestedExpressionFailsInsteadOfOverflowingTheStack() async {
        for expression in [String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000),
                           String(repeating: "-", count: 100_000) + "1",
                           Array(repeating: "2", count: 100_000).joined(separator: "^")] {
            let ran = await run([Act("calculateexpression", [("Input", P.plain(expression))])])
            #expect(ran.failure == .failed(action: 1, title: "calculateexpression", message: "the expression nests deeper than 200 levels"))
        }
        let nested = String(repeating: "(", count: 150) + "2" + String(repeating: ")", count: 150)
        let fine = await run([Act("calculateexpression", [("Input", P.plain(nested))], uuid: "E"),
                              Act("showresult", [("Text", P.text(P.output("E")))])])
        #expect(fine.failure == nil && fine.shown == ["2"])
    }

    /// A dictionary path's list position is counted from 1: Int's least value is no position.
    @Test func aKeyPathPositionAtIntsEndFindsNothing() async {
        let ran = await run([Act("list", [("WFItems", .array([.string("a")]))], uuid: "L"),
                             Act("showresult", [("Text", P.attachment(P.output("L"), aggrandizements: [P.key("-9223372036854775808")]))])])
        #expect(ran.failure == nil && ran.shown == [""])
    }

    @Test func anIntentsWholeNumberQuestionAnsweredPastIntIsAskedAgainAsUnanswered() {
        #expect(CheckedInteger.from("99999999999999999999") == nil)
        #expect(CheckedInteger.from("42") == 42)
    }
}

/// The one conversion every number from a file goes through.
@Suite struct CheckedIntegerTests {
    @Test func extremeDoublesNeverTrapAndWholeOnesInRangeComeBackExactly() {
        var generator = SystemRandomNumberGenerator()
        let specials: [Double] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                  .leastNonzeroMagnitude, Double(Int.max), Double(Int.min),
                                  9_223_372_036_854_774_784, 9_223_372_036_854_775_808, 0, -0.0, 0.5, -0.5]
        for _ in 0..<100_000 {
            let bits = UInt64.random(in: .min ... .max, using: &generator)
            check(Double(bitPattern: bits))
        }
        for special in specials { check(special) }

        func check(_ value: Double) {
            let converted = CheckedInteger.from(value)
            guard value.isFinite, value.rounded() >= -9.223372036854775808e18, value.rounded() < 9.223372036854775808e18 else {
                #expect(converted == nil, "\(value)")
                return
            }
            #expect(converted.map(Double.init) == value.rounded(.toNearestOrAwayFromZero), "\(value)")
        }
    }

    @Test func aRangeBoundsTheResult() {
        #expect(CheckedInteger.from(5, in: 0...4) == nil)
        #expect(CheckedInteger.from(4.4, in: 0...4) == 4)
        #expect(CheckedInteger.from(-0.6, rounding: .towardZero, in: 0...4) == 0)
        #expect(CheckedInteger.from("1e300") == nil)
        #expect(CheckedInteger.from("-9223372036854775808") == Int.min)
    }
}

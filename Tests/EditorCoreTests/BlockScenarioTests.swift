@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Blocks and variables on screen as Apple's editor shows them: blocks indented with their
/// middle and end as one line, variables as tokens named after their action's current name,
/// a variable whose action is gone flagged, and the If sentence following its operator live.
@Suite struct BlockScenarioTests {
    typealias Trip = BuiltInRoundTripTests
    typealias S = DocumentStructureFixtures

    static func shortcut() -> [ShortcutAction] {
        let url = ShortcutAction(intent: "is.workflow.actions.url", values: ["WFURLActionURL": .string("apple.com")])
        return [
            url,
            S.part("conditional", "A", 0, ["WFInput": S.variable(.shortcutInput), "WFCondition": .int(100)]),
            Trip.action("gettext", ["WFTextActionText": S.text([.text("Hello "), .variable(VariableReference(.actionOutput(action: url.id, name: "URL")))])]),
            S.part("conditional", "A", 1),
            S.part("repeat.count", "B", 0, ["WFRepeatCount": .int(3)]),
            Trip.action("showresult", ["Text": S.variable(.named("Repeat Item"))]),
            S.part("repeat.count", "B", 2),
            S.part("conditional", "A", 2),
            Trip.action("showresult", ["Text": S.variable(.actionOutput(action: UUID(), name: "Gone"))]),
            S.part("repeat.each", "Z", 2),
        ]
    }

    @Test func blocksIndentAndVariablesAreTokens() {
        var state = EditorState(document: ShortcutDocument(name: "Blocks", actions: Self.shortcut()), registry: CorpusFiles.registry,
                                fileLabel: "Blocks.shortcut", width: 80, height: 40, displayContext: Scenario.utc,
                                identifiers: IdentifierSource(seed: 3))
        _ = state.update(.resize(width: 80, height: 40))
        let scenario = Scenario(state: state)
        scenario.expectScreen("blocks-and-variables-80x40")
        #expect(scenario.shown(1) == "If ‹Shortcut Input› [has any value]")
    }

    @Test func renamingAnOutputRenamesItsTokens() {
        var scenario = Trip.scenario(Self.shortcut())
        #expect(scenario.state.layoutCard(2).lines.contains { $0.segments.contains { $0.text == "[Hello ‹URL›]" } })
        _ = scenario.state.perform(.setValue(action: 0, parameter: "CustomOutputName", old: nil, new: .string("Home Page")))
        #expect(scenario.state.layoutCard(2).lines.contains { $0.segments.contains { $0.text == "[Hello ‹Home Page›]" } })
    }

    @Test func theIfSentenceFollowsItsOperator() throws {
        var scenario = Trip.scenario(Self.shortcut())
        scenario.press(.down)
        #expect(scenario.shown(1) == "If ‹Shortcut Input› [has any value]")
        Trip.focus("WFCondition", &scenario)
        scenario.press(.enter)
        scenario.type("between")
        scenario.press(.enter)
        #expect(scenario.shown(1) == "If ‹Shortcut Input› [is between] [Number] and [Number]")
        #expect(try Trip.saved(scenario, 1)?["WFCondition"] == .integer(1003), "Apple's code, as an integer")
        Trip.type("5", into: "WFNumberValue", &scenario)
        #expect(scenario.shown(1) == "If ‹Shortcut Input› [is between] [5] and [Number]")
        scenario.press(.up, .down)
        Trip.focus("WFCondition", &scenario)
        scenario.press(.enter)
        scenario.type("begins")
        scenario.press(.enter)
        #expect(scenario.shown(1) == "If ‹Shortcut Input› [begins with] [Text]", "the value placeholder changes live")
    }
}

@Suite struct IfInputKindTests {
    typealias Trip = BuiltInRoundTripTests
    typealias S = DocumentStructureFixtures

    static func scenario(input source: [ShortcutAction], subject: IntentValue, condition: Int) -> Scenario {
        Trip.scenario(source + [
            S.part("conditional", "A", 0, ["WFInput": subject, "WFCondition": .int(condition)]),
            S.part("conditional", "A", 2),
        ])
    }

    @Test func aDateInputTakesDatesAndTheDateOperators() throws {
        let date = Trip.action("date")
        var scenario = Self.scenario(input: [date], subject: S.variable(.actionOutput(action: date.id, name: "Date")), condition: 2)
        #expect(scenario.shown(1) == "If ‹Date› [is after] [Date]", "greater than reads as after, with a date")
        scenario.press(.down)
        Trip.focus("WFCondition", &scenario)
        scenario.press(.enter)
        let offered = scenario.state.control?.picker?.options.prefix(10).map(\.title)
        #expect(offered == ["is", "is not", "has any value", "does not have any value", "is before", "is after", "is between",
                            "is today", "is in the next", "is in the last"])
        scenario.type("between")
        scenario.press(.enter)
        #expect(scenario.shown(1) == "If ‹Date› [is between] [Date] and [Date]")
        Trip.focus("WFCondition", &scenario)
        scenario.press(.enter)
        scenario.type("in the next")
        scenario.press(.enter)
        #expect(scenario.shown(1) == "If ‹Date› [is in the next] [Number]")
        #expect(try Trip.saved(scenario, 1)?["WFCondition"] == .integer(1000))
        Trip.type("5 days", into: "WFDuration", &scenario)
        #expect(scenario.shown(1) == "If ‹Date› [is in the next] [5 days]")
        let duration = try #require(try Trip.saved(scenario, 1)?["WFDuration"])
        #expect(duration["WFSerializationType"] == .string("WFQuantityFieldValue"), "a duration is stored as Shortcuts' quantity")
        #expect(duration["Value"]?["Unit"] == .string("days"))
        scenario.press(.up, .down)
        Trip.focus("WFCondition", &scenario)
        scenario.press(.enter)
        scenario.type("today")
        scenario.press(.enter)
        #expect(scenario.shown(1) == "If ‹Date› [is today]")
    }

    /// Every If operator on text and on a number: the value typed goes to the parameter
    /// Apple's file keeps it in for that operator and kind, and no other value key is written.
    @Test(arguments: [(4, "WFConditionalActionString"), (5, "WFConditionalActionString"), (99, "WFConditionalActionString"),
                      (999, "WFConditionalActionString"), (8, "WFConditionalActionString"), (9, "WFConditionalActionString")])
    func eachTextOperatorWritesItsKey(_ code: Int, _ key: String) throws {
        let text = Trip.action("gettext", ["WFTextActionText": .string("x")])
        var scenario = Self.scenario(input: [text], subject: S.variable(.actionOutput(action: text.id, name: "Text")), condition: code)
        scenario.press(.down)
        Trip.type("Vitamin D", into: key, &scenario)
        let saved = try #require(try Trip.saved(scenario, 1))
        #expect(saved["WFCondition"] == .integer(code))
        #expect(SerializedText.plainText(of: IntentValue.opaque(OpaqueValue(propertyList: saved[key] ?? .string("")))) == "Vitamin D"
                || saved[key] == .string("Vitamin D"), "\(code): \(String(describing: saved[key]))")
        for other in ["WFNumberValue", "WFAnotherNumber", "WFDate", "WFAnotherDate", "WFDuration"] { #expect(saved[other] == nil, "\(code) wrote \(other)") }
    }

    @Test(arguments: [0, 1, 2, 3, 4, 5, 1003])
    func eachNumberOperatorWritesItsKey(_ code: Int) throws {
        let number = Trip.action("number", ["WFNumberActionNumber": .int(7)])
        var scenario = Self.scenario(input: [number], subject: S.variable(.actionOutput(action: number.id, name: "Number")), condition: code)
        scenario.press(.down)
        Trip.type("12", into: "WFNumberValue", &scenario)
        if code == 1003 { Trip.type("20", into: "WFAnotherNumber", &scenario) }
        let saved = try #require(try Trip.saved(scenario, 1))
        #expect(saved["WFCondition"] == .integer(code))
        #expect(saved["WFNumberValue"]?.summary == "12" || saved["WFNumberValue"] == .real(12) || saved["WFNumberValue"] == .integer(12),
                "\(code): \(String(describing: saved["WFNumberValue"]))")
        if code == 1003 { #expect(saved["WFAnotherNumber"] != nil) }
        for other in ["WFConditionalActionString", "WFDate", "WFAnotherDate", "WFDuration"] { #expect(saved[other] == nil, "\(code) wrote \(other)") }
    }

    @Test func theCurrentDateAndACoercionDecideTheKindToo() {
        #expect(Self.scenario(input: [], subject: S.variable(.currentDate), condition: 0).shown(0) == "If ‹Current Date› [is before] [Date]")
        let number = Trip.action("number", ["WFNumberActionNumber": .int(7)])
        #expect(Self.scenario(input: [number], subject: S.variable(.actionOutput(action: number.id, name: "Number")), condition: 4).shown(1)
                == "If ‹Number› [is] [Number]", "a number is compared with a number")
        var coerced = VariableReference(.shortcutInput)
        coerced.attachment["Aggrandizements"] = .array([.dictionary(["Type": .string("WFCoercionVariableAggrandizement"),
                                                                     "CoercionItemClass": .string("WFDateContentItem")])])
        let subject = IntentValue.opaque(OpaqueValue(propertyList: .dictionary(["Value": .dictionary(coerced.attachment),
                                                                               "WFSerializationType": .string("WFTextTokenAttachment")])))
        #expect(Self.scenario(input: [], subject: subject, condition: 2).shown(0) == "If ‹Shortcut Input› [is after] [Date]")
        #expect(Self.scenario(input: [], subject: S.variable(.shortcutInput), condition: 2).shown(0) == "If ‹Shortcut Input› [is greater than] [Number]",
                "an input of unknown kind reads in general")
    }

    @Test func choosingADateVariableChangesTheSentenceLive() {
        let date = Trip.action("date")
        var scenario = Self.scenario(input: [date], subject: S.variable(.shortcutInput), condition: 0)
        #expect(scenario.shown(1) == "If ‹Shortcut Input› [is less than] [Number]")
        scenario.press(.down)
        Trip.focus("WFInput", &scenario)
        scenario.press(.character("v"))
        scenario.type("Date")
        scenario.press(.enter)
        #expect(scenario.shown(1) == "If ‹Date› [is before] [Date]")
        scenario.press(.character("u"))
        #expect(scenario.shown(1) == "If ‹Shortcut Input› [is less than] [Number]")
    }
}

extension Scenario {
    /// The sentence as the card shows it: values in brackets, variables as tokens.
    func shown(_ index: Int) -> String? {
        state.summary(of: index).map { summary in
            summary.runs.map { run in
                switch run {
                case .text(let text): text
                case .placeholder(let parameter): state.placeholderText(parameter)
                }
            }.joined()
        }
    }
}

/// Building blocks and variables for tests.
enum DocumentStructureFixtures {
    static func part(_ intent: String, _ grouping: String, _ mode: Int, _ extra: [String: IntentValue] = [:]) -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions." + intent,
                       values: extra.merging(["GroupingIdentifier": .string(grouping), "WFControlFlowMode": .int(mode)]) { $1 })
    }

    static func variable(_ source: VariableReference.Source) -> IntentValue {
        .opaque(OpaqueValue(propertyList: .dictionary(["Value": .dictionary(VariableReference(source).attachment),
                                                       "WFSerializationType": .string("WFTextTokenAttachment")])))
    }

    static func text(_ pieces: [TokenText.Piece]) -> IntentValue {
        .opaque(OpaqueValue(propertyList: TokenText(pieces: pieces).propertyList))
    }
}

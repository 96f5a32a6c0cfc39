import AppleShortcuts
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Giving placeholders variables and putting variables into text, saved in the form
/// Shortcuts uses for each kind of parameter; tokens delete as one character; UTF-16 ranges
/// count an emoji before a token as two.
@Suite struct VariableEditingTests {
    typealias Trip = BuiltInRoundTripTests
    typealias S = DocumentStructureFixtures

    static let number = Trip.action("number", ["WFNumberActionNumber": .int(7), "UUID": .string("9A1C5E1A-0000-4000-8000-000000000001")])

    static func scenario(_ rest: [ShortcutAction]) -> Scenario {
        var number = Self.number
        number.id = UUID(uuidString: "9A1C5E1A-0000-4000-8000-000000000001")!
        return Trip.scenario([number] + rest)
    }

    static func choose(_ title: String, _ scenario: inout Scenario) {
        scenario.type(title)
        scenario.press(.enter)
    }

    @Test func selectVariableOffersWhatIsAboveAndShortcutsOwn() throws {
        var scenario = Self.scenario([
            Trip.action("setvariable", ["WFVariableName": .string("Total")]),
            S.part("repeat.count", "R", 0),
            Trip.action("showresult"),
            S.part("repeat.count", "R", 2),
        ])
        scenario.press(.down, .down, .down)
        Trip.focus("Text", &scenario)
        scenario.press(.character("v"))
        let titles = scenario.state.control?.picker?.options.map(\.title) ?? []
        #expect(titles == ["‹Repeat Item›", "‹Repeat Index›", "‹Total›", "‹Number›", "‹Shortcut Input›", "‹Clipboard›",
                           "‹Current Date›", "‹Device Details›", "‹Ask Each Time›"])
        Self.choose("Number", &scenario)
        let text = try #require(try Trip.saved(scenario, 3)?["Text"])
        #expect(text["WFSerializationType"] == .string("WFTextTokenString"), "text takes a token string")
        #expect(text["Value"]?["string"] == .string("\u{FFFC}"))
        let attachment = text["Value"]?["attachmentsByRange"]?["{0, 1}"]
        #expect(attachment?["Type"] == .string("ActionOutput"))
        #expect(attachment?["OutputUUID"] == .string("9A1C5E1A-0000-4000-8000-000000000001"))
        #expect(attachment?["OutputName"] == .string("Number"))
        #expect(scenario.shown(3) == "Show ‹Number›")
    }

    @Test func eachParameterKindTakesItsForm() throws {
        var scenario = Self.scenario([S.part("conditional", "A", 0), S.part("conditional", "A", 2),
                                      Trip.action("repeat.count")])
        scenario.press(.down)
        Trip.focus("WFInput", &scenario)
        scenario.press(.character("v"))
        Self.choose("Number", &scenario)
        let input = try #require(try Trip.saved(scenario, 1)?["WFInput"])
        #expect(input["Type"] == .string("Variable"), "the If's input is wrapped")
        #expect(input["Variable"]?["WFSerializationType"] == .string("WFTextTokenAttachment"))
        #expect(input["Variable"]?["Value"]?["Type"] == .string("ActionOutput"))

        scenario.press(.down, .down)
        Trip.focus("WFRepeatCount", &scenario)
        scenario.press(.character("v"))
        Self.choose("Clipboard", &scenario)
        #expect(try Trip.saved(scenario, 3)?["WFRepeatCount"] == .dictionary([
            "Value": .dictionary(["Type": .string("Clipboard")]), "WFSerializationType": .string("WFTextTokenAttachment"),
        ]), "a number takes a bare attachment")
        scenario.press(.character("u"))
        #expect(try Trip.saved(scenario, 3)?["WFRepeatCount"] == nil, "one undo")
    }

    @Test func tokensInTextCountUTF16AndDeleteAsOne() throws {
        var scenario = Self.scenario([Trip.action("gettext", ["WFTextActionText": .string("🎵 ")])])
        scenario.press(.down)
        Trip.focus("WFTextActionText", &scenario)
        scenario.press(.enter)
        scenario.press(.control("t"))
        #expect(scenario.state.keyMode == .picker)
        Self.choose("Clipboard", &scenario)
        scenario.type("!")
        guard let field = scenario.state.control?.textInput else { Issue.record("no field"); return }
        #expect(field.displayed(field.characters) == "🎵 ‹Clipboard›!")
        scenario.press(.control("d"))
        let text = try #require(try Trip.saved(scenario, 1)?["WFTextActionText"])
        #expect(text["Value"]?["string"] == .string("🎵 \u{FFFC}!"))
        #expect(text["Value"]?["attachmentsByRange"]?["{3, 1}"]?["Type"] == .string("Clipboard"), "the emoji counts two")

        // Reopened, the token is one character: ← past "!", Backspace removes the whole token.
        scenario.press(.enter)
        scenario.press(.left, .backspace)
        guard let reopened = scenario.state.control?.textInput else { Issue.record("no field"); return }
        #expect(reopened.displayed(reopened.characters) == "🎵 !")
        scenario.press(.control("d"))
        #expect(try Trip.saved(scenario, 1)?["WFTextActionText"]?["Value"]?["string"] == .string("🎵 !"),
                "text that lost its last token stays a token string, as the file had it")
    }

    @Test func aVariableAloneInTextOpensAsAToken() throws {
        var scenario = Self.scenario([Trip.action("showresult", ["Text": S.variable(.clipboard)])])
        scenario.press(.down)
        Trip.focus("Text", &scenario)
        scenario.press(.enter)
        guard let field = scenario.state.control?.textInput else { Issue.record("no field"); return }
        #expect(field.displayed(field.characters) == "‹Clipboard›")
        scenario.type(" now")
        scenario.press(.control("d"))
        let text = try #require(try Trip.saved(scenario, 1)?["Text"])
        #expect(text["Value"]?["string"] == .string("\u{FFFC} now"))
    }

    @Test func namingAnOutputRenamesItsVariablesEverywhere() throws {
        let reader = Trip.action("showresult", ["Text": S.variable(.actionOutput(action: UUID(uuidString: "9A1C5E1A-0000-4000-8000-000000000001")!,
                                                                                   name: "Number"))])
        var scenario = Self.scenario([reader, Trip.action("comment")])
        scenario.press(.character("o"))
        scenario.press(.control("u"))
        scenario.type("Seven")
        scenario.press(.enter)
        #expect(scenario.state.message?.text == "Output named Seven; 1 use renamed.")
        #expect(scenario.shown(1) == "Show ‹Seven›")
        #expect(scenario.screen.contains("1 ▸ Number  → ‹Seven›"), "the card says its output's name, not a CustomOutputName row")
        #expect(!scenario.screen.contains("CustomOutputName"))
        #expect(try Trip.saved(scenario, 0)?["CustomOutputName"] == .string("Seven"))
        #expect(try Trip.saved(scenario, 1)?["Text"]?["Value"]?["OutputName"] == .string("Seven"), "the stored name follows")
        scenario.press(.character("u"))
        #expect(try Trip.saved(scenario, 0)?["CustomOutputName"] == nil)
        #expect(try Trip.saved(scenario, 1)?["Text"]?["Value"]?["OutputName"] == .string("Number"), "one undo for both")
        scenario.press(.down, .down, .character("o"))
        #expect(scenario.state.message?.text == "This action has no output to name.")
    }
}

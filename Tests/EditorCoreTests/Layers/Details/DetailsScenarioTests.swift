@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// The details panel (`i`) and setup questions (`Q`): each change an undoable edit of one of
/// Apple's top-level keys, the others untouched; questions follow their actions.
@Suite struct DetailsScenarioTests {
    /// Top-level keys as an Apple file has them.
    static let members: [String: JSONValue] = [
        "WFWorkflowIcon": .object([("WFWorkflowIconStartColor", .int(463_140_863)), ("WFWorkflowIconGlyphNumber", .int(59511)),
                                   ("WFWorkflowIconImageData", .object([("$data", .string(""))]))]),
        "WFWorkflowInputContentItemClasses": .array([.string("WFURLContentItem"), .string("WFNumberContentItem")]),
        "WFWorkflowTypes": .array([.string("ActionExtension")]),
        "WFWorkflowClientVersion": .string("4033.0.4.3"),
    ]

    static func scenario(_ actions: [ShortcutAction], members: [String: JSONValue] = members) -> Scenario {
        let document = ShortcutDocument(name: "Share Links", actions: actions, created: Date(timeIntervalSince1970: 1_795_000_000),
                                        unknownMembers: members)
        var state = EditorState(document: document, registry: GoToScenarioTests.registry, fileLabel: "Share Links.shortcut",
                                width: 80, height: 24, displayContext: Scenario.utc)
        _ = state.update(.resize(width: 80, height: 24))
        return Scenario(state: state)
    }

    static func texts(_ count: Int) -> [ShortcutAction] {
        (1...count).map { ClipboardScenarioTests.text("line \($0)") }
    }

    /// Moves the panel's choice to the row whose label contains `label`.
    static func choose(_ label: String, in scenario: inout Scenario) {
        for _ in 0..<60 {
            guard let panel = scenario.state.details else { return }
            if scenario.state.detailsText(scenario.state.detailsRows()[panel.selection]).label.contains(label) { return }
            scenario.press(.down)
        }
        Issue.record("no row \(label)")
    }

    @Test func theDetailsPanelShowsTheShortcutsSettings() {
        var scenario = Self.scenario(Self.texts(2))
        scenario.press(.character("i"))
        #expect(scenario.state.keyMode == .details)
        scenario.expectScreen("details-80x24")
        scenario.press(.escape)
        #expect(scenario.state.keyMode == .editor)
    }

    /// A question whose stored position is Int64.max (a hostile file) is shown as pointing at no
    /// action; `i` used to trap on "action \(index + 1)" and lose the open document.
    @Test func aQuestionAtInt64MaxOpensAsPointingNowhere() {
        var members = Self.members
        members["WFWorkflowImportQuestions"] = .array([.object([("ActionIndex", .int(Int.max)), ("ParameterKey", .string("WFTextActionText")),
                                                                ("Text", .string("Token?"))])])
        var scenario = Self.scenario(Self.texts(2), members: members)
        scenario.press(.character("i"))
        #expect(scenario.state.keyMode == .details)
        let question = scenario.state.setupQuestion(0)
        #expect(question?.actionIndex == nil && question?.text == "Token?")
        #expect(question.map(scenario.state.questionTarget) == "no action — the shortcut has 2")
        for _ in 0..<40 { scenario.press(.down) }
        #expect(scenario.screen.contains("no action"), "\(scenario.screen)")
    }

    @Test func colourAndAnInputTypeChangeOnlyTheirKeysAndUndoPutsThemBack() {
        var scenario = Self.scenario(Self.texts(2))
        scenario.press(.character("i"))
        Self.choose("Colour", in: &scenario)
        #expect(scenario.screen.contains("Blue"))
        scenario.press(.enter)
        let members = scenario.state.document.unknownMembers
        #expect(members["WFWorkflowIcon"]?["WFWorkflowIconStartColor"] == .int(946_986_751), "Blue → Dark Blue")
        #expect(members["WFWorkflowIcon"]?["WFWorkflowIconImageData"] == Self.members["WFWorkflowIcon"]?["WFWorkflowIconImageData"],
                "the icon's other members are kept")
        Self.choose("] Text", in: &scenario)
        scenario.press(.character(" "))
        #expect(scenario.state.document.unknownMembers["WFWorkflowInputContentItemClasses"]
                    == .array([.string("WFURLContentItem"), .string("WFNumberContentItem"), .string("WFStringContentItem")]))
        Self.choose("] URLs", in: &scenario)
        scenario.press(.enter)
        #expect(scenario.state.document.unknownMembers["WFWorkflowInputContentItemClasses"]
                    == .array([.string("WFNumberContentItem"), .string("WFStringContentItem")]), "the others keep their order")
        #expect(scenario.state.document.unknownMembers["WFWorkflowClientVersion"] == Self.members["WFWorkflowClientVersion"])
        scenario.press(.character("u"), .character("u"), .character("u"))
        #expect(scenario.state.document.unknownMembers == Self.members)
        #expect(scenario.state.keyMode == .details, "undo keeps the panel open")
    }

    @Test func theGlyphIsTypedAndANonNumberRefused() {
        var scenario = Self.scenario(Self.texts(1))
        scenario.press(.character("i"))
        Self.choose("Glyph", in: &scenario)
        scenario.press(.enter, .control("u"))
        scenario.type("61440")
        scenario.press(.enter)
        #expect(scenario.state.document.unknownMembers["WFWorkflowIcon"]?["WFWorkflowIconGlyphNumber"] == .int(61440))
        #expect(scenario.screen.contains("61440 (Shortcuts' default glyph)"))
        scenario.press(.enter, .control("u"))
        scenario.type("star")
        scenario.press(.enter)
        #expect(scenario.screen.contains("A glyph is a number"))
    }

    @Test func noInputCyclesThroughShortcutsChoicesAndBackToNoKey() {
        var scenario = Self.scenario(Self.texts(1))
        scenario.press(.character("i"))
        Self.choose("If there’s no input", in: &scenario)
        #expect(scenario.screen.contains("Continue"))
        scenario.press(.enter)
        #expect(scenario.state.document.unknownMembers["WFWorkflowNoInputBehavior"]?["Name"] == .string("WFWorkflowNoInputBehaviorShowError"))
        scenario.press(.enter, .enter)
        #expect(scenario.screen.contains("Get Clipboard"))
        scenario.press(.enter)
        #expect(scenario.state.document.unknownMembers["WFWorkflowNoInputBehavior"] == nil, "Continue is no key, as Shortcuts stores it")
    }

    @Test func stopAndRespondSaysWhatAndAskForAsksForAKind() {
        var scenario = Self.scenario(Self.texts(1))
        scenario.press(.character("i"))
        Self.choose("If there’s no input", in: &scenario)
        scenario.press(.enter, .down, .enter)
        scenario.type("Share a link first.")
        scenario.press(.enter)
        let behaviour = scenario.state.document.unknownMembers["WFWorkflowNoInputBehavior"]
        #expect(behaviour?["Name"] == .string("WFWorkflowNoInputBehaviorShowError"))
        #expect(behaviour?["Parameters"]?["Error"] == .string("Share a link first."))
        #expect(scenario.screen.contains("Share a link first."))
        scenario.press(.up, .enter, .down)
        #expect(scenario.screen.contains("asks for") && scenario.screen.contains("Text"))
        scenario.press(.enter)
        #expect(scenario.state.document.unknownMembers["WFWorkflowNoInputBehavior"]?["Parameters"]?["ItemClass"] == .string("WFURLContentItem"))
    }

    @Test func everyKindOfInputReadsAsAny() {
        let all = JSONValue.array(SettingNames.inputClasses.map { .string($0.className) })
        let scenario = Self.scenario(Self.texts(1), members: ["WFWorkflowInputContentItemClasses": all])
        var opened = scenario
        opened.press(.character("i"))
        #expect(opened.screen.contains("Receives: Any"))
    }

    /// A setup question added on a placeholder follows its action when it moves, and undo
    /// takes both back; deleting the action drops the question, and undo restores it.
    @Test func aSetupQuestionFollowsItsActionThroughMovesAndUndo() throws {
        var scenario = Self.scenario(Self.texts(3), members: [:])
        scenario.press(.down, .down, .character("Q"))
        #expect(scenario.state.keyMode == .detailsField)
        scenario.press(.control("u"))
        scenario.type("Your API token?")
        scenario.press(.enter, .escape)
        var questions = SetupQuestions(scenario.state.document).questions.map(\.question)
        #expect(questions.map(\.actionIndex) == [2] && questions.map(\.parameterKey) == ["WFTextActionText"])
        #expect(questions.first?.text == "Your API token?")
        #expect(scenario.screen.contains("[line 3]⁇"), "the placeholder a question fills is marked")
        scenario.press(.character("K"), .character("K"))
        #expect(scenario.state.focus.action == 0)
        questions = SetupQuestions(scenario.state.document).questions.map(\.question)
        #expect(questions.map(\.actionIndex) == [0], "moved above the others, the question points at it still")
        scenario.press(.character("u"))
        #expect(SetupQuestions(scenario.state.document).questions.map(\.question.actionIndex) == [1])
        scenario.press(.character("u"))
        #expect(SetupQuestions(scenario.state.document).questions.map(\.question.actionIndex) == [2])
        // Deleting an action above moves the question up; deleting its own action drops it.
        scenario.press(.character("g"), .character("d"))
        #expect(SetupQuestions(scenario.state.document).questions.map(\.question.actionIndex) == [1])
        scenario.press(.down, .character("d"))
        #expect(SetupQuestions(scenario.state.document).questions.isEmpty)
        scenario.press(.character("u"))
        #expect(SetupQuestions(scenario.state.document).questions.map(\.question.actionIndex) == [1])
    }

    @Test func aQuestionsPlaceholderIsMarkedInParameterRowsToo() {
        let question: JSONValue = .array([.object([("ActionIndex", .int(0)), ("ParameterKey", .string("Token")), ("Text", .string("Token?"))])])
        let scenario = Self.scenario([ShortcutAction(intent: "com.example.UnknownIntent", values: ["Token": .string("abc"), "Other": .string("x")])],
                                     members: [SetupQuestion.listKey: question])
        #expect(scenario.screen.contains("[abc]⁇"), "\(scenario.screen)")
        #expect(!scenario.screen.contains("[x]⁇"))
    }

    @Test func undoingAQuestionInThePanelLeavesTheChoiceOnARowThereIs() {
        var scenario = Self.scenario(Self.texts(1), members: [:])
        scenario.press(.character("Q"), .enter)
        #expect(SetupQuestions(scenario.state.document).questions.count == 1)
        scenario.press(.character("u"))
        #expect(SetupQuestions(scenario.state.document).questions.isEmpty)
        guard let panel = scenario.state.details else {
            Issue.record("the panel closed")
            return
        }
        let rows = scenario.state.detailsRows()
        #expect(rows.indices.contains(panel.selection) && rows[panel.selection] == .questionsHint)
    }

    @Test func questionsAreEditedRemovedAndReorderedInThePanel() {
        var scenario = Self.scenario(Self.texts(3), members: [:])
        scenario.press(.character("Q"), .enter)
        scenario.press(.escape, .down, .down, .character("Q"), .enter, .escape)
        #expect(SetupQuestions(scenario.state.document).questions.map(\.question.actionIndex) == [0, 2])
        scenario.press(.character("i"))
        Self.choose("default", in: &scenario)
        scenario.press(.enter)
        scenario.type("sk-123")
        scenario.press(.enter)
        #expect(SetupQuestions(scenario.state.document).questions.first?.question.defaultValue == .string("sk-123"))
        scenario.press(.character("J"))
        #expect(SetupQuestions(scenario.state.document).questions.map(\.question.actionIndex) == [2, 0])
        scenario.press(.character("d"))
        #expect(SetupQuestions(scenario.state.document).questions.map(\.question.actionIndex) == [2])
    }
}

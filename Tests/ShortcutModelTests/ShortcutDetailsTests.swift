import Foundation
import IntentKit
import ShortcutModel
import Testing

/// The shortcut's own settings and setup questions, read from and written to Apple's
/// top-level keys; the ranges a selection takes.
@Suite struct ShortcutDetailsTests {
    static func part(_ mode: Int, group: String) -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions.conditional", values: ["GroupingIdentifier": .string(group), "WFControlFlowMode": .int(mode)])
    }

    static func text(_ words: String) -> ShortcutAction {
        ShortcutAction(intent: "is.workflow.actions.gettext", values: ["WFTextActionText": .string(words)])
    }

    @Test func aSelectionTakesEveryBlockItTouchesWhole() {
        // 0 text, 1 If, 2 text, 3 If (inner), 4 text, 5 End If (inner), 6 Otherwise, 7 text, 8 End If, 9 text
        let document = ShortcutDocument(name: "Blocks", actions: [
            Self.text("a"), Self.part(0, group: "A"), Self.text("b"), Self.part(0, group: "B"), Self.text("c"), Self.part(2, group: "B"),
            Self.part(1, group: "A"), Self.text("d"), Self.part(2, group: "A"), Self.text("e"),
        ])
        let structure = DocumentStructure(document)
        func whole(_ a: Int, _ b: Int) -> ClosedRange<Int> { structure.wholeBlocks(from: a, through: b, in: document.actions) }
        #expect(whole(0, 0) == 0...0)
        #expect(whole(4, 4) == 4...4, "inside a block, an action alone")
        #expect(whole(2, 4) == 2...5, "into the inner If: the inner If whole")
        #expect(whole(4, 7) == 1...8, "across the Otherwise: the outer If whole")
        #expect(whole(9, 5) == 1...9, "from an End If: its block, backwards too")
        #expect(whole(6, 6) == 1...8, "a middle part alone is its block")
    }

    @Test func settingsReadAppleKeysAndChangesKeepTheRest() {
        let icon: JSONValue = .object([("WFWorkflowIconGlyphNumber", .int(59511)), ("WFWorkflowIconStartColor", .int(-12_365_313))])
        let document = ShortcutDocument(name: "S", unknownMembers: [
            "WFWorkflowIcon": icon, "WFWorkflowTypes": .array([.string("Watch"), .string("MenuBar")]),
            "WFWorkflowNoInputBehavior": .object([("Name", .string("WFWorkflowNoInputBehaviorAskForInput")),
                                                  ("Parameters", .object([("ItemClass", .string("WFImageContentItem"))]))]),
        ])
        let settings = ShortcutSettings(document)
        #expect(settings.colorIndex == 0, "an older file's signed Red is Red")
        #expect(settings.glyph == 59511)
        #expect(settings.noInput == .askForInput && settings.noInputAskedClass == "WFImageContentItem")
        #expect(settings.settingColor(4) == .object([("WFWorkflowIconGlyphNumber", .int(59511)), ("WFWorkflowIconStartColor", .int(4_292_093_695))]))
        #expect(settings.toggling("Watch", in: ShortcutSettings.typesKey) == .array([.string("MenuBar")]))
        #expect(settings.toggling("ActionExtension", in: ShortcutSettings.typesKey)
                    == .array([.string("Watch"), .string("MenuBar"), .string("ActionExtension")]))
        #expect(settings.cyclingNoInput()?["Name"] == .string("WFWorkflowNoInputBehaviorGetClipboard"))
        #expect(ShortcutSettings(ShortcutDocument(name: "new")).settingGlyph(61440)
                    == .object([("WFWorkflowIconStartColor", .int(4_282_601_983)), ("WFWorkflowIconGlyphNumber", .int(61440))]))
        #expect(SettingNames.inputName("WFNumberContentItem") == "Number")
        #expect(SettingNames.inputName("WFURLContentItem") == "URLs")
    }

    @Test func questionsKeepWhatTheyDoNotModelAndFollowTheirActionsByIdentity() throws {
        let stored: JSONValue = .array([
            .object([("ActionIndex", .int(1)), ("Category", .string("Parameter")), ("DefaultValue", .string("x")),
                     ("ParameterKey", .string("WFTextActionText")), ("Text", .string("Token?")), ("Extra", .int(7))]),
            .string("not a question"),
            .object([("ActionIndex", .int(2)), ("ParameterKey", .string("WFTextActionText")), ("Text", .string("Name?"))]),
        ])
        var document = ShortcutDocument(name: "Q", actions: [Self.text("a"), Self.text("b"), Self.text("c")],
                                        unknownMembers: [SetupQuestion.listKey: stored])
        let questions = SetupQuestions(document)
        #expect(questions.json == stored, "read and written back unchanged")
        #expect(questions.questions.map(\.question.text) == ["Token?", "Name?"])
        let targets = questions.targets(in: document.actions)
        // "b" moves to the front; "c" is deleted.
        let b = document.actions.remove(at: 1)
        document.actions.insert(b, at: 0)
        document.actions.remove(at: 2)
        let positions = Dictionary(uniqueKeysWithValues: document.actions.enumerated().map { ($1.id, $0) })
        let followed = try #require(questions.following(targets, positions: positions))
        #expect(followed.json == .array([
            .object([("ActionIndex", .int(0)), ("Category", .string("Parameter")), ("DefaultValue", .string("x")),
                     ("ParameterKey", .string("WFTextActionText")), ("Text", .string("Token?")), ("Extra", .int(7))]),
            .string("not a question"),
        ]), "the moved one points at its action, the deleted one's question is gone, the rest untouched")
        #expect(questions.following(questions.targets(in: document.actions), positions: positions) == nil, "nothing moved: no change")
    }

    @Test func lintSaysWhichQuestionPointsAtNothing() throws {
        var registry = IntentRegistry()
        try registry.register(IntentDefinition(identifier: "is.workflow.actions.gettext", title: "Text",
                                               parameters: [ParameterDefinition(id: "WFTextActionText", title: "Text", type: .string, isOptional: true)]))
        let document = ShortcutDocument(name: "Q", actions: [Self.text("a")], unknownMembers: [SetupQuestion.listKey: .array([
            .object([("ActionIndex", .int(0)), ("ParameterKey", .string("WFTextActionText")), ("Text", .string("fine"))]),
            .object([("ActionIndex", .int(4)), ("ParameterKey", .string("WFTextActionText")), ("Text", .string("gone"))]),
            .object([("ActionIndex", .int(0)), ("ParameterKey", .string("WFNope")), ("Text", .string("wrong"))]),
            .object([("ParameterKey", .string("WFTextActionText"))]),
            .object([("ActionIndex", .int(Int.max)), ("ParameterKey", .string("WFTextActionText"))]),
            .object([("ActionIndex", .int(-1)), ("ParameterKey", .string("WFTextActionText"))]),
        ])])
        #expect(document.setupQuestionProblems(against: registry) == [
            "WFWorkflowImportQuestions[1].ActionIndex: the question fills action 5, but the shortcut has 1 actions",
            "WFWorkflowImportQuestions[2].ParameterKey: action 1 (Text) has no parameter \"WFNope\"",
            "WFWorkflowImportQuestions[3].ActionIndex: expected the position of an action (a whole number from 0 to 2147483647); the question fills nothing",
            "WFWorkflowImportQuestions[4].ActionIndex: expected the position of an action (a whole number from 0 to 2147483647); the question fills nothing",
            "WFWorkflowImportQuestions[5].ActionIndex: expected the position of an action (a whole number from 0 to 2147483647); the question fills nothing",
        ])
        // A position out of range is kept as it was stored.
        guard case .array(let written) = SetupQuestions(document).json else { Issue.record("not a list"); return }
        #expect(written[4]["ActionIndex"] == .int(Int.max) && written[5]["ActionIndex"] == .int(-1))
    }

    @Test func aSettingsChangeIsJournaledAndReadBack() throws {
        for change in [DocumentChange.setMember(key: "WFWorkflowTypes", value: .array([.string("Watch")])),
                       .setMember(key: "WFWorkflowTypes", value: nil), .setMember(key: "K", value: .null)] {
            #expect(try DocumentChange(json: change.json) == change)
        }
        var document = ShortcutDocument(name: "J", unknownMembers: ["WFWorkflowTypes": .array([])])
        DocumentChange.setMember(key: "WFWorkflowTypes", value: nil).apply(to: &document)
        #expect(document.unknownMembers.isEmpty)
    }
}

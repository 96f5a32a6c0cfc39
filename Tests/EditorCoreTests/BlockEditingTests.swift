import AppleShortcuts
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Editing with blocks: a block is deleted, duplicated and moved whole, as one undo step; a
/// part alone is not; a move that would break a block is refused; adding If brings its parts;
/// deleting an output that is used asks; folds hide a block's contents from moving and paging.
@Suite struct BlockEditingTests {
    typealias Trip = BuiltInRoundTripTests
    typealias S = DocumentStructureFixtures

    /// 0 Number · 1 If · 2 Text ‹Number› · 3 Otherwise · 4 Comment · 5 End If · 6 Show Result ‹Number›
    static func shortcut() -> [ShortcutAction] {
        let number = Trip.action("number", ["WFNumberActionNumber": .int(1)])
        return [
            number,
            S.part("conditional", "A", 0, ["WFCondition": .int(100)]),
            Trip.action("gettext", ["WFTextActionText": S.variable(.actionOutput(action: number.id, name: "Number"))]),
            S.part("conditional", "A", 1),
            Trip.action("comment"),
            S.part("conditional", "A", 2),
            Trip.action("showresult", ["Text": S.variable(.actionOutput(action: number.id, name: "Number"))]),
        ]
    }

    static func intents(_ scenario: Scenario) -> [String] {
        scenario.state.document.actions.map { action in
            let name = action.intent.replacingOccurrences(of: "is.workflow.actions.", with: "")
            return ControlFlow.mode(of: action).map { "\(name)/\($0.rawValue)" } ?? name
        }
    }

    @Test func aBlockIsDeletedWholeAndRestoredByOneUndo() {
        var scenario = Trip.scenario(Self.shortcut())
        scenario.press(.down, .down, .down)
        #expect(scenario.state.focus.action == 3)
        scenario.press(.character("d"))
        #expect(scenario.state.message?.text == "This part belongs to its If: delete the If to delete the whole block.")
        #expect(scenario.state.document.actions.count == 7)
        scenario.press(.up, .up, .character("d"))
        #expect(Self.intents(scenario) == ["number", "showresult"])
        #expect(scenario.state.message?.text == "Cut 5 actions. p pastes them, u undoes.")
        scenario.press(.character("u"))
        #expect(scenario.state.document.actions == Self.shortcutIDsOf(scenario))
        #expect(Self.intents(scenario) == ["number", "conditional/0", "gettext", "conditional/1", "comment", "conditional/2", "showresult"])
    }

    /// The document itself: undo restores exactly what was there.
    static func shortcutIDsOf(_ scenario: Scenario) -> [ShortcutAction] { scenario.state.document.actions }

    @Test func duplicatingABlockGivesItNewIdentities() throws {
        let original = Self.shortcut()
        var scenario = Trip.scenario(original)
        scenario.press(.down, .character("D"))
        #expect(scenario.state.document.actions.count == 12)
        #expect(scenario.state.focus.action == 6, "the focus goes to the copy")
        let copies = Array(scenario.state.document.actions[6...10])
        let groupings = Set(copies.compactMap(ControlFlow.grouping(of:)))
        #expect(groupings.count == 1 && !groupings.contains("A"), "the copy's parts share a new grouping identifier")
        #expect(Set(copies.map(\.id)).isDisjoint(with: original.map(\.id)))
        #expect(scenario.state.structure.strayParts.isEmpty)
        scenario.press(.character("u"))
        #expect(scenario.state.document.actions.count == 7, "one undo step")
    }

    @Test func aBlockMovesWholeAndActionsMoveInAndOut() {
        var scenario = Trip.scenario(Self.shortcut())
        scenario.press(.down, .character("K"))
        #expect(Self.intents(scenario) == ["conditional/0", "gettext", "conditional/1", "comment", "conditional/2", "number", "showresult"])
        #expect(scenario.state.focus.action == 0, "the focus follows the block")
        scenario.press(.character("J"))
        #expect(Self.intents(scenario) == ["number", "conditional/0", "gettext", "conditional/1", "comment", "conditional/2", "showresult"])
        // Show Result moves up into the block, past End If.
        scenario.press(.end, .character("K"))
        #expect(Self.intents(scenario) == ["number", "conditional/0", "gettext", "conditional/1", "comment", "showresult", "conditional/2"])
        #expect(scenario.state.structure.entries[5].depth == 1)
        scenario.press(.character("J"))
        #expect(scenario.state.structure.entries[6].depth == 0, "and out again")
    }

    @Test func aMoveThatWouldBreakABlockIsRefused() {
        var scenario = Trip.scenario(Self.shortcut())
        scenario.press(.down, .down, .down)  // Otherwise
        scenario.press(.character("K"), .character("K"))
        #expect(Self.intents(scenario) == ["number", "conditional/0", "conditional/1", "gettext", "comment", "conditional/2", "showresult"],
                "Otherwise moves up past Text, not past its If")
        #expect(scenario.state.message?.text == "That would break the block: a part cannot leave its block.")
        #expect(scenario.state.history.undoCount == 1, "the refused move is not in the history")
    }

    @Test func addingAnIfBringsItsPartsAndSavesAsShortcutsWritesIt() throws {
        var scenario = Trip.scenario([Trip.action("comment")])
        scenario.press(.character("a"))
        scenario.type("If")
        let entry = try #require(scenario.state.actionLibrary?.matches.firstIndex { $0.identifier == "is.workflow.actions.conditional" })
        for _ in 0..<entry { scenario.press(.down) }
        scenario.press(.enter)
        #expect(Self.intents(scenario) == ["comment", "conditional/0", "conditional/1", "conditional/2"])
        let saved = try (1...3).map { try #require(try Trip.saved(scenario, $0)) }
        #expect(Set(saved.compactMap { $0["GroupingIdentifier"] }).count == 1)
        #expect(saved.map { $0["WFControlFlowMode"] } == [.integer(0), .integer(1), .integer(2)])
        #expect(saved.allSatisfy { $0["UUID"]?.stringValue != nil })
        scenario.press(.character("u"))
        #expect(Self.intents(scenario) == ["comment"], "one undo removes all three")
    }

    @Test func deletingAnOutputThatIsUsedAsksFirst() {
        var scenario = Trip.scenario(Self.shortcut())
        scenario.press(.character("d"))
        #expect(scenario.state.prompt == .deleteUsedOutput(span: 0...0, uses: [2, 6]))
        #expect(scenario.screen.contains("Its output is used by actions 3, 7: y delete · Esc keep"))
        scenario.press(.character("n"))
        #expect(scenario.state.document.actions.count == 7)
        scenario.press(.character("d"), .character("y"))
        #expect(scenario.state.document.actions.count == 6)
        #expect(scenario.state.layoutCard(5).lines.contains { $0.segments.contains { $0.text == "‹Number›" && $0.style == Style(.error) } },
                "the variable that read it is flagged")
    }

    /// Moving an action up or down in an empty shortcut crashed (the block's span was asked
    /// for before the focus was checked). Every command of the editor's keys, on an empty
    /// shortcut, leaves it empty and standing.
    @Test func everyEditorKeyOnAnEmptyShortcutIsHarmless() {
        for binding in Keymap.standard.bindings(in: .editor) {
            var scenario = Trip.scenario([])
            scenario.press(binding.keys[0], .escape)
            #expect(scenario.state.document.actions.isEmpty || binding.command == .addAction, "\(binding.command)")
            _ = scenario.state.render()
        }
    }

    @Test func foldsHideTheContentsFromMovingAndPaging() {
        var scenario = Trip.scenario(Self.shortcut())
        scenario.press(.down, .character("z"))
        #expect(scenario.state.message?.text == "Folded 4 actions. z unfolds.")
        #expect(scenario.state.layoutCard(1).lines.contains { $0.segments.contains { $0.text == "⋯ 4 actions folded (z unfolds)" } })
        scenario.press(.down)
        #expect(scenario.state.focus.action == 6, "down steps over the folded contents")
        scenario.press(.up)
        #expect(scenario.state.focus.action == 1)
        #expect(scenario.state.visibleCards().map(\.index) == [0, 1, 6])
        scenario.press(.end, .character("K"))
        #expect(scenario.state.focus.action == 5, "an action moved into a folded block is revealed")
        #expect(scenario.state.folded.isEmpty)
    }

    @Test func menuItemsEditAsAListAndThePartsFollow() throws {
        let items: IntentValue = .opaque(OpaqueValue(propertyList: .array([.string("Yes"), .string("No")])))
        var scenario = Trip.scenario([
            S.part("choosefrommenu", "M", 0, ["WFMenuItems": items]),
            S.part("choosefrommenu", "M", 1, ["WFMenuItemTitle": .string("Yes")]),
            Trip.action("comment", ["WFCommentActionText": .string("yes branch")]),
            S.part("choosefrommenu", "M", 1, ["WFMenuItemTitle": .string("No")]),
            Trip.action("comment", ["WFCommentActionText": .string("no branch")]),
            S.part("choosefrommenu", "M", 2),
        ])
        func layout() -> [String] {
            scenario.state.document.actions.map { action in
                action.values["WFMenuItemTitle"].flatMap(SerializedText.plainText(of:))
                    ?? action.values["WFCommentActionText"].flatMap(SerializedText.plainText(of:))
                    ?? ControlFlow.mode(of: action).map { "mode \($0.rawValue)" } ?? "?"
            }
        }
        Trip.focus("WFMenuItems", &scenario)
        scenario.press(.enter)
        scenario.type("Maybe")
        scenario.press(.enter)       // + Maybe
        scenario.press(.up)          // on No
        scenario.press(.pageUp)      // No before Yes
        scenario.press(.control("d"))
        #expect(layout() == ["mode 0", "No", "no branch", "Yes", "yes branch", "Maybe", "mode 2"])
        #expect(try Trip.saved(scenario, 0)?["WFMenuItems"] == .array([.string("No"), .string("Yes"), .string("Maybe")]))
        #expect(scenario.state.structure.strayParts.isEmpty)
        #expect(Set(scenario.state.document.actions.compactMap(ControlFlow.grouping(of:))) == ["M"], "the new part joins the block")

        // Removing an item takes its part and its actions; renaming one renames its part.
        Trip.focus("WFMenuItems", &scenario)
        scenario.press(.enter)
        scenario.press(.up, .up, .control("x"))  // remove No
        scenario.press(.control("d"))
        #expect(layout() == ["mode 0", "Yes", "yes branch", "Maybe", "mode 2"])
        #expect(scenario.state.message?.text == "Menu items: 2; 2 actions of removed items went with them. u undoes.")
        scenario.press(.character("u"))
        #expect(layout() == ["mode 0", "No", "no branch", "Yes", "yes branch", "Maybe", "mode 2"], "one undo")

        // An item replaced in the same edit is a rename: the part and its actions stay.
        Trip.focus("WFMenuItems", &scenario)
        scenario.press(.enter)
        scenario.press(.up, .up, .control("x"))  // remove No …
        scenario.type("Nope")
        scenario.press(.enter)                  // … add Nope
        scenario.press(.control("d"))
        #expect(layout() == ["mode 0", "Yes", "yes branch", "Maybe", "Nope", "no branch", "mode 2"])
    }
}

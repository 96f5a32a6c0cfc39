@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// Pasted text goes where typing would go, in every mode that has somewhere to put it.
@Suite struct PasteScenarioTests {
    @Test func aPasteIntoAnItemPickerSearchesAndIntoTheSaveAsPromptNamesTheCopy() {
        var scenario = Scenario([.hike()])
        scenario.focus("companions", inShowMore: true)
        scenario.press(.enter, .tab)
        #expect(scenario.state.control?.picker != nil, "Tab opened the item picker")
        scenario.send(.paste("val"))
        #expect(scenario.state.control?.picker?.filter.text == "val", "pasted into the picker's search, not the list's input")
        guard case .runQuery(let request)? = scenario.effects.last else {
            Issue.record("a paste that changes the search asks again; effects: \(scenario.effects)")
            return
        }
        #expect(request.kind == .searchEntities(type: "TrailEntity", text: "val"))

        var conflicted = Scenario(EditorScenarioTests.plan)
        conflicted.press(.tab, .backspace, .control("s"))
        conflicted.send(.file(.saved(.failure(.changedOnDisk))))
        conflicted.press(.character("w"))
        conflicted.send(.paste("Plan B"))
        conflicted.press(.enter)
        #expect(conflicted.effects == [.file(.saveElsewhere(conflicted.state.document, to: "Plan B"))])
    }

    @Test func aPasteWithNowhereToGoSaysHowToPaste() {
        var scenario = Scenario([.hike()])
        scenario.send(.paste("text"))
        #expect(scenario.state.message == .info("To paste, open a placeholder with Enter first (or paste a shortcut's XML here)."))
    }

    @Test func duplicatingAnAppleActionGivesTheCopyItsOwnUUID() {
        let id = UUID(uuidString: "0F9D8C52-6B0A-4C5E-9E51-2B9F4B1C7A10")!
        var scenario = Scenario([ShortcutAction(id: id, intent: "is.workflow.actions.gettext", values: ["UUID": .string(id.uuidString)])])
        scenario.press(.character("D"))
        let copy = scenario.state.document.actions[1]
        #expect(copy.id != id)
        #expect(copy.values["UUID"] == .string(copy.id.uuidString), "variables pointing at the original still point at it")
    }
}

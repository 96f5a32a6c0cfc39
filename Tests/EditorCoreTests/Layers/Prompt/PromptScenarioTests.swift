import DemoIntents
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

/// Every prompt offers exactly what it says, and each choice does that.
@Suite struct PromptScenarioTests {
    private func conflicted() -> Scenario {
        var scenario = Scenario(EditorScenarioTests.plan)
        scenario.press(.tab, .backspace, .control("s"))
        scenario.send(.file(.saved(.failure(.changedOnDisk))))
        #expect(scenario.state.prompt == .saveConflict)
        return scenario
    }

    @Test func theConflictPromptNamesEveryChoiceItHas() {
        let text = conflicted().state.render().text
        for choice in ["r reload", "w save elsewhere", "o overwrite", "Esc keep editing"] {
            #expect(text.contains(choice), "missing \(choice):\n\(text)")
        }
    }

    @Test func reloadTakesTheFileAndDropsTheEdits() {
        var scenario = conflicted()
        scenario.press(.character("r"))
        #expect(scenario.effects == [.file(.reload)])
        var theirs = EditorScenarioTests.plan
        theirs.removeLast()
        scenario.send(.file(.reloaded(.success(ShortcutDocument(name: "Plan a Hike", actions: theirs)))))
        #expect(scenario.state.document.actions.map(\.id) == theirs.map(\.id))
        #expect(!scenario.state.isDirty && !scenario.state.canUndo)
        #expect(scenario.state.message == .info("Reloaded from disk; the unsaved edits were dropped."))
    }

    @Test func saveElsewhereAsksForANameAndSavesThere() {
        var scenario = conflicted()
        scenario.press(.character("w"))
        scenario.type("Plan B")
        scenario.expectScreen("plan-save-elsewhere-80x24")
        scenario.press(.enter)
        #expect(scenario.effects == [.file(.saveElsewhere(scenario.state.document, to: "Plan B"))])
        scenario.send(.file(.savedElsewhere(fileLabel: "~/…/Plan B.shortcut.json")))
        #expect(!scenario.state.isDirty && scenario.state.fileLabel == "~/…/Plan B.shortcut.json")
        #expect(scenario.state.prompt == nil)
    }

    /// The copy is written in the background: the prompt closes at once, and an edit made
    /// before the answer is not in the copy — still unsaved, and journaled for the copy.
    @Test func anEditMadeWhileTheCopyIsWrittenStaysUnsaved() {
        var scenario = conflicted()
        scenario.press(.character("w"))
        scenario.type("Plan B")
        scenario.press(.enter)
        #expect(scenario.state.prompt == nil && scenario.state.message == .info("Saving a copy as Plan B…"))
        scenario.press(.character("D"))
        scenario.send(.file(.savedElsewhere(fileLabel: "~/…/Plan B.shortcut.json")))
        #expect(scenario.state.isDirty, "the duplicate was made after the copy's snapshot")
        #expect(scenario.state.message?.text.hasSuffix("the edits made while saving are not saved yet.") == true)
        #expect(scenario.effects == [.schedule(.journal, afterSeconds: 1)])
    }

    /// What the black-box probe found (issue 42): a read-only file was saved over with
    /// "Saved.". The save that finds it asks; `w` writes anyway, keeping what that save had
    /// already agreed to (here, overwriting a change on disk), `a` saves elsewhere, Esc stays.
    @Test func aReadOnlyFileAsksBeforeItIsWritten() {
        var scenario = conflicted()
        scenario.press(.character("o"))
        #expect(scenario.effects == [.file(.save(scenario.state.document, overriding: [.changesOnDisk]))])
        scenario.send(.file(.saved(.failure(.readOnlyFile(overriding: [.changesOnDisk])))))
        #expect(scenario.state.prompt == .readOnlyFile(overriding: [.changesOnDisk]))
        scenario.expectScreen("plan-read-only-prompt-80x24")
        let text = scenario.state.render().text
        for choice in ["The file is read-only", "w write anyway", "a save elsewhere", "Esc keep editing"] {
            #expect(text.contains(choice), "missing \(choice):\n\(text)")
        }
        scenario.press(.character("w"))
        #expect(scenario.effects == [.file(.save(scenario.state.document, overriding: [.changesOnDisk, .readOnlyFile]))])
        scenario.send(.file(.saved(.success(()))))
        #expect(!scenario.state.isDirty && scenario.state.message == .info("Saved."))

        scenario.press(.character("D"), .control("s"))
        scenario.send(.file(.saved(.failure(.readOnlyFile(overriding: [])))))
        scenario.press(.character("a"))
        #expect(scenario.state.prompt == .saveElsewhere(TextField()))
        scenario.press(.escape, .control("s"))
        scenario.send(.file(.saved(.failure(.readOnlyFile(overriding: [])))))
        scenario.press(.escape)
        #expect(scenario.state.prompt == nil && scenario.state.isDirty && scenario.effects.isEmpty)
        #expect(scenario.state.message == .info("Not saved. The file is read-only."))
    }

    @Test func keepEditingLeavesTheEditsUnsaved() {
        var scenario = conflicted()
        scenario.press(.escape)
        #expect(scenario.state.prompt == nil && scenario.state.isDirty && scenario.effects.isEmpty)
    }

    /// "Save and quit" that met a conflict saved on overwrite but stayed open.
    @Test func saveAndQuitThenOverwriteQuits() {
        var scenario = Scenario(EditorScenarioTests.plan)
        scenario.press(.character("D"), .character("q"), .character("s"))
        scenario.send(.file(.saved(.failure(.changedOnDisk))))
        scenario.press(.character("o"))
        #expect(scenario.effects == [.file(.save(scenario.state.document, overriding: [.changesOnDisk]))])
        scenario.send(.file(.saved(.success(()))))
        #expect(scenario.effects == [.quit])
    }

    @Test func saveAndQuitThenKeepEditingDoesNotQuitOnTheNextSave() {
        var scenario = Scenario(EditorScenarioTests.plan)
        scenario.press(.character("D"), .character("q"), .character("s"))
        scenario.send(.file(.saved(.failure(.changedOnDisk))))
        scenario.press(.escape, .control("s"))
        scenario.send(.file(.saved(.success(()))))
        #expect(scenario.effects.isEmpty, "the user chose to stay")
    }

    @Test func aLockedDocumentOffersReadOnlyOpenAnywayOrClose() {
        var scenario = Scenario(EditorScenarioTests.plan)
        scenario.state.offerLockChoice(holder: "pid 42 on host")
        scenario.expectScreen("plan-locked-80x24")
        // Read-only: moving works; editing, adding and saving are refused.
        scenario.press(.character("r"))
        scenario.press(.tab, .enter)
        #expect(scenario.state.control == nil && scenario.state.message?.kind == .error)
        scenario.press(.backspace, .character("d"), .character("a"), .control("s"))
        #expect(scenario.state.document == ShortcutDocument(name: "Plan a Hike", actions: EditorScenarioTests.plan).withDates(of: scenario.state.document))
        #expect(scenario.effects.isEmpty && !scenario.state.isDirty && scenario.state.actionLibrary == nil)

        var anyway = Scenario(EditorScenarioTests.plan)
        anyway.state.offerLockChoice(holder: "pid 42 on host")
        anyway.press(.character("o"), .character("d"))
        #expect(anyway.state.document.actions.count == EditorScenarioTests.plan.count - 1)

        var closing = Scenario(EditorScenarioTests.plan)
        closing.state.offerLockChoice(holder: "pid 42 on host")
        closing.press(.character("q"))
        #expect(closing.effects == [.quit])
    }

    @Test func savingASignedShortcutWritesAnUnsignedCopy() {
        var scenario = Scenario(EditorScenarioTests.plan)
        scenario.state.markSigned(by: "Apple Distribution", copyPath: "~/lib/shortcuts/Plan a Hike.shortcut")
        #expect(scenario.state.fileLabel.hasSuffix(" · signed: Apple Distribution"))
        scenario.press(.control("s"))
        #expect(scenario.effects.isEmpty, "the original is not saved over")
        #expect(scenario.screen.contains("Signed by Apple Distribution: save an unsigned copy as"))
        scenario.press(.enter)
        #expect(scenario.effects == [.file(.saveElsewhere(scenario.state.document, to: "~/lib/shortcuts/Plan a Hike.shortcut"))])
        scenario.send(.file(.savedElsewhere(fileLabel: "~/lib/shortcuts/Plan a Hike.shortcut")))
        #expect(scenario.state.message?.text.contains("sign it on a Mac: shortcuts sign --mode anyone --input IN --output OUT") == true)
        #expect(scenario.state.signer == nil, "the copy is unsigned: the next save writes it")
        scenario.press(.control("s"))
        #expect(scenario.effects == [.file(.save(scenario.state.document, overriding: []))])
    }

    @Test func quittingASignedShortcutWithChangesSavesACopyThenQuits() {
        var scenario = Scenario(EditorScenarioTests.plan)
        scenario.state.markSigned(by: "Apple Distribution", copyPath: "~/lib/shortcuts/Plan.shortcut")
        scenario.press(.character("d"), .character("q"), .character("s"))
        #expect(scenario.effects.isEmpty, "save-and-quit does not write the signed original")
        #expect(scenario.screen.contains("Signed by Apple Distribution: save an unsigned copy as"))
        scenario.press(.enter)
        #expect(scenario.effects == [.file(.saveElsewhere(scenario.state.document, to: "~/lib/shortcuts/Plan.shortcut"))])
        scenario.send(.file(.savedElsewhere(fileLabel: "~/lib/shortcuts/Plan.shortcut")))
        #expect(scenario.effects == [.quit])
    }
}

extension ShortcutDocument {
    /// This document with another's dates, to compare contents.
    func withDates(of other: ShortcutDocument) -> ShortcutDocument {
        var copy = self
        copy.created = other.created
        copy.modified = other.modified
        return copy
    }
}

@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing

/// The history keeps the document, its structure, undo and redo, the revision and the journal
/// in step: every edit counts once, a save answers for the revision it took, and a reset starts
/// everything again.
@Suite struct HistoryTests {
    typealias Trip = BuiltInRoundTripTests
    typealias S = DocumentStructureFixtures

    static func history() -> History {
        History(document: ShortcutDocument(name: "H", actions: [Trip.action("comment"), Trip.action("number", ["WFNumberActionNumber": .int(1)])]))
    }

    static let setNumber = EditOperation.setValue(action: 1, parameter: "WFNumberActionNumber", old: .int(1), new: .int(2))

    @Test func anEditCountsARevisionDirtiesAndIsJournaledOnce() {
        var history = Self.history()
        #expect(history.takeUnjournaledChanges() == nil, "a fresh document is journaled as a snapshot")
        history.perform(Self.setNumber, focusBefore: Focus(action: 1))
        #expect(history.revision == 1 && history.isDirty && history.canUndo && !history.canRedo)
        #expect(history.document.actions[1].values["WFNumberActionNumber"] == .int(2))
        #expect(history.takeUnjournaledChanges() == [.setValue(action: 1, parameter: "WFNumberActionNumber", value: .int(2))])
        #expect(history.takeUnjournaledChanges() == [], "taken once")
    }

    /// Undoing every edit since the file was read or saved is the file again: it was still
    /// marked changed, and quitting asked to save it.
    @Test func undoingBackToTheSavedStateIsClean() {
        var history = Self.history()
        history.perform(Self.setNumber, focusBefore: Focus(action: 1))
        #expect(history.isDirty)
        _ = history.undo()
        #expect(!history.isDirty, "the only edit undone")
        _ = history.redo()
        #expect(history.isDirty)
        history.saved(revision: history.revision)
        #expect(!history.isDirty)
        _ = history.undo()
        #expect(history.isDirty, "the file holds the edit now")
        _ = history.redo()
        #expect(!history.isDirty)
        // A save that took an earlier revision makes that state the file's.
        let taken = history.revision
        history.perform(.move(from: 1, to: 0), focusBefore: Focus(action: 1))
        history.saved(revision: taken)
        #expect(history.isDirty)
        _ = history.undo()
        #expect(!history.isDirty)
        // Undo past the save, then a new edit: the saved state cannot come back.
        _ = history.undo()
        history.perform(.move(from: 1, to: 0), focusBefore: Focus(action: 1))
        _ = history.undo()
        #expect(history.isDirty)
        // A recovered draft is not the file's, whatever is undone.
        history.reset(to: history.document, isDirty: true)
        #expect(history.isDirty)
        history.reset(to: history.document, isDirty: false)
        #expect(!history.isDirty)
    }

    @Test func undoAndRedoMoveOneEntryAndCountRevisionsToo() {
        var history = Self.history()
        history.perform(Self.setNumber, focusBefore: Focus(action: 0))
        #expect(history.undo()?.focusBefore == Focus(action: 0))
        #expect(history.document.actions[1].values["WFNumberActionNumber"] == .int(1))
        #expect(history.revision == 2 && !history.canUndo && history.canRedo && history.nextRedo == Self.setNumber)
        #expect(history.redo()?.operation == Self.setNumber)
        #expect(history.document.actions[1].values["WFNumberActionNumber"] == .int(2))
        #expect(history.undo() != nil)
        history.perform(.move(from: 1, to: 0), focusBefore: Focus(action: 1))
        #expect(!history.canRedo, "a new edit drops what was undone")
        #expect(history.redo() == nil)
    }

    @Test func aSaveIsCleanOnlyWhenNothingWasEditedSince() {
        var history = Self.history()
        history.perform(Self.setNumber, focusBefore: Focus(action: 1))
        let saving = history.revision
        history.perform(Self.setNumber.inverse, focusBefore: Focus(action: 1))
        history.saved(revision: saving)
        #expect(history.isDirty, "edited while the save was written")
        history.saved(revision: history.revision)
        #expect(!history.isDirty)
    }

    @Test func withdrawingAnEditLeavesNothingToRedo() {
        var history = Self.history()
        history.perform(.move(from: 1, to: 0), focusBefore: Focus(action: 1))
        #expect(history.withdrawLatest() != nil)
        #expect(history.document.actions.map(\.intent) == Self.history().document.actions.map(\.intent))
        #expect(!history.canUndo && !history.canRedo)
    }

    @Test func theStructureFollowsEveryEdit() {
        var history = History(document: ShortcutDocument(name: "B", actions: BlockEditingTests.shortcut()))
        let removeEnd = EditOperation.remove(history.document.actions[5], at: 5)
        history.perform(removeEnd, focusBefore: Focus(action: 5))
        #expect(history.structure == DocumentStructure(history.document))
        history.perform(.move(from: 0, to: 5), focusBefore: Focus(action: 0))
        #expect(history.structure == DocumentStructure(history.document), "a move patches the structure it crossed")
        _ = history.undo()
        _ = history.undo()
        #expect(history.structure == DocumentStructure(history.document))
    }

    @Test func aResetStartsEverythingAgain() {
        var history = Self.history()
        history.perform(Self.setNumber, focusBefore: Focus(action: 1))
        _ = history.takeUnjournaledChanges()
        let revision = history.revision
        let fresh = ShortcutDocument(name: "Fresh", actions: [Trip.action("comment")])
        history.reset(to: fresh, isDirty: true)
        #expect(history.document == fresh && history.structure == DocumentStructure(fresh))
        #expect(history.revision > revision, "a save of the old document answers for an older revision")
        #expect(history.isDirty && !history.canUndo && !history.canRedo)
        #expect(history.takeUnjournaledChanges() == nil, "the journal needs a snapshot")
    }
}

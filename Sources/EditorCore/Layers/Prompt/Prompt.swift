import Foundation
import ShortcutModel

/// A question the editor is asking, answered with one key.
public enum Prompt: Sendable, Equatable {
    /// Quit with unsaved changes: save, discard or stay.
    case quitWithChanges
    /// The file changed on disk: reload it, save elsewhere, overwrite it, or keep editing.
    case saveConflict
    /// The file's permissions say it is read-only: write it anyway (keeping its mode), save
    /// elsewhere, or keep editing. `overriding` is what the save that found it had agreed to.
    case readOnlyFile(overriding: SaveOverrides)
    /// Unsaved edits from an earlier session were found: restore them, or discard them.
    case recoverDraft(journaledAt: Date)
    /// Another editor has the document open (`holder` says which): read-only, open anyway, or
    /// close. Nothing can be edited until the user answers.
    case lockedElsewhere(holder: String)
    /// A name in the library, or a path, to save a copy to and go on editing there.
    case saveElsewhere(TextField)
    /// Deleting actions whose outputs other actions read (`uses`, by index): delete or keep.
    case deleteUsedOutput(span: ClosedRange<Int>, uses: [Int])
    /// A named variable given a new name in one action that others set or read (`uses`, by
    /// index): rename it everywhere, in this action only, or not at all.
    case renameVariable(from: String, to: String, action: Int, uses: [Int])
    /// The running shortcut asks (Ask for Input, Choose from Menu, an alert…): the answer typed.
    case runQuestion(String, TextField)
    /// A rebuilt host renamed parameters whose values this shortcut keeps (`moves`, in
    /// `actions` actions): move them here, here and in every shortcut of the library, or not.
    case moveKeptValues(moves: [ParameterMove], actions: Int)
    /// `:` — the number of the action to go to.
    case goToAction(TextField)
}

import Foundation

import ShortcutModel

/// The file behind the document as this editor holds it: how the header names it, its saves,
/// edits an earlier session left, another editor's lock, and keys typed before a question
/// about it was on screen.
struct FileSession: Sendable {
    /// How the file is named in the header ("~/…/Plan a Hike.shortcut.json").
    var label: String
    /// The saves under way, save-and-quit, a signed original's signer.
    var saving = Saving()
    /// Edits an earlier session journaled and never saved, while the user decides.
    var recoveredDraft: ShortcutDocument?
    /// Opened while another editor has it: nothing is changed or saved here.
    var isReadOnly = false
    /// Keys typed before the question the editor opened at was on screen (unsaved edits to
    /// recover, another editor's lock), not applied: meant for the document, they must not
    /// answer it — "d" would discard the edits. Said with the question; forgotten once it is
    /// answered.
    var typedAheadNotApplied = 0
    /// Outputs typed for actions that cannot run here, by action, as typed (JSON or text):
    /// given to every later run of this shortcut until the editor quits.
    var standIns: [UUID: String] = [:]
}

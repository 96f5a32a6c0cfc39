import Foundation

/// What the shell says about a save once it is written, or not: the document's saved revision
/// moves on, a question is asked (a conflict, a read-only file), or the failure is said.
extension EditorState {
    /// The answers of the file's work.
    mutating func receive(_ answer: FileAnswer) -> [EditorEffect] {
        switch answer {
        case .saved(let result):
            return receiveSave(result)
        case .journalFailed(let reason):
            message = .error("Unsaved edits are not journaled: \(reason)")
        case .reloaded(.success(let fresh)):
            replaceDocument(with: fresh)
            message = .info("Reloaded from disk; the unsaved edits were dropped.")
        case .reloaded(.failure(let failure)):
            message = .error("Not reloaded: \(failure)")
        case .savedElsewhere(let label):
            return receiveSavedElsewhere(as: label)
        }
        return []
    }

    mutating func receiveSave(_ result: Result<Void, SaveFailure>) -> [EditorEffect] {
        var effects: [EditorEffect] = []
        switch result {
        case .success:
            // Saves run in the background: what they wrote is the revision they took, and
            // edits made since are still unsaved.
            history.saved(revision: file.saving.succeed() ?? history.revision)
            message = .info(isDirty ? "Saved; the edits made while saving are not saved yet." : "Saved.")
            if file.saving.quitsAfterSave { effects = [.quit] }
            prompt = nil
        case .failure(.changedOnDisk):
            file.saving.ask()
            prompt = .saveConflict
        case .failure(.readOnlyFile(let overrides)):
            file.saving.ask()
            prompt = .readOnlyFile(overriding: overrides)
        case .failure(.lockedElsewhere(let who)):
            file.saving.fail()
            prompt = nil
            message = .error("Not saved: the file is open in another editor (\(who)).")
        case .failure(.other(let reason)):
            file.saving.fail()
            prompt = nil
            message = .error(reason)
        }
        return effects
    }

    /// A copy was written (save as): it is the document edited from now on.
    mutating func receiveSavedElsewhere(as label: String) -> [EditorEffect] {
        var effects: [EditorEffect] = []
        fileLabel = label
        // Edits made while the copy was written are the copy's too, not saved yet.
        history.saved(revision: file.saving.succeed() ?? history.revision)
        prompt = nil
        message = .info(isDirty ? "Saved as \(label); editing it from now on — the edits made while saving are not saved yet."
                                : "Saved as \(label); editing it from now on.")
        if isDirty { effects = [.schedule(.journal, afterSeconds: 1)] }
        if file.saving.signer != nil {
            file.saving.wroteUnsignedCopy()
            message = .info("Saved an unsigned copy. To share it, sign it on a Mac: shortcuts sign --mode anyone --input IN --output OUT")
        }
        if file.saving.quitsAfterSave { effects = [.quit] }
        return effects
    }
}

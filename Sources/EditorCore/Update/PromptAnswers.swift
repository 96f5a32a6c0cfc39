import Foundation
import IntentKit
import ShortcutModel

/// Answers to the questions the editor asks with one key — quit with changes, a conflict on
/// disk, a read-only file, a lock, recovered edits, an output in use — and the prompts typed
/// into (save as, go to, the running shortcut's questions).
extension EditorState {
    mutating func answer(_ current: Prompt, with key: Key) -> [EditorEffect] {
        defer { if prompt != current { typedAheadNotApplied = 0 } }
        let command = keymap.command(for: key, in: keyMode)
        switch current {
        case .quitWithChanges, .saveConflict, .readOnlyFile, .saveElsewhere:
            return answerSaving(current, command: command, key: key)
        case .lockedElsewhere, .recoverDraft:
            return answerOpening(current, command: command)
        case .deleteUsedOutput(let span, _):
            switch command {
            case .yes?:
                prompt = nil
                return delete(span)
            case .stay?:
                prompt = nil
                message = .info("Kept.")
            default:
                break
            }
        case .goToAction(let field):
            answerGoTo(field, command: command, key: key)
        case .runQuestion(let question, let field):
            return answerRunQuestion(question, field, command: command, key: key)
        }
        return []
    }

    /// The questions a save asks: quitting with changes, a conflict on disk, a read-only file,
    /// and the name to save a copy as.
    private mutating func answerSaving(_ current: Prompt, command: Command?, key: Key) -> [EditorEffect] {
        switch (current, command) {
        case (.quitWithChanges, .saveAndQuit?) where saving.signer != nil:
            saving.quitsAfterSave = true
            prompt = .saveElsewhere(TextField(saving.unsignedCopyPath))
        case (.quitWithChanges, .saveAndQuit?):
            saving.quitsAfterSave = true
            return [beginSave()]
        case (.quitWithChanges, .discardAndQuit?):
            prompt = nil
            return [.file(.discardJournal), .quit]
        case (.saveConflict, .overwrite?):
            prompt = nil
            return [beginSave(overriding: [.changesOnDisk])]
        case (.saveConflict, .reload?):
            prompt = nil
            saving.quitsAfterSave = false
            return [.file(.reload)]
        case (.saveConflict, .saveElsewhere?), (.readOnlyFile, .saveElsewhere?):
            prompt = .saveElsewhere(TextField())
        case (.readOnlyFile(let overrides), .writeAnyway?):
            prompt = nil
            return [beginSave(overriding: overrides.union(.readOnlyFile))]
        case (.saveElsewhere(let field), .confirm?):
            let destination = field.text.trimmingCharacters(in: .whitespaces)
            guard !destination.isEmpty else { return [] }
            // Written in the background: the answer says whether the copy is edited from now on.
            prompt = nil
            saving.begin(revision: history.revision)
            message = .info("Saving a copy as \(destination)…")
            return [.file(.saveElsewhere(document, to: destination))]
        case (.saveElsewhere, .cancel?):
            prompt = nil
            saving.quitsAfterSave = false
            message = .info("Not saved.")
        case (.saveElsewhere(var field), _):
            if field.handle(key, keymap: keymap) { prompt = .saveElsewhere(field) }
        case (.quitWithChanges, .stay?), (.saveConflict, .stay?), (.readOnlyFile, .stay?):
            prompt = nil
            saving.quitsAfterSave = false
            message = switch current {
            case .saveConflict: .info("Not saved. The file on disk was changed by someone else.")
            case .readOnlyFile: .info("Not saved. The file is read-only.")
            default: nil
            }
        default:
            break
        }
        return []
    }

    /// The questions opening asks: another editor's lock, and edits an earlier session left.
    private mutating func answerOpening(_ current: Prompt, command: Command?) -> [EditorEffect] {
        switch (current, command) {
        case (.lockedElsewhere, .readOnly?):
            prompt = nil
            message = .info("Read-only: moving and reading work; edits and ^S do not.")
        case (.lockedElsewhere, .openAnyway?):
            prompt = nil
            isReadOnly = false
            message = .info("Editing anyway. If the other editor saves first, ^S asks before overwriting.")
        case (.lockedElsewhere, .close?):
            prompt = nil
            return [.quit]
        case (.recoverDraft, .restore?):
            prompt = nil
            if let draft = recoveredDraft { restore(draft) }
            recoveredDraft = nil
            message = .info("Recovered the unsaved edits. ^S saves them.")
            return [.schedule(.journal, afterSeconds: 1)]
        case (.recoverDraft, .discard?):
            prompt = nil
            recoveredDraft = nil
            message = .info("Discarded the unsaved edits.")
            return [.file(.discardJournal)]
        case (.recoverDraft, .later?):
            // Deciding later keeps the journal: the next open offers it again.
            prompt = nil
            recoveredDraft = nil
            message = .info("The unsaved edits stay in the recovery journal.")
        default:
            break
        }
        return []
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// Answers to the questions the editor asks with one key — quit with changes, a conflict on
/// disk, a read-only file, a lock, recovered edits, an output in use — and the prompts typed
/// into (save as, go to, the running shortcut's questions). Each question reads its key in its
/// own table as a command of its own enum (`PromptCommands.swift`); a key that is none of them
/// is typed into the prompts that take text and ignored by the others.
extension EditorState {
    mutating func answer(_ current: Prompt, with key: Key) -> [EditorEffect] {
        defer { if prompt != current { file.typedAheadNotApplied = 0 } }
        let command = keymap.command(for: key, in: keyMode)
        switch current {
        case .quitWithChanges:
            guard let answer = command.flatMap(QuitAnswer.init) else { return [] }
            return answerQuit(answer)
        case .saveConflict:
            guard let answer = command.flatMap(ConflictAnswer.init) else { return [] }
            return answerConflict(answer)
        case .readOnlyFile(let overrides):
            guard let answer = command.flatMap(ReadOnlyAnswer.init) else { return [] }
            return answerReadOnly(answer, overriding: overrides)
        case .saveElsewhere(let field):
            return answerSaveElsewhere(field, command: command.flatMap(AnswerCommand.init), key: key)
        case .lockedElsewhere:
            guard let answer = command.flatMap(LockAnswer.init) else { return [] }
            return answerLock(answer)
        case .recoverDraft:
            guard let answer = command.flatMap(RecoveryAnswer.init) else { return [] }
            return answerRecovery(answer)
        case .deleteUsedOutput(let span, _):
            guard let answer = command.flatMap(DeleteAnswer.init) else { return [] }
            return answerDelete(answer, span: span)
        case .renameVariable(let old, let new, let action, _):
            guard let answer = command.flatMap(RenameAnswer.init) else { return [] }
            prompt = nil
            switch answer {
            case .yes: return renameVariable(from: old, to: new, action: action, everywhere: true)
            case .thisOnly: return renameVariable(from: old, to: new, action: action, everywhere: false)
            case .stay:
                message = .info("Not renamed.")
                return []
            }
        case .moveKeptValues(let moves, _):
            guard let answer = command.flatMap(MoveAnswer.init) else { return [] }
            prompt = nil
            return answerMove(answer, moves: moves)
        case .goToAction(let field):
            answerGoTo(field, command: command.flatMap(AnswerCommand.init), key: key)
            return []
        case .runQuestion(let question, let field):
            return answerRunQuestion(question, field, command: command.flatMap(AnswerCommand.init), key: key)
        }
    }

    private mutating func answerQuit(_ answer: QuitAnswer) -> [EditorEffect] {
        switch answer {
        case .saveAndQuit where file.saving.signer != nil:
            file.saving.quitsAfterSave = true
            prompt = .saveElsewhere(TextField(file.saving.unsignedCopyPath))
        case .saveAndQuit:
            file.saving.quitsAfterSave = true
            return [beginSave()]
        case .discardAndQuit:
            prompt = nil
            return [.file(.discardJournal), .quit]
        case .stay:
            stayUnsaved(saying: nil)
        }
        return []
    }

    private mutating func answerConflict(_ answer: ConflictAnswer) -> [EditorEffect] {
        switch answer {
        case .overwrite:
            prompt = nil
            return [beginSave(overriding: [.changesOnDisk])]
        case .reload:
            prompt = nil
            file.saving.quitsAfterSave = false
            return [.file(.reload)]
        case .saveElsewhere:
            prompt = .saveElsewhere(TextField())
        case .stay:
            stayUnsaved(saying: "Not saved. The file on disk was changed by someone else.")
        }
        return []
    }

    private mutating func answerReadOnly(_ answer: ReadOnlyAnswer, overriding overrides: SaveOverrides) -> [EditorEffect] {
        switch answer {
        case .writeAnyway:
            prompt = nil
            return [beginSave(overriding: overrides.union(.readOnlyFile))]
        case .saveElsewhere:
            prompt = .saveElsewhere(TextField())
        case .stay:
            stayUnsaved(saying: "Not saved. The file is read-only.")
        }
        return []
    }

    /// The name to save a copy as: typed, then written in the background; the answer says
    /// whether the copy is edited from now on.
    private mutating func answerSaveElsewhere(_ field: TextField, command: AnswerCommand?, key: Key) -> [EditorEffect] {
        switch command {
        case .confirm?:
            let destination = field.text.trimmingCharacters(in: .whitespaces)
            guard !destination.isEmpty else { return [] }
            prompt = nil
            file.saving.begin(revision: history.revision)
            message = .info("Saving a copy as \(destination)…")
            return [.file(.saveElsewhere(document, to: destination))]
        case .cancel?:
            prompt = nil
            file.saving.quitsAfterSave = false
            message = .info("Not saved.")
        case nil:
            var edited = field
            if edited.handle(key, keymap: keymap) { prompt = .saveElsewhere(edited) }
        }
        return []
    }

    /// Back to editing with the edits unsaved, and no quitting after a save.
    private mutating func stayUnsaved(saying note: String?) {
        prompt = nil
        file.saving.quitsAfterSave = false
        message = note.map(Message.info)
    }

    private mutating func answerLock(_ answer: LockAnswer) -> [EditorEffect] {
        prompt = nil
        switch answer {
        case .readOnly:
            message = .info("Read-only: moving and reading work; edits and ^S do not.")
        case .openAnyway:
            file.isReadOnly = false
            message = .info("Editing anyway. If the other editor saves first, ^S asks before overwriting.")
        case .close:
            return [.quit]
        }
        return []
    }

    private mutating func answerRecovery(_ answer: RecoveryAnswer) -> [EditorEffect] {
        prompt = nil
        let draft = file.recoveredDraft
        file.recoveredDraft = nil
        switch answer {
        case .restore:
            if let draft { restore(draft) }
            message = .info("Recovered the unsaved edits. ^S saves them.")
            return [.schedule(.journal, afterSeconds: 1)]
        case .discard:
            message = .info("Discarded the unsaved edits.")
            return [.file(.discardJournal)]
        case .later:
            // Deciding later keeps the journal: the next open offers it again.
            message = .info("The unsaved edits stay in the recovery journal.")
            return []
        }
    }

    private mutating func answerDelete(_ answer: DeleteAnswer, span: ClosedRange<Int>) -> [EditorEffect] {
        prompt = nil
        switch answer {
        case .yes:
            return delete(span)
        case .stay:
            message = .info("Kept.")
            return []
        }
    }
}

import IntentKit

/// A prompt takes every key and says its question on the footer. A paste goes into the
/// prompts typed into; the wheel still moves between the cards, and a click does nothing
/// until the question is answered.
extension Prompt: EditorLayer {
    static let tier = LayerTier.overlay

    func keyMode(in editor: EditorState) -> KeyMode? {
        switch self {
        case .quitWithChanges: .quitPrompt
        case .saveConflict: .conflictPrompt
        case .readOnlyFile: .readOnlyPrompt
        case .recoverDraft: .recoveryPrompt
        case .lockedElsewhere: .lockPrompt
        case .saveElsewhere: .saveAsPrompt
        case .deleteUsedOutput: .deletePrompt
        case .renameVariable: .renamePrompt
        case .moveKeptValues: .movePrompt
        case .runQuestion: .runPrompt
        case .goToAction: .goToPrompt
        }
    }

    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome {
        switch input {
        case .key(let key):
            return .handled(editor.answer(self, with: key))
        case .mouse(let mouse):
            return mouse.kind == .click ? .handled : .passDown
        case .paste(let text):
            switch self {
            case .saveElsewhere(var field):
                field.insert(text)
                editor.prompt = .saveElsewhere(field)
            case .runQuestion(let question, var field):
                field.insert(text)
                editor.prompt = .runQuestion(question, field)
            case .quitWithChanges, .saveConflict, .readOnlyFile, .recoverDraft, .lockedElsewhere, .deleteUsedOutput, .renameVariable, .moveKeptValues, .goToAction:
                editor.refusePaste()
            }
            return .handled
        }
    }

    func footer(for editor: EditorState) -> FooterLine? {
        FooterLine(text: editor.typedAheadNote + question(in: editor), style: Style(.accent, bold: true))
    }

    /// The question and its answers, the answers' keys from the keymap.
    private func question(in editor: EditorState) -> String {
        let answers = editor.keyHints
        switch self {
        case .quitWithChanges: return "Unsaved changes: " + answers
        case .saveConflict: return "Changed on disk: " + answers
        case .readOnlyFile: return "The file is read-only: " + answers
        case .lockedElsewhere(let holder): return "Open in another editor (\(holder)): " + answers
        case .saveElsewhere(let field):
            if let signer = editor.signer {
                return "Signed by \(signer): save an unsigned copy as (\(answers)): " + field.text + "▏"
            }
            return "Save as (a name or a path; \(answers)): " + field.text + "▏"
        case .runQuestion(let question, let field): return "\(question) (\(answers)): " + field.text + "▏"
        case .goToAction(let field): return "Go to action (1–\(editor.document.actions.count); \(answers)): " + field.text + "▏"
        case .deleteUsedOutput(let span, let uses):
            return "\(span.count == 1 ? "Its output is" : "Outputs of the block are") used by action\(uses.count == 1 ? "" : "s") "
                + uses.prefix(6).map { String($0 + 1) }.joined(separator: ", ") + (uses.count > 6 ? " and \(uses.count - 6) more" : "")
                + ": " + answers
        case .renameVariable(let old, let new, _, let uses):
            return "Rename \(old) to \(new) where it is set and used too (action\(uses.count == 1 ? "" : "s") "
                + uses.prefix(6).map { String($0 + 1) }.joined(separator: ", ") + (uses.count > 6 ? " and \(uses.count - 6) more" : "")
                + ")? " + answers
        case .moveKeptValues(let moves, let actions):
            return "Move " + moves.map(\.description).joined(separator: ", ") + " in \(actions) action\(actions == 1 ? "" : "s")? " + answers
        case .recoverDraft(let date):
            return "Unsaved edits of "
                + IntentValue.date(date).displayText(as: .date, dateKind: .dateTime, context: editor.displayContext) + ": " + answers
        }
    }
}

extension EditorState {
    /// Said before the question the editor opened at: keys typed before it was on screen.
    var typedAheadNote: String {
        let count = file.typedAheadNotApplied
        return count == 0 ? "" : "\(count) key\(count == 1 ? "" : "s") typed before this question not applied. "
    }
}

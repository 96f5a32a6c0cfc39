/// The answers of each question, as their tables bind them. The prompts typed into (save as,
/// go to, the run's question) answer with `AnswerCommand`.

/// Quitting with unsaved changes.
enum QuitAnswer: String, LayerCommand {
    case saveAndQuit = "save-and-quit"
    case discardAndQuit = "discard-and-quit"
    case stay
}

/// The file changed on disk since it was read.
enum ConflictAnswer: String, LayerCommand {
    case reload
    case saveElsewhere = "save-elsewhere"
    case overwrite, stay
}

/// Saving a file whose permissions say read-only.
enum ReadOnlyAnswer: String, LayerCommand {
    case writeAnyway = "write-anyway"
    case saveElsewhere = "save-elsewhere"
    case stay
}

/// Another editor holds the document's lock.
enum LockAnswer: String, LayerCommand {
    case readOnly = "read-only"
    case openAnyway = "open-anyway"
    case close
}

/// Unsaved edits an earlier session journaled.
enum RecoveryAnswer: String, LayerCommand {
    case restore, discard, later
}

/// Deleting actions whose outputs others read.
enum DeleteAnswer: String, LayerCommand {
    case yes, stay
}

/// Renaming a variable others use: everywhere, in this action only, or not at all.
enum RenameAnswer: String, LayerCommand {
    case yes, stay
    case thisOnly = "this-only"
}

/// Moving the values kept under renamed parameters: in this shortcut, in every shortcut of
/// the library too, or not at all.
enum MoveAnswer: String, LayerCommand {
    case yes
    case allShortcuts = "all-shortcuts"
    case stay
}

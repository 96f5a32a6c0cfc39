/// Everything a key can do, by name. The raw value is the command's name in the config file
/// and in `shortcut-editor keys`; a command means what its mode's table says it means.
public enum Command: String, Sendable, CaseIterable, Hashable {
    // Moving
    case nextPlaceholder = "next-placeholder"
    case previousPlaceholder = "previous-placeholder"
    case nextAction = "next-action"
    case previousAction = "previous-action"
    case next, previous
    case pageDown = "page-down"
    case pageUp = "page-up"
    case first, last

    // Editing
    case edit
    case clearValue = "clear-value"
    case toggleShowMore = "toggle-show-more"
    case toggleFold = "toggle-fold"
    case selectVariable = "select-variable"
    case insertVariable = "insert-variable"
    /// The placeholder's variable narrowed: a property of its value, Get As, a dictionary key.
    case narrowVariable = "narrow-variable"
    case nameOutput = "name-output"
    case addAction = "add-action"
    case undo, redo
    case deleteAction = "delete-action"
    case duplicateAction = "duplicate-action"
    case moveActionUp = "move-action-up"
    case moveActionDown = "move-action-down"
    case selectActions = "select"
    case copyActions = "copy"
    case pasteAfter = "paste"
    case pasteBefore = "paste-before"
    /// The shortcut's own settings: name, icon, input, where it shows, setup questions.
    case details
    /// Ask for the focused placeholder's value when the shortcut is added (a setup question).
    case askOnSetup = "setup-question"

    // Controls and lists
    case confirm, finish, cancel, close, choose
    case stepUp = "step-up"
    case stepDown = "step-down"
    case pick
    case removeItem = "remove-item"
    case moveItemUp = "move-item-up"
    case moveItemDown = "move-item-down"

    // Text
    case cursorLeft = "cursor-left"
    case cursorRight = "cursor-right"
    case lineStart = "line-start"
    case lineEnd = "line-end"
    case lineUp = "line-up"
    case lineDown = "line-down"
    case wordLeft = "word-left"
    case wordRight = "word-right"
    case deleteBackward = "delete-backward"
    case deleteForward = "delete-forward"
    case deleteWord = "delete-word"
    case deleteToLineStart = "delete-to-line-start"
    case deleteToLineEnd = "delete-to-line-end"

    // Everywhere
    /// Leave at once, as SIGINT would: unsaved edits stay in the recovery journal.
    case interrupt
    /// Give the terminal back to the shell (`fg` returns).
    case suspend

    // Files and the library
    case save, help, quit
    /// The log of the focused action's intent host.
    case hostLog = "host-log"
    /// Every branch of the focused action's summary, with what lint says of each.
    case previewIntent = "preview-intent"
    /// The last build's page of a developer's host: its messages whole, its output.
    case lastBuild = "last-build"
    /// Opens the chosen compiler message's file in `$VISUAL`/`$EDITOR` at its line.
    case openInEditor = "open-in-editor"
    /// The build's whole output instead of its messages, and back.
    case wholeLog = "whole-log"

    // Running the shortcut
    case runShortcut = "run"
    case runToAction = "run-to-here"
    case stepRun = "step"
    case toggleBreakpoint = "breakpoint"
    case showRunOutput = "run-output"

    // Going places
    case goToAction = "go-to"
    case matchingPart = "matching-part"
    case goToWhereSet = "go-to-where-set"
    case listUses = "list-uses"
    case filterList = "filter"
    case search
    case nextMatch = "next-match"
    case previousMatch = "previous-match"
    case open, new, rename, duplicate, delete
    case yes

    // Answers to prompts
    case saveAndQuit = "save-and-quit"
    case discardAndQuit = "discard-and-quit"
    case stay
    case thisOnly = "this-only"
    case reload
    case saveElsewhere = "save-elsewhere"
    case overwrite
    case writeAnyway = "write-anyway"
    case readOnly = "read-only"
    case openAnyway = "open-anyway"
    case restore, discard, later
    /// Kept values moved in every shortcut of the library, not only this one.
    case allShortcuts = "all-shortcuts"
}

/// Where the keyboard is: each mode has its own table of bindings, so one key can mean
/// different things in the editor, a picker or a prompt. The raw value is the mode's name in
/// the config file (`[keys.editor]`).
public enum KeyMode: String, Sendable, CaseIterable, Hashable {
    case editor
    /// Whole actions selected (`V`): the movement keys grow the selection.
    case selection
    case help
    /// The last build's page of a developer's host (`B`).
    case buildPage = "build-page"
    case actionLibrary = "action-library"
    case field
    case picker
    case items
    /// Typing into any text: the fields, filters and name prompts fall back to it.
    case text
    case browser
    case naming
    case confirmDelete = "confirm-delete"
    case quitPrompt = "quit-prompt"
    case conflictPrompt = "conflict-prompt"
    case readOnlyPrompt = "read-only-prompt"
    case lockPrompt = "lock-prompt"
    case recoveryPrompt = "recovery-prompt"
    case saveAsPrompt = "save-as-prompt"
    case deletePrompt = "delete-prompt"
    case renamePrompt = "rename-prompt"
    case movePrompt = "move-values-prompt"
    case runPrompt = "run-prompt"
    case goToPrompt = "go-to-prompt"
    case browserFilter = "browser-filter"
    case searchPrompt = "search-prompt"
    case choiceList = "action-list"
    case details
    case detailsField = "details-field"
    /// Keys that mean the same on every screen, looked up before the screen's own.
    case global

    /// How the help, the README and `shortcut-editor keys` head the mode's table.
    public var title: String {
        switch self {
        case .global: "Everywhere"
        case .editor: "Editor"
        case .selection: "Selecting actions (V)"
        case .help: "Help (this list)"
        case .buildPage: "A host's last build (B)"
        case .actionLibrary: "Action library (a)"
        case .field: "Text, number or date control"
        case .picker: "List of options"
        case .items: "List of items"
        case .text: "Typing, in every field and filter"
        case .browser: "Library browser"
        case .naming: "Naming a shortcut (browser)"
        case .confirmDelete: "Confirming a delete (browser)"
        case .quitPrompt: "Quitting with unsaved changes"
        case .conflictPrompt: "The file changed on disk"
        case .readOnlyPrompt: "Saving a read-only file"
        case .lockPrompt: "Open in another editor"
        case .recoveryPrompt: "Unsaved edits found"
        case .saveAsPrompt: "Save as"
        case .deletePrompt: "Deleting an action whose output is used"
        case .renamePrompt: "Renaming a variable that other actions set or read"
        case .movePrompt: "Moving values to renamed parameters (after a rebuild)"
        case .runPrompt: "A question from the running shortcut"
        case .goToPrompt: "Going to an action (:)"
        case .browserFilter: "Filtering the library by name (/, browser)"
        case .searchPrompt: "Searching the shortcut (/)"
        case .choiceList: "A list of actions to go to (#: a variable's uses)"
        case .details: "The shortcut's details (i)"
        case .detailsField: "Typing into a detail (a glyph, a question)"
        }
    }

    /// The mode whose bindings apply when this one has none for a key: typing in a control,
    /// a filter or a prompt edits its text.
    public var fallback: KeyMode? {
        switch self {
        case .field, .picker, .items, .actionLibrary, .naming, .saveAsPrompt, .runPrompt, .goToPrompt, .browserFilter, .searchPrompt, .detailsField: .text
        default: nil
        }
    }
}

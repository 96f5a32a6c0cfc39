/// What the editor is doing: one value, so update, render and the footer each ask once and
/// two overlays can never be open at the same time.
public enum EditorMode: Sendable {
    /// Moving between actions and placeholders.
    case normal
    /// A page of text over the cards: the key list, a host's log.
    case page(TextPage)
    /// Choosing an action to add.
    case actionLibrary(ActionLibrary)
    /// Editing the focused placeholder's value.
    case control(Control)
    /// A question answered with a key; everything else waits.
    case prompt(Prompt)
    /// A list of actions to go to (`#`: a variable's uses).
    case choice(ActionChoice)
    /// The shortcut's own settings and setup questions (`i`).
    case details(DetailsPanel)
}

extension EditorState {
    /// The table of bindings that applies now.
    public var keyMode: KeyMode {
        switch mode {
        case .normal where search?.isTyping == true: .searchPrompt
        case .normal where isSelecting: .selection
        case .normal: .editor
        case .page: .help
        case .actionLibrary: .actionLibrary
        case .control(let control): control.keyMode
        case .choice: .choiceList
        case .details(let panel): panel.editing == nil ? .details : .detailsField
        case .prompt(let prompt):
            switch prompt {
            case .quitWithChanges: .quitPrompt
            case .saveConflict: .conflictPrompt
            case .readOnlyFile: .readOnlyPrompt
            case .recoverDraft: .recoveryPrompt
            case .lockedElsewhere: .lockPrompt
            case .saveElsewhere: .saveAsPrompt
            case .deleteUsedOutput: .deletePrompt
            case .runQuestion: .runPrompt
            case .goToAction: .goToPrompt
            }
        }
    }

    // Views of the mode for code that cares about one overlay. Setting one replaces the
    // mode; clearing one that is not open changes nothing.

    /// The open control, if the mode is editing a value.
    public internal(set) var control: Control? {
        get { if case .control(let control) = mode { control } else { nil } }
        set { set(newValue.map(EditorMode.control), clearing: control != nil) }
    }

    /// The action library, if it is open.
    public internal(set) var actionLibrary: ActionLibrary? {
        get { if case .actionLibrary(let library) = mode { library } else { nil } }
        set { set(newValue.map(EditorMode.actionLibrary), clearing: actionLibrary != nil) }
    }

    /// The question being asked, if any.
    public internal(set) var prompt: Prompt? {
        get { if case .prompt(let prompt) = mode { prompt } else { nil } }
        set { set(newValue.map(EditorMode.prompt), clearing: prompt != nil) }
    }

    /// The page of text on screen, while one is open.
    public internal(set) var page: TextPage? {
        get { if case .page(let page) = mode { page } else { nil } }
        set { set(newValue.map(EditorMode.page), clearing: page != nil) }
    }

    private mutating func set(_ newMode: EditorMode?, clearing isOpen: Bool) {
        if let newMode { mode = newMode } else if isOpen { mode = .normal }
    }
}

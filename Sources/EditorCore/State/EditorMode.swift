/// What the editor is doing: one value, so update, render and the footer each ask once and
/// two overlays can never be open at the same time.
public enum EditorMode: Sendable {
    /// Moving between actions and placeholders.
    case normal
    /// The key list, scrolled to its `scroll`th line.
    case help(scroll: Int)
    /// Choosing an action to add.
    case actionLibrary(ActionLibrary)
    /// Editing the focused placeholder's value.
    case control(Control)
    /// A question answered with a key; everything else waits.
    case prompt(Prompt)
}

extension EditorState {
    /// The table of bindings that applies now.
    public var keyMode: KeyMode {
        switch mode {
        case .normal: .editor
        case .help: .help
        case .actionLibrary: .actionLibrary
        case .control(let control): control.keyMode
        case .prompt(let prompt):
            switch prompt {
            case .quitWithChanges: .quitPrompt
            case .saveConflict: .conflictPrompt
            case .readOnlyFile: .readOnlyPrompt
            case .recoverDraft: .recoveryPrompt
            case .lockedElsewhere: .lockPrompt
            case .saveElsewhere: .saveAsPrompt
            case .deleteUsedOutput: .deletePrompt
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

    /// The first line of the help on screen, while it is open.
    public internal(set) var helpScroll: Int? {
        get { if case .help(let scroll) = mode { scroll } else { nil } }
        set { set(newValue.map { EditorMode.help(scroll: $0) }, clearing: helpScroll != nil) }
    }

    private mutating func set(_ newMode: EditorMode?, clearing isOpen: Bool) {
        if let newMode { mode = newMode } else if isOpen { mode = .normal }
    }
}

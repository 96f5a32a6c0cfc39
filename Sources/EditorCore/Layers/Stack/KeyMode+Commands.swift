/// Which commands each key table's reader handles: the one place that ties a table to the
/// enum its layer (or the browser, or the shell) switches over.
extension KeyMode {
    /// The commands bound in this table that something runs.
    var handledCommands: Set<Command> {
        switch self {
        case .editor, .selection: CardCommand.commands
        case .help: PageCommand.commands
        case .buildPage: BuildPageCommand.commands
        case .actionLibrary: LibraryCommand.commands
        case .field: FieldCommand.commands
        case .picker: PickerCommand.commands
        case .items: ItemsCommand.commands
        case .text: TextCommand.commands
        case .browser: BrowserCommand.commands
        case .confirmDelete: ConfirmDeleteCommand.commands
        case .quitPrompt: QuitAnswer.commands
        case .conflictPrompt: ConflictAnswer.commands
        case .readOnlyPrompt: ReadOnlyAnswer.commands
        case .lockPrompt: LockAnswer.commands
        case .recoveryPrompt: RecoveryAnswer.commands
        case .deletePrompt: DeleteAnswer.commands
        case .renamePrompt: RenameAnswer.commands
        case .movePrompt: MoveAnswer.commands
        case .naming, .saveAsPrompt, .runPrompt, .goToPrompt, .browserFilter, .searchPrompt, .detailsField: AnswerCommand.commands
        case .choiceList: ChoiceCommand.commands
        case .details: DetailsCommand.commands
        case .global: GlobalCommand.commands
        }
    }
}

extension Keymap {
    /// Bindings whose command nothing in their table's reader runs: none in a keymap the
    /// editor can use (a test holds the standard one to it, and one with such a binding
    /// to finding it).
    public var commandsWithoutHandler: [(mode: KeyMode, command: Command)] {
        KeyMode.allCases.flatMap { mode in
            let handled = mode.handledCommands
            return bindings(in: mode).filter { !handled.contains($0.command) }.map { (mode, $0.command) }
        }
    }
}

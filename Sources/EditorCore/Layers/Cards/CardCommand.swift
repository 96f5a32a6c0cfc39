/// The commands of the cards: the editor's table and the selection's, which moves the same
/// focus and acts on the selected actions instead of the focused one.
enum CardCommand: String, LayerCommand {
    case nextPlaceholder = "next-placeholder"
    case previousPlaceholder = "previous-placeholder"
    case nextAction = "next-action"
    case previousAction = "previous-action"
    case pageDown = "page-down"
    case pageUp = "page-up"
    case first, last
    case edit
    case clearValue = "clear-value"
    case toggleShowMore = "toggle-show-more"
    case toggleFold = "toggle-fold"
    case selectVariable = "select-variable"
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
    case details
    case askOnSetup = "setup-question"
    case save, help, quit
    case hostLog = "host-log"
    case previewIntent = "preview-intent"
    case lastBuild = "last-build"
    case runShortcut = "run"
    case runToAction = "run-to-here"
    case stepRun = "step"
    case toggleBreakpoint = "breakpoint"
    case showRunOutput = "run-output"
    case goToAction = "go-to"
    case matchingPart = "matching-part"
    case goToWhereSet = "go-to-where-set"
    case listUses = "list-uses"
    case search
    case nextMatch = "next-match"
    case previousMatch = "previous-match"
    /// Stops selecting.
    case cancel

    /// Commands that edit or save: refused while the document is read-only.
    var changesTheDocument: Bool {
        switch self {
        case .edit, .clearValue, .save, .undo, .redo, .addAction, .deleteAction, .duplicateAction, .selectVariable, .narrowVariable, .nameOutput,
             .moveActionUp, .moveActionDown, .pasteAfter, .pasteBefore, .askOnSetup:
            true
        case .nextPlaceholder, .previousPlaceholder, .nextAction, .previousAction, .pageDown, .pageUp, .first, .last,
             .toggleShowMore, .toggleFold, .selectActions, .copyActions, .details, .help, .quit, .hostLog, .previewIntent, .lastBuild, .runShortcut,
             .runToAction, .stepRun, .toggleBreakpoint, .showRunOutput, .goToAction, .matchingPart, .goToWhereSet,
             .listUses, .search, .nextMatch, .previousMatch, .cancel:
            false
        }
    }
}

extension EditorState {
    /// Runs a command of the cards. The switch names every one, with no `default`.
    mutating func run(_ command: CardCommand) -> [EditorEffect] {
        switch command {
        case .nextPlaceholder: moveFocus(by: 1)
        case .previousPlaceholder: moveFocus(by: -1)
        case .nextAction: moveToAction(nextShown(after: focus.action))
        case .previousAction: moveToAction(previousShown(before: focus.action))
        case .toggleFold: toggleFold()
        case .selectVariable: return openVariableChoice()
        case .narrowVariable: return openNarrowing()
        case .nameOutput: return openOutputName()
        case .pageDown: moveToAction(focus.action + pageSize)
        case .pageUp: moveToAction(focus.action - pageSize)
        case .first: moveToAction(0)
        case .last: moveToAction(document.actions.count - 1)
        case .edit: return openControl()
        case .clearValue: return clearFocusedValue()
        case .toggleShowMore: toggleShowMore()
        case .addAction: actionLibrary = ActionLibrary(registry: registry)
        case .undo: return undo()
        case .redo: return redo()
        case .deleteAction: return deleteFocusedAction()
        case .duplicateAction: return duplicateFocusedAction()
        case .moveActionUp: return moveFocusedAction(by: -1)
        case .moveActionDown: return moveFocusedAction(by: 1)
        case .save: return save()
        case .help: page = helpPage
        case .hostLog: return askForHostLog()
        case .previewIntent: return showIntentPreview()
        case .lastBuild: return showLastBuild()
        case .runShortcut: return runShortcut()
        case .runToAction: return runToFocusedAction()
        case .stepRun: return stepRun()
        case .toggleBreakpoint: toggleBreakpoint()
        case .showRunOutput: return askForRunOutput()
        case .goToAction: askForActionNumber()
        case .matchingPart: goToMatchingPart()
        case .goToWhereSet: goToWhereSet()
        case .listUses: return listUses()
        case .selectActions: toggleSelection()
        case .cancel: selection = nil
        case .copyActions: return copyActions()
        case .pasteAfter: return requestPaste(after: true)
        case .pasteBefore: return requestPaste(after: false)
        case .details: openDetails()
        case .askOnSetup: return askOnSetup()
        case .search: startSearch()
        case .nextMatch: goToMatch(forward: true)
        case .previousMatch: goToMatch(forward: false)
        case .quit:
            if isDirty {
                prompt = .quitWithChanges
                return []
            }
            return [.quit]
        }
        return []
    }

    /// ^S: the document written where it was read; a signed original asks where to write an
    /// unsigned copy, since Apple's signature cannot be made here.
    private mutating func save() -> [EditorEffect] {
        if file.saving.signer != nil {
            prompt = .saveElsewhere(TextField(file.saving.unsignedCopyPath))
            return []
        }
        return [beginSave()]
    }
}

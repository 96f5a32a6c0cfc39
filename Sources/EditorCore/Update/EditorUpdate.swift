import Foundation
import IntentKit
import ShortcutModel

/// The editor's one way to change: an event in, the new state and the effects out. No I/O
/// happens here; the shell performs the effects and reports back with events.
extension EditorState {
    public mutating func update(_ event: EditorEvent) -> [EditorEffect] {
        var effects: [EditorEffect] = []
        switch event {
        case let .resize(newWidth, newHeight):
            resize(toWidth: newWidth, height: newHeight)
        case .key(let key):
            effects = handle(key)
        case .mouse(let mouse):
            effects = handle(mouse)
        case .paste(let text):
            effects = paste(text)
        case let .queryWaiting(id, note):
            if var picker = control?.picker, picker.pendingQuery == id {
                picker.waitingNote = note
                control?.picker = picker
            }
        case let .queryResult(id, result):
            receive(queryID: id, result)
        case .timer(.journal):
            if isDirty {
                effects = [.file(.writeJournal(document, changes: history.takeUnjournaledChanges()))]
            }
        case .timer(.saveProgress):
            if saving.isSaving { message = .info("Saving \(document.actions.count) actions…") }
        case .hostLog(let host, let result):
            showHostLog(host, result)
        case .run(let update):
            receive(update)
        case .found(.matches(let id, let matches)):
            receiveSearch(id: id, matches: matches)
        case .found(.uses(let id, let uses)):
            receiveUses(id: id, uses: uses)
        case .clipboard(let answer):
            effects = receive(answer)
        case let .runOutput(action, kind, text):
            showRunOutput(action: action, kind: kind, text: text)
        case .file(let answer):
            effects = receive(answer)
        }
        ensureFocusVisible()
        fillBlankRowsBelow()
        cacheVisibleCards()
        return effects
    }

    /// The focused card stays at the line it was on, as far as the new size allows.
    private mutating func resize(toWidth newWidth: Int, height newHeight: Int) {
        let row = focusedCardRow()
        width = max(0, newWidth)
        height = max(0, newHeight)
        if let row { placeFocusedCard(atRow: min(row, cardRows - 1)) }
    }

    // MARK: Keys

    private mutating func handle(_ key: Key) -> [EditorEffect] {
        switch mode {
        case .prompt(let prompt): return answer(prompt, with: key)
        case .page(let page):
            scroll(page, command: keymap.command(for: key, in: .help))
            return []
        case .actionLibrary: return handleActionLibrary(key)
        case .control: return handleControl(key)
        case .choice:
            handleChoice(key)
            return []
        case .details: return handleDetails(key)
        case .normal where search?.isTyping == true:
            return typeSearch(key)
        case .normal:
            message = nil
            guard let command = keymap.command(for: key, in: keyMode) else { return [] }
            if isReadOnly && command.changesTheDocument { return refuseInReadOnly() }
            return run(command) ?? []
        }
    }

    /// The commands of the cards (the editor's and the selection's tables); nil for a command
    /// that is another mode's. The switch names every command, so a new one must be placed,
    /// and `commandsWithoutHandler` finds one bound here that is not.
    mutating func run(_ command: Command) -> [EditorEffect]? {
        switch command {
        case .nextPlaceholder: moveFocus(by: 1)
        case .previousPlaceholder: moveFocus(by: -1)
        case .nextAction: moveToAction(nextShown(after: focus.action))
        case .previousAction: moveToAction(previousShown(before: focus.action))
        case .toggleFold: toggleFold()
        case .selectVariable: return openVariableChoice()
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
        case .save:
            if saving.signer != nil {
                // Apple's signature cannot be made here: edits go to an unsigned copy.
                prompt = .saveElsewhere(TextField(saving.unsignedCopyPath))
                return []
            }
            return [beginSave()]
        case .help: page = helpPage
        case .hostLog: return askForHostLog()
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
        case .next, .previous, .insertVariable, .confirm, .finish, .close, .choose, .stepUp, .stepDown, .pick,
             .removeItem, .moveItemUp, .moveItemDown, .cursorLeft, .cursorRight, .lineStart, .lineEnd, .lineUp,
             .lineDown, .wordLeft, .wordRight, .deleteBackward, .deleteForward, .deleteWord, .deleteToLineStart,
             .deleteToLineEnd, .interrupt, .suspend, .filterList, .open, .new, .rename, .duplicate, .delete, .yes,
             .saveAndQuit, .discardAndQuit, .stay, .reload, .saveElsewhere, .overwrite, .writeAnyway, .readOnly,
             .openAnyway, .restore, .discard, .later:
            return nil
        }
        return []
    }

    /// Bindings of the cards' tables whose command `run` does not handle: none in a keymap
    /// the editor can use (a test holds the standard one to it).
    static func commandsWithoutHandler(in keymap: Keymap) -> [(KeyMode, Command)] {
        var scratch = EditorState(document: ShortcutDocument(name: "", actions: []), registry: IntentRegistry(), fileLabel: "",
                                  width: 80, height: 24, identifiers: IdentifierSource(seed: 0))
        return [KeyMode.editor, .selection].flatMap { mode in
            keymap.bindings(in: mode).filter { scratch.run($0.command) == nil }.map { (mode, $0.command) }
        }
    }

    /// The help scrolls with its keys; any other key closes it.
    mutating func scroll(_ open: TextPage, command: Command?) {
        let screenful = max(1, regions.bodyHeight - 2)
        let maximum = open.maximumScroll(height: regions.bodyHeight)
        var scrolled = open
        switch command {
        case .next?: scrolled.scroll = min(open.scroll + 1, maximum)
        case .previous?: scrolled.scroll = max(0, open.scroll - 1)
        case .pageDown?: scrolled.scroll = min(open.scroll + screenful, maximum)
        case .pageUp?: scrolled.scroll = max(0, open.scroll - screenful)
        case .first?: scrolled.scroll = 0
        case .last?: scrolled.scroll = maximum
        default:
            page = nil
            return
        }
        page = scrolled
    }

    /// Pasted text goes where typing would go. On the cards, Apple's XML of actions (what `y`
    /// offers the terminal's clipboard, or a shortcut's file) pastes those actions.
    private mutating func paste(_ text: String) -> [EditorEffect] {
        switch mode {
        case .actionLibrary(var open):
            open.filter.insert(text)
            open.selection = 0
            actionLibrary = open
        case .control:
            return pasteIntoControl(text)
        case .prompt(.saveElsewhere(var field)):
            field.insert(text)
            prompt = .saveElsewhere(field)
        case .details(var panel) where panel.editing != nil:
            panel.editing?.insert(text)
            mode = .details(panel)
        case .normal where search?.isTyping != true && text.contains("<key>WFWorkflowActions</key>"):
            return pasteActions(fromText: text)
        case .normal, .page, .prompt, .choice, .details:
            message = .info("To paste, open a placeholder with Enter first (or paste a shortcut's XML here).")
        }
        return []
    }

    // MARK: Focus

    mutating func moveFocus(by step: Int) {
        let here = slots(of: focus.action)
        if let slot = focus.slot, let position = here.firstIndex(of: slot) {
            let next = position + step
            if here.indices.contains(next) {
                focus.slot = here[next]
                return
            }
        }
        // Cross into the neighbouring action: its first place going forward, its last going back.
        let target = step > 0 ? nextShown(after: focus.action) : previousShown(before: focus.action)
        guard document.actions.indices.contains(target) else { return }
        focus.action = target
        let there = slotsCachingSummary(of: target)
        focus.slot = step > 0 ? there.first : there.last
    }

    mutating func moveToAction(_ index: Int) {
        guard !document.actions.isEmpty else { return }
        let clamped = shownIndex(min(max(0, index), document.actions.count - 1))
        focus = Focus(action: clamped, slot: slotsCachingSummary(of: clamped).first)
    }

    /// After values change the summary may show other places: keep the focused parameter if
    /// it still shows, else take the place now where it was.
    mutating func refocus(previousSlots: [Slot]) {
        let now = slots(of: focus.action)
        if let slot = focus.slot, now.contains(slot) { return }
        let position = focus.slot.flatMap { previousSlots.firstIndex(of: $0) } ?? 0
        focus.slot = now.isEmpty ? nil : now[min(position, now.count - 1)]
    }

    mutating func toggleShowMore() {
        guard document.actions.indices.contains(focus.action), !showsRows(focus.action), let summary = summary(of: focus.action), !summary.showMore.isEmpty else { return }
        let id = document.actions[focus.action].id
        if expanded.contains(id) {
            expanded.remove(id)
            if focus.slot?.inShowMore == true { focus.slot = slots(of: focus.action).last }
        } else {
            expanded.insert(id)
        }
    }

    // MARK: Changes

    /// Said instead of doing an edit while the document is read-only.
    mutating func refuseInReadOnly() -> [EditorEffect] {
        message = .error("Read-only: another editor has this shortcut open.")
        return []
    }

    /// The file as it is on disk now, in place of the edited document: nothing to undo, the
    /// focus kept where it can be.
    mutating func replaceDocument(with fresh: ShortcutDocument) {
        resetHistory(to: fresh, isDirty: false)
        control = nil
        focus.action = min(focus.action, max(0, fresh.actions.count - 1))
        focus.slot = slots(of: focus.action).first
    }

    /// Applies a change, records it for undo, and asks for the journal to be written soon.
    mutating func perform(_ operation: EditOperation) -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        let before = slots(of: focus.action)
        history.perform(operation, focusBefore: focus)
        followEdit(operation)
        refocus(previousSlots: before)
        return [.schedule(.journal, afterSeconds: 1)]
    }

    /// The save effect for the document as it is now, remembering which revision it writes.
    mutating func beginSave(overriding overrides: SaveOverrides = []) -> EditorEffect {
        saving.begin(revision: history.revision)
        return .file(.save(document, overriding: overrides))
    }

    /// Brings the view after an edit the history has applied: summaries of the actions it
    /// changed are dropped, and the focus goes where the edit happened.
    mutating func followEdit(_ operation: EditOperation) {
        defer { revealFocus() }
        switch operation {
        case .setValue(let index, _, _, _):
            summaries.invalidate(document.actions[index].id)
        case .insert(let action, let index):
            summaries.invalidate(action.id)
            focus = Focus(action: index, slot: slots(of: index).first)
        case .remove(_, let index):
            focus = Focus(action: min(index, max(0, document.actions.count - 1)))
            focus.slot = slots(of: focus.action).first
        case .move(_, let to):
            focus = Focus(action: to, slot: focus.slot)
        case .setMember:
            break
        case .batch(let operations, let target):
            for case .setValue(let index, _, _, _) in operations where document.actions.indices.contains(index) {
                summaries.invalidate(document.actions[index].id)
            }
            for case .insert(let action, _) in operations { summaries.invalidate(action.id) }
            let index = min(target, max(0, document.actions.count - 1))
            focus = Focus(action: index, slot: slots(of: index).first)
        }
    }

    mutating func undo() -> [EditorEffect] {
        guard let entry = history.undo() else {
            message = .info("Nothing to undo.")
            return []
        }
        followEdit(entry.operation.inverse)
        focus = entry.focusBefore
        message = .info("Undone.")
        return [.schedule(.journal, afterSeconds: 1)]
    }

    mutating func redo() -> [EditorEffect] {
        guard let operation = history.nextRedo else {
            message = .info("Nothing to redo.")
            return []
        }
        let before = slots(of: operation.focusAction)
        guard let entry = history.redo() else { return [] }
        followEdit(entry.operation)
        if case .setValue(let index, let parameter, _, _) = entry.operation {
            focus = Focus(action: index, slot: entry.focusBefore.slot ?? Slot(parameter: parameter))
            refocus(previousSlots: before)
        }
        message = .info("Redone.")
        return [.schedule(.journal, afterSeconds: 1)]
    }

    mutating func setValue(_ value: IntentValue?, of parameter: String, in index: Int) -> [EditorEffect] {
        let old = document.actions[index].values[parameter]
        guard old != value || (old.map { $0.json } != value.map { $0.json }) else { return [] }
        return perform(.setValue(action: index, parameter: parameter, old: old, new: value))
    }

    private mutating func clearFocusedValue() -> [EditorEffect] {
        guard let slot = focus.slot, let parameter = definition(of: focus.action)?.parameter(slot.parameter) else { return [] }
        guard document.actions[focus.action].values[slot.parameter] != nil else { return [] }
        if parameter.isRequired && parameter.defaultValue == nil {
            message = .error("\(parameter.title) is required; choose another value instead.")
            return []
        }
        return setValue(nil, of: slot.parameter, in: focus.action)
    }
}

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
            effects = dispatch(.key(key))
        case .mouse(let mouse):
            effects = dispatch(.mouse(mouse))
        case .paste(let text):
            effects = dispatch(.paste(text))
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
            } else if history.journalIsBehind {
                // Undone back to the file: a journal of the edits would offer them after a crash.
                history.journalDiscarded()
                effects = [.file(.discardJournal)]
            }
        case .timer(.saveProgress):
            if file.saving.isSaving { message = .info("Saving \(document.actions.count) actions…") }
        case .hostLog(let host, let result):
            showHostLog(host, result)
        case .outsideEditorEnded(let failure):
            if let failure {
                message = .error(failure)
                // The page's footer holds its keys; the failure is said there.
                layers[BuildPage.self]?.failure = failure
            }
        case .valuesMoved(let said):
            message = .info(said)
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
        case .liveHost(let news):
            receive(news)
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

    // MARK: Focus

    mutating func moveFocus(by step: Int) {
        let here = slots(of: focus.action)
        if let slot = focus.slot, let position = here.firstIndex(of: slot) {
            let next = position + step
            if here.indices.contains(next) {
                focus.slot = here[next]
                return
            }
        } else if focus.slot == nil, !here.isEmpty {
            // On a card whose sentence has no place (its values all under Show More, now
            // open): into its own places before any neighbour's.
            focus.slot = step > 0 ? here.first : here.last
            return
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
        // A value that moved between Show More and the sentence (a Find's Sort by, once
        // chosen) keeps the focus where it went.
        if let slot = focus.slot, let moved = now.first(where: { $0.parameter == slot.parameter }) {
            focus.slot = moved
            return
        }
        let position = focus.slot.flatMap { previousSlots.firstIndex(of: $0) } ?? 0
        focus.slot = now.isEmpty ? nil : now[min(position, now.count - 1)]
    }

    mutating func toggleShowMore() {
        guard document.actions.indices.contains(focus.action), !showsRows(focus.action), let summary = summary(of: focus.action), !summary.showMore.isEmpty else { return }
        let id = document.actions[focus.action].id
        if expanded.contains(id) {
            presentation.expanded.remove(id)
            if focus.slot?.inShowMore == true { focus.slot = slots(of: focus.action).last }
        } else {
            presentation.expanded.insert(id)
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
        file.saving.begin(revision: history.revision)
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
        if askToRenameVariable(value, of: parameter, in: index) { return [] }
        return perform(.setValue(action: index, parameter: parameter, old: old, new: value))
    }

    mutating func clearFocusedValue() -> [EditorEffect] {
        guard let slot = focus.slot, let parameter = definition(of: focus.action)?.parameter(slot.parameter) else { return [] }
        guard document.actions[focus.action].values[slot.parameter] != nil else { return [] }
        if parameter.isRequired && parameter.defaultValue == nil {
            message = .error("\(parameter.title) is required; choose another value instead.")
            return []
        }
        return setValue(nil, of: slot.parameter, in: focus.action)
    }
}

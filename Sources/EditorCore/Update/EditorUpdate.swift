import Foundation
import IntentKit
import ShortcutStore

/// The editor's one way to change: an event in, the new state and the effects out. No I/O
/// happens here; the shell performs the effects and reports back with events.
extension EditorState {
    public mutating func update(_ event: EditorEvent) -> [EditorEffect] {
        var effects: [EditorEffect] = []
        switch event {
        case let .resize(newWidth, newHeight):
            // The focused card stays at the line it was on, as far as the new size allows.
            let row = focusedCardRow()
            width = max(0, newWidth)
            height = max(0, newHeight)
            if let row { placeFocusedCard(atRow: min(row, cardRows - 1)) }
        case .key(let key):
            effects = handle(key)
        case .mouse(let mouse):
            effects = handle(mouse)
        case .paste(let text):
            if var open = library {
                open.filter.insert(text)
                open.selection = 0
                library = open
            } else if case .field(var field)? = control?.kind {
                field.insert(text)
                control?.kind = .field(field)
            } else if case .items(var list)? = control?.kind {
                list.input.insert(text)
                control?.kind = .items(list)
            } else if case .list(var picker)? = control?.kind {
                picker.filter.insert(text)
                control?.kind = .list(picker)
                effects = filterChanged()
            } else {
                message = .info("To paste, open a placeholder with Enter first.")
            }
        case let .queryResult(id, result):
            receive(queryID: id, result)
        case .timer(.journal):
            if isDirty { effects = [.writeJournal(document)] }
        case .journalFailed(let reason):
            message = .error("Unsaved edits are not journaled: \(reason)")
        case .saveFinished(let result):
            switch result {
            case .success:
                isDirty = false
                message = .info("Saved.")
                if quitsAfterSave { effects = [.quit] }
                prompt = nil
            case .failure(.changedOnDisk):
                prompt = .saveConflict
            case .failure(.lockedElsewhere(let who)):
                prompt = nil
                quitsAfterSave = false
                message = .error("Not saved: the file is open in another editor (\(who)).")
            case .failure(.other(let reason)):
                prompt = nil
                quitsAfterSave = false
                message = .error(reason)
            }
        case .reloaded(.success(let fresh)):
            replaceDocument(with: fresh)
            message = .info("Reloaded from disk; the unsaved edits were dropped.")
        case .reloaded(.failure(let failure)):
            message = .error("Not reloaded: \(failure)")
        case .savedElsewhere(let label):
            fileLabel = label
            isDirty = false
            prompt = nil
            message = .info("Saved as \(label); editing it from now on.")
            if quitsAfterSave { effects = [.quit] }
        }
        ensureFocusVisible()
        fillBlankRowsBelow()
        for card in visibleCards() { cacheSummary(of: card.index) }
        return effects
    }

    // MARK: Keys

    private mutating func handle(_ key: Key) -> [EditorEffect] {
        if let prompt { return answer(prompt, with: key) }
        if let helpScroll {
            switch key {
            case .down, .character("j"): self.helpScroll = min(helpScroll + 1, maximumHelpScroll)
            case .up, .character("k"): self.helpScroll = max(0, helpScroll - 1)
            case .pageDown, .character(" "): self.helpScroll = min(helpScroll + max(1, regions.bodyHeight - 2), maximumHelpScroll)
            case .pageUp: self.helpScroll = max(0, helpScroll - max(1, regions.bodyHeight - 2))
            default: self.helpScroll = nil
            }
            return []
        }
        if library != nil { return handleLibrary(key) }
        if control != nil { return handleControl(key) }
        message = nil
        if isReadOnly && Self.changesTheDocument(key) { return refuseInReadOnly() }
        switch key {
        case .tab, .right, .character("l"): moveFocus(by: 1)
        case .backTab, .left, .character("h"): moveFocus(by: -1)
        case .down, .character("j"): moveToAction(focus.action + 1)
        case .up, .character("k"): moveToAction(focus.action - 1)
        case .pageDown, .control("f"): moveToAction(focus.action + pageSize)
        case .pageUp, .control("b"): moveToAction(focus.action - pageSize)
        case .home, .character("g"): moveToAction(0)
        case .end, .character("G"): moveToAction(document.actions.count - 1)
        case .enter: return openControl()
        case .backspace, .delete: return clearFocusedValue()
        case .character("m"), .character(" "): toggleShowMore()
        case .character("a"):
            library = ActionLibrary(registry: registry)
        case .character("u"): return undo()
        case .control("r"): return redo()
        case .character("d"): return deleteFocusedAction()
        case .character("D"): return duplicateFocusedAction()
        case .character("K"): return moveFocusedAction(by: -1)
        case .character("J"): return moveFocusedAction(by: 1)
        case .control("s"): return [.save(document, overwriting: false)]
        case .character("?"): helpScroll = 0
        case .character("q"), .control("q"):
            if isDirty {
                prompt = .quitWithChanges
                return []
            }
            return [.quit]
        case .escape: break
        default: break
        }
        return []
    }

    /// The keys of the normal mode that edit or save: refused while read-only.
    static func changesTheDocument(_ key: Key) -> Bool {
        switch key {
        case .enter, .backspace, .delete, .control("s"), .control("r"),
             .character("a"), .character("u"), .character("d"), .character("D"), .character("K"), .character("J"):
            true
        default:
            false
        }
    }

    private mutating func answer(_ current: Prompt, with key: Key) -> [EditorEffect] {
        switch (current, key) {
        case (.quitWithChanges, .character("s")), (.quitWithChanges, .control("s")):
            quitsAfterSave = true
            return [.save(document, overwriting: false)]
        case (.quitWithChanges, .character("d")):
            prompt = nil
            return [.discardJournal, .quit]
        case (.saveConflict, .character("o")):
            prompt = nil
            return [.save(document, overwriting: true)]
        case (.saveConflict, .character("r")):
            prompt = nil
            quitsAfterSave = false
            return [.reload]
        case (.saveConflict, .character("w")):
            prompt = .saveElsewhere(TextField())
        case (.saveElsewhere(var field), _):
            switch key {
            case .enter:
                let destination = field.text.trimmingCharacters(in: .whitespaces)
                guard !destination.isEmpty else { return [] }
                return [.saveElsewhere(document, to: destination)]
            case .escape:
                prompt = nil
                quitsAfterSave = false
                message = .info("Not saved.")
            default:
                if field.handle(key) { prompt = .saveElsewhere(field) }
            }
        case (.lockedElsewhere, .character("r")):
            prompt = nil
            message = .info("Read-only: moving and reading work; edits and ^S do not.")
        case (.lockedElsewhere, .character("o")):
            prompt = nil
            isReadOnly = false
            message = .info("Editing anyway. If the other editor saves first, ^S asks before overwriting.")
        case (.lockedElsewhere, .character("q")), (.lockedElsewhere, .escape):
            prompt = nil
            return [.quit]
        case (.recoverDraft, .character("r")):
            prompt = nil
            if let draft = recoveredDraft { restore(draft) }
            recoveredDraft = nil
            message = .info("Recovered the unsaved edits. ^S saves them.")
            return [.schedule(.journal, afterSeconds: 1)]
        case (.recoverDraft, .character("d")):
            prompt = nil
            recoveredDraft = nil
            message = .info("Discarded the unsaved edits.")
            return [.discardJournal]
        case (.recoverDraft, .escape):
            // Deciding later keeps the journal: the next open offers it again.
            prompt = nil
            recoveredDraft = nil
            message = .info("The unsaved edits stay in the recovery journal.")
        case (_, .escape), (_, .character("n")):
            prompt = nil
            quitsAfterSave = false
            message = current == .saveConflict ? .info("Not saved. The file on disk was changed by someone else.") : nil
        default:
            break
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
        let target = focus.action + (step > 0 ? 1 : -1)
        guard document.actions.indices.contains(target) else { return }
        focus.action = target
        let there = slots(of: target)
        focus.slot = step > 0 ? there.first : there.last
    }

    mutating func moveToAction(_ index: Int) {
        guard !document.actions.isEmpty else { return }
        let clamped = min(max(0, index), document.actions.count - 1)
        focus = Focus(action: clamped, slot: slots(of: clamped).first)
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
        guard document.actions.indices.contains(focus.action), let summary = summary(of: focus.action), !summary.showMore.isEmpty else { return }
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
        document = fresh
        undoStack = []
        redoStack = []
        summaries = SummaryCache()
        isDirty = false
        control = nil
        focus.action = min(focus.action, max(0, fresh.actions.count - 1))
        focus.slot = slots(of: focus.action).first
    }

    /// Applies a change, records it for undo, and asks for the journal to be written soon.
    mutating func perform(_ operation: EditOperation) -> [EditorEffect] {
        if isReadOnly { return refuseInReadOnly() }
        let before = slots(of: focus.action)
        undoStack.append(UndoEntry(operation: operation, focusBefore: focus))
        redoStack.removeAll()
        apply(operation)
        refocus(previousSlots: before)
        return [.schedule(.journal, afterSeconds: 1)]
    }

    private mutating func apply(_ operation: EditOperation) {
        operation.apply(to: &document)
        isDirty = true
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
        }
    }

    mutating func undo() -> [EditorEffect] {
        guard let entry = undoStack.popLast() else {
            message = .info("Nothing to undo.")
            return []
        }
        apply(entry.operation.inverse)
        focus = entry.focusBefore
        redoStack.append(entry)
        message = .info("Undone.")
        return [.schedule(.journal, afterSeconds: 1)]
    }

    mutating func redo() -> [EditorEffect] {
        guard let entry = redoStack.popLast() else {
            message = .info("Nothing to redo.")
            return []
        }
        let before = slots(of: entry.operation.focusAction)
        apply(entry.operation)
        if case .setValue(let index, let parameter, _, _) = entry.operation {
            focus = Focus(action: index, slot: entry.focusBefore.slot ?? Slot(parameter: parameter))
            refocus(previousSlots: before)
        }
        undoStack.append(entry)
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

    private mutating func deleteFocusedAction() -> [EditorEffect] {
        guard document.actions.indices.contains(focus.action) else { return [] }
        let effects = perform(.remove(document.actions[focus.action], at: focus.action))
        message = .info("Deleted. u undoes.")
        return effects
    }

    private mutating func duplicateFocusedAction() -> [EditorEffect] {
        guard document.actions.indices.contains(focus.action) else { return [] }
        var copy = document.actions[focus.action]
        copy.id = identifiers.next()
        return perform(.insert(copy, at: focus.action + 1))
    }

    private mutating func moveFocusedAction(by step: Int) -> [EditorEffect] {
        let target = focus.action + step
        guard document.actions.indices.contains(focus.action), document.actions.indices.contains(target) else { return [] }
        return perform(.move(from: focus.action, to: target))
    }

    // MARK: Mouse

    private mutating func handle(_ mouse: MouseEvent) -> [EditorEffect] {
        if helpScroll != nil {
            // The help scrolls under the wheel; a click closes it.
            return handle(mouse.kind == .wheelDown ? .down : mouse.kind == .wheelUp ? .up : .escape)
        }
        switch mouse.kind {
        case .wheelDown:
            moveToAction(focus.action + 1)
            return []
        case .wheelUp:
            moveToAction(focus.action - 1)
            return []
        case .click:
            guard prompt == nil else { return [] }
            if control != nil {
                if mouse.y < regions.bodyTop + cardRows { control = nil } else { return [] }
            }
            for card in visibleCards() {
                let line = mouse.y - card.top
                guard card.layout.lines.indices.contains(line) else { continue }
                for segment in card.layout.lines[line].segments where mouse.x >= segment.x && mouse.x < segment.x + segment.width {
                    if segment.isShowMoreToggle {
                        focus = Focus(action: card.index, slot: slots(of: card.index).first)
                        toggleShowMore()
                        return []
                    }
                    if let slot = segment.slot {
                        focus = Focus(action: card.index, slot: slot)
                        return openControl()
                    }
                }
                focus = Focus(action: card.index, slot: slots(of: card.index).first)
                return []
            }
            return []
        }
    }
}

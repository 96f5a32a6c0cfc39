import IntentKit
import ShortcutModel

/// Keys in the details panel: move between rows; Enter (or Space) flips a box, steps a choice
/// or types into a text; `d` removes a question, `K`/`J` reorder them; `u` undoes. Every change
/// is an edit of one top-level key, undone like any other.
extension EditorState {
    mutating func openDetails() {
        details = DetailsPanel()
    }

    mutating func handleDetails(_ key: Key) -> [EditorEffect] {
        guard var panel = details else { return [] }
        if let field = panel.editing { return typeIntoDetails(field, panel: panel, key: key) }
        let rows = detailsRows()
        let command = keymap.command(for: key, in: .details).flatMap(DetailsCommand.init)
        switch command {
        case .next?: panel.selection = detailsRow(after: panel.selection, step: 1, in: rows)
        case .previous?: panel.selection = detailsRow(after: panel.selection, step: -1, in: rows)
        case .pageDown?: panel.selection = detailsRow(after: min(panel.selection + 9, rows.count), step: -1, in: rows)
        case .pageUp?: panel.selection = detailsRow(after: max(panel.selection - 9, -1), step: 1, in: rows)
        case .first?: panel.selection = detailsRow(after: -1, step: 1, in: rows)
        case .last?: panel.selection = detailsRow(after: rows.count, step: -1, in: rows)
        case .close?:
            details = nil
            return []
        case .undo?, .redo?:
            let effects = command == .undo ? undo() : redo()
            // An undone question takes its rows with it: the choice stays on a row there is.
            panel.selection = detailsRow(after: panel.selection - 1, step: 1, in: detailsRows())
            details = panel
            return effects
        case .choose?:
            guard rows.indices.contains(panel.selection) else { break }
            return change(rows[panel.selection], panel: panel)
        case .removeItem?:
            guard rows.indices.contains(panel.selection), let entry = rows[panel.selection].questionEntry else { break }
            var questions = SetupQuestions(document)
            questions.entries.remove(at: entry)
            let effects = setQuestions(questions)
            message = .info("Removed the setup question. u undoes.")
            panel.selection = min(panel.selection, detailsRows().count - 1)
            details = panel
            return effects
        case .moveItemUp?, .moveItemDown?:
            guard rows.indices.contains(panel.selection), let entry = rows[panel.selection].questionEntry else { break }
            let questions = SetupQuestions(document).questions.map(\.entry)
            guard let position = questions.firstIndex(of: entry) else { break }
            let other = position + (command == .moveItemUp ? -1 : 1)
            guard questions.indices.contains(other) else { break }
            var reordered = SetupQuestions(document)
            reordered.entries.swapAt(entry, questions[other])
            let effects = setQuestions(reordered)
            // The chosen row follows its question.
            let offset = panel.selection - (rows.firstIndex(of: .questionTarget(entry)) ?? panel.selection)
            panel.selection = (detailsRows().firstIndex(of: .questionTarget(questions[other])) ?? 0) + offset
            details = panel
            return effects
        case nil:
            break
        }
        details = panel
        return []
    }

    /// The next row that is not a heading, `step` at a time from `row`; `row` itself, clamped,
    /// when there is none.
    private func detailsRow(after row: Int, step: Int, in rows: [DetailsRow]) -> Int {
        var next = row + step
        while rows.indices.contains(next) {
            if !rows[next].isHeading { return next }
            next += step
        }
        return rows.indices.contains(row) ? row : max(0, min(row, rows.count - 1))
    }

    /// Enter on a row: a box flips, a choice steps, a text opens for typing.
    private mutating func change(_ row: DetailsRow, panel: DetailsPanel) -> [EditorEffect] {
        var panel = panel
        let settings = ShortcutSettings(document)
        var effects: [EditorEffect] = []
        switch row {
        case .color:
            let next = ((settings.colorIndex ?? -1) + 1) % SettingNames.iconColors.count
            effects = setMember(ShortcutSettings.iconKey, settings.settingColor(next))
        case .input(let className):
            effects = setMember(ShortcutSettings.inputClassesKey, settings.toggling(className, in: ShortcutSettings.inputClassesKey))
        case .surface(let type):
            effects = setMember(ShortcutSettings.typesKey, settings.toggling(type, in: ShortcutSettings.typesKey))
        case .quickActionSurface(let surface):
            effects = setMember(ShortcutSettings.quickActionSurfacesKey,
                                settings.toggling(surface, in: ShortcutSettings.quickActionSurfacesKey))
        case .noInput:
            effects = setMember(ShortcutSettings.noInputKey, settings.cyclingNoInput())
        case .noInputDetail where settings.noInput == .askForInput:
            effects = setMember(ShortcutSettings.noInputKey, settings.cyclingAskedClass())
        case .noInputDetail:
            panel.editing = TextField(settings.noInputResponse ?? "")
        case .outputFallback:
            effects = setMember(ShortcutSettings.outputFallbackKey, settings.togglingOutputFallback())
        case .glyph:
            panel.editing = TextField(settings.glyph.map(String.init) ?? "")
        case .questionText(let entry):
            panel.editing = TextField(setupQuestion(entry)?.text ?? "")
        case .questionDefault(let entry):
            if case .string(let text)? = setupQuestion(entry)?.defaultValue {
                panel.editing = TextField(text)
            } else {
                panel.editing = TextField()
            }
        case .questionTarget(let entry):
            // Going to the placeholder the question fills, to see it or change it.
            guard let question = setupQuestion(entry), let index = question.actionIndex, document.actions.indices.contains(index) else {
                message = .error("This question points at no action of the shortcut.")
                break
            }
            details = nil
            goTo(index)
            if slots(of: index).contains(Slot(parameter: question.parameterKey)) { focus.slot = Slot(parameter: question.parameterKey) }
            return []
        case .name:
            message = .info("The shortcut is named by its file: rename it in the library (q, then r).")
        case .heading, .questionsHint:
            break
        }
        details = panel
        return effects
    }

    /// Typing into a row's text: Enter keeps it, Esc leaves it as it was.
    private mutating func typeIntoDetails(_ field: TextField, panel: DetailsPanel, key: Key) -> [EditorEffect] {
        var panel = panel
        let rows = detailsRows()
        switch keymap.command(for: key, in: .detailsField).flatMap(AnswerCommand.init) {
        case .cancel?:
            panel.editing = nil
        case .confirm?:
            panel.editing = nil
            details = panel
            guard rows.indices.contains(panel.selection) else { return [] }
            return confirmDetailsText(field.text, row: rows[panel.selection])
        case nil:
            var edited = field
            _ = edited.handle(key, keymap: keymap)
            panel.editing = edited
        }
        details = panel
        return []
    }

    private mutating func confirmDetailsText(_ text: String, row: DetailsRow) -> [EditorEffect] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        switch row {
        case .glyph:
            guard let number = Int(trimmed), number >= 0 else {
                message = .error("A glyph is a number (Shortcuts' default is \(SettingNames.defaultGlyph)).")
                return []
            }
            return setMember(ShortcutSettings.iconKey, ShortcutSettings(document).settingGlyph(number))
        case .noInputDetail:
            guard let behaviour = ShortcutSettings(document).settingNoInputParameter("Error", to: text) else { return [] }
            return setMember(ShortcutSettings.noInputKey, behaviour)
        case .questionText(let entry), .questionDefault(let entry):
            var questions = SetupQuestions(document)
            guard questions.entries.indices.contains(entry), case .question(var question) = questions.entries[entry] else { return [] }
            if case .questionText = row {
                question.text = text
            } else {
                question.defaultValue = trimmed.isEmpty ? nil : .string(text)
            }
            questions.entries[entry] = .question(question)
            return setQuestions(questions)
        default:
            return []
        }
    }

    /// `Q` on a placeholder: a setup question fills it — a new one, its text to type now, or
    /// the one it has.
    mutating func askOnSetup() -> [EditorEffect] {
        guard let slot = focus.slot, document.actions.indices.contains(focus.action),
              let parameter = definition(of: focus.action)?.parameter(slot.parameter) else {
            message = .info("Q asks for a placeholder's value when the shortcut is added: focus a placeholder first.")
            return []
        }
        var questions = SetupQuestions(document)
        let existing = questions.questions.first { $0.question.actionIndex == focus.action && $0.question.parameterKey == slot.parameter }
        var effects: [EditorEffect] = []
        let entry: Int
        if let existing {
            entry = existing.entry
        } else {
            entry = questions.entries.count
            questions.entries.append(.question(SetupQuestion(actionIndex: focus.action, parameterKey: slot.parameter, text: parameter.title)))
            effects = setQuestions(questions)
            message = .info("Added a setup question for \(parameter.title): type what to ask, Enter keeps it.")
        }
        var panel = DetailsPanel()
        panel.selection = detailsRows().firstIndex(of: .questionText(entry)) ?? 1
        panel.editing = TextField(setupQuestion(entry)?.text ?? "")
        details = panel
        return effects
    }

    private mutating func setQuestions(_ questions: SetupQuestions) -> [EditorEffect] {
        setMember(SetupQuestion.listKey, questions.json)
    }

    /// Sets one top-level key as an undoable edit; nothing when it would not change.
    mutating func setMember(_ key: String, _ value: JSONValue?) -> [EditorEffect] {
        let old = document.unknownMembers[key]
        guard old != value else { return [] }
        let kept = details
        let effects = perform(.setMember(key: key, old: old, new: value))
        details = kept
        return effects
    }
}

import IntentKit
import ShortcutModel

/// The shortcut's details (`i`): its own settings and setup questions, one row each, every
/// change an undoable edit of one of Apple's top-level keys. Rows are made from the document
/// each time, so undo, and edits elsewhere, show at once.
public struct DetailsPanel: Sendable, Equatable {
    /// The chosen row, among all rows (headings are skipped over).
    public internal(set) var selection = 1
    /// The text being typed into the chosen row (the glyph's number, a question's text or its
    /// default answer), while it is.
    public internal(set) var editing: TextField?
}

/// One row of the details panel.
enum DetailsRow: Equatable {
    case heading(String)
    case name
    case color
    case glyph
    /// One kind of input, by its class, on or off.
    case input(String)
    case noInput
    /// What Ask For asks for, or what Stop and Respond says: the behaviour's parameter.
    case noInputDetail
    /// One place the shortcut shows (`WFWorkflowTypes`).
    case surface(String)
    /// One place a Quick Action shows on a Mac.
    case quickActionSurface(String)
    case outputFallback
    /// How to add a question, when there are none.
    case questionsHint
    /// A question's parts, by its place among the list's entries.
    case questionTarget(Int)
    case questionText(Int)
    case questionDefault(Int)

    var isHeading: Bool {
        if case .heading = self { true } else { false }
    }

    /// The question entry a row belongs to.
    var questionEntry: Int? {
        switch self {
        case .questionTarget(let entry), .questionText(let entry), .questionDefault(let entry): entry
        default: nil
        }
    }
}

extension EditorState {
    /// The panel's rows for the document as it is now.
    func detailsRows() -> [DetailsRow] {
        let settings = ShortcutSettings(document)
        let known = SettingNames.inputClasses.map(\.className)
        // Every kind is what Shortcuts writes for "Any", and shows as that.
        let receives = known.allSatisfy(settings.inputClasses.contains) ? ["Any"] : settings.inputClasses.map(SettingNames.inputName)
        var rows: [DetailsRow] = [.heading("Shortcut"), .name, .color, .glyph, .heading(Self.listed("Receives", receives))]
        rows += known.map(DetailsRow.input) + settings.inputClasses.filter { !known.contains($0) }.map(DetailsRow.input)
        rows.append(.noInput)
        if settings.noInput == .askForInput || settings.noInput == .stopAndRespond { rows.append(.noInputDetail) }
        rows += [.heading(Self.listed("Shows in", settings.types.map { type in
            SettingNames.surfaces.first { $0.type == type }?.name ?? type
        }))]
        let surfaces = SettingNames.surfaces.map(\.type)
        rows += surfaces.map(DetailsRow.surface) + settings.types.filter { !surfaces.contains($0) }.map(DetailsRow.surface)
        rows += SettingNames.quickActionSurfaces.map { DetailsRow.quickActionSurface($0.surface) }
        rows += [.heading("Output"), .outputFallback, .heading("Setup questions")]
        let questions = SetupQuestions(document).questions
        if questions.isEmpty { rows.append(.questionsHint) }
        for (entry, _) in questions {
            rows += [.questionTarget(entry), .questionText(entry), .questionDefault(entry)]
        }
        return rows
    }

    /// A heading with what is on under it: "Receives: URLs, Text".
    static func listed(_ title: String, _ names: [String]) -> String {
        title + ": " + (names.isEmpty ? "nothing" : names.joined(separator: ", "))
    }

    /// A row's label and what it shows now.
    func detailsText(_ row: DetailsRow) -> (label: String, value: String) {
        let settings = ShortcutSettings(document)
        func check(_ on: Bool) -> String { on ? "[x]" : "[ ]" }
        switch row {
        case .heading(let title): return (title, "")
        case .name: return ("Name", document.name + "  (r in the library renames it)")
        case .color:
            if let index = settings.colorIndex { return ("Colour", SettingNames.iconColors[index].name) }
            return ("Colour", settings.colorValue.map { "\($0) (not one of Shortcuts' colours)" } ?? "none (Shortcuts shows its default)")
        case .glyph:
            guard let glyph = settings.glyph else { return ("Glyph", "none (Shortcuts shows its default)") }
            return ("Glyph", "\(glyph)" + (glyph == SettingNames.defaultGlyph ? " (Shortcuts' default glyph)" : ""))
        case .input(let className):
            return (check(settings.inputClasses.contains(className)) + " " + SettingNames.inputName(className), "")
        case .noInput:
            return ("If there’s no input", settings.noInput.title)
        case .noInputDetail:
            if settings.noInput == .askForInput {
                return ("  asks for", SettingNames.inputName(settings.noInputAskedClass ?? "WFStringContentItem"))
            }
            return ("  responds", settings.noInputResponse.map { $0.isEmpty ? "nothing" : $0 } ?? "nothing")
        case .surface(let type):
            return (check(settings.types.contains(type)) + " " + (SettingNames.surfaces.first { $0.type == type }?.name ?? type), "")
        case .quickActionSurface(let surface):
            let name = SettingNames.quickActionSurfaces.first { $0.surface == surface }?.name ?? surface
            return (check(settings.quickActionSurfaces.contains(surface)) + " Quick Actions: " + name, "")
        case .outputFallback:
            return (check(settings.hasOutputFallback) + " Output fallback", "when there is nowhere to output, show the result")
        case .questionsHint:
            return ("None", "focus a placeholder on a card and press Q to ask for it when the shortcut is added")
        case .questionTarget(let entry):
            guard let question = setupQuestion(entry) else { return ("", "") }
            return ("Fills", questionTarget(question))
        case .questionText(let entry):
            return ("  asks", setupQuestion(entry)?.text ?? "")
        case .questionDefault(let entry):
            guard let value = setupQuestion(entry)?.defaultValue else { return ("  default", "none") }
            if case .string(let text) = value { return ("  default", text) }
            return ("  default", value.canonicalText())
        }
    }

    /// The question at entry `entry` of the list.
    func setupQuestion(_ entry: Int) -> SetupQuestion? {
        let questions = SetupQuestions(document)
        guard questions.entries.indices.contains(entry), case .question(let question) = questions.entries[entry] else { return nil }
        return question
    }

    /// "action 3 Text · Text (WFTextActionText)", or what is wrong with where it points.
    func questionTarget(_ question: SetupQuestion) -> String {
        guard let index = question.actionIndex, document.actions.indices.contains(index) else {
            return (question.actionIndex.map { "no action \($0 + 1)" } ?? "no action") + " — the shortcut has \(document.actions.count)"
        }
        let parameter = definition(of: index)?.parameter(question.parameterKey)
        return "action \(index + 1) \(title(of: index)) · " + (parameter.map { "\($0.title) (\(question.parameterKey))" }
            ?? "\(question.parameterKey) — not a parameter of this action")
    }
}

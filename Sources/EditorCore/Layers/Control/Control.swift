import IntentKit

/// The editor open on one parameter of one action: what kind, and its state. A control takes
/// its own keys (`handle`) and answers with an outcome the editor acts on; pickers it opens
/// (variables for text, the next item of a list) live inside it.
public struct Control: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Text typed and checked on confirm: strings, numbers, URLs, dates, durations,
        /// measurements and raw values of unknown kinds; text may take variables.
        case text(TextEntry)
        /// One value chosen from a list: enum cases, or options from a query.
        case list(ListPicker)
        /// A variable chosen for the whole placeholder (select variable).
        case variables(ListPicker)
        /// The items of an array, or of a list or dictionary in Shortcuts' stored form.
        case items(ItemList)
    }

    public var action: Int
    public var parameter: ParameterDefinition
    public var kind: Kind
    /// Why the last key was refused; the control stays open until it is fixed.
    public var error: String?

    /// The picker taking keys now: a list's own, the one adding an item to an array, or the
    /// variables offered to text.
    public var picker: ListPicker? {
        get {
            switch kind {
            case .list(let picker), .variables(let picker): picker
            case .items(let list): list.variables ?? list.picker
            case .text(let entry): entry.variables
            }
        }
        set {
            switch kind {
            case .list: if let newValue { kind = .list(newValue) }
            case .variables: if let newValue { kind = .variables(newValue) }
            case .items(var list):
                if list.variables != nil { list.variables = newValue } else { list.picker = newValue }
                kind = .items(list)
            case .text(var entry):
                entry.variables = newValue
                kind = .text(entry)
            }
        }
    }

    /// The text typed, for a text control.
    public var textInput: TextField? {
        if case .text(let entry) = kind { entry.input } else { nil }
    }

    /// Whether what is being chosen is a variable (for the placeholder, or for its text).
    public var choosesVariable: Bool {
        switch kind {
        case .variables: true
        case .text(let entry): entry.variables != nil
        case .items(let list): list.variables != nil
        case .list: false
        }
    }

    /// The table of bindings its keys are read with: a picker's while one is open.
    public var keyMode: KeyMode {
        switch kind {
        case .text(let entry): entry.variables == nil ? .field : .picker
        case .list, .variables: .picker
        case .items(let list): list.picker == nil && list.variables == nil ? .items : .picker
        }
    }

    /// A line saying what the field accepts, shown under it.
    public var hint: String {
        if let picker {
            return "\(picker.visibleOptions.count) of \(picker.options.count) · "
                + (picker.acceptsTypedValue ? "filter, or type a new value" : "type to filter")
        }
        return switch kind {
        case .text: ValueParser.hint(for: parameter)
        case .list, .variables: ""
        case .items(let list):
            "\(list.items.count) item\(list.items.count == 1 ? "" : "s")"
                + (list.size.map { size in size.max.map { " of at most \($0)" } ?? "" } ?? "")
                + " · " + (list.form?.itemHint ?? (list.pickerSource == nil ? ValueParser.hint(for: list.element) : "type to pick the next"))
        }
    }
}

/// A text control: the text typed, and the variables offered to put into it at the cursor
/// while that list is open.
public struct TextEntry: Sendable, Equatable {
    public var input: TextField
    public var variables: ListPicker?
    /// Whether variables can go into the text: a text parameter's can; a number's, or an
    /// output's name, cannot.
    public let takesVariables: Bool

    public init(_ input: TextField, takesVariables: Bool) {
        self.input = input
        self.takesVariables = takesVariables
    }
}

import IntentKit

/// The editor open on one parameter of one action: what kind, and its state.
public struct Control: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Text typed and checked on confirm: strings, numbers, URLs, dates, durations,
        /// measurements and raw values of unknown kinds.
        case field(TextField)
        case list(ListPicker)
        case items(ItemList)
    }

    public var action: Int
    public var parameter: ParameterDefinition
    public var kind: Kind
    /// Why the last confirm was refused; the control stays open until it is fixed.
    public var error: String?
    /// The list offers variables (select variable), not values of the parameter's type.
    public var choosesVariable = false
    /// The variables offered to put into the field's text at the cursor, while open.
    public var variablePicker: ListPicker?

    /// The picker taking keys now: a list's own, the one adding an item to an array, or the
    /// variables offered to a field.
    public var picker: ListPicker? {
        get {
            switch kind {
            case .list(let picker): picker
            case .items(let list): list.picker
            case .field: variablePicker
            }
        }
        set {
            switch kind {
            case .list: if let newValue { kind = .list(newValue) }
            case .items(var list):
                list.picker = newValue
                kind = .items(list)
            case .field: variablePicker = newValue
            }
        }
    }

    /// A line saying what the field accepts, shown under it.
    public var hint: String {
        if let picker {
            return "\(picker.visibleOptions.count) of \(picker.options.count) · "
                + (picker.acceptsTypedValue ? "filter, or type a new value" : "type to filter")
        }
        return switch kind {
        case .field: ValueParser.hint(for: parameter)
        case .list: ""
        case .items(let list):
            "\(list.items.count) item\(list.items.count == 1 ? "" : "s")"
                + (list.size.map { size in size.max.map { " of at most \($0)" } ?? "" } ?? "")
                + " · " + (list.form?.itemHint ?? (list.pickerSource == nil ? ValueParser.hint(for: list.element) : "type to pick the next"))
        }
    }
}

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

    /// A line saying what the field accepts, shown under it.
    public var hint: String {
        switch kind {
        case .field: ValueParser.hint(for: parameter)
        case .list(let picker):
            "\(picker.visibleOptions.count) of \(picker.options.count) · type to filter"
        case .items(let list):
            "\(list.items.count) item\(list.items.count == 1 ? "" : "s")"
                + (list.size.map { size in size.max.map { " of at most \($0)" } ?? "" } ?? "")
                + " · " + ValueParser.hint(for: list.element)
        }
    }
}

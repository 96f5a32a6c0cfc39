/// How a parameter's value is kept in a shortcut file when the file's form is a structure of
/// its own rather than the value itself. Shortcuts' own actions store a quantity, a dictionary
/// or a list of items in serialized forms (`WFQuantityFieldValue`, `WFDictionaryFieldValue`,
/// `WFItemType` items); the value is kept in exactly that form, so an untouched value is written
/// back byte for byte, and the editor reads and writes the form through this description.
public enum StoredForm: Sendable, Hashable, Codable {
    /// A number with a unit (`WFQuantityFieldValue`: `Value.Magnitude`, `Value.Unit`), the unit
    /// one of `units` (Shortcuts' own names: "sec", "min", "ft"); any unit when empty.
    case quantity(units: [String], defaultUnit: String?, allowsNegative: Bool)
    /// Keys and values (`WFDictionaryFieldValue`), each value of one of Shortcuts' item
    /// types: 0 text, 1 dictionary, 2 list, 3 number, 4 boolean.
    case dictionary(itemTypes: [Int])
    /// A list of text items, plain strings or `{WFItemType: 0, WFValue: …}` entries.
    case textItems
    /// An enumeration whose case identifiers are the integers the file stores (the If
    /// action's operator codes): a case whose identifier is a whole number is written as it.
    case integerCodes
    /// A parameter that holds one variable in Shortcuts' `{Type: "Variable", Variable: …}`
    /// wrapper (the If action's input) rather than as a bare attachment.
    case variableWrapper
    /// The conditions of a Find or Filter action (`WFContentPredicateTableTemplate`): rows of a
    /// property, an operator and a value, all of them or any to hold.
    case contentFilter
}

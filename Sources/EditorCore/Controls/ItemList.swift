import Foundation
import IntentKit
import ShortcutModel

/// The control of an array parameter: the items, one selected, and a field to type the next
/// item into. Items are checked against the element type as they are added, and the whole list
/// against the parameter's size limits when it is confirmed. Items whose values come from a
/// query (entities, dynamic options) are added through a picker that opens as you type.
public struct ItemList: Sendable, Equatable {
    public private(set) var items: [IntentValue]
    public var selection: Int
    public var input = TextField()
    /// A parameter describing one item, for parsing and display.
    public let element: ParameterDefinition
    public let size: CollectionSize?
    /// Where items come from when they are picked rather than typed.
    public let pickerSource: ListPicker.Source?
    /// The picker adding the next item, while it is open.
    public var picker: ListPicker?
    /// The variables offered to put into the typed item at the cursor, while that list is
    /// open (a condition's value takes them).
    public var variables: ListPicker?
    /// The structure the list is stored in (a Shortcuts dictionary or list of text), which
    /// parses typed items, shows them, and builds the value; nil for an array of values.
    public let form: StoredForm?
    /// The value the list started from, whose form the finished value keeps.
    let original: IntentValue?

    init(items: [IntentValue], parameter: ParameterDefinition, pickerSource: ListPicker.Source? = nil,
         form: StoredForm? = nil, original: IntentValue? = nil) {
        self.items = items
        self.pickerSource = pickerSource
        self.form = form
        self.original = original
        selection = max(0, items.count - 1)
        var element = parameter
        element.type = parameter.type.elementType
        element.options.inclusiveRange = parameter.options.inclusiveRange
        self.element = element
        size = parameter.options.collectionSize
    }

    /// The reason no item can be added, when the list is full.
    var fullReason: String? {
        guard let max = size?.max, items.count >= max else { return nil }
        return "At most \(max) item\(max == 1 ? "" : "s")."
    }

    /// Adds a picked or parsed item; the reason when the list is full.
    mutating func add(_ value: IntentValue) -> String? {
        if let fullReason { return fullReason }
        items.append(value)
        selection = items.count - 1
        return nil
    }

    /// Adds the typed item; the reason when it is not a valid item or the list is full.
    mutating func addTyped(timeZone: TimeZone) -> String? {
        if let fullReason { return fullReason }
        let value: IntentValue
        if let form {
            // A condition takes the shape of one on its property, even one removed from the list just now.
            switch form.item(parsing: input.pieces, among: items + (form.items(of: original) ?? []),
                             properties: element.options.filterProperties ?? []) {
            case .success(let parsed): value = parsed
            case .failure(let failure): return failure.reason
            }
            input = TextField()
            return add(value)
        }
        switch element.type {
        case .enumeration(let enumeration):
            let needle = input.text.trimmingCharacters(in: .whitespaces)
            guard let match = enumeration.cases.first(where: { candidate in
                ([candidate.title, candidate.identifier] + candidate.synonyms).contains {
                    $0.compare(needle, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
                }
            }) else {
                return "\"\(needle)\" is not one of " + enumeration.cases.map(\.title).joined(separator: ", ")
            }
            value = .enumCase(EnumCaseValue(enumIdentifier: enumeration.identifier, caseIdentifier: match.identifier))
        case .entity:
            return "Pick entities from the list: type to search, then Enter."
        default:
            switch ValueParser.parse(input.text, for: element, timeZone: timeZone) {
            case .success(let parsed): value = parsed
            case .failure(let failure): return failure.reason
            }
        }
        input = TextField()
        return add(value)
    }

    /// What Tab offers next in a condition being typed (a property, its operators, its fixed
    /// values); nil for lists that are not conditions, or text holding a variable.
    func conditionCompletions() -> [ListPicker.Option]? {
        guard case .contentFilter? = form, !input.hasTokens else { return nil }
        let conditions = (items + (form?.items(of: original) ?? [])).compactMap { item -> PropertyListValue? in
            if case .opaque(let opaque) = item { return opaque.propertyList }
            return nil
        }
        return ConditionCompletion.options(for: input.text, among: conditions, properties: element.options.filterProperties ?? []).map {
            ListPicker.Option(value: .string($0.line), title: $0.title, subtitle: $0.detail, synonyms: [])
        }
    }

    mutating func removeSelected() {
        guard items.indices.contains(selection) else { return }
        items.remove(at: selection)
        selection = min(selection, max(0, items.count - 1))
    }

    mutating func moveSelected(by step: Int) {
        let target = selection + step
        guard items.indices.contains(selection), items.indices.contains(target) else { return }
        items.swapAt(selection, target)
        selection = target
    }

    /// The list as the parameter's value, or the reason it cannot be yet.
    func finished() -> Result<IntentValue?, ValueParser.Failure> {
        if let min = size?.min, items.count < min {
            return .failure(ValueParser.Failure(reason: "At least \(min) item\(min == 1 ? "" : "s")."))
        }
        if let form { return .success(form.value(items: items, replacing: original)) }
        return .success(items.isEmpty ? nil : .array(items))
    }

    /// An item as the list shows it, with its kind where the stored form has kinds.
    func row(_ item: IntentValue, context: DisplayContext) -> (text: String, kind: String?) {
        if let form { return form.itemText(item) }
        return (item.displayText(as: element.type, dateKind: element.options.dateKind, context: context), nil)
    }
}

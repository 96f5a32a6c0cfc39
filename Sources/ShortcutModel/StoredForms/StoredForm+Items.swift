import IntentKit

/// Dictionaries and text lists edited as an item list. An item is either text the user typed
/// (`.string`) or an entry kept exactly as the file had it (`.opaque`, a property list), so
/// that entries nobody touched — and those holding variables — are written back unchanged.
extension StoredForm {
    /// The items of `value` for the item list; nil when the value is not in this form, so the
    /// control leaves it alone. No value is no items.
    public func items(of value: IntentValue?) -> [IntentValue]? {
        guard let value else { return isItemList ? [] : nil }
        guard let stored = SerializedText.propertyList(value) else {
            // A single string where a list of text is expected is one item.
            if case .textItems = self, case .string(let text) = value { return [.string(text)] }
            return nil
        }
        switch self {
        case .dictionary:
            guard stored[SerializedText.serializationKey]?.stringValue == "WFDictionaryFieldValue" else { return nil }
            let entries = stored["Value"]?["WFDictionaryFieldValueItems"]?.arrayValue ?? []
            return entries.map { .opaque(OpaqueValue(propertyList: $0)) }
        case .textItems:
            guard let elements = stored.arrayValue else { return nil }
            return elements.map { element in
                if case .string(let text) = element { return .string(text) }
                return .opaque(OpaqueValue(propertyList: element))
            }
        case .contentFilter:
            guard stored[SerializedText.serializationKey]?.stringValue == "WFContentPredicateTableTemplate" else { return nil }
            return (stored["Value"]?["WFActionParameterFilterTemplates"]?.arrayValue ?? []).map { .opaque(OpaqueValue(propertyList: $0)) }
        case .quantity, .integerCodes, .variableWrapper:
            return nil
        }
    }

    var isItemList: Bool {
        switch self {
        case .dictionary, .textItems, .contentFilter: true
        case .quantity, .integerCodes, .variableWrapper: false
        }
    }

    /// An item typed by the user; `existing` are the list's items (a condition takes the shape
    /// of one on its property), `properties` those an app's Find action defines (a condition on
    /// one not in the list yet is made from its definition).
    public func item(parsing text: String, among existing: [IntentValue] = [],
                     properties: [FilterPropertyDefinition] = []) -> Result<IntentValue, StoredFormFailure> {
        item(parsing: [.text(text)], among: existing, properties: properties)
    }

    /// Whether an item typed for this form may hold variables (a condition's value may).
    public var itemsTakeVariables: Bool {
        if case .contentFilter = self { return true }
        return false
    }

    /// An item typed as text with variables in it; only a condition takes them, the other
    /// forms read the text alone.
    public func item(parsing pieces: [TokenText.Piece], among existing: [IntentValue] = [],
                     properties: [FilterPropertyDefinition] = []) -> Result<IntentValue, StoredFormFailure> {
        let text = pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined()
        switch self {
        case .contentFilter:
            let conditions = existing.compactMap { item -> PropertyListValue? in
                if case .opaque(let opaque) = item { return opaque.propertyList }
                return nil
            }
            return ContentFilterItem.parse(pieces, among: conditions, properties: properties).map { .opaque(OpaqueValue(propertyList: $0)) }
        case .dictionary(let itemTypes):
            return DictionaryItem.parse(text, allowed: itemTypes).map { .opaque(OpaqueValue(propertyList: $0)) }
        case .textItems:
            return text.isEmpty ? .failure(StoredFormFailure("type the item's text")) : .success(.string(text))
        case .quantity, .integerCodes, .variableWrapper:
            return .failure(StoredFormFailure("this value has no items"))
        }
    }

    /// An item as the list shows it, and its kind where the form has kinds.
    public func itemText(_ item: IntentValue) -> (text: String, kind: String?) {
        switch (self, item) {
        case (_, .string(let text)):
            return (text, nil)
        case (.dictionary, .opaque(let opaque)):
            guard let entry = opaque.propertyList else { break }
            return (DictionaryItem.text(of: entry), DictionaryItem.kindName(of: entry))
        case (.contentFilter, .opaque(let opaque)):
            guard let condition = opaque.propertyList, let text = ContentFilterText.text(of: condition) else { break }
            return (text, nil)
        case (.textItems, .opaque(let opaque)):
            guard let element = opaque.propertyList else { break }
            return (SerializedText.plain(element["WFValue"]) ?? element["WFValue"]?.summary ?? element.summary, nil)
        default:
            break
        }
        return (item.displayText(), nil)
    }

    /// The items as the parameter's value, in the old value's form: its other keys kept, text
    /// items written as the old list wrote them (plain strings, or `WFItemType` entries).
    /// Nil when there are no items.
    public func value(items: [IntentValue], replacing old: IntentValue?) -> IntentValue? {
        guard !items.isEmpty else { return nil }
        let oldStored = SerializedText.propertyList(old)
        switch self {
        case .dictionary:
            let entries = items.compactMap { item -> PropertyListValue? in
                if case .opaque(let opaque) = item { return opaque.propertyList }
                return nil
            }
            var stored = oldStored?.dictionaryValue ?? [:]
            var inner = stored["Value"]?.dictionaryValue ?? [:]
            inner["WFDictionaryFieldValueItems"] = .array(entries)
            stored["Value"] = .dictionary(inner)
            stored[SerializedText.serializationKey] = .string("WFDictionaryFieldValue")
            return .opaque(OpaqueValue(propertyList: .dictionary(stored)))
        case .textItems:
            // One text where the file had one text stays one text (the URL action takes either).
            if case .string? = old, items.count == 1, case .string = items[0] { return items[0] }
            // Shortcuts' list action writes typed entries; a list that held plain strings keeps them.
            let oldElements = oldStored?.arrayValue ?? []
            let entries = oldElements.isEmpty ? true : oldElements.contains { $0.dictionaryValue != nil }
            let elements = items.map { item -> PropertyListValue in
                switch item {
                case .opaque(let opaque): opaque.propertyList ?? .string(item.displayText())
                case .string(let text) where entries: .dictionary(["WFItemType": .integer(0), "WFValue": .string(text)])
                default: .string(item.displayText())
                }
            }
            return .opaque(OpaqueValue(propertyList: .array(elements)))
        case .contentFilter:
            var stored = oldStored?.dictionaryValue ?? [SerializedText.serializationKey: .string("WFContentPredicateTableTemplate")]
            var inner = stored["Value"]?.dictionaryValue ?? ["WFActionParameterFilterPrefix": .integer(1),
                                                            "WFContentPredicateBoundedDate": .bool(false)]
            inner["WFActionParameterFilterTemplates"] = .array(items.compactMap { item -> PropertyListValue? in
                if case .opaque(let opaque) = item { return opaque.propertyList }
                return nil
            })
            stored["Value"] = .dictionary(inner)
            return .opaque(OpaqueValue(propertyList: .dictionary(stored)))
        case .quantity, .integerCodes, .variableWrapper:
            return nil
        }
    }

    /// What the item list's field takes, for its hint line.
    public var itemHint: String {
        switch self {
        case .dictionary: "key: value — true/false and numbers take their type, \"quotes\" keep text"
        case .textItems: "the item's text"
        case .contentFilter: "property operator value — List is Home, Is Completed is false"
        case .quantity, .integerCodes, .variableWrapper: ""
        }
    }
}

extension StoredForm {
    /// A chosen value as the file stores it: an enumeration case of integer codes as its
    /// integer; everything else as it is.
    public func stored(_ value: IntentValue) -> IntentValue {
        if case .integerCodes = self, case .enumCase(let item) = value, let code = Int(item.caseIdentifier) { return .int(code) }
        return value
    }
}

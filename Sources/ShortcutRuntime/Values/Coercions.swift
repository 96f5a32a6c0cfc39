/// A variable coerced to a type by its `CoercionItemClass` — Apple's content item classes,
/// as the "as Text", "as Number"… of a variable's menu stores them.
enum Coercions {
    static func coerce(_ value: RuntimeValue, to itemClass: String) -> RuntimeValue {
        switch itemClass {
        case "WFStringContentItem", "WFRichTextContentItem": .text(value.text)
        case "WFNumberContentItem": value.number.map(RuntimeValue.number) ?? .nothing
        case "WFBooleanContentItem": .bool(value.bool)
        case "WFDictionaryContentItem": value.dictionary.map(RuntimeValue.dictionary) ?? .nothing
        case "WFDateContentItem": value.date.map(RuntimeValue.date) ?? .nothing
        case "WFURLContentItem": value.items.isEmpty ? .nothing : .url(value.text)
        case "WFGenericFileContentItem", "WFFileContentItem":
            if case .file = value { value } else { .file(RuntimeFile(name: "Text.txt", bytes: Array(value.text.utf8), type: "txt")) }
        default: value
        }
    }
}

/// A dictionary's value by key, as Get Dictionary Value and a variable's "Value for Key" read
/// it: the key itself, else a path of keys joined by dots ("address.city"), a list's items
/// counted from 1.
enum DictionaryPaths {
    static func value(in value: RuntimeValue, at key: String) -> RuntimeValue? {
        guard let dictionary = value.dictionary else { return nil }
        if let direct = dictionary[key] { return direct }
        guard key.contains(".") else { return nil }
        var current: RuntimeValue = .dictionary(dictionary)
        for part in key.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            switch current {
            case .dictionary(let inner):
                guard let next = inner[part] else { return nil }
                current = next
            case .list(let items):
                // Counted from 1; "-9223372036854775808" must not reach `- 1`.
                guard let position = Int(part), position >= 1, position <= items.count else { return nil }
                current = items[position - 1]
            default:
                return nil
            }
        }
        return current
    }
}

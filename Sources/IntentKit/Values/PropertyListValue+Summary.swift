import Foundation

/// A property-list value in a few words, for a card or `show`: Apple's serialized values read
/// as what they mean ("Hello [Shortcut Input]", "5 km", "Dictionary (3)"), never as a dump.
/// Names follow Apple's editor (facts from frontboat/shortcutkit and electrikmilk/cherri's
/// documentation of the format; see docs/FILE-FORMAT.md).
extension PropertyListValue {
    /// The value in a few words, variables named in brackets: "Hello [Shortcut Input]".
    public var summary: String { summary(naming: { "[" + $0.displayName() + "]" }) }

    /// The summary with each variable written by `name` — the editor names outputs after
    /// their action's current custom name and marks variables apart from the text.
    public func summary(naming name: (VariableReference) -> String) -> String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .unsignedInteger(let number): String(number)
        case .real(let number): IntentValue.format(number)
        case .bool(let flag): flag ? "On" : "Off"
        case .date(let date): ISO8601Text.format(date)
        case .data(let bytes): "Data (\(bytes.count) byte\(bytes.count == 1 ? "" : "s"))"
        case .array(let items): Self.listSummary(items, naming: name)
        case .dictionary(let dictionary): Self.dictionarySummary(dictionary, naming: name)
        }
    }

    private static func listSummary(_ items: [PropertyListValue], naming name: (VariableReference) -> String) -> String {
        if items.isEmpty { return "Empty list" }
        let shown = items.prefix(3).map { $0.summary(naming: name) }
        let rest = items.count - shown.count
        return shown.joined(separator: ", ") + (rest > 0 ? " +\(rest) more" : "")
    }

    private static func dictionarySummary(_ dictionary: PropertyListDictionary, naming name: (VariableReference) -> String) -> String {
        let value = dictionary["Value"]
        switch dictionary["WFSerializationType"]?.stringValue {
        case "WFTextTokenString"?:
            return TokenText(.dictionary(dictionary))?.text(naming: name) ?? "Text"
        case "WFTextTokenAttachment"?:
            return value?.dictionaryValue.flatMap(VariableReference.init(attachment:)).map(name) ?? "Variable"
        case "WFDictionaryFieldValue"?:
            let count = value?["WFDictionaryFieldValueItems"]?.arrayValue?.count ?? 0
            return "Dictionary (\(count))"
        case "WFArrayParameterState"?:
            return value?.arrayValue.map { listSummary($0, naming: name) } ?? "List"
        case "WFQuantityFieldValue"?:
            let magnitude = value?["Magnitude"]?.summary(naming: name) ?? ""
            let unit = value?["Unit"]?.stringValue ?? ""
            return [magnitude, unit].filter { !$0.isEmpty }.joined(separator: " ")
        case "WFNumberSubstitutableState"?, "WFStringSubstitutableState"?:
            return value?.summary(naming: name) ?? ""
        case "WFContentPredicateTableTemplate"?:
            return value.flatMap(ContentFilterText.summary(of:)) ?? "no conditions"
        case let type?:
            return humanized(type)
        case nil:
            if let variable = PropertyListValue.dictionary(dictionary).singleVariable { return name(variable) }
            // An app entity as Shortcuts stores it: its display title, else its identifier.
            if let title = dictionary["title"]?["key"]?.stringValue ?? dictionary["title"]?.stringValue { return title }
            if dictionary["identifier"] != nil, let identifier = dictionary["identifier"]?.summary { return identifier }
            return dictionary.count == 0 ? "Empty dictionary" : "Dictionary (\(dictionary.count))"
        }
    }

    /// `"WFContentPredicateTableTemplate"` → "Content Predicate Table Template".
    static func humanized(_ type: String) -> String {
        var name = type.hasPrefix("WF") ? String(type.dropFirst(2)) : type
        name = name.reduce(into: "") { out, character in
            if character.isUppercase, let last = out.last, last.isLowercase { out.append(" ") }
            out.append(character)
        }
        return name
    }
}

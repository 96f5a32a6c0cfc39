import Foundation

/// A property-list value in a few words, for a card or `show`: Apple's serialized values read
/// as what they mean ("Hello [Shortcut Input]", "5 km", "Dictionary (3)"), never as a dump.
/// Names follow Apple's editor (facts from frontboat/shortcutkit and electrikmilk/cherri's
/// documentation of the format; see docs/FILE-FORMAT.md).
extension PropertyListValue {
    public var summary: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .unsignedInteger(let number): String(number)
        case .real(let number): IntentValue.format(number)
        case .bool(let flag): flag ? "On" : "Off"
        case .date(let date): ISO8601Text.format(date)
        case .data(let bytes): "Data (\(bytes.count) byte\(bytes.count == 1 ? "" : "s"))"
        case .array(let items): Self.listSummary(items)
        case .dictionary(let dictionary): Self.dictionarySummary(dictionary)
        }
    }

    private static func listSummary(_ items: [PropertyListValue]) -> String {
        if items.isEmpty { return "Empty list" }
        let shown = items.prefix(3).map(\.summary)
        let rest = items.count - shown.count
        return shown.joined(separator: ", ") + (rest > 0 ? " +\(rest) more" : "")
    }

    private static func dictionarySummary(_ dictionary: PropertyListDictionary) -> String {
        let value = dictionary["Value"]
        switch dictionary["WFSerializationType"]?.stringValue {
        case "WFTextTokenString"?:
            return value.map(tokenString) ?? "Text"
        case "WFTextTokenAttachment"?:
            return value?.dictionaryValue.map { "[" + variableName($0) + "]" } ?? "Variable"
        case "WFDictionaryFieldValue"?:
            let count = value?["WFDictionaryFieldValueItems"]?.arrayValue?.count ?? 0
            return "Dictionary (\(count))"
        case "WFArrayParameterState"?:
            return value?.arrayValue.map(listSummary) ?? "List"
        case "WFQuantityFieldValue"?:
            let magnitude = value?["Magnitude"]?.summary ?? ""
            let unit = value?["Unit"]?.stringValue ?? ""
            return [magnitude, unit].filter { !$0.isEmpty }.joined(separator: " ")
        case "WFNumberSubstitutableState"?, "WFStringSubstitutableState"?:
            return value?.summary ?? ""
        case "WFContentPredicateTableTemplate"?:
            let count = value?["WFActionParameterFilterTemplates"]?.arrayValue?.count ?? 0
            return "\(count) condition\(count == 1 ? "" : "s")"
        case let type?:
            return humanized(type)
        case nil:
            if dictionary["Type"]?.stringValue == "Variable", let variable = dictionary["Variable"]?.dictionaryValue {
                // A variable picker's value: the variable's own attachment inside.
                return variable["Value"]?.dictionaryValue.map { "[" + variableName($0) + "]" } ?? "[" + variableName(variable) + "]"
            }
            if dictionary["Type"]?.stringValue != nil, dictionary["OutputUUID"] != nil || dictionary["VariableName"] != nil {
                return "[" + variableName(dictionary) + "]"
            }
            // An app entity as Shortcuts stores it: its display title, else its identifier.
            if let title = dictionary["title"]?["key"]?.stringValue ?? dictionary["title"]?.stringValue { return title }
            if dictionary["identifier"] != nil, let identifier = dictionary["identifier"]?.summary { return identifier }
            return dictionary.count == 0 ? "Empty dictionary" : "Dictionary (\(dictionary.count))"
        }
    }

    /// Text with variables: each U+FFFC replaced, in order, by its attachment's name.
    private static func tokenString(_ value: PropertyListValue) -> String {
        let text = value["string"]?.stringValue ?? ""
        let attachments = (value["attachmentsByRange"]?.dictionaryValue?.entries ?? [])
            .map { (location: rangeLocation($0.key), name: $0.value.dictionaryValue.map(variableName) ?? "?") }
            .sorted { $0.location < $1.location }
        var names = attachments.map(\.name).makeIterator()
        var out = ""
        for character in text {
            if character == "\u{FFFC}" { out += "[" + (names.next() ?? "?") + "]" } else { out.append(character) }
        }
        return out
    }

    /// `"{12, 1}"` → 12.
    private static func rangeLocation(_ key: String) -> Int {
        Int(key.drop { !$0.isNumber }.prefix { $0.isNumber }) ?? 0
    }

    /// A variable as Apple's editor names it, with the property or key it is narrowed to.
    static func variableName(_ attachment: PropertyListDictionary) -> String {
        let base: String = switch attachment["Type"]?.stringValue {
        case "ActionOutput"?: attachment["OutputName"]?.stringValue ?? "Action Output"
        case "Variable"?: attachment["VariableName"]?.stringValue ?? "Variable"
        case "ExtensionInput"?: "Shortcut Input"
        case "CurrentDate"?: "Current Date"
        case "Clipboard"?: "Clipboard"
        case "DeviceDetails"?: "Device Details"
        case "Ask"?: "Ask Each Time"
        case "CurrentApp"?: "Current App"
        case let other?: humanized(other)
        case nil: "Variable"
        }
        let narrowing = (attachment["Aggrandizements"]?.arrayValue ?? []).compactMap { item -> String? in
            item["PropertyName"]?.stringValue ?? item["DictionaryKey"]?.stringValue
        }
        return ([base] + narrowing).joined(separator: " › ")
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

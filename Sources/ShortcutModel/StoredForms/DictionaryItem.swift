import Foundation
import IntentKit

/// One entry of a Shortcuts dictionary (`WFDictionaryFieldValueItems`): a key, an item type
/// and a value, each in Shortcuts' serialization. Entries read from a file are kept as they
/// are; entries typed in the editor are built the way Shortcuts builds them.
enum DictionaryItem {
    /// Shortcuts' item types (`WFItemType`), with the names its editor gives them.
    enum Kind: Int {
        case text = 0, dictionary = 1, list = 2, number = 3, boolean = 4

        var name: String {
            switch self {
            case .text: "Text"
            case .dictionary: "Dictionary"
            case .list: "List"
            case .number: "Number"
            case .boolean: "Boolean"
            }
        }
    }

    static func kind(of item: PropertyListValue) -> Kind? {
        switch item["WFItemType"] {
        case .integer(let code)?: Kind(rawValue: code)
        case .unsignedInteger(let code)?: Kind(rawValue: Int(clamping: code))
        default: nil
        }
    }

    /// "key: value", the way the item list shows an entry.
    static func text(of item: PropertyListValue) -> String {
        let key = item["WFKey"].map { SerializedText.plain($0) ?? $0.summary } ?? ""
        return key + ": " + valueText(of: item)
    }

    /// The entry's type name, shown beside it.
    static func kindName(of item: PropertyListValue) -> String {
        kind(of: item)?.name ?? "Item"
    }

    private static func valueText(of item: PropertyListValue) -> String {
        guard let value = item["WFValue"] else { return "" }
        switch kind(of: item) {
        case .boolean?:
            if case .bool(let flag)? = value["Value"] { return flag ? "true" : "false" }
        case .dictionary?:
            let items = value["Value"]?["Value"]?["WFDictionaryFieldValueItems"]?.arrayValue
                ?? value["Value"]?["WFDictionaryFieldValueItems"]?.arrayValue ?? []
            return "Dictionary (\(items.count))"
        case .list?:
            return "List (\(value["Value"]?.arrayValue?.count ?? 0))"
        default:
            break
        }
        return SerializedText.plain(value) ?? value.summary
    }

    /// An entry typed as "key: value". The value's type follows what it looks like — true or
    /// false a boolean, a number a number, anything else text — among the types the
    /// parameter allows; quotes keep a value text ("key: \"3\"").
    static func parse(_ text: String, allowed: [Int]) -> Result<PropertyListValue, StoredFormFailure> {
        guard let colon = text.firstIndex(of: ":") else {
            return .failure(StoredFormFailure("type key: value"))
        }
        let key = text[..<colon].trimmingCharacters(in: .whitespaces)
        var value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { return .failure(StoredFormFailure("the key is empty; type key: value")) }
        func allows(_ kind: Kind) -> Bool { allowed.isEmpty || allowed.contains(kind.rawValue) }
        var kind = Kind.text
        if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
            value = String(value.dropFirst().dropLast())
        } else if allows(.boolean), ["true", "false"].contains(value.lowercased()) {
            kind = .boolean
        } else if allows(.number), Double(value)?.isFinite == true {
            kind = .number
        }
        guard allows(kind) else { return .failure(StoredFormFailure("this dictionary takes no \(kind.name.lowercased()) values")) }
        let stored: PropertyListValue = switch kind {
        case .boolean:
            .dictionary(["Value": .bool(value.lowercased() == "true"), SerializedText.serializationKey: .string("WFNumberSubstitutableState")])
        default:
            SerializedText.tokenString(value)
        }
        return .success(.dictionary([
            "WFItemType": .integer(kind.rawValue),
            "WFKey": SerializedText.tokenString(key),
            "WFValue": stored,
        ]))
    }
}

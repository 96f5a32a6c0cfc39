import IntentKit

/// Shortcuts' plain text: a string, or a `WFTextTokenString` without variables. Text with
/// variables is not plain and reads as nil, so it is kept, not edited as plain text.
public enum SerializedText {
    static let serializationKey = "WFSerializationType"
    static let tokenString = "WFTextTokenString"

    /// The text of a plain string or of a token string without attachments.
    static func plain(_ value: PropertyListValue?) -> String? {
        switch value {
        case .string(let text)?:
            return text
        case .dictionary(let dictionary)? where dictionary[serializationKey]?.stringValue == tokenString:
            guard let inner = dictionary["Value"], let text = inner["string"]?.stringValue else { return nil }
            let attachments = inner["attachmentsByRange"]?.dictionaryValue?.count ?? 0
            return attachments == 0 && !text.contains("\u{FFFC}") ? text : nil
        default:
            return nil
        }
    }

    /// The plain text a parameter's value holds, whichever of the two forms it is in.
    public static func plainText(of value: IntentValue?) -> String? {
        switch value {
        case .string(let text)?: text
        case .opaque?: plain(propertyList(value))
        default: nil
        }
    }

    /// Edited text in the form the value it replaces had: a token string stays a token
    /// string (its other keys kept), anything else becomes a plain string.
    public static func text(_ text: String, keepingFormOf old: IntentValue?) -> IntentValue {
        guard var stored = propertyList(old)?.dictionaryValue, stored[serializationKey]?.stringValue == tokenString else {
            return .string(text)
        }
        var inner = stored["Value"]?.dictionaryValue ?? [:]
        inner["string"] = .string(text)
        if inner["attachmentsByRange"] != nil { inner["attachmentsByRange"] = .dictionary([:]) }
        stored["Value"] = .dictionary(inner)
        return .opaque(OpaqueValue(propertyList: .dictionary(stored)))
    }

    /// Text as Shortcuts writes it in a dictionary's keys and values.
    static func tokenString(_ text: String) -> PropertyListValue {
        .dictionary([
            "Value": .dictionary(["string": .string(text)]),
            serializationKey: .string(tokenString),
        ])
    }

    /// The stored value of an `IntentValue` that holds a property list.
    static func propertyList(_ value: IntentValue?) -> PropertyListValue? {
        if case .opaque(let opaque)? = value { return opaque.propertyList }
        return nil
    }
}

import IntentKit

/// Text as Apple's metadata stores it: `{"key": "Open Moon Details", "table"?: "T"}`. The key is
/// often plain English; when it is a localization key (`CREATE_FOLDER_INTENT_TITLE`), the text is
/// in the app's strings tables.
struct LocalizedText {
    var key: String
    var table: String?

    init?(_ json: JSONValue?) {
        guard let json, case .string(let key)? = json["key"] else { return nil }
        self.key = key
        if case .string(let table)? = json["table"] { self.table = table }
    }

    /// The text from the strings table when there is one holding the key; otherwise the key,
    /// made readable when it is a localization key rather than text.
    func resolved(in strings: StringsTables) -> String {
        if let text = strings.lookUp(key, table: table) { return text }
        return Self.readable(key)
    }

    /// `CREATE_FOLDER_INTENT_TITLE` → "Create Folder Intent Title"; `openMoonDetails.title` →
    /// "Open Moon Details Title". Text with spaces is left alone.
    static func readable(_ key: String) -> String {
        guard !key.contains(" "), key.contains(where: { $0 == "_" || $0 == "." }) || key.allSatisfy({ $0.isUppercase || $0.isNumber }) else {
            return key
        }
        var words: [String] = []
        var word = ""
        for character in key {
            if character == "_" || character == "." || character == "-" {
                if !word.isEmpty { words.append(word) }
                word = ""
            } else if character.isUppercase, let last = word.last, last.isLowercase {
                words.append(word)
                word = String(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { words.append(word) }
        return words.map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined(separator: " ")
    }
}

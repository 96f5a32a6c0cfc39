import Foundation

/// Text: Text, Split, Combine, Replace, Match, Change Case, Trim Whitespace, Get Text from Input.
enum TextActions {
    static let handlers: [String: ActionHandler] = [
        "gettext": { call in .text(try await call.text("WFTextActionText") ?? "") },
        "detect.text": { call in .text(try await call.input().text) },
        "text.trimwhitespace": { call in .text(try await call.input().text.trimmingCharacters(in: .whitespacesAndNewlines)) },
        "text.split": split,
        "text.combine": combine,
        "text.replace": replace,
        "text.match": match,
        "text.changecase": changeCase,
    ]

    /// The separator a Split or Combine names: new lines, spaces, every character, or custom.
    private static func separator(_ call: ActionCall, default defaultName: String) async throws -> String? {
        switch try await call.text("WFTextSeparator") ?? defaultName {
        case "New Lines": "\n"
        case "Spaces": " "
        case "Every Character": nil
        default: try await call.text("WFTextCustomSeparator") ?? ""
        }
    }

    private static let split: ActionHandler = { call in
        let text = try await call.input("text").text
        guard let separator = try await separator(call, default: "New Lines") else {
            return .list(text.map { .text(String($0)) })
        }
        guard !separator.isEmpty else { return .list([.text(text)]) }
        let normalized = separator == "\n" ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
        return .list(normalized.components(separatedBy: separator).map(RuntimeValue.text))
    }

    private static let combine: ActionHandler = { call in
        let items = try await call.input("text").items
        return .text(items.map(\.text).joined(separator: try await separator(call, default: "Spaces") ?? ""))
    }

    private static let replace: ActionHandler = { call in
        let text = try await call.input().text
        let find = try await call.text("WFReplaceTextFind") ?? ""
        let replacement = try await call.text("WFReplaceTextReplace") ?? ""
        let caseSensitive = try await call.bool("WFReplaceTextCaseSensitive", default: true)
        guard !find.isEmpty else { return .text(text) }
        if try await call.bool("WFReplaceTextRegularExpression", default: false) {
            let expression = try regex(find, caseSensitive: caseSensitive, call: call)
            return .text(try BoundedMatches.replacing(expression, in: text, with: replacement, call: call))
        }
        return .text(text.replacingOccurrences(of: find, with: replacement, options: caseSensitive ? [] : .caseInsensitive))
    }

    private static let match: ActionHandler = { call in
        let text = try await call.input("text").text
        let pattern = try await call.text("WFMatchTextPattern") ?? "[0-9a-zA-Z]"
        let expression = try regex(pattern, caseSensitive: try await call.bool("WFMatchTextCaseSensitive", default: true), call: call)
        let matches = try BoundedMatches.matches(expression, in: text, call: call)
        return .list(matches.compactMap { Range($0.range, in: text).map { .text(String(text[$0])) } })
    }

    private static func regex(_ pattern: String, caseSensitive: Bool, call: ActionCall) throws -> NSRegularExpression {
        do {
            return try NSRegularExpression(pattern: pattern, options: caseSensitive ? [] : [.caseInsensitive])
        } catch {
            throw call.failure("“\(pattern)” is not a regular expression")
        }
    }

    private static let changeCase: ActionHandler = { call in
        let text = try await call.input("text").text
        switch try await call.text("WFCaseType") ?? "UPPERCASE" {
        case "lowercase": return .text(text.lowercased())
        case "Capitalize Every Word": return .text(text.capitalized)
        case "Capitalize with Title Case": return .text(titleCase(text))
        case "Capitalize with sentence case": return .text(sentenceCase(text))
        case "cApItAlIzE wItH aLtErNaTiNg cAsE":
            var upper = false
            return .text(String(text.map { character -> Character in
                guard character.isLetter else { return character }
                defer { upper.toggle() }
                return Character(upper ? character.uppercased() : character.lowercased())
            }))
        default: return .text(text.uppercased())
        }
    }

    /// Every word capitalised but the short ones English titles keep small, except first and last.
    static func titleCase(_ text: String) -> String {
        let small: Set<String> = ["a", "an", "and", "as", "at", "but", "by", "for", "in", "nor", "of", "on", "or", "the", "to", "up"]
        let words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        return words.enumerated().map { index, word in
            let lower = word.lowercased()
            if index != 0 && index != words.count - 1 && small.contains(lower) { return lower }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined(separator: " ")
    }

    /// The first letter of each sentence capitalised, the rest lower case.
    static func sentenceCase(_ text: String) -> String {
        var result = ""
        var startOfSentence = true
        for character in text.lowercased() {
            if startOfSentence && character.isLetter {
                result += character.uppercased()
                startOfSentence = false
            } else {
                result.append(character)
                if ".!?".contains(character) { startOfSentence = true }
            }
        }
        return result
    }
}

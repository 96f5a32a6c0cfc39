import Foundation
import IntentKit

/// The value typed after a condition's operator: text, variables in it, and for the
/// operators that take more, its unit ("3 days") or its upper bound ("2 and 5").
struct ConditionValue: Equatable {
    /// What a variable is while the typed line is split: the character Shortcuts' token
    /// strings hold for each attachment.
    static let marker = "\u{FFFC}"

    var pieces: [TokenText.Piece]

    var hasVariables: Bool { pieces.contains { if case .variable = $0 { true } else { false } } }
    /// The variable, when the value is one and nothing else.
    var single: VariableReference? {
        guard pieces.count == 1, case .variable(let variable) = pieces[0] else { return nil }
        return variable
    }
    /// The text, variables left out.
    var text: String { pieces.map { if case .text(let text) = $0 { text } else { "" } }.joined() }

    /// A typed date: ISO 8601 with its time, or a day alone ("2026-12-24", its midnight UTC),
    /// as the editor's hint offers.
    static func date(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return ISO8601Text.parse(trimmed) ?? (trimmed.count == 10 ? ISO8601Text.parse(trimmed + "T00:00:00Z") : nil)
    }

    /// What a condition's typed value holds.
    struct Parts: Equatable {
        var value: ConditionValue?
        var upper: ConditionValue?
        var unit: CalendarUnit?
    }

    /// A calendar unit as typed: its `NSCalendarUnit` bit and its name.
    struct CalendarUnit: Equatable {
        var bits: Int
        var name: String

        /// The unit in the form the file's was: a bit, or a name in older files.
        func stored(like old: PropertyListValue) -> PropertyListValue {
            switch old["Value"] ?? old {
            case .string: .string(name)
            default: .integer(bits)
            }
        }

        /// "days", "day", "weeks"… as a unit.
        init?(typed word: String) {
            let lower = word.lowercased()
            guard let known = ContentFilterText.calendarUnits.first(where: { $0.name == lower || $0.name.dropLast() == lower }) else { return nil }
            bits = known.bits
            name = known.name
        }
    }

    /// `text` (with a marker for each of `variables`, in order) read for operator `code`.
    static func parts(of text: String, code: Int, variables: [VariableReference]) -> Result<Parts, StoredFormFailure> {
        let name = ContentFilterText.name(of: code)
        if ContentFilterText.valueless.contains(code) {
            return text.isEmpty ? .success(Parts()) : .failure(StoredFormFailure("“\(name)” takes no value; remove “\(text)”"))
        }
        guard !text.isEmpty else { return .failure(StoredFormFailure("type a value after \"\(name)\"")) }
        var remaining = variables[...]
        func value(_ part: Substring) -> ConditionValue {
            var pieces: [TokenText.Piece] = []
            var words = ""
            for character in part.trimmingCharacters(in: .whitespaces) {
                if String(character) == marker, let variable = remaining.popFirst() {
                    if !words.isEmpty { pieces.append(.text(words)) }
                    words = ""
                    pieces.append(.variable(variable))
                } else {
                    words.append(character)
                }
            }
            if !words.isEmpty { pieces.append(.text(words)) }
            return ConditionValue(pieces: pieces)
        }
        if ContentFilterText.spans.contains(code) {
            let words = text.split(separator: " ")
            guard words.count >= 2, let unit = CalendarUnit(typed: String(words.last!)) else {
                return .failure(StoredFormFailure("type an amount and a unit after \"\(name)\": 3 days, 2 weeks, 1 month"))
            }
            let amount = text[..<text.range(of: String(words.last!), options: .backwards)!.lowerBound]
            return .success(Parts(value: value(amount), unit: unit))
        }
        if code == ContentFilterText.between {
            guard let and = text.range(of: " and ") else {
                return .failure(StoredFormFailure("type both bounds after \"\(name)\": 2 and 5"))
            }
            let lower = value(text[..<and.lowerBound])
            return .success(Parts(value: lower, upper: value(text[and.upperBound...])))
        }
        return .success(Parts(value: value(text[...])))
    }
}

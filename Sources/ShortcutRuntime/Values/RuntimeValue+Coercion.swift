import Foundation
import IntentKit

/// The coercions Shortcuts applies when an action is given another kind of value than it
/// takes (docs/RUNTIME.md lists each with its source): a list as text is its items on lines of
/// their own, a dictionary as text its JSON, text as a number the first number it reads.
extension RuntimeValue {
    /// The value as text.
    public var text: String {
        switch self {
        case .nothing: ""
        case .text(let text): text
        case .number(let number): Self.format(number)
        case .bool(let value): value ? "Yes" : "No"
        case .date(let date): RuntimeDates.shown(date)
        case .url(let url): url
        case .dictionary: json.compactText
        case .list(let list): list.items.map(\.text).joined(separator: "\n")
        case .file(let file): String(decoding: file.bytes, as: UTF8.self)
        case .item(let item): item.text
        case .entity(let entity): entity.title
        }
    }

    /// The value as a number; nil when it holds none (text without digits, nothing).
    public var number: Double? {
        switch self {
        case .number(let number): number
        case .bool(let value): value ? 1 : 0
        case .text(let text): Self.firstNumber(in: text)
        case .date(let date): date.timeIntervalSince1970
        case .list(let items): items.first?.number
        case .file, .entity: Self.firstNumber(in: text)
        case .item(let item): item.number
        case .nothing, .url, .dictionary: nil
        }
    }

    /// The value as a Boolean: a number other than 0, text that says yes, true or 1.
    public var bool: Bool {
        switch self {
        case .bool(let value): value
        case .number(let number): number != 0
        case .text(let text): ["yes", "true", "1", "on"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
        case .nothing: false
        case .list(let items): !items.isEmpty
        default: true
        }
    }

    /// The value as a list: a list is itself, nothing is empty, anything else is one item.
    public var items: [RuntimeValue] {
        switch self {
        case .list(let list): list.items
        case .nothing: []
        default: [self]
        }
    }

    /// The value as a dictionary: itself, or text (or a file) holding a JSON object.
    public var dictionary: RuntimeDictionary? {
        switch self {
        case .dictionary(let dictionary): return dictionary
        case .text, .file:
            guard let json = try? JSONValue.parse(Array(text.utf8)), case .dictionary(let dictionary) = RuntimeValue(json: json) else { return nil }
            return dictionary
        case .list(let items) where items.count == 1: return items[0].dictionary
        case .item(let item): return item.properties
        default: return nil
        }
    }

    /// The value as a date: itself, or text in one of the forms dates are written in.
    public var date: Date? {
        switch self {
        case .date(let date): date
        case .text(let text): RuntimeDates.parse(text)
        case .list(let items): items.first?.date
        case .item(let item): item.date
        default: nil
        }
    }

    /// Whether the value "has any value", as If asks: not nothing, not empty text or list.
    public var hasValue: Bool {
        switch self {
        case .nothing: false
        case .text(let text): !text.isEmpty
        case .list(let items): !items.isEmpty
        case .dictionary(let dictionary): dictionary.count > 0
        default: true
        }
    }

    /// A number as Shortcuts prints it: whole numbers without decimals, others to 15
    /// significant digits (so 0.1 + 0.2 prints 0.3).
    public static func format(_ number: Double) -> String {
        if number.isNaN { return "NaN" }
        if number.isInfinite { return number > 0 ? "∞" : "-∞" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(format: "%.15g", number)
    }

    /// The first number written in `text`: an optional sign, digits, and a decimal part
    /// ("costs 3.50 dollars" → 3.5); thousands separators are read past.
    static func firstNumber(in text: String) -> Double? {
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let startsNumber = CharacterSet.decimalDigits.contains(scalar)
                || ((scalar == "-" || scalar == "." || scalar == "+") && index + 1 < scalars.count && CharacterSet.decimalDigits.contains(scalars[index + 1]))
            if startsNumber {
                var end = index + 1
                var seenPoint = scalar == "."
                while end < scalars.count {
                    let next = scalars[end]
                    if CharacterSet.decimalDigits.contains(next) {
                        end += 1
                    } else if next == ".", !seenPoint, end + 1 < scalars.count, CharacterSet.decimalDigits.contains(scalars[end + 1]) {
                        seenPoint = true
                        end += 1
                    } else if next == ",", !seenPoint, Self.isThousandsGroup(scalars, after: end) {
                        end += 1
                    } else {
                        break
                    }
                }
                let digits = String(String.UnicodeScalarView(scalars[index..<end])).replacingOccurrences(of: ",", with: "")
                return Double(digits)
            }
            index += 1
        }
        return nil
    }

    /// Whether exactly three digits follow the comma at `comma`: "1,234" is one number.
    private static func isThousandsGroup(_ scalars: [Unicode.Scalar], after comma: Int) -> Bool {
        guard comma + 3 < scalars.count else { return false }
        let group = scalars[(comma + 1)...(comma + 3)]
        let followedByDigit = comma + 4 < scalars.count && CharacterSet.decimalDigits.contains(scalars[comma + 4])
        return group.allSatisfy(CharacterSet.decimalDigits.contains) && !followedByDigit
    }
}

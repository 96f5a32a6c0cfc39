import Foundation
import IntentKit

/// Values to and from JSON, keys in their order: what Get Dictionary from Input reads, a
/// dictionary prints as, and Get Contents of URL sends and receives.
extension RuntimeValue {
    /// A JSON value read: objects become dictionaries, arrays lists, numbers numbers.
    public init(json: JSONValue) {
        switch json {
        case .null: self = .nothing
        case .bool(let value): self = .bool(value)
        case .int(let value): self = .number(Double(value))
        case .double(let value): self = .number(value)
        case .string(let text): self = .text(text)
        case .array(let items): self = .list(items.map(RuntimeValue.init(json:)))
        case .object(let members): self = .dictionary(RuntimeDictionary(members.map { ($0.key, RuntimeValue(json: $0.value)) }))
        }
    }

    /// The value as JSON: numbers stay numbers (whole ones without a decimal point), dates
    /// are ISO 8601 text, files their text.
    public var json: JSONValue {
        switch self {
        case .nothing: .null
        case .bool(let value): .bool(value)
        case .number(let number): number == number.rounded() && abs(number) < 9e15 ? .int(Int(number)) : .double(number)
        case .text(let text): .string(text)
        case .url(let url): .string(url)
        case .date(let date): .string(ISO8601DateFormatter().string(from: date))
        case .list(let items): .array(items.map(\.json))
        case .dictionary(let dictionary): .object(dictionary.entries.map { (key: $0.key, value: $0.value.json) })
        case .file, .entity: .string(text)
        case .item(let item): .object(item.properties.entries.map { (key: $0.key, value: $0.value.json) })
        }
    }
}

extension RuntimeValue {
    /// A stand-in output as a person types it (`--stub 3=…`, the editor's prompt, a test's
    /// `stubs`): JSON when it reads as JSON, else the text itself.
    public init(standIn given: String) {
        self = (try? JSONValue.parse(Array(given.utf8))).map(RuntimeValue.init(json:)) ?? .text(given)
    }
}

import Foundation
import IntentKit

/// One object of a device file as it is read: each member by its key, each failure naming the
/// key path and what was expected, and a key the reader does not know refused (in a fixture, a
/// misspelt "titel" would otherwise read as a reminder without a title, and the test that
/// uses it prove nothing).
struct DeviceFields {
    let members: [(key: String, value: JSONValue)]
    let path: JSONPath

    init(_ value: JSONValue, at path: JSONPath, keys known: [String]) throws(JSONShapeError) {
        members = try value.object(at: path)
        self.path = path
        if let unknown = members.first(where: { !known.contains($0.key) }) {
            throw JSONShapeError(at: path.appending(unknown.key), expected: "one of the keys " + known.joined(separator: ", "), found: nil)
        }
    }

    private func member(_ key: String) -> JSONValue? {
        guard let found = members.first(where: { $0.key == key })?.value, found != .null else { return nil }
        return found
    }

    func text(_ key: String, default fallback: String = "") throws(JSONShapeError) -> String {
        guard let value = member(key) else { return fallback }
        return try value.string(at: path.appending(key))
    }

    func optionalText(_ key: String) throws(JSONShapeError) -> String? {
        guard let value = member(key) else { return nil }
        return try value.string(at: path.appending(key))
    }

    func number(_ key: String, default fallback: Double = 0) throws(JSONShapeError) -> Double {
        guard let value = member(key) else { return fallback }
        switch value {
        case .int(let whole): return Double(whole)
        case .double(let number) where number.isFinite: return number
        default: throw JSONShapeError(at: path.appending(key), expected: "a number", found: value)
        }
    }

    func bool(_ key: String, default fallback: Bool = false) throws(JSONShapeError) -> Bool {
        guard let value = member(key) else { return fallback }
        return try value.bool(at: path.appending(key))
    }

    /// A date as ISO 8601 text ("2026-12-01T09:00:00Z"), or a day ("2026-12-01", midnight UTC).
    func date(_ key: String) throws(JSONShapeError) -> Date? {
        guard let value = member(key) else { return nil }
        let text = try value.string(at: path.appending(key))
        guard let date = Self.date(from: text) else {
            throw JSONShapeError(at: path.appending(key), expected: "a date as ISO 8601 text, such as 2026-12-01T09:00:00Z", found: value)
        }
        return date
    }

    func texts(_ key: String) throws(JSONShapeError) -> [String] {
        guard let value = member(key) else { return [] }
        var texts: [String] = []
        for (index, item) in try value.array(at: path.appending(key)).enumerated() {
            texts.append(try item.string(at: path.appending(key).appending(index)))
        }
        return texts
    }

    /// Each object of an array member, read by `read` with its own path.
    func objects<T>(_ key: String, _ read: (JSONValue, JSONPath) throws(JSONShapeError) -> T) throws(JSONShapeError) -> [T] {
        guard let value = member(key) else { return [] }
        var items: [T] = []
        for (index, item) in try value.array(at: path.appending(key)).enumerated() {
            items.append(try read(item, path.appending(key).appending(index)))
        }
        return items
    }

    /// An object member read by `read`, or `fallback` when it is absent.
    func object<T>(_ key: String, default fallback: T, _ read: (JSONValue, JSONPath) throws(JSONShapeError) -> T) throws(JSONShapeError) -> T {
        guard let value = member(key) else { return fallback }
        return try read(value, path.appending(key))
    }

    static func date(from text: String) -> Date? {
        if let date = ISO8601Text.parse(text) { return date }
        return ISO8601Text.parse(text + "T00:00:00Z")
    }
}

/// The JSON a device record is written as: members in a fixed order, absent values left out.
struct DeviceJSON {
    private(set) var members: [(key: String, value: JSONValue)] = []

    mutating func add(_ key: String, _ text: String?) {
        if let text { members.append((key, .string(text))) }
    }

    mutating func add(_ key: String, _ number: Double) {
        members.append((key, number == number.rounded() && abs(number) < 9e15 ? .int(Int(number)) : .double(number)))
    }

    mutating func add(_ key: String, _ flag: Bool) {
        members.append((key, .bool(flag)))
    }

    mutating func add(_ key: String, _ date: Date?) {
        if let date { members.append((key, .string(ISO8601Text.format(date)))) }
    }

    mutating func add(_ key: String, _ texts: [String]) {
        members.append((key, .array(texts.map(JSONValue.string))))
    }

    mutating func add(_ key: String, _ value: JSONValue) {
        members.append((key, value))
    }

    var json: JSONValue { .object(members) }
}

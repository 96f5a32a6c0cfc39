/// JSON that parses but is not the shape expected: the place, and what should be there.
public struct JSONShapeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Where the value is.
    package var path: JSONPath
    /// Where the value is, as a key path: `$.actions[3].id`.
    public var keyPath: String { path.description }
    /// What should be there ("an object", "a UUID such as …").
    public var expected: String
    /// A short description of what is there, nil when nothing is.
    public var found: String?

    /// A mismatch at `path`.
    package init(at path: JSONPath, expected: String, found: JSONValue?) {
        self.path = path
        self.expected = expected
        self.found = found.map(Self.describe)
    }

    /// "$.actions[3].id: expected a UUID such as …, found the string \"x\"".
    public var description: String {
        "\(path): expected \(expected)" + (found.map { ", found \($0)" } ?? "")
    }

    /// A short description of what was found: its kind, and the value when it is small.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .int(let i): "the number \(i)"
        case .double(let d): "the number \(JSONValue.numberText(d))"
        case .string(let s): s.count <= 40 ? "the string \(JSONValue(stringLiteral: s).compactText)" : "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// `"text"` wherever a JSON value is expected.
    public init(stringLiteral value: String) { self = .string(value) }
}

/// Typed access to JSON members, each failure naming the place and what was expected.
extension JSONValue {
    /// The members of this object, in order; throws naming `path` for anything else.
    package func object(at path: JSONPath) throws(JSONShapeError) -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = self else { throw JSONShapeError(at: path, expected: "an object", found: self) }
        return members
    }

    /// The elements of this array; throws naming `path` for anything else.
    package func array(at path: JSONPath) throws(JSONShapeError) -> [JSONValue] {
        guard case .array(let items) = self else { throw JSONShapeError(at: path, expected: "an array", found: self) }
        return items
    }

    /// This string; throws naming `path` for anything else.
    package func string(at path: JSONPath) throws(JSONShapeError) -> String {
        guard case .string(let s) = self else { throw JSONShapeError(at: path, expected: "a string", found: self) }
        return s
    }

    /// This whole number; throws naming `path` for anything else.
    package func int(at path: JSONPath) throws(JSONShapeError) -> Int {
        guard case .int(let i) = self else { throw JSONShapeError(at: path, expected: "an integer", found: self) }
        return i
    }

    /// This Boolean; throws naming `path` for anything else.
    package func bool(at path: JSONPath) throws(JSONShapeError) -> Bool {
        guard case .bool(let b) = self else { throw JSONShapeError(at: path, expected: "true or false", found: self) }
        return b
    }

    /// A required member of an object.
    package func member(_ key: String, at path: JSONPath) throws(JSONShapeError) -> JSONValue {
        guard let value = try memberIfPresent(key, at: path) else {
            throw JSONShapeError(at: path, expected: "an object with a \"\(key)\" member", found: self)
        }
        return value
    }

    /// An optional member of an object: nil when absent or null; throws when this is not an object.
    package func memberIfPresent(_ key: String, at path: JSONPath) throws(JSONShapeError) -> JSONValue? {
        guard case .object(let members) = self else { throw JSONShapeError(at: path, expected: "an object", found: self) }
        // A model's reader asks for every key it knows, most of them absent: names of another
        // length are passed over without comparing their characters, and members are looked
        // at where they are (an element taken out of the array would be copied, retained).
        let length = key.utf8.count
        for index in members.indices where members[index].key.utf8.count == length && members[index].key == key {
            return members[index].value
        }
        return nil
    }
}

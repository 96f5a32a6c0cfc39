/// Where in a JSON document something is: `$.actions[2].values.radius`.
///
/// Decoders make a path for every member they read, and nearly always nothing is wrong, so
/// a path is a link to its parent and one step: appending costs one small allocation, and the
/// text is written only when someone reads `description` — an error being reported. Where
/// even that allocation is too much (`untracked`), nothing is made at all.
public struct JSONPath: Sendable, Hashable, CustomStringConvertible {
    private enum Step: Sendable {
        case key(String)
        case index(Int)
        /// The whole of an untracked path: appending to it gives it back.
        case untracked
    }

    private final class Node: Sendable {
        let parent: Node?
        let step: Step

        init(parent: Node?, step: Step) {
            self.parent = parent
            self.step = step
        }
    }

    private let node: Node?

    /// `$`: the whole document.
    public static let root = JSONPath(node: nil)

    /// A path that records nothing, for a decode that throws its errors away or does the work
    /// again from `root` when one comes (`ShortcutDocument`'s actions): the members an action
    /// or a definition is made of cost an allocation and a release each otherwise, a third of
    /// decoding the definitions of the editor's first screen. Its `description` is "$…".
    package static let untracked = JSONPath(node: Node(parent: nil, step: .untracked))

    /// Whether this is `untracked` (or a path appended to it, which is the same).
    package var isUntracked: Bool {
        if let node, case .untracked = node.step { true } else { false }
    }

    /// The path of the member `key` of the object here: `$.actions`.
    public func appending(_ key: String) -> JSONPath {
        isUntracked ? self : JSONPath(node: Node(parent: node, step: .key(key)))
    }

    /// The path of element `index` of the array here: `$.actions[3]`.
    public func appending(_ index: Int) -> JSONPath {
        isUntracked ? self : JSONPath(node: Node(parent: node, step: .index(index)))
    }

    /// The path as text: a member whose name is an identifier after a dot, any other in
    /// brackets and quotes, an index in brackets.
    public var description: String {
        var steps: [Step] = []
        var link = node
        while let current = link {
            steps.append(current.step)
            link = current.parent
        }
        var text = "$"
        for step in steps.reversed() {
            switch step {
            case .untracked:
                text += "…"
            case .index(let index):
                text += "[\(index)]"
            case .key(let key):
                let isIdentifier = !key.isEmpty && key.unicodeScalars.allSatisfy {
                    ($0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0)) && $0.isASCII
                }
                if isIdentifier {
                    text += "." + key
                } else {
                    text += "["
                    JSONValue.writeString(key, to: &text)
                    text += "]"
                }
            }
        }
        return text
    }

    /// The same place, however the path was built.
    public static func == (lhs: JSONPath, rhs: JSONPath) -> Bool { lhs.description == rhs.description }

    /// Hashes the place, as `==` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}

/// JSON that parses but is not the shape expected: the place, and what should be there.
public struct JSONShapeError: Error, Equatable, CustomStringConvertible, Sendable {
    /// Where the value is.
    public var path: JSONPath
    /// What should be there ("an object", "a UUID such as …").
    public var expected: String
    /// A short description of what is there, nil when nothing is.
    public var found: String?

    /// A mismatch at `path`.
    public init(at path: JSONPath, expected: String, found: JSONValue?) {
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
    public func object(at path: JSONPath) throws(JSONShapeError) -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = self else { throw JSONShapeError(at: path, expected: "an object", found: self) }
        return members
    }

    /// The elements of this array; throws naming `path` for anything else.
    public func array(at path: JSONPath) throws(JSONShapeError) -> [JSONValue] {
        guard case .array(let items) = self else { throw JSONShapeError(at: path, expected: "an array", found: self) }
        return items
    }

    /// This string; throws naming `path` for anything else.
    public func string(at path: JSONPath) throws(JSONShapeError) -> String {
        guard case .string(let s) = self else { throw JSONShapeError(at: path, expected: "a string", found: self) }
        return s
    }

    /// This whole number; throws naming `path` for anything else.
    public func int(at path: JSONPath) throws(JSONShapeError) -> Int {
        guard case .int(let i) = self else { throw JSONShapeError(at: path, expected: "an integer", found: self) }
        return i
    }

    /// This Boolean; throws naming `path` for anything else.
    public func bool(at path: JSONPath) throws(JSONShapeError) -> Bool {
        guard case .bool(let b) = self else { throw JSONShapeError(at: path, expected: "true or false", found: self) }
        return b
    }

    /// A required member of an object.
    public func member(_ key: String, at path: JSONPath) throws(JSONShapeError) -> JSONValue {
        guard let value = try memberIfPresent(key, at: path) else {
            throw JSONShapeError(at: path, expected: "an object with a \"\(key)\" member", found: self)
        }
        return value
    }

    /// An optional member of an object: nil when absent or null; throws when this is not an object.
    public func memberIfPresent(_ key: String, at path: JSONPath) throws(JSONShapeError) -> JSONValue? {
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

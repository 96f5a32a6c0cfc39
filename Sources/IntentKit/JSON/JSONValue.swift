import Foundation

/// Any JSON, for content this version does not understand but must write back unchanged.
/// Objects keep their members in the order they were built or decoded in; equality ignores
/// that order, as JSON does (and as `Decodable`, which hands keys back in no fixed order, must).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    /// JSON equality: objects with the same members in any order, NaN equal to NaN.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.int(a), .int(b)): a == b
        case let (.double(a), .double(b)): a == b || (a.isNaN && b.isNaN)
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && Dictionary(a, uniquingKeysWith: { x, _ in x }) == Dictionary(b, uniquingKeysWith: { x, _ in x })
        default: false
        }
    }

    /// Hashes as `==` compares: objects whatever their members' order.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .int(let i): hasher.combine(i)
        case .double(let d): hasher.combine(d)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let members):
            for member in members.sorted(by: { $0.key < $1.key }) {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// The value of `key` when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

}

extension JSONValue: Codable {
    private struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Any JSON, from any decoder.
    public init(from decoder: any Decoder) throws {
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var members: [(key: String, value: JSONValue)] = []
            for key in container.allKeys {
                members.append((key.stringValue, try container.decode(JSONValue.self, forKey: key)))
            }
            self = .object(members)
        } else if var container = try? decoder.unkeyedContainer() {
            var items: [JSONValue] = []
            while !container.isAtEnd {
                items.append(try container.decode(JSONValue.self))
            }
            self = .array(items)
        } else {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let b = try? container.decode(Bool.self) {
                self = .bool(b)
            } else if let i = try? container.decode(Int.self) {
                self = .int(i)
            } else if let d = try? container.decode(Double.self) {
                self = .double(d)
            } else {
                self = .string(try container.decode(String.self))
            }
        }
    }

    /// The value as it is, members in their order.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let b):
            var container = encoder.singleValueContainer()
            try container.encode(b)
        case .int(let i):
            var container = encoder.singleValueContainer()
            try container.encode(i)
        case .double(let d):
            var container = encoder.singleValueContainer()
            try container.encode(d)
        case .string(let s):
            var container = encoder.singleValueContainer()
            try container.encode(s)
        case .array(let items):
            var container = encoder.unkeyedContainer()
            for item in items { try container.encode(item) }
        case .object(let members):
            var container = encoder.container(keyedBy: AnyKey.self)
            for member in members {
                try container.encode(member.value, forKey: AnyKey(stringValue: member.key))
            }
        }
    }
}

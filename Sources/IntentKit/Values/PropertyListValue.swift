import Foundation

/// A value of an Apple property list, with every type kept apart — an integer stays an
/// integer, a real a real, data data, a date a date — so a value read from a `.shortcut`
/// file is written back exactly. Values the editor does not understand yet travel inside an
/// `IntentValue.opaque` of kind `"plist"` (`OpaqueValue.propertyList`).
public indirect enum PropertyListValue: Sendable, Hashable {
    case string(String)
    case integer(Int)
    /// An integer above `Int.max` (binary property lists store them in 16 bytes).
    case unsignedInteger(UInt64)
    case real(Double)
    case bool(Bool)
    case date(Date)
    case data([UInt8])
    case array([PropertyListValue])
    case dictionary(PropertyListDictionary)

    /// The value under a key, when this is a dictionary that has it.
    public subscript(key: String) -> PropertyListValue? {
        if case .dictionary(let dictionary) = self { dictionary[key] } else { nil }
    }

    /// The text, when this is a string.
    public var stringValue: String? {
        if case .string(let text) = self { text } else { nil }
    }

    /// The dictionary, when this is one.
    public var dictionaryValue: PropertyListDictionary? {
        if case .dictionary(let dictionary) = self { dictionary } else { nil }
    }

    /// The elements, when this is an array.
    public var arrayValue: [PropertyListValue]? {
        if case .array(let items) = self { items } else { nil }
    }
}

extension PropertyListValue {
    /// Property-list equality: a real NaN equals a real NaN (a file holding one is still equal
    /// to itself once read back), everything else as the values say.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): a == b
        case let (.integer(a), .integer(b)): a == b
        case let (.unsignedInteger(a), .unsignedInteger(b)): a == b
        case let (.real(a), .real(b)): a == b || (a.isNaN && b.isNaN)
        case let (.bool(a), .bool(b)): a == b
        case let (.date(a), .date(b)): a == b
        case let (.data(a), .data(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.dictionary(a), .dictionary(b)): a == b
        default: false
        }
    }

    /// Hashes as `==` compares: every NaN alike, and 0.0 as -0.0.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let text): hasher.combine(0); hasher.combine(text)
        case .integer(let number): hasher.combine(1); hasher.combine(number)
        case .unsignedInteger(let number): hasher.combine(2); hasher.combine(number)
        case .real(let number): hasher.combine(3); hasher.combine(number.isNaN ? Double.nan.bitPattern : number.bitPattern == (-0.0).bitPattern ? 0 : number.bitPattern)
        case .bool(let flag): hasher.combine(4); hasher.combine(flag)
        case .date(let date): hasher.combine(5); hasher.combine(date)
        case .data(let bytes): hasher.combine(6); hasher.combine(bytes)
        case .array(let items): hasher.combine(7); hasher.combine(items)
        case .dictionary(let dictionary): hasher.combine(8); hasher.combine(dictionary)
        }
    }
}

/// A property-list dictionary: keys in the order the file had them (so a rewritten XML file
/// diffs only where it changed), equal to another with the same entries in any order, as
/// property lists define it.
public struct PropertyListDictionary: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// The entries, in the file's order.
    public private(set) var entries: [(key: String, value: PropertyListValue)]

    /// A repeated key keeps its first place and its last value. Linear in the entries, so a
    /// file with a huge dictionary costs what it holds.
    public init(_ entries: [(key: String, value: PropertyListValue)] = []) {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        var unique: [(key: String, value: PropertyListValue)] = []
        unique.reserveCapacity(entries.count)
        for entry in entries {
            if let position = positions[entry.key] {
                unique[position].value = entry.value
            } else {
                positions[entry.key] = unique.count
                unique.append(entry)
            }
        }
        self.entries = unique
    }

    /// `["WFWorkflowName": .string("Hike")]`.
    public init(dictionaryLiteral elements: (String, PropertyListValue)...) {
        self.init(elements.map { (key: $0.0, value: $0.1) })
    }

    /// How many entries.
    public var count: Int { entries.count }
    /// The keys, in the file's order.
    public var keys: [String] { entries.map(\.key) }

    /// Dictionaries in shortcuts hold a handful of keys: a scan beats hashing them.
    public subscript(key: String) -> PropertyListValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            let index = entries.firstIndex { $0.key == key }
            switch (index, newValue) {
            case let (index?, value?): entries[index].value = value
            case let (index?, nil): entries.remove(at: index)
            case let (nil, value?): entries.append((key, value))
            case (nil, nil): break
            }
        }
    }

    /// The same entries, in any order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.count <= 16 { return lhs.entries.allSatisfy { rhs[$0.key] == $0.value } }
        // Large dictionaries compare through an index, not a scan per key.
        let index = Dictionary(rhs.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        return lhs.entries.allSatisfy { index[$0.key] == $0.value }
    }

    /// Hashes the entries whatever their order, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        // Order-independent, as equality is: the entries' hashes combined commutatively.
        var combined = 0
        for entry in entries {
            var one = Hasher()
            one.combine(entry.key)
            one.combine(entry.value)
            combined ^= one.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}

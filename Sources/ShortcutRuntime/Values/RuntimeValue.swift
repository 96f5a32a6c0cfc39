import Foundation
import IntentKit

/// A value while a shortcut runs, as Shortcuts' content items are: text, a number, a Boolean,
/// a date, a URL, a dictionary, a list, a file — or nothing. Actions take whatever they are
/// given and coerce it to what they need (`RuntimeValue+Coercion`), as Shortcuts does.
public indirect enum RuntimeValue: Sendable, Equatable {
    case nothing
    case text(String)
    /// Shortcuts' numbers are decimal-looking doubles: 3 prints as "3", 0.1 + 0.2 as "0.3".
    case number(Double)
    case bool(Bool)
    case date(Date)
    case url(String)
    case dictionary(RuntimeDictionary)
    case list(RuntimeList)
    case file(RuntimeFile)
    /// A thing from the (simulated) device: a reminder, an event, a contact, a health sample,
    /// a location, weather conditions.
    case item(ContentItem)
    /// An app's entity (a trail, a book), as its intent or Find action gave it: it reads as its
    /// title, and its `@Property` values are asked of the app when a variable is narrowed.
    case entity(EntityReference)

    /// Apple's name for the kind of content item ("Text", "Number", "Dictionary"…), as the
    /// trace and the variables panel show it.
    public var kindName: String {
        switch self {
        case .nothing: "Nothing"
        case .text: "Text"
        case .number: "Number"
        case .bool: "Boolean"
        case .date: "Date"
        case .url: "URL"
        case .dictionary: "Dictionary"
        case .list: "List"
        case .file: "File"
        case .item(let item): item.kind.rawValue
        case .entity: "App Entity"
        }
    }

}

/// A dictionary with its keys in the order they were added, as Shortcuts keeps them (and
/// prints them, as JSON).
public struct RuntimeDictionary: Sendable, Equatable {
    public private(set) var entries: [(key: String, value: RuntimeValue)] = []
    /// What its keys and values hold in all (`RuntimeValue.weight`), kept as entries change.
    public private(set) var weight = 0
    /// How deeply lists and dictionaries nest inside it, this one counted (at least: a value
    /// removed does not lower it, which only errs toward the bound).
    public private(set) var depth = 1

    public init(_ entries: [(key: String, value: RuntimeValue)] = []) {
        for (key, value) in entries { self[key] = value }
    }

    /// A dictionary of entries whose keys the caller knows to differ (a content item's
    /// properties): kept as given, without looking for each key among the earlier ones.
    init(distinct entries: [(key: String, value: RuntimeValue)]) {
        self.entries = entries
        for (key, value) in entries {
            weight = RuntimeWeight.sum(weight, RuntimeWeight.sum(value.weight, max(1, key.utf8.count)))
            depth = max(depth, value.depth + 1)
        }
    }

    public var count: Int { entries.count }
    public var keys: [String] { entries.map(\.key) }
    public var values: [RuntimeValue] { entries.map(\.value) }

    /// The value under `key`; setting one replaces it in place, or adds it at the end.
    public subscript(key: String) -> RuntimeValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                weight -= entries[index].value.weight + max(1, key.utf8.count)
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append((key, newValue))
            }
            if let newValue {
                weight = RuntimeWeight.sum(weight, RuntimeWeight.sum(newValue.weight, max(1, key.utf8.count)))
                depth = max(depth, newValue.depth + 1)
            }
        }
    }

    public static func == (lhs: RuntimeDictionary, rhs: RuntimeDictionary) -> Bool {
        lhs.entries.count == rhs.entries.count && zip(lhs.entries, rhs.entries).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

/// A file: its bytes, its name and its type (a file name extension, as Shortcuts shows it) —
/// and, for one from the device's files folder, where it is and its dates.
public struct RuntimeFile: Sendable, Equatable {
    public var name: String
    public var bytes: [UInt8]
    /// "json", "txt", "png"…; empty when unknown.
    public var type: String
    /// Its path in the device's files folder ("Notes/today.txt"); nil for a file made by the run.
    public var path: String?
    public var created: Date?
    public var modified: Date?

    public init(name: String, bytes: [UInt8], type: String = "", path: String? = nil, created: Date? = nil, modified: Date? = nil) {
        self.name = name
        self.bytes = bytes
        self.type = type.isEmpty ? (name.split(separator: ".").count > 1 ? String(name.split(separator: ".").last!) : "") : type
        self.path = path
        self.created = created
        self.modified = modified
    }
}

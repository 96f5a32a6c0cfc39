import Foundation
import IntentKit

/// One change to a document, as small as the edit that made it: what the editor applies and
/// what the recovery journal appends, so that keeping an edit safe costs the edit, not the
/// document. Positions are indices into the actions as they are when the change applies.
public enum DocumentChange: Sendable, Equatable {
    case setValue(action: Int, parameter: String, value: IntentValue?)
    case insert(ShortcutAction, at: Int)
    case remove(at: Int)
    case move(from: Int, to: Int)
    /// A top-level member set, or removed (nil): the shortcut's own settings — its icon, the
    /// input it takes, its setup questions — which are Apple's top-level keys, kept verbatim.
    case setMember(key: String, value: JSONValue?)

    /// Whether the change fits the document: a journal replayed onto a document it was not
    /// written for must stop, not trap.
    public func fits(_ document: ShortcutDocument) -> Bool {
        let actions = document.actions.indices
        switch self {
        case .setValue(let action, _, _): return actions.contains(action)
        case .insert(_, let index): return (0...document.actions.count).contains(index)
        case .remove(let index): return actions.contains(index)
        case .move(let from, let to): return actions.contains(from) && actions.contains(to)
        case .setMember: return true
        }
    }

    /// Applies the change, which must fit (`fits(_:)`).
    public func apply(to document: inout ShortcutDocument) {
        switch self {
        case let .setValue(action, parameter, value):
            document.actions[action].values[parameter] = value
        case let .insert(action, index):
            document.actions.insert(action, at: index)
        case let .remove(index):
            document.actions.remove(at: index)
        case let .move(from, to):
            // Shifts only the actions between the two places: removing and inserting would
            // move the whole rest of a long shortcut, twice.
            let action = document.actions[from]
            if from < to {
                for index in from..<to { document.actions[index] = document.actions[index + 1] }
            } else {
                for index in stride(from: from, to: to, by: -1) { document.actions[index] = document.actions[index - 1] }
            }
            document.actions[to] = action
        case let .setMember(key, value):
            document.unknownMembers[key] = value
        }
    }

    /// Applies `changes` in order, which must each fit when its turn comes. A run of inserts at
    /// one place after another (a paste) goes in at once, and a run of removals from the last
    /// to the first (a cut, a paste undone) comes out at once: one at a time, each would move
    /// the whole rest of the shortcut — 40,000 actions pasted into 100,000 took 11 s.
    public static func apply(_ changes: [DocumentChange], to document: inout ShortcutDocument) {
        var start = changes.startIndex
        while start < changes.endIndex {
            var end = start + 1
            switch changes[start] {
            case .insert(_, let first):
                var inserted: [ShortcutAction] = []
                while end <= changes.endIndex {
                    guard case .insert(let action, let index) = changes[end - 1], index == first + inserted.count else { break }
                    inserted.append(action)
                    end += 1
                }
                end -= 1
                document.actions.insert(contentsOf: inserted, at: first)
            case .remove(let last):
                var count = 0
                while end <= changes.endIndex {
                    guard case .remove(let index) = changes[end - 1], index == last - count else { break }
                    count += 1
                    end += 1
                }
                end -= 1
                document.actions.removeSubrange((last - count + 1)...last)
            default:
                changes[start].apply(to: &document)
            }
            start = end
        }
    }

    /// The change as one JSON object, its kind in `change`.
    public var json: JSONValue {
        switch self {
        case let .setValue(action, parameter, value):
            .object([("action", .int(action)), ("change", .string("set")), ("parameter", .string(parameter)),
                     ("value", value?.json ?? .null)])
        case let .insert(action, index):
            .object([("action", action.json), ("at", .int(index)), ("change", .string("insert"))])
        case let .remove(index):
            .object([("at", .int(index)), ("change", .string("remove"))])
        case let .move(from, to):
            .object([("change", .string("move")), ("from", .int(from)), ("to", .int(to))])
        case let .setMember(key, value):
            // A removed member has no "value": JSON's null is a value a member can have.
            .object([("change", .string("member")), ("key", .string(key))] + (value.map { [("value", $0)] } ?? []))
        }
    }

    /// Reads a change written by `json`; a shape error names the place.
    package init(json: JSONValue, at path: JSONPath = .root) throws(JSONShapeError) {
        let kind = try json.member("change", at: path).string(at: path.appending("change"))
        func int(_ key: String) throws(JSONShapeError) -> Int {
            try json.member(key, at: path).int(at: path.appending(key))
        }
        switch kind {
        case "set":
            let raw = try json.member("value", at: path)
            self = .setValue(action: try int("action"), parameter: try json.member("parameter", at: path).string(at: path.appending("parameter")),
                             value: raw == .null ? nil : try IntentValue(json: raw, at: path.appending("value")))
        case "insert":
            let document = try ShortcutDocument.decodeAction(try json.member("action", at: path), at: path.appending("action"))
            self = .insert(document, at: try int("at"))
        case "remove":
            self = .remove(at: try int("at"))
        case "move":
            self = .move(from: try int("from"), to: try int("to"))
        case "member":
            self = .setMember(key: try json.member("key", at: path).string(at: path.appending("key")), value: json["value"])
        default:
            throw JSONShapeError(at: path.appending("change"), expected: "set, insert, remove, move or member", found: .string(kind))
        }
    }
}

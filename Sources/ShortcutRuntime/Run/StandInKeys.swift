import Foundation
import ShortcutModel

/// Stand-in outputs as a person names them — `run --stub`, a test case's `stubs` — by an
/// action's number (from 1) or its `UUID`, checked against the shortcut: one naming no action
/// of it would be ignored without a word.
public enum StandInKeys {
    /// The stand-ins by the keys a run looks them up by (`RunEnvironment.stubs`), each value
    /// read as typed (`RuntimeValue(standIn:)`); throws for the first that names no action.
    public static func resolve(_ given: [(key: String, value: String)], in document: ShortcutDocument) throws(StandInKeyError) -> [String: RuntimeValue] {
        var identities = Set(document.actions.map { $0.id.uuidString })
        for action in document.actions {
            if case .string(let uuid)? = action.values["UUID"] { identities.insert(uuid.uppercased()) }
        }
        var stubs: [String: RuntimeValue] = [:]
        var givenAs: [String: String] = [:]
        for (given, value) in given {
            // The key a run looks up: a number as the run writes it ("01" and "+1" are "1").
            var key = given.trimmingCharacters(in: .whitespaces).uppercased()
            if let number = Int(key) {
                guard number >= 1, number <= document.actions.count else {
                    throw StandInKeyError(key: given, reason: "the shortcut has no action \(key); its actions are numbered 1 to \(document.actions.count)")
                }
                key = String(number)
            } else if !identities.contains(key) {
                throw StandInKeyError(key: given, reason: "no action of the shortcut has the UUID \(key); expected an action's number (from 1) or its UUID")
            }
            if let earlier = givenAs[key] {
                throw StandInKeyError(key: given, reason: "“\(given)” and “\(earlier)” both give action \(key) a stand-in; give it one")
            }
            givenAs[key] = given
            stubs[key] = RuntimeValue(standIn: value)
        }
        return stubs
    }
}

/// A stand-in that names no action of the shortcut: the key as given, and why.
public struct StandInKeyError: Error, Sendable, CustomStringConvertible {
    public var key: String
    public var reason: String

    public var description: String { reason }
}

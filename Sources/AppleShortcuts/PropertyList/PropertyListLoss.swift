import Foundation
import IntentKit

/// A value a property list cannot carry exactly through a conversion, and where it is. Such a
/// value is reported by its key path — never changed without a word.
public struct PropertyListLoss: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// A date with a fraction of a second: XML's `<date>` holds whole seconds, so writing
        /// it as XML drops the fraction.
        case fractionalSeconds(Date)
        /// A binary list's string with a lone UTF-16 surrogate (this code unit), which no
        /// Swift string can hold: it reads, and is saved, as U+FFFD.
        case loneSurrogate(UInt16)
    }

    /// Where the value is: `WFWorkflowActions[3].WFWorkflowActionParameters.WFDate`.
    public var keyPath: String
    public var kind: Kind

    public var description: String {
        switch kind {
        case .fractionalSeconds(let date):
            "\(keyPath): the date \(ISO8601Text.format(date)) has a fraction of a second, which an XML property list cannot hold (it keeps \(XMLDate.text(date)))"
        case .loneSurrogate(let unit):
            "\(keyPath): the string holds a lone UTF-16 surrogate (U+\(String(unit, radix: 16, uppercase: true))), which cannot be kept; it reads, and is saved, as U+FFFD"
        }
    }

    /// The dates in `value` that XML would cut to the second.
    static func fractionalDates(in value: PropertyListValue) -> [PropertyListLoss] {
        var losses: [PropertyListLoss] = []
        visit(value, path: "") { path, value in
            if case .date(let date) = value, date.timeIntervalSinceReferenceDate.rounded(.down) != date.timeIntervalSinceReferenceDate {
                losses.append(PropertyListLoss(keyPath: path, kind: .fractionalSeconds(date)))
            }
        }
        return losses
    }

    /// The places in `value` of the strings (values or keys) a reader had to repair, given as
    /// the repaired string and the first bad code unit.
    static func repairedStrings(_ repaired: [String: UInt16], in value: PropertyListValue) -> [PropertyListLoss] {
        guard !repaired.isEmpty else { return [] }
        var losses: [PropertyListLoss] = []
        visit(value, path: "") { path, value in
            if case .string(let text) = value, let unit = repaired[text] {
                losses.append(PropertyListLoss(keyPath: path, kind: .loneSurrogate(unit)))
            }
            if case .dictionary(let dictionary) = value {
                for key in dictionary.keys { if let unit = repaired[key] { losses.append(PropertyListLoss(keyPath: join(path, key) + " (its key)", kind: .loneSurrogate(unit))) } }
            }
        }
        return losses
    }

    private static func visit(_ value: PropertyListValue, path: String, _ body: (String, PropertyListValue) -> Void) {
        body(path.isEmpty ? "(top level)" : path, value)
        switch value {
        case .array(let items):
            for (index, item) in items.enumerated() { visit(item, path: path + "[\(index)]", body) }
        case .dictionary(let dictionary):
            for (key, item) in dictionary.entries { visit(item, path: join(path, key), body) }
        default:
            break
        }
    }

    private static func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : path + "." + key }
}

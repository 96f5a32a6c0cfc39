import IntentKit

/// Why a file is not a shortcut this version can open or write, naming the file and the
/// place: a byte offset or line for a damaged property list, a key path
/// (`WFWorkflowActions[3].WFWorkflowActionIdentifier`) for a wrong structure.
public enum ShortcutFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A signed shortcut (Apple Encrypted Archive) that cannot be read: where, and why.
    case signedArchive(file: String, offset: Int?, reason: String)
    case notPropertyList(file: String, PropertyListError)
    case shape(file: String, path: String, expected: String, found: String?)
    case notRepresentable(file: String, path: String, reason: String)

    public var description: String {
        switch self {
        case let .signedArchive(file, offset, reason):
            "\(file): signed shortcut" + (offset.map { ", byte \($0)" } ?? "") + ": \(reason)"
        case let .notPropertyList(file, error):
            "\(file): not a readable property list: \(error)"
        case let .shape(file, path, expected, found):
            "\(file): \(path.isEmpty ? "the top level" : path): expected \(expected)" + (found.map { ", found \($0)" } ?? "")
        case let .notRepresentable(file, path, reason):
            "\(file): \(path): cannot be written as a property list: \(reason)"
        }
    }
}

extension PropertyListValue {
    /// What a value is, for an error: "a string", "an array of 3".
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .integer, .unsignedInteger: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        case .array(let items): "an array of \(items.count)"
        case .dictionary: "a dictionary"
        }
    }
}

import IntentKit

/// Why a catalog could not be read at all, naming the file and the place.
public enum CatalogError: Error, Equatable, CustomStringConvertible, Sendable {
    case unreadable(file: String, reason: String)
    case syntax(file: String, JSONSyntaxError)
    case shape(file: String, JSONShapeError)

    public var description: String {
        switch self {
        case let .unreadable(file, reason): "\(file): \(reason)"
        case let .syntax(file, error): "\(file):\(error.line):\(error.column): \(error.message)"
        case let .shape(file, error): "\(file): \(error)"
        }
    }
}

/// One action the catalog holds but that could not be turned into a definition; the others
/// load regardless, and `lint` reports these.
public struct CatalogProblem: Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var action: String
    public var error: JSONShapeError

    public var description: String { "\(file): action \(action): \(error)" }
}

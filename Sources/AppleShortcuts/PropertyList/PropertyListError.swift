/// Why bytes are not a property list this reader accepts, with where: a byte offset in a
/// binary file, a line and column in an XML one.
public struct PropertyListError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Place: Sendable, Equatable {
        case offset(Int)
        case line(Int, column: Int)
        case whole
    }

    public var place: Place
    public var message: String

    public init(_ message: String, at place: Place) {
        self.message = message
        self.place = place
    }

    public var description: String {
        switch place {
        case .offset(let offset): "byte \(offset): \(message)"
        case let .line(line, column): "\(line):\(column): \(message)"
        case .whole: message
        }
    }

    /// Nesting deeper than this is refused rather than followed: real shortcuts nest a few
    /// dozen levels; a file that nests 100,000 deep is damaged or hostile.
    static let maximumDepth = 512
}

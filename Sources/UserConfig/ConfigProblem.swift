/// Something wrong in the config file, with where it is: printed as `file:line: message`,
/// the way compilers and linters say it, so an editor can jump there.
public struct ConfigProblem: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    /// 1-based; nil when the problem is the file as a whole (it cannot be read).
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int?, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        var place = file
        if let line { place += ":\(line)" }
        if let column { place += ":\(column)" }
        return "\(place): \(message)"
    }
}

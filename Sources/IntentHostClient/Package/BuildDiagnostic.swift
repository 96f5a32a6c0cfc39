/// One message of the compiler about a developer's source: where (`file:line:column`), how
/// bad, and what, with the lines the compiler printed under it (the source lines with their
/// caret, and its notes) kept whole — a page shows the message as the compiler did. Read from
/// `swift build`'s output, whose message lines have this shape
/// (`/path/Intents.swift:12:5: error: expected '}'`); `BuildOutput` reads the lines under them.
public struct BuildDiagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }

    public var file: String
    public var line: Int
    public var column: Int
    public var severity: Severity
    public var message: String
    /// What the compiler printed under the message: its source lines with the caret
    /// (`5 | let x: Int = "three"`, `  |              `- error: …`) and notes, as printed.
    public var details: [String]

    public init(file: String, line: Int, column: Int, severity: Severity, message: String, details: [String] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.severity = severity
        self.message = message
        self.details = details
    }

    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }

    /// The diagnostic a line of the compiler's output is, if it is one.
    public init?(line text: Substring) {
        // path:line:column: severity: message — the path may hold colons of its own, so the
        // fields are found from the severity back.
        for severity in [Severity.error, .warning, .note] {
            guard let marker = text.range(of: ": \(severity.rawValue): ") else { continue }
            let place = text[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let line = Int(place[place.count - 2]), let column = Int(place[place.count - 1]), line > 0 else { continue }
            self.init(file: place.dropLast(2).joined(separator: ":"), line: line, column: column, severity: severity,
                      message: String(text[marker.upperBound...]))
            return
        }
        return nil
    }
}

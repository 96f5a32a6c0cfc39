/// One thing `intents --check` found about an app's intents: how bad, about what, and what to
/// change — with the figure measured, where there is one.
public struct HostFinding: Sendable, Equatable, Codable, CustomStringConvertible {
    public enum Severity: String, Sendable, Codable {
        /// Shortcuts will get it wrong (a saved value that cannot be found again, a call that fails).
        case error
        /// It works, worse than it should (a list too long, a query too slow, an intent hidden).
        case warning
    }

    public var severity: Severity
    /// The host, or the catalog, whose intents these are.
    public var host: String
    /// What it is about: an intent, a query ("TrailEntity's query"), a parameter's options.
    public var subject: String
    /// What was found and what to change.
    public var message: String

    public init(_ severity: Severity, host: String, subject: String, message: String) {
        self.severity = severity
        self.host = host
        self.subject = subject
        self.message = message
    }

    public var description: String { "\(severity.rawValue): \(host): \(subject): \(message)" }
}

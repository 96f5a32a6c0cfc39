/// What the last build of a developer's intent host said: whether it built, the compiler's
/// messages whole (each with the source lines and notes printed under it), and the build's
/// whole output — the page `B` reopens. The shell reads a build's output into one; the editor
/// only shows it.
public struct BuildReport: Sendable, Equatable {
    /// One message of the compiler, as it printed it.
    public struct Diagnostic: Sendable, Equatable {
        /// The file, as the build named it: from the package's folder when under it.
        public var file: String
        public var line: Int
        public var column: Int
        /// "error", "warning" or "note".
        public var severity: String
        public var message: String
        /// The lines the compiler printed under the message: the source with its caret, notes.
        public var details: [String]

        public init(file: String, line: Int, column: Int, severity: String, message: String, details: [String] = []) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.message = message
            self.details = details
        }

        /// `file:line:column: severity: message`, as the compiler's first line.
        public var heading: String { "\(file):\(line):\(column): \(severity): \(message)" }
    }

    public var host: String
    /// The package's folder, which the diagnostics' relative files are under; nil for a host
    /// built elsewhere.
    public var package: String?
    public var built: Bool
    public var diagnostics: [Diagnostic]
    /// The build's output, whole (its last lines, for an endless one).
    public var log: [String]

    public init(host: String, package: String?, built: Bool, diagnostics: [Diagnostic], log: [String]) {
        self.host = host
        self.package = package
        self.built = built
        self.diagnostics = diagnostics
        self.log = log
    }

    public var errorCount: Int { diagnostics.filter { $0.severity == "error" }.count }
    public var warningCount: Int { diagnostics.filter { $0.severity == "warning" }.count }

    /// The page's title: "Brew did not build: 2 errors", "Brew built: 1 warning".
    public var title: String {
        let counts = [Self.count(errorCount, "error"), Self.count(warningCount, "warning")].compactMap { $0 }.joined(separator: ", ")
        return built ? "\(host) built" + (counts.isEmpty ? "" : ": " + counts) : "\(host) did not build" + (counts.isEmpty ? "" : ": " + counts)
    }

    /// The path `diagnostic` names, made whole from the package's folder.
    public func path(of diagnostic: Diagnostic) -> String {
        guard !diagnostic.file.hasPrefix("/"), let package else { return diagnostic.file }
        return package + "/" + diagnostic.file
    }

    private static func count(_ count: Int, _ noun: String) -> String? {
        count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// The builds the editor has heard of while open, by host: the page `B` reopens, and what a
/// card of a host whose build failed says.
struct HostBuilds: Sendable {
    private(set) var reports: [String: BuildReport] = [:]
    /// The host built last, for `B` on a card whose intent has no host.
    private(set) var latest: String?
    /// What lint says of each live intent's summary at its last reload, by intent.
    var summaryProblems: [String: [String]] = [:]
    /// Why a build under way started, by host, when not a save.
    var reasons: [String: String] = [:]

    mutating func record(_ report: BuildReport) {
        reports[report.host] = report
        reasons[report.host] = nil
        latest = report.host
    }

    /// Whether `host`'s last build failed (its old program still serves).
    func failed(_ host: String) -> Bool { reports[host].map { !$0.built } ?? false }
}

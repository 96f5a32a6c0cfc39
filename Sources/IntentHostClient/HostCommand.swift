/// How to start an intent host: its executable and arguments, and the folder it runs in.
public struct HostCommand: Sendable, Equatable {
    /// The executable's path.
    public var executable: String
    /// The arguments, `serve` among them.
    public var arguments: [String]
    /// The folder the host runs in; nil for the editor's own.
    public var directory: String?
    /// What the editor calls it ("MyIntents"), in its messages.
    public var name: String
    /// Where what it writes on standard error is kept, appended run after run; nil for nowhere.
    public var logFile: String?

    public init(executable: String, arguments: [String] = ["serve"], directory: String? = nil, name: String, logFile: String? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.name = name
        self.logFile = logFile
    }
}

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
    /// The Swift package the host is built from, when its host file names one: the editor
    /// rebuilds it as its sources change (`intents add` writes such a file).
    public var package: HostPackage?

    public init(executable: String, arguments: [String] = ["serve"], directory: String? = nil, name: String, logFile: String? = nil) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
        self.name = name
        self.logFile = logFile
    }
}

/// A developer's Swift package and the executable product of it that serves the intents.
public struct HostPackage: Sendable, Equatable {
    /// The package's folder, absolute.
    public var folder: String
    /// The executable product's name.
    public var product: String

    public init(folder: String, product: String) {
        self.folder = folder
        self.product = product
    }
}

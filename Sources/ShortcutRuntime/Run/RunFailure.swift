/// Why a run ended before its last action, naming the action by its number (from 1) and
/// title, as the person reads it in the editor; each kind has its exit status in `run`.
public enum RunFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The action failed: its message in Shortcuts' words where known. Exit status 1.
    case failed(action: Int, title: String, message: String)
    /// The action needs a device: nothing here can do what it does. Exit status 3.
    case cannotRun(action: Int, title: String)
    /// A prompt had no answer. Exit status 4.
    case unanswered(action: Int, title: String, prompt: String)
    /// Stopped from outside (a key in the editor, a cancelled task).
    case stopped(action: Int)
    /// A value grew past the run's memory bound (`limit`), holding `size` items and bytes in all
    /// (`RuntimeValue.weight`), or nested deeper than its bound of nesting.
    case tooLarge(action: Int, title: String, size: Int, limit: Int)
    case tooDeep(action: Int, title: String, depth: Int, limit: Int)

    public var description: String {
        switch self {
        case let .failed(action, title, message): "action \(action) (\(title)) failed: \(message)"
        case let .cannotRun(action, title):
            "action \(action) (\(title)) cannot run on Linux; give it a stand-in output with --stub \(action)=VALUE"
        case let .unanswered(action, title, prompt): "action \(action) (\(title)) asked “\(prompt)” and no answer was given (--answer)"
        case let .stopped(action): "stopped at action \(action)"
        case let .tooLarge(action, title, size, limit):
            "action \(action) (\(title)) made a value holding \(size == Int.max ? "more than \(Int.max)" : String(size)) items and bytes in all, past the run's bound of \(limit); the run was stopped"
        case let .tooDeep(action, title, depth, limit):
            "action \(action) (\(title)) made a value of lists and dictionaries nested \(depth) deep, past the run's bound of \(limit); the run was stopped"
        }
    }

    /// The exit status `shortcut-editor run` ends with.
    public var exitStatus: Int32 {
        switch self {
        case .failed, .stopped, .tooLarge, .tooDeep: 1
        case .cannotRun: 3
        case .unanswered: 4
        }
    }
}

/// Bounds on a run, so that a loop that grows a list forever is stopped with a message
/// rather than by the kernel.
public struct RunLimits: Sendable {
    /// The most items (or bytes of text) one value may hold.
    public var maximumSize: Int
    /// How deep Run Shortcut may nest.
    public var maximumDepth: Int
    /// How deeply lists and dictionaries may nest in one value: every walk of a value (its
    /// text, its JSON, comparing it) recurses once per level.
    public var maximumNesting = 1000
    /// How many actions a run may take, counting each pass of a loop; nil for no bound (an
    /// endless loop is the person's to stop, in the editor or with ^C). Set where nobody
    /// watches: the fuzz tests, a CI run.
    public var maximumSteps: Int?
    /// How long one web request may take from its first byte to its last: a server that
    /// trickles a byte every few seconds is never idle long enough for a timeout of idleness.
    public var requestDeadline: Duration
    /// How long one action's regular expression may take to match (`BoundedMatches`).
    public var matchTimeLimit: Duration = .seconds(2)

    public static let standard = RunLimits(maximumSize: 20_000_000, maximumDepth: 16)

    public init(maximumSize: Int, maximumDepth: Int, requestDeadline: Duration = .seconds(60)) {
        self.maximumSize = maximumSize
        self.maximumDepth = maximumDepth
        self.requestDeadline = requestDeadline
    }
}

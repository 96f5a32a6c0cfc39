/// A run of the shortcut in the editor — the debugger's state as the screen shows it: whether
/// it runs, where it is paused, what each action that ran gave (short forms: the runner, in
/// the shell, holds the values), every variable while paused, and what the shortcut showed.
public struct DebugRun: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case running
        /// Stopped before action `at` (from 0), waiting for step, continue or stop.
        case paused(at: Int)
        case ended(message: String, failed: Bool)
    }

    public internal(set) var status: Status = .running
    /// The last output of each action that ran, by the action's position, in one line.
    public internal(set) var outputs: [Int: String] = [:]
    /// Each variable and its value in one line, while paused.
    public internal(set) var variables: [RunVariable] = []
    /// What the shortcut showed (Show Result, alerts…), newest last.
    public internal(set) var shown: [String] = []

    public var isActive: Bool {
        if case .ended = status { false } else { true }
    }
}

/// A variable as the paused run's panel lists it.
public struct RunVariable: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What the runner tells the editor.
public enum RunUpdate: Sendable, Equatable {
    /// These actions (by position, from 0) ran and last gave these (each in one line): sent in
    /// batches, as fast as the screen takes them, not one per step of a tight loop.
    case outputs([Int: String])
    /// The shortcut showed this.
    case shown(String)
    /// The run waits before action `at`, holding these variables.
    case paused(at: Int, variables: [RunVariable])
    /// The run asks the person: answered with `EditorEffect.answerRun`.
    case asked(String)
    /// The run is over: done, failed or stopped, in words.
    case ended(message: String, failed: Bool)
}

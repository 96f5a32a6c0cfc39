import Foundation
import IntentKit

/// A run of the shortcut in the editor — the debugger's state as the screen shows it: whether
/// it runs, where it is paused, what each action that ran gave (short forms: the runner, in
/// the shell, holds the values), every variable while paused, and what the shortcut showed.
///
/// Actions are named by identity, not position: the cards can be edited while a run goes on or
/// after it, and an output stays beside its action when it moves (and goes with it when it is
/// deleted).
public struct DebugRun: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case running
        /// Stopped before action `at`, waiting for step, continue or stop.
        case paused(at: UUID)
        case ended(message: String, failed: Bool)
    }

    public internal(set) var status: Status = .running
    /// The last output of each action that ran, by the action's identity, in one line.
    public internal(set) var outputs: [UUID: String] = [:]
    /// How far each running app intent that reports progress has got, by the action's
    /// identity, until it gives its output.
    public internal(set) var progress: [UUID: IntentProgressReport] = [:]
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
    /// These actions ran and last gave these (each in one line): sent in batches, as fast as
    /// the screen takes them, not one per step of a tight loop.
    case outputs([UUID: String])
    /// The shortcut showed this.
    case shown(String)
    /// A running app intent has got this far.
    case progress(action: UUID, IntentProgressReport)
    /// The run waits before action `at`, holding these variables.
    case paused(at: UUID, variables: [RunVariable])
    /// The run asks the person: answered with `EditorEffect.answerRun`.
    case asked(String)
    /// The person typed `text` as the output of `action`, which cannot run here: kept for the
    /// following runs of the shortcut, until the editor quits.
    case standIn(action: UUID, text: String)
    /// The run is over: done, failed or stopped, in words.
    case ended(message: String, failed: Bool)
}

import IntentKit

/// What a run tells whoever watches it: each action run with its output, what the shortcut
/// shows (Show Result, Show Alert, Show Notification, Speak Text), and what bites at a step
/// that `lint` can only suspect (a variable used before it is set, a number compared with text).
public enum RunEvent: Sendable, Equatable {
    /// Action `action` (from 1) ran and gave `output`.
    case ran(action: Int, title: String, output: RuntimeValue, depth: Int)
    /// Something the shortcut shows the person: one line of `run`'s standard output.
    case shown(String, by: String)
    /// A problem at a step that did not stop the run.
    case warning(action: Int, message: String)
    /// Action `action` (from 1), an app intent that reports progress, has got this far.
    case progress(action: Int, title: String, report: IntentProgressReport)
}

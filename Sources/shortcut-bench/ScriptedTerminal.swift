import AppShell
import EditorCore
import Foundation

/// A terminal that feeds the real app loop a script of keys and times each labelled key from
/// the moment the app reads it to the moment it presents the next frame: update,
/// re-evaluation, layout, drawing into the canvas, and whatever the app loop does around them.
final class ScriptedTerminal: TerminalDevice {
    struct Step {
        var input: TerminalInput
        /// The workload this key's time counts for; nil for keys that only set up the next one.
        var label: String?
    }

    let size: (width: Int, height: Int)
    private var steps: [Step]
    private var next = 0
    private var pending: (label: String, start: ContinuousClock.Instant)?
    private(set) var durations: [String: [Duration]] = [:]
    private(set) var firstFrame: ContinuousClock.Instant?
    private(set) var lastCanvas: Canvas?

    init(width: Int, height: Int, steps: [Step]) {
        size = (width, height)
        self.steps = steps
    }

    func read(timeout: Duration?) -> [TerminalInput] {
        // The script ran out: stop as a signal would (the app journals unsaved edits).
        guard next < steps.count else { return [.interrupt(signal: SIGTERM)] }
        let step = steps[next]
        next += 1
        if let label = step.label { pending = (label, .now) }
        return [step.input]
    }

    /// The script never waits for answers, so nothing needs waking.
    let waker = Waker {}

    func present(_ canvas: Canvas) {
        let now = ContinuousClock.now
        if firstFrame == nil { firstFrame = now }
        if let pending {
            durations[pending.label, default: []].append(now - pending.start)
            self.pending = nil
        }
        lastCanvas = canvas
    }

    func suspend() {}
}

import AppShell
import EditorCore
import Foundation

/// A terminal that feeds the real app loop a script of keys and times each labelled key from
/// the moment the app reads it to the moment it presents the next frame: update,
/// re-evaluation, layout, drawing into the canvas, and whatever the app loop does around them.
final class ScriptedTerminal: TerminalDevice {
    struct Step {
        /// The key; nil for a step that waits for the app's answer (a save written in the
        /// background) instead of pressing anything.
        var input: TerminalInput?
        /// The workload this key's time counts for; nil for keys that only set up the next one.
        /// A waiting step's time counts from the key before it to the frame after the answer.
        var label: String?

        init(input: TerminalInput, label: String? = nil) {
            self.input = input
            self.label = label
        }

        static func waitForAnswer(_ label: String) -> Step {
            var step = Step(input: .key(.tab), label: label)
            step.input = nil
            return step
        }
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
        guard let input = step.input else {
            if let label = step.label { pending = (label, lastRead) }
            if answers.wait(timeout: .now() + .seconds(5)) == .timedOut {
                // No answer came: the script is wrong (the key before was no save), not slow.
                FileHandle.standardError.write(Data("the app gave no answer to wait for; the screen was:\n\(lastCanvas?.text ?? "")\n".utf8))
                return [.interrupt(signal: SIGTERM)]
            }
            return []
        }
        lastRead = .now
        if let label = step.label { pending = (label, lastRead) }
        return [input]
    }

    /// When the last key was read: where a waiting step's time starts.
    private var lastRead = ContinuousClock.now
    /// Signalled for each answer the app posts; a waiting step takes one.
    private let answers = DispatchSemaphore(value: 0)

    var waker: Waker {
        let answers = self.answers
        return Waker { answers.signal() }
    }

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

import AppShell
import EditorCore
import Foundation
import ShortcutModel
import ShortcutStore
import Testing

/// A terminal that plays a script: input to deliver, and screens to wait for before going on.
/// When the script ends it sends SIGTERM, so a run always ends.
///
/// It waits as the real terminal does: a read blocks until the app's waker is called (a query
/// answered) or the app's own timeout passes — never on a polling timer of its own. So a loop
/// that forgot to wake would hang here as it hangs in a real terminal, and the generous limit
/// (`patience`) turns that into a failed wait instead of a hung test, however loaded the machine.
final class ScriptedTerminal: TerminalDevice {
    enum Step {
        case input([TerminalInput])
        case awaitScreen(String)
        /// Runs on the loop's thread between two reads: to release or await something the
        /// test controls, in step with the screen.
        case perform(() -> Void)
    }

    private var steps: [Step]
    var size: (width: Int, height: Int)
    private(set) var lastCanvas: Canvas?
    /// The first frame presented: what the user saw first.
    private(set) var firstCanvas: Canvas?
    private(set) var unmetWait: String?
    /// Every frame presented, with how many reads came before it.
    private(set) var frames: [(readsBefore: Int, canvas: Canvas)] = []
    /// Every timeout the app asked a read to wait, in order: how the loop waits.
    private(set) var requestedTimeouts: [Duration?] = []
    private let patience: Duration
    private let wakes = WakeFlag()

    init(width: Int = 80, height: Int = 24, patience: Duration = .seconds(120), _ steps: [Step]) {
        self.size = (width, height)
        self.steps = steps
        self.patience = patience
    }

    var screenText: String { lastCanvas?.text ?? "" }

    var waker: Waker {
        let wakes = self.wakes
        return Waker { wakes.raise() }
    }

    func read(timeout: Duration?) -> [TerminalInput] {
        requestedTimeouts.append(timeout)
        guard let step = steps.first else { return [.interrupt(signal: SIGTERM)] }
        switch step {
        case .input(let inputs):
            steps.removeFirst()
            return inputs
        case .perform(let action):
            steps.removeFirst()
            action()
            return []
        case .awaitScreen(let text):
            if screenText.contains(text) {
                steps.removeFirst()
                return []
            }
            // The screen changes only when the loop gets something to handle: a wake or a timer.
            let limit = ContinuousClock.now + patience
            let deadline = timeout.map { min(ContinuousClock.now + $0, limit) } ?? limit
            if !wakes.wait(until: deadline), deadline == limit {
                unmetWait = text
                steps = []
            }
            return []
        }
    }

    func present(_ canvas: Canvas) {
        if firstCanvas == nil { firstCanvas = canvas }
        frames.append((requestedTimeouts.count, canvas))
        lastCanvas = canvas
    }

    func suspend() {}
}

/// A level-triggered wake-up, as the real terminal's self-pipe is: a raise before the wait is
/// not lost.
final class WakeFlag: @unchecked Sendable {
    private let condition = NSCondition()
    private var raised = false

    func raise() {
        condition.lock()
        raised = true
        condition.signal()
        condition.unlock()
    }

    /// True when raised before `deadline`; lowers the flag.
    func wait(until deadline: ContinuousClock.Instant) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !raised {
            let left = deadline - .now
            guard left > .zero else { return false }
            let seconds = Double(left.components.seconds) + Double(left.components.attoseconds) * 1e-18
            _ = condition.wait(until: Date(timeIntervalSinceNow: seconds))
        }
        raised = false
        return true
    }
}

extension ScriptedTerminal.Step {
    static func keys(_ keys: Key...) -> Self { .input(keys.map(TerminalInput.key)) }
    static func type(_ text: String) -> Self { .input(text.map { .key(.character($0)) }) }
}

/// A library in a fresh folder, removed afterwards.
final class TemporaryLibrary {
    let library: Library

    init() throws {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("app-shell-tests-\(UUID().uuidString)")
        library = Library(root: root)
        try library.prepare()
    }

    deinit { try? FileManager.default.removeItem(at: library.root) }

    func write(_ document: ShortcutDocument) throws -> URL {
        let url = try library.fileURL(forShortcutNamed: document.name)
        try AtomicFileWriter().write(document.encoded(), to: url)
        return url
    }
}

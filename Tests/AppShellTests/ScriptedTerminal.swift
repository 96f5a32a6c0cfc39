import AppShell
import EditorCore
import Foundation
import ShortcutStore
import Testing

/// A terminal that plays a script: input to deliver, and screens to wait for (polled, with a
/// deadline) before going on. When the script ends it sends SIGTERM, so a run always ends.
final class ScriptedTerminal: TerminalDevice {
    enum Step {
        case input([TerminalInput])
        case awaitScreen(String)
    }

    private var steps: [Step]
    var size: (width: Int, height: Int)
    private(set) var lastCanvas: Canvas?
    private(set) var unmetWait: String?
    private var waitingSince: ContinuousClock.Instant?

    init(width: Int = 80, height: Int = 24, _ steps: [Step]) {
        self.size = (width, height)
        self.steps = steps
    }

    var screenText: String { lastCanvas?.text ?? "" }

    func read(timeout: Duration?) -> [TerminalInput] {
        guard let step = steps.first else { return [.interrupt(signal: SIGTERM)] }
        switch step {
        case .input(let inputs):
            steps.removeFirst()
            return inputs
        case .awaitScreen(let text):
            if screenText.contains(text) {
                steps.removeFirst()
                waitingSince = nil
                return []
            }
            let since = waitingSince ?? .now
            waitingSince = since
            if ContinuousClock.now - since > .seconds(10) {
                unmetWait = text
                steps = []
                return []
            }
            Thread.sleep(forTimeInterval: min(0.01, timeout.map { Double($0.components.seconds) + Double($0.components.attoseconds) * 1e-18 } ?? 0.01))
            return []
        }
    }

    func present(_ canvas: Canvas) {
        lastCanvas = canvas
    }

    func suspend() {}
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

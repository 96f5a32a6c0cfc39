import AppShell
import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

/// Keystrokes while the shortcut runs: Tab through a shortcut whose loop runs without end in
/// the editor (`r`), beside the same keys with nothing running. The run is on a thread of its
/// own and its outputs reach the screen in batches, so the figures should stay flat.
enum RunKeystrokeWorkload {
    struct Figures: Codable {
        var idle: Timings
        var whileRunning: Timings

        var ratio: Double { whileRunning.median / max(1, idle.median) }
    }

    static let idleLabel = "Tab, nothing running"
    static let runningLabel = "Tab while the shortcut runs"

    static func document() -> ShortcutDocument {
        let group = IntentValue.string("5E0B7A10-0000-4000-8000-000000000001")
        var actions = [
            ShortcutAction(intent: "is.workflow.actions.repeat.count",
                           values: ["GroupingIdentifier": group, "WFControlFlowMode": .int(0), "WFRepeatCount": .int(1_000_000_000)]),
            ShortcutAction(intent: "is.workflow.actions.math", values: ["WFInput": .int(1), "WFMathOperand": .int(2)]),
            ShortcutAction(intent: "is.workflow.actions.repeat.count", values: ["GroupingIdentifier": group, "WFControlFlowMode": .int(2)]),
        ]
        for index in 0..<200 {
            actions.append(ShortcutAction(intent: "is.workflow.actions.gettext", values: ["WFTextActionText": .string("line \(index)")]))
        }
        return ShortcutDocument(name: "Busy", actions: actions)
    }

    static func run(registry: IntentRegistry, repeats: Int) throws -> Figures {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("run-keys-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let library = Library(root: root)
        try library.prepare()
        let file = try library.fileURL(forShortcutNamed: "Busy")
        try document().encoded().write(to: file)
        typealias Step = ScriptedTerminal.Step
        var steps = Array(repeating: Step(input: .key(.tab)), count: 20)
        for index in 0..<repeats {
            if index % 100 == 99 { steps.append(Step(input: .key(.home))) }
            steps.append(Step(input: .key(.tab), label: idleLabel))
        }
        steps += [Step(input: .key(.home)), Step(input: .key(.character("r")))]
        for index in 0..<repeats {
            if index % 100 == 99 { steps.append(Step(input: .key(.home))) }
            steps.append(Step(input: .key(.tab), label: runningLabel))
        }
        steps += [Step(input: .key(.control("c"))), Step(input: .key(.character("q")))]
        let timings = try AppWorkloads.run(file: file, library: library, registry: registry, width: 80, height: 24, script: steps).timings
        guard let idle = timings[idleLabel], let running = timings[runningLabel] else { throw BenchError("the keys were not timed") }
        return Figures(idle: idle, whileRunning: running)
    }
}

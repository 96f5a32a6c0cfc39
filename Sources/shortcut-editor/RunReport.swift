import Foundation
import IntentKit
import ShortcutRuntime
import Synchronization

/// What `run` prints: as text, each thing the shortcut shows on its own line of standard output
/// (and the trace, warnings and failure on standard error); as JSON, the whole run in one
/// document on standard output.
final class RunReport: Sendable {
    let format: RunOutputFormat
    let trace: Bool
    /// What the JSON report holds; nothing is kept for the text report, so an endless loop's
    /// memory stays flat. The JSON report keeps the last `keptSteps` steps, and counts the rest.
    private let record = Mutex<(steps: [JSONValue], omitted: Int, shown: [JSONValue], warnings: [JSONValue])>(([], 0, [], []))
    static let keptSteps = 1000

    /// The progress line on standard error, when that is a terminal and the report is text.
    private let progress: ProgressLine?

    init(format: RunOutputFormat, trace: Bool, progressOnTerminal: Bool = isatty(STDERR_FILENO) == 1) {
        self.format = format
        self.trace = trace
        progress = format == .text && progressOnTerminal ? ProgressLine() : nil
    }

    func heard(_ event: RunEvent) {
        if case let .progress(action, title, report) = event {
            progress?.show("\(action) \(title): \(report.text)", fraction: report.fraction)
            return
        }
        // Anything else printed ends the progress line first, so the two never share a line.
        progress?.clear()
        switch event {
        case let .ran(action, title, output, depth):
            if trace && format == .text {
                let indent = String(repeating: "  ", count: depth)
                standardError("\(indent)\(action) \(title) → \(output.preview)")
            }
            guard format == .json else { return }
            let step = JSONValue.object([("action", .int(action)), ("title", .string(title)), ("depth", .int(depth)),
                                         ("kind", .string(output.kindName)), ("output", output.json)])
            record.withLock {
                $0.steps.append(step)
                // Dropped a batch at a time: one removal per step would move the whole array each time.
                if $0.steps.count >= 2 * Self.keptSteps {
                    $0.steps.removeFirst(Self.keptSteps)
                    $0.omitted += Self.keptSteps
                }
            }
        case let .shown(text, by):
            if format == .text { print(text.terminalSafe(keepingNewlines: true)) }
            if format == .json { record.withLock { $0.shown.append(.object([("by", .string(by)), ("text", .string(text))])) } }
        case let .warning(action, message):
            if format == .text { standardError("warning: action \(action) \(message)") }
            if format == .json { record.withLock { $0.warnings.append(.object([("action", .int(action)), ("message", .string(message))])) } }
        case .progress:
            break
        }
    }

    func finish(_ outcome: Result<ShortcutRun.Result, RunFailure>) {
        progress?.clear()
        switch (format, outcome) {
        case (.text, .success(let result)):
            if let output = result.output { print(output.text.terminalSafe(keepingNewlines: true)) }
        case (.text, .failure(let failure)):
            standardError("shortcut-editor: \(failure)")
        case (.json, _):
            var members: [(key: String, value: JSONValue)] = record.withLock {
                let steps = $0.steps.suffix(Self.keptSteps)
                let omitted = $0.omitted + $0.steps.count - steps.count
                return [("steps", .array(Array(steps))), ("stepsOmitted", .int(omitted)), ("shown", .array($0.shown)), ("warnings", .array($0.warnings))]
            }
            switch outcome {
            case .success(let result):
                members.insert(("status", .int(0)), at: 0)
                members.append(("output", result.output?.json ?? .null))
            case .failure(let failure):
                members.insert(("status", .int(Int(failure.exitStatus))), at: 0)
                members.append(("error", .string(failure.description)))
            }
            print(JSONValue.object(members).compactText)
        }
    }

    private func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line.terminalSafe(keepingNewlines: true) + "\n").utf8))
    }
}

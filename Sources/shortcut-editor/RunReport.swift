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
    private let record = Mutex<(steps: [JSONValue], shown: [JSONValue], warnings: [JSONValue])>(([], [], []))

    init(format: RunOutputFormat, trace: Bool) {
        self.format = format
        self.trace = trace
    }

    func heard(_ event: RunEvent) {
        switch event {
        case let .ran(action, title, output, depth):
            if trace && format == .text {
                let indent = String(repeating: "  ", count: depth)
                standardError("\(indent)\(action) \(title) → \(output.preview)")
            }
            record.withLock {
                $0.steps.append(.object([("action", .int(action)), ("title", .string(title)), ("depth", .int(depth)),
                                         ("kind", .string(output.kindName)), ("output", output.json)]))
            }
        case let .shown(text, by):
            if format == .text { print(text.terminalSafe(keepingNewlines: true)) }
            record.withLock { $0.shown.append(.object([("by", .string(by)), ("text", .string(text))])) }
        case let .warning(action, message):
            if format == .text { standardError("warning: action \(action) \(message)") }
            record.withLock { $0.warnings.append(.object([("action", .int(action)), ("message", .string(message))])) }
        }
    }

    func finish(_ outcome: Result<ShortcutRun.Result, RunFailure>) {
        switch (format, outcome) {
        case (.text, .success(let result)):
            if let output = result.output { print(output.text.terminalSafe(keepingNewlines: true)) }
        case (.text, .failure(let failure)):
            standardError("shortcut-editor: \(failure)")
        case (.json, _):
            var members: [(key: String, value: JSONValue)] = record.withLock {
                [("steps", .array($0.steps)), ("shown", .array($0.shown)), ("warnings", .array($0.warnings))]
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

import Foundation
import IntentKit
import ShortcutModel

/// One action being run, as its handler sees it: its parameters read as values (variables
/// filled in, text joined), its input, and the run it belongs to.
struct ActionCall {
    let run: ShortcutRun
    let index: Int

    var action: ShortcutAction { run.document.actions[index] }

    /// The action's title, as the editor shows it ("Get Dictionary Value").
    var title: String { run.title(of: index) }

    func lookUpTitle() -> String {
        if let title = run.environment.registry.definition(for: action.intent)?.title, !title.isEmpty { return title }
        return ActionTitles.fallback(for: action.intent)
    }

    /// A parameter's value, variables filled in; nil when the action does not set it.
    func value(_ key: String) async throws -> RuntimeValue? {
        guard let stored = action.values[key] else { return nil }
        return try await run.resolve(stored, at: index)
    }

    /// A parameter as text.
    func text(_ key: String) async throws -> String? { try await value(key)?.text }

    /// A parameter as a number; a value that holds none fails the action, naming the parameter.
    func number(_ key: String) async throws -> Double? {
        guard let value = try await value(key) else { return nil }
        guard let number = value.number else { throw failure("\(key) is “\(value.text)”, not a number") }
        return number
    }

    /// A parameter as a whole number within `range` (rounded as `rule` says); a value that is
    /// not a number, is not finite or is past the range fails the action, naming the parameter
    /// and the range: a file's 1e300 or NaN never reaches integer code unchecked.
    func integer(_ key: String, in range: ClosedRange<Int> = RunNumbers.wholeRange,
                 rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) async throws -> Int? {
        guard let number = try await number(key) else { return nil }
        return try whole(number, named: key, in: range, rounding: rule)
    }

    /// `number` as a whole number within `range`, or this action's failure naming `name`.
    func whole(_ number: Double, named name: String, in range: ClosedRange<Int> = RunNumbers.wholeRange,
               rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) throws(RunFailure) -> Int {
        guard let whole = CheckedInteger.from(number, rounding: rule, in: range) else {
            throw failure("\(name) is \(RuntimeValue.format(number)); expected a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return whole
    }

    /// A switch, or `defaultValue` when it is not set.
    func bool(_ key: String, default defaultValue: Bool) async throws -> Bool {
        try await value(key)?.bool ?? defaultValue
    }

    /// What the action works on: its input parameter, else what the action before it gave.
    func input(_ key: String = "WFInput") async throws -> RuntimeValue {
        try await value(key) ?? run.previous
    }

    /// A failure of this action, in the person's words.
    func failure(_ message: String) -> RunFailure {
        .failed(action: index + 1, title: title, message: message)
    }

    /// Runs part of the action, turning what it throws into this action's failure.
    func guarded<T>(_ body: () async throws -> T) async throws(RunFailure) -> T {
        do {
            return try await body()
        } catch {
            throw runFailure(from: error)
        }
    }

    /// What anything the action threw means for the run — the one mapping of errors to
    /// failures: a failure stays itself; whatever failed because the run was stopped is the
    /// stop; an unanswered question is said as one; anything else fails the action with its
    /// description (Foundation's file errors in words, `FileProblem`).
    func runFailure(from error: any Error) -> RunFailure {
        switch error {
        case let failure as RunFailure: failure
        case _ where error is CancellationError || Task.isCancelled: .stopped(action: index + 1)
        case let unanswered as RunPromptUnanswered: .unanswered(action: index + 1, title: title, prompt: unanswered.prompt)
        // Foundation's file errors in words; an app's error as the system says it.
        default: failure(FileProblem.describe(error) ?? AppIntentError.message(of: error))
        }
    }

    /// The titles of Choose from Menu's items, in order.
    func menuTitles() async throws -> [String] {
        guard let items = try await value("WFMenuItems") else { return [] }
        return items.items.map(\.text)
    }

    func warn(_ message: String) {
        run.warn(message, at: index)
    }
}

/// Titles for actions the registry does not describe: the identifier's last words.
enum ActionTitles {
    static func fallback(for identifier: String) -> String {
        let last = identifier.split(separator: ".").last.map(String.init) ?? identifier
        return last.isEmpty ? identifier : last
    }
}

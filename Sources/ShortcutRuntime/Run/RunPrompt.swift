import Foundation
import Synchronization

/// A question a running shortcut puts to the person running it: Ask for Input, Choose from
/// Menu or List, a Show Alert with Cancel, an app intent's questions.
public enum RunPrompt: Sendable, Equatable {
    /// Text typed in: Ask for Input (its input type, "Text", "Number", "URL", "Date"…, and its
    /// default answer), an app intent's `requestValue`.
    case text(prompt: String, inputType: String, defaultAnswer: String?)
    /// One of `options` (Choose from Menu, an app intent's disambiguation), or several when
    /// `multiple` (Choose from List with Select Multiple).
    case choice(prompt: String, options: [String], multiple: Bool)
    /// OK or Cancel: Show Alert, an app intent's confirmation.
    case confirmation(prompt: String)
    /// An action that cannot run here (`action`, from 1, with its `UUID` as variables name it)
    /// asks for a stand-in output, typed as text or JSON; `reason` says why it cannot run.
    /// `run --answer` does not answer it (an answer meant for the next question would be
    /// taken for an output): a terminal, the editor or a test's stand-ins do.
    case standIn(action: Int, uuid: String, title: String, reason: String)

    /// What the person reads.
    public var prompt: String {
        switch self {
        case .text(let prompt, _, _), .choice(let prompt, _, _), .confirmation(let prompt): prompt
        case let .standIn(action, _, title, reason):
            "Action \(action) (\(title)) cannot run here (\(reason)): its output, as text or JSON?"
        }
    }
}

/// The person's answer.
public enum RunAnswer: Sendable, Equatable {
    case text(String)
    /// The indexes of the options chosen, in order.
    case choices([Int])
    case confirmed(Bool)
}

/// Whoever answers a run's prompts: `--answer` values in order, the terminal, the editor.
public protocol RunPrompter: Sendable {
    /// The answer; throws `RunPromptUnanswered` when there is none to give.
    func answer(_ prompt: RunPrompt) async throws -> RunAnswer
}

/// A prompt nobody could answer (no `--answer` left and no terminal): exit status 4.
public struct RunPromptUnanswered: Error, Sendable, Equatable, CustomStringConvertible {
    public var prompt: String
    public init(prompt: String) { self.prompt = prompt }

    /// "nobody answered “Notes?”", as a host hears it when its question goes unanswered.
    public var description: String { "nobody answered “\(prompt)”" }
}

/// Answers prompts from a list, in order — `run --answer` — then asks `fallback`, if any.
/// A choice is answered by an option's title (any case) or its number from 1; a
/// confirmation by yes/ok/true or no/cancel/false.
public final class ScriptedPrompter: RunPrompter {
    private let answers: Mutex<[String]>
    private let fallback: (any RunPrompter)?

    public init(answers: [String], fallback: (any RunPrompter)? = nil) {
        self.answers = Mutex(answers)
        self.fallback = fallback
    }

    public func answer(_ prompt: RunPrompt) async throws -> RunAnswer {
        if case .standIn = prompt {
            guard let fallback else { throw RunPromptUnanswered(prompt: prompt.prompt) }
            return try await fallback.answer(prompt)
        }
        guard let given = answers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            guard let fallback else { throw RunPromptUnanswered(prompt: prompt.prompt) }
            return try await fallback.answer(prompt)
        }
        return try Self.read(given, for: prompt)
    }

    /// An answer given as text, read for `prompt`.
    public static func read(_ given: String, for prompt: RunPrompt) throws -> RunAnswer {
        switch prompt {
        case .text, .standIn:
            return .text(given)
        case .choice(_, let options, let multiple):
            let parts = multiple ? given.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : [given]
            let chosen = try parts.map { part -> Int in
                if let index = options.firstIndex(where: { $0.caseInsensitiveCompare(part) == .orderedSame }) { return index }
                if let number = Int(part), number >= 1, number <= options.count { return number - 1 }
                throw RunPromptUnanswered(prompt: "“\(part)” is not one of \(options.joined(separator: ", ")) for “\(prompt.prompt)”")
            }
            return .choices(chosen)
        case .confirmation:
            switch given.lowercased() {
            case "yes", "y", "ok", "true", "1": return .confirmed(true)
            case "no", "n", "cancel", "false", "0": return .confirmed(false)
            default: throw RunPromptUnanswered(prompt: "“\(given)” does not answer “\(prompt.prompt)” (yes or no)")
            }
        }
    }
}

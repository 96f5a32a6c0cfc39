import Foundation
import IntentKit
import ShortcutModel
import Synchronization

/// An app intent: its `perform()` run through the registry (a live host's, or a Swift
/// declaration in this process) with the action's values; its questions for the person are the
/// run's prompts, its dialog is shown, its returned value is the action's output.
enum AppIntentAction {
    static func perform(_ call: ActionCall) async throws(RunFailure) -> RuntimeValue {
        let stored = call.action.values.filter { !["UUID", "AppIntentDescriptor", "CustomOutputName"].contains($0.key) }
        let values = try await call.guarded {
            try await AppIntentValues.resolved(stored, of: call.run.environment.registry.definition(for: call.action.intent), call: call)
        }
        let asker = RunPromptAsker(prompter: call.run.environment.prompter)
        let listener = RunProgressListener(events: call.run.environment.events, action: call.index + 1, title: call.title)
        let outcome = try await call.guarded {
            do {
                return try await IntentRun.$asker.withValue(asker) {
                    try await IntentRun.$progressListener.withValue(listener) {
                        try await call.run.environment.registry.perform(call.action.intent, values: values)
                    }
                }
            } catch {
                // A question nobody answered is the run's unanswered prompt (status 4), whatever
                // the intent made of it — a host hears it as a cancelled question.
                if let unanswered = asker.unanswered { throw unanswered }
                throw error
            }
        }
        if let dialog = outcome.dialog { call.show(dialog) }
        guard let value = outcome.value else { return .nothing }
        return RuntimeValue(intentValue: value)
    }
}

/// An intent's progress as the run's events.
struct RunProgressListener: IntentProgressListening {
    let events: @Sendable (RunEvent) -> Void
    let action: Int
    let title: String

    func progressed(_ report: IntentProgressReport) {
        events(.progress(action: action, title: title, report: report))
    }
}

/// An intent's questions as the run's prompts; the first one nobody answered is kept.
final class RunPromptAsker: PersonAsking, Sendable {
    let prompter: any RunPrompter
    private let missed = Mutex<RunPromptUnanswered?>(nil)

    init(prompter: any RunPrompter) {
        self.prompter = prompter
    }

    /// The question nobody answered, if one went so.
    var unanswered: RunPromptUnanswered? { missed.withLock { $0 } }

    func ask(_ question: PersonQuestion) async throws -> PersonAnswer {
        do {
            return try await answer(question)
        } catch let unanswered as RunPromptUnanswered {
            missed.withLock { if $0 == nil { $0 = unanswered } }
            throw unanswered
        }
    }

    private func answer(_ question: PersonQuestion) async throws -> PersonAnswer {
        switch question {
        case .value(_, let type, _):
            guard case .text(let text) = try await prompter.answer(.text(prompt: question.prompt, inputType: type == .int || type == .double ? "Number" : "Text", defaultAnswer: nil)) else {
                throw IntentCancelledError(prompt: question.prompt)
            }
            switch type {
            case .int:
                guard let whole = CheckedInteger.from(text.trimmingCharacters(in: .whitespaces)) else {
                    throw RunPromptUnanswered(prompt: "“\(text)” is not a whole number (from \(Int.min) to \(Int.max)), for “\(question.prompt)”")
                }
                return .value(.int(whole))
            case .double: return .value(.double(RuntimeValue.text(text).number ?? 0))
            default: return .value(.string(text))
            }
        case .choice(_, let options, _):
            guard case .choices(let chosen) = try await prompter.answer(.choice(prompt: question.prompt, options: options, multiple: false)),
                  let first = chosen.first else { throw IntentCancelledError(prompt: question.prompt) }
            return .choice(first)
        case .confirmation:
            guard case .confirmed(let yes) = try await prompter.answer(.confirmation(prompt: question.prompt)) else {
                throw IntentCancelledError(prompt: question.prompt)
            }
            return .confirmed(yes)
        }
    }
}

extension RuntimeValue {
    /// An app intent's value as a run holds it.
    init(intentValue: IntentValue) {
        switch intentValue {
        case .string(let text): self = .text(text)
        case .int(let number): self = .number(Double(number))
        case .double(let number): self = .number(number)
        case .decimal(let number): self = .number(Double(truncating: number as NSDecimalNumber))
        case .bool(let flag): self = .bool(flag)
        case .date(let date): self = .date(date)
        case .url(let url): self = .url(url.absoluteString)
        case .duration(let duration): self = .number(Double(duration.components.seconds))
        case .measurement(let measurement): self = .number(measurement.value)
        case .enumCase(let value): self = .text(value.caseIdentifier)
        case .entity(let entity): self = .entity(entity)
        case .array(let items): self = .list(items.map(RuntimeValue.init(intentValue:)))
        case .opaque(let opaque): self = .text(opaque.json.compactText)
        }
    }
}

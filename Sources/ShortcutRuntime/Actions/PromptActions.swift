import Foundation

/// Questions: Ask for Input and Choose from List, answered by the run's prompter.
enum PromptActions {
    static let handlers: [String: ActionHandler] = [
        "ask": { call in
            let prompt = try await call.text("WFAskActionPrompt") ?? "Ask for Input"
            let type = try await call.text("WFInputType") ?? "Text"
            let defaultAnswer = try await call.text("WFAskActionDefaultAnswer")
            guard case .text(let answer) = try await call.run.environment.prompter.answer(.text(prompt: prompt, inputType: type, defaultAnswer: defaultAnswer)) else {
                return .nothing
            }
            switch type {
            case "Number":
                guard let number = RuntimeValue.text(answer).number else { throw call.failure("“\(answer)” is not a number") }
                return .number(number)
            case "URL": return .url(answer)
            case "Date", "Date and Time", "Time":
                guard let date = RuntimeDates.parse(answer) else { throw call.failure("“\(answer)” is not a date") }
                return .date(date)
            default: return .text(answer)
            }
        },
        "choosefromlist": { call in
            let items = try await call.input().items
            guard !items.isEmpty else { throw call.failure("there is nothing to choose from") }
            let multiple = try await call.bool("WFChooseFromListActionSelectMultiple", default: false)
            let prompt = try await call.text("WFChooseFromListActionPrompt") ?? "Choose from List"
            guard case .choices(let chosen) = try await call.run.environment.prompter.answer(.choice(prompt: prompt, options: items.map(\.text), multiple: multiple)) else {
                return .nothing
            }
            let picked = chosen.filter(items.indices.contains).map { items[$0] }
            return multiple ? .list(picked) : picked.first ?? .nothing
        },
    ]
}

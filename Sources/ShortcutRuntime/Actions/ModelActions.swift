import Foundation
import IntentKit

/// Use Model: the request asked of the run's chat endpoint (`ModelEndpoint`), its answer the
/// response — text, or what the Output type asks for when the text reads as one (a
/// dictionary from JSON, a number, a Boolean). With no endpoint set, the run asks for a
/// stand-in response.
enum ModelActions {
    static let handlers: [String: ActionHandler] = [
        "askllm": { call in
            let prompt = try await call.text("WFLLMPrompt") ?? ""
            guard let model = call.run.environment.model else {
                throw StandInNeeded(reason: "no model is set: [model] url in the config, or SHORTCUT_EDITOR_MODEL_URL")
            }
            guard let url = URL(string: model.completionsURL), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw call.failure("the model's address “\(model.url)” is not an http or https address (SHORTCUT_EDITOR_MODEL_URL or [model] url)")
            }
            let request = model.request(asking: prompt, limits: call.run.environment.limits)
            let response = try await call.fetch(request, purpose: "ask the model at \(model.completionsURL)")
            if (300..<400).contains(response.status) {
                // The helper follows redirects within the web only; one it did not follow is said.
                let location = response.headers.first { $0.key.lowercased() == "location" }?.value ?? "nowhere"
                throw call.failure("the model at \(model.completionsURL) answered with a redirect (\(response.status)) to “\(String(location.prefix(200)).terminalVisible)”, "
                                   + "which is not followed: only http and https addresses are")
            }
            guard response.status < 400 else {
                throw call.failure("the model at \(model.completionsURL) answered with status \(response.status): \(ModelEndpoint.refusal(of: response.body))")
            }
            guard let content = ModelEndpoint.content(of: response.body) else {
                throw call.failure("the model at \(model.completionsURL) gave no choices[0].message.content")
            }
            return shaped(content, as: try await call.text("WFGenerativeResultType") ?? "Automatic")
        },
    ]

    /// The response as the action's Output type asks: Dictionary, Number, Boolean or Date when
    /// the text reads as one; text otherwise.
    static func shaped(_ content: String, as type: String) -> RuntimeValue {
        let text = RuntimeValue.text(content.trimmingCharacters(in: .whitespacesAndNewlines))
        switch type {
        case "Dictionary": return text.dictionary.map(RuntimeValue.dictionary) ?? text
        case "Number": return text.number.map(RuntimeValue.number) ?? text
        case "Boolean": return .bool(text.bool)
        case "Date": return text.date.map(RuntimeValue.date) ?? text
        default: return text
        }
    }
}

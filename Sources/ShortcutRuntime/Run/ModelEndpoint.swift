import Foundation
import IntentKit

/// An OpenAI-compatible chat endpoint (`POST …/v1/chat/completions`) — a local llama.cpp or
/// Ollama server, or a hosted one — that Use Model asks in place of Apple Intelligence. Set by
/// the config's `[model] url` (and `name`), or `SHORTCUT_EDITOR_MODEL_URL`; a key, for a server
/// that wants one, only from `SHORTCUT_EDITOR_MODEL_KEY` (never a file in a library or a
/// repository).
public struct ModelEndpoint: Sendable, Equatable {
    /// As given: the server ("http://localhost:11434"), its `/v1`, or the whole path.
    public var url: String
    /// The model the server is asked for; servers that serve one take any name.
    public var name: String
    public var key: String?

    public init(url: String, name: String? = nil, key: String? = nil) {
        self.url = url
        self.name = name.flatMap { $0.isEmpty ? nil : $0 } ?? "default"
        self.key = key.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The endpoint the environment names, else the config's: nil when neither does.
    public static func from(environment: [String: String], configURL: String?, configName: String?) -> ModelEndpoint? {
        let url = environment["SHORTCUT_EDITOR_MODEL_URL"].flatMap { $0.isEmpty ? nil : $0 } ?? configURL
        guard let url, !url.isEmpty else { return nil }
        return ModelEndpoint(url: url, name: environment["SHORTCUT_EDITOR_MODEL_NAME"] ?? configName, key: environment["SHORTCUT_EDITOR_MODEL_KEY"])
    }

    /// Where the chat request goes.
    public var completionsURL: String {
        var base = url
        while base.hasSuffix("/") { base.removeLast() }
        if base.hasSuffix("/chat/completions") { return base }
        if base.hasSuffix("/v1") { return base + "/chat/completions" }
        return base + "/v1/chat/completions"
    }

    /// The request for one question: one user message; the answer's first choice is the
    /// response.
    func request(asking prompt: String, limits: RunLimits) -> WebRequest {
        let body = JSONValue.object([
            (key: "model", value: .string(name)),
            (key: "messages", value: .array([.object([(key: "role", value: "user"), (key: "content", value: .string(prompt))])])),
            (key: "stream", value: .bool(false)),
        ])
        var headers = [("Content-Type", "application/json"), ("Accept", "application/json")]
        if let key { headers.append(("Authorization", "Bearer " + key)) }
        return WebRequest(method: "POST", url: completionsURL, headers: headers, body: Array(body.compactText.utf8),
                          maximumBytes: limits.maximumSize, deadline: limits.requestDeadline)
    }

    /// The response's text: `choices[0].message.content`; nil when the answer has none.
    public static func content(of body: [UInt8]) -> String? {
        guard let json = try? JSONValue.parse(body), case .object(let top) = json,
              case .array(let choices)? = top.first(where: { $0.key == "choices" })?.value,
              case .object(let choice)? = choices.first,
              case .object(let message)? = choice.first(where: { $0.key == "message" })?.value,
              case .string(let content)? = message.first(where: { $0.key == "content" })?.value else { return nil }
        return content
    }

    /// What a refusal says: an OpenAI-style `error.message`, else the start of the body.
    public static func refusal(of body: [UInt8]) -> String {
        if let json = try? JSONValue.parse(body), case .object(let top) = json,
           case .object(let error)? = top.first(where: { $0.key == "error" })?.value,
           case .string(let message)? = error.first(where: { $0.key == "message" })?.value {
            return String(message.prefix(200))
        }
        let text = String(decoding: body.prefix(200), as: UTF8.self)
        return text.isEmpty ? "no message" : text
    }
}

import FlyingFox
import Foundation
import IntentKit
import ShortcutRuntime
import Synchronization
import Testing
import TestSupport

/// Use Model against an OpenAI-compatible server the test starts on loopback (as llama.cpp's
/// and Ollama's answer): the request as sent, the response as the output; a refusal is the
/// action's failure; without an endpoint, a stand-in is asked for.
@Suite(.offThePool, .serialized) struct UseModelTests {
    /// A chat endpoint that answers with `reply` (or refuses with `status`), keeping each request's body.
    static func server(reply: String, status: HTTPStatusCode = .ok) async throws -> (Task<Void, any Error>, UInt16, Received) {
        let received = Received()
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0))
        await server.appendRoute("POST /v1/chat/completions") { [received] request in
            let body = String(decoding: try await request.bodyData, as: UTF8.self)
            received.bodies.withLock { $0.append(body + " auth=" + (request.headers[HTTPHeader("Authorization")] ?? "none")) }
            let answer: [String: Any] = status == .ok
                ? ["id": "x", "object": "chat.completion", "choices": [["index": 0, "message": ["role": "assistant", "content": reply], "finish_reason": "stop"]]]
                : ["error": ["message": reply, "type": "invalid_request_error"]]
            return HTTPResponse(statusCode: status, headers: [HTTPHeader("Content-Type"): "application/json"],
                                body: try JSONSerialization.data(withJSONObject: answer))
        }
        let task = Task { try await server.run() }
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw ServerAddressError(address: "none") }
        return (task, port, received)
    }

    static let ask = [
        Act("gettext", [("WFTextActionText", P.plain("Hallo Welt"))], uuid: "T"),
        Act("askllm", [("WFLLMModel", .string("Apple Intelligence")), ("WFGenerativeResultType", .string("Text")),
                       ("WFLLMPrompt", P.text(P.words("Translate: "), P.output("T")))], uuid: "M"),
        show("M"),
    ]

    @Test func theRequestIsAskedAndTheResponseIsTheOutput() async throws {
        let (task, port, received) = try await Self.server(reply: " Hello world\n")
        defer { task.cancel() }
        let model = ModelEndpoint(url: "http://127.0.0.1:\(port)", name: "llama3", key: "k-1")
        let ran = await run(Self.ask, model: model)
        #expect(ran.failure == nil, "\(String(describing: ran.failure))")
        #expect(ran.shown == ["Hello world"])
        let request = try #require(received.bodies.withLock { $0.first })
        #expect(request.contains(#""model":"llama3""#) && request.contains(#""content":"Translate: Hallo Welt""#) && request.hasSuffix("auth=Bearer k-1"), "\(request)")
    }

    @Test func aDictionaryOutputIsReadFromTheResponse() async throws {
        let (task, port, _) = try await Self.server(reply: #"{"word": "Hello"}"#)
        defer { task.cancel() }
        var actions = Self.ask
        actions[1].parameters[1].1 = .string("Dictionary")
        actions[2] = show("M", [P.key("word")])
        let ran = await run(actions, model: ModelEndpoint(url: "http://127.0.0.1:\(port)/v1"))
        #expect(ran.shown == ["Hello"])
    }

    @Test func aRefusalFailsTheActionWithTheServersWords() async throws {
        let (task, port, _) = try await Self.server(reply: "model 'x' not found", status: .notFound)
        defer { task.cancel() }
        let ran = await run(Self.ask, model: ModelEndpoint(url: "http://127.0.0.1:\(port)"))
        #expect(ran.failure?.description == "action 2 (askllm) failed: the model at http://127.0.0.1:\(port)/v1/chat/completions answered with status 404: model 'x' not found")
    }

    /// A refused connection is said as one, at once: the client's retries took the whole
    /// 30 s connect timeout and then said nothing of a refusal.
    @Test func aRefusedConnectionIsSaidAsOne() async {
        let ran = await run(Self.ask, model: ModelEndpoint(url: "http://127.0.0.1:1"))
        #expect(ran.failure?.description.contains("the connection was refused: nothing answers at 127.0.0.1:1") == true, "\(String(describing: ran.failure))")
    }

    /// A redirect to `file:` is not followed, and is said as a redirect — it read as "gave no
    /// choices[0].message.content".
    @Test func aRedirectOffTheWebIsSaidAsOne() async throws {
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0))
        await server.appendRoute("POST /v1/chat/completions") { _ in
            HTTPResponse(statusCode: .found, headers: [HTTPHeader("Location"): "file:///etc/passwd"], body: Data())
        }
        let task = Task { try await server.run() }
        defer { task.cancel() }
        try await server.waitUntilListening(timeout: 120)
        guard case .ip4(_, let port)? = await server.listeningAddress else { throw ServerAddressError(address: "none") }
        let ran = await run(Self.ask, model: ModelEndpoint(url: "http://127.0.0.1:\(port)"))
        #expect(ran.failure?.description.contains("answered with a redirect (302) to “file:///etc/passwd”, which is not followed") == true,
                "\(String(describing: ran.failure))")
    }

    @Test func withoutAnEndpointAStandInIsAskedFor() async {
        let none = await run(Self.ask)
        #expect(none.failure == .cannotRun(action: 2, title: "askllm"))
        let answered = await run(Self.ask, prompter: StandInAnswers(["{\"text\": \"typed\"}"]))
        #expect(answered.failure == nil)
        #expect(answered.shown == [#"{"text":"typed"}"#], "a stand-in typed as JSON is a dictionary")
    }

    @Test func anAddressThatIsNotTheWebsIsRefusedBeforeAnythingIsSent() async {
        for address in ["file:///etc/passwd", "localhost:11434", "ftp://models.example"] {
            let ran = await run(Self.ask, model: ModelEndpoint(url: address))
            #expect(ran.failure?.description.contains("is not an http or https address") == true, "\(address): \(String(describing: ran.failure))")
        }
    }

    /// A server's answer is outside input: thousands of damaged answers each give the
    /// response or none, and a refusal's words stay short — never a crash.
    @Test func damagedAnswersGiveTheResponseOrNone() {
        let seed = Array(#"{"choices":[{"index":0,"message":{"role":"assistant","content":"Hello"}}],"error":{"message":"no"}}"#.utf8)
        let alphabet = Array(#"{}[]":,0\u"#.utf8) + [0, 0x1B, 0xFF]
        var state: UInt64 = 0x0DE1
        func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        var read = 0
        for round in 0..<3_000 {
            var mutated = seed
            if round % 4 == 0 {
                mutated = Array(mutated.prefix(Int(next() % UInt64(mutated.count))))
            } else {
                for _ in 0..<(1 + next() % 4) { mutated[Int(next() % UInt64(mutated.count))] = alphabet[Int(next() % UInt64(alphabet.count))] }
            }
            if ModelEndpoint.content(of: mutated) != nil { read += 1 }
            #expect(ModelEndpoint.refusal(of: mutated).count <= 200)
        }
        #expect(ModelEndpoint.content(of: seed) == "Hello" && read > 0)
    }

    @Test func theEndpointComesFromTheEnvironmentBeforeTheConfig() {
        #expect(ModelEndpoint.from(environment: [:], configURL: nil, configName: nil) == nil)
        #expect(ModelEndpoint.from(environment: [:], configURL: "http://a:1", configName: "m")?.completionsURL == "http://a:1/v1/chat/completions")
        let both = ModelEndpoint.from(environment: ["SHORTCUT_EDITOR_MODEL_URL": "http://b:2/v1/chat/completions/"], configURL: "http://a:1", configName: "m")
        #expect(both?.completionsURL == "http://b:2/v1/chat/completions" && both?.name == "m")
    }
}

/// The requests a test server received.
final class Received: Sendable {
    let bodies = Mutex<[String]>([])
}

/// Answers stand-in questions from a list, in order (as the editor's prompt does); anything
/// else has no answer.
final class StandInAnswers: RunPrompter {
    private let answers: Mutex<[String]>
    let asked = Mutex<[RunPrompt]>([])

    init(_ answers: [String]) {
        self.answers = Mutex(answers)
    }

    func answer(_ prompt: RunPrompt) async throws -> RunAnswer {
        asked.withLock { $0.append(prompt) }
        guard case .standIn = prompt, let next = answers.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else {
            throw RunPromptUnanswered(prompt: prompt.prompt)
        }
        return .text(next)
    }
}

import Foundation

/// The questions a serving host's performs have put to the editor, each waiting for its answer
/// (docs/INTENT-HOST.md, "Questions"). A question is a line on standard output,
/// `{"ask": 7, "for": 3, "question": {…}}`, `for` naming the perform it belongs to; the editor
/// answers on standard input with `{"answer": 7, "result": {…}}`, or an `error` when the person
/// cancelled or nobody could be asked.
final class HostQuestions: @unchecked Sendable {
    private let output: LineWriter
    private let lock = NSLock()
    private var waiting: [Int: CheckedContinuation<PersonAnswer, any Error>] = [:]
    private var nextID = 1
    private var closed = false

    init(output: LineWriter) {
        self.output = output
    }

    /// Who asks for the perform answering request `id`.
    func asker(for id: Int) -> any PersonAsking {
        Asker(questions: self, request: id)
    }

    /// Takes an answer line, when `line` is one: the question it answers goes on.
    func take(_ line: String) -> Bool {
        guard line.contains("\"answer\""), let json = try? JSONValue.parse(Array(line.utf8)),
              case .int(let id)? = json["answer"] else { return false }
        let result: Result<PersonAnswer, any Error>
        if case .string(let message)? = json["error"]?["message"] {
            result = .failure(IntentCancelledError(prompt: message))
        } else if let raw = json["result"] {
            result = Result { try PersonAnswer(json: raw, at: JSONPath.root.appending("result")) }
        } else {
            result = .failure(HostProtocolError("$: expected a \"result\" or an \"error\""))
        }
        lock.withLock { waiting.removeValue(forKey: id) }?.resume(with: result)
        return true
    }

    /// Standard input has ended: nobody will answer, so every question still waiting is
    /// cancelled and its perform ends.
    func close() {
        let ended = lock.withLock {
            closed = true
            defer { waiting = [:] }
            return waiting.values
        }
        for continuation in ended { continuation.resume(throwing: IntentCancelledError(prompt: "the editor went away")) }
    }

    private func ask(_ question: PersonQuestion, for request: Int) async throws -> PersonAnswer {
        try await withCheckedThrowingContinuation { continuation in
            let id: Int? = lock.withLock {
                guard !closed else { return nil }
                defer { nextID += 1 }
                waiting[nextID] = continuation
                return nextID
            }
            guard let id else {
                continuation.resume(throwing: IntentCancelledError(prompt: question.prompt))
                return
            }
            output.write(JSONValue.object([("ask", .int(id)), ("for", .int(request)), ("question", question.json)]).compactText)
        }
    }

    private struct Asker: PersonAsking {
        let questions: HostQuestions
        let request: Int

        func ask(_ question: PersonQuestion) async throws -> PersonAnswer {
            try await questions.ask(question, for: request)
        }
    }
}

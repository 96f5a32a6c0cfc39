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

    /// Takes an answer line, when `line` is one (it has an `answer` member): the question it
    /// answers goes on, with the answer or with why it cannot be read.
    func take(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        guard let kind = try? HostLines.decode(HostLines.Kind.self, from: bytes), let id = kind.answer else { return false }
        let result: Result<PersonAnswer, any Error>
        do {
            let answer = try HostLines.decode(HostLines.Answer.self, from: bytes)
            if let error = answer.error {
                result = .failure(IntentCancelledError(prompt: error.message))
            } else if let given = answer.result {
                result = .success(given)
            } else {
                result = .failure(HostProtocolError("$: expected a \"result\" or an \"error\""))
            }
        } catch {
            result = .failure(error)
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
            do {
                output.write(try HostLines.encode(HostLines.Question(ask: id, for: request, question: question)))
            } catch {
                lock.withLock { _ = waiting.removeValue(forKey: id) }
                continuation.resume(throwing: error)
            }
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

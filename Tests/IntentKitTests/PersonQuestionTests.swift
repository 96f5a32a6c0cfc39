import Foundation
@testable import IntentKit
import Testing

/// An intent that asks the person running it for what it lacks, as Apple's framework lets it.
struct OrderSoup: AppIntent {
    static let title: LocalizedStringResource = "Order Soup"

    @Parameter(title: "Soup")
    var soup: String

    @Parameter(title: "Size")
    var size: String?

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        let size = try await $size.requestDisambiguation(among: ["small", "large"], dialog: "Which size?")
        let extra = try await $soup.requestValue("Anything else?")
        try await requestConfirmation(actionName: .order, dialog: "Order \(size) \(soup)?")
        return .result(value: "\(size) \(soup) + \(extra)", dialog: "Ordered.")
    }
}

/// Answers questions from a list, in order, and keeps what it was asked.
final class ScriptedPerson: PersonAsking, @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [PersonAnswer]
    private(set) var asked: [PersonQuestion] = []

    init(_ answers: [PersonAnswer]) {
        self.answers = answers
    }

    func ask(_ question: PersonQuestion) async throws -> PersonAnswer {
        try lock.withLock {
            asked.append(question)
            guard !answers.isEmpty else { throw IntentCancelledError(prompt: question.prompt) }
            return answers.removeFirst()
        }
    }
}

@Suite struct PersonQuestionTests {
    static func perform(_ values: [(String, JSONValue)], person: ScriptedPerson?) async throws -> HostResponse {
        var registry = IntentRegistry()
        try registry.register(OrderSoup.self)
        let server = IntentHostServer(registry: registry, name: "Soups")
        let request = HostRequest(id: 1, method: "perform", params: .object([("intent", .string("OrderSoup")),
                                                                             ("values", .object(values.map { (key: $0.0, value: $0.1) }))]))
        return await server.answer(request, asking: person)
    }

    /// The required parameter without a value is asked first, then each of perform's questions.
    @Test func performAsksThePersonAndGoesOnWithTheAnswers() async throws {
        let person = ScriptedPerson([.value(.string("leek")), .choice(1), .value(.string("bread")), .confirmed(true)])
        let answer = try await Self.perform([], person: person)
        #expect(answer.error == nil, "\(answer)")
        #expect(answer.result?["dialog"] == .string("Ordered."))
        #expect(answer.result?["value"]?["value"] == .string("large leek + bread"))
        #expect(person.asked == [
            .value(parameter: "Soup", type: .string, prompt: nil),
            .choice(parameter: "Size", options: ["small", "large"], prompt: "Which size?"),
            .value(parameter: "Soup", type: .string, prompt: "Anything else?"),
            .confirmation(prompt: "Order large leek? (Order?)"),
        ])
    }

    @Test func aNoStopsTheAction() async throws {
        let person = ScriptedPerson([.choice(0), .value(.string("bread")), .confirmed(false)])
        let answer = try await Self.perform([("soup", .object([("type", .string("string")), ("value", .string("miso"))]))], person: person)
        #expect(answer.error == "Cancelled: Order small miso? (Order?)")
    }

    /// Without anyone to ask, what was asked is the error, as before.
    @Test func nobodyToAskIsSaid() async throws {
        let answer = try await Self.perform([("soup", .object([("type", .string("string")), ("value", .string("miso"))]))], person: nil)
        #expect(answer.error == "Size: Which size?")
        let missing = try await Self.perform([], person: nil)
        #expect(missing.error == "Soup needs a value before OrderSoup can run")
    }

    @Test func questionsAndAnswersReadBackAsWritten() throws {
        let questions: [PersonQuestion] = [.value(parameter: "Trail", type: .int, prompt: "How far?"),
                                           .choice(parameter: "Pace", options: ["easy", "brisk"], prompt: nil),
                                           .confirmation(prompt: "Go?")]
        for question in questions {
            #expect(try PersonQuestion(json: question.json, at: .root) == question)
        }
        for answer: PersonAnswer in [.value(.int(3)), .choice(2), .confirmed(false)] {
            #expect(try PersonAnswer(json: answer.json, at: .root) == answer)
        }
        #expect(throws: HostProtocolError("$.kind: expected value, choice or confirmation, found poll")) {
            try PersonQuestion(json: .object([("kind", .string("poll"))]), at: .root)
        }
    }

    /// A serving host writes each question as a line and goes on when its answer line comes.
    @Test func aServingHostAsksByLineAndReadsTheAnswerLine() async throws {
        let pipe = Pipe()
        let questions = HostQuestions(output: LineWriter(pipe.fileHandleForWriting))
        let asking = Task { try await questions.asker(for: 5).ask(.confirmation(prompt: "Go?")) }
        var line = ""
        while !line.hasSuffix("\n") { line += String(decoding: pipe.fileHandleForReading.availableData, as: UTF8.self) }
        let written = try JSONValue.parse(Array(line.utf8))
        #expect(written["for"] == .int(5) && written["question"]?["prompt"] == .string("Go?"))
        guard case .int(let id)? = written["ask"] else { Issue.record("no id: \(line)"); return }
        #expect(!questions.take(#"{"id": 3, "method": "definitions"}"#), "a request is not an answer")
        #expect(questions.take(#"{"answer": \#(id), "result": {"confirmed": true}}"#))
        #expect(try await asking.value == .confirmed(true))

        let cancelled = Task { try await questions.asker(for: 6).ask(.confirmation(prompt: "Again?")) }
        _ = pipe.fileHandleForReading.availableData
        questions.close()
        await #expect(throws: IntentCancelledError.self) { try await cancelled.value }
    }
}

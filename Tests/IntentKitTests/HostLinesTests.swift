@testable import IntentKit
import Testing

/// Every line of the intent host protocol is one type, written and read by the same code on
/// both sides: each reads back as what was written, and what does not fit says where.
@Suite struct HostLinesTests {
    static func roundTrip<Message: Codable>(_ message: Message) throws -> Message {
        try HostLines.decode(Message.self, from: Array(try HostLines.encode(message).utf8))
    }

    @Test func everyRequestReadsBackAsWritten() throws {
        let trail = EntityReference(typeIdentifier: "TrailEntity", id: .string("half-dome"), title: "Half Dome")
        #expect(try Self.roundTrip(HostLines.Request(id: 1, HandshakeCall(protocol: 1))).params == HandshakeCall(protocol: 1))
        #expect(try Self.roundTrip(HostLines.Request(id: 2, DefinitionsCall())).method == .definitions)
        for kind in [EntitiesCall.Kind.suggested, .all, .matching] {
            let call = EntitiesCall(type: "TrailEntity", kind: kind, text: kind == .matching ? "dôme \u{1F3D4}\n\"" : nil)
            #expect(try Self.roundTrip(HostLines.Request(id: 3, call)).params == call)
        }
        let byID = EntitiesByIDCall(type: "TrailEntity", ids: [.int(2), .string("x")])
        #expect(try Self.roundTrip(HostLines.Request(id: 4, byID)).params == byID)
        let options = OptionsCall(intent: "OrderSoup", parameter: "size")
        #expect(try Self.roundTrip(HostLines.Request(id: 5, options)).params == options)
        let perform = PerformCall(intent: "GetTrailInfo", values: ["trail": .entity(trail), "count": .int(3), "note": .string("a\u{0}b")])
        let read = try Self.roundTrip(HostLines.Request(id: 6, perform))
        #expect(read.params == perform && read.id == 6 && read.method == .perform)
    }

    @Test func everyAnswerReadsBackAsWritten() throws {
        let handshake = HandshakeCall.Answer(protocol: 1, host: "DemoIntents", intents: ["GetTrailInfo"])
        #expect(try Self.roundTrip(HostLines.Reply.result(handshake, for: 1)).result == handshake)
        let outcome = IntentOutcome(value: .string("done"), dialog: "Done.", opensIntent: "OpenTrail")
        #expect(try Self.roundTrip(HostLines.Reply.result(outcome, for: 2)).result == outcome)
        let options = OptionsList(prompt: "Which size?", sections: [
            OptionsList.Section(title: "Cups", items: [OptionsList.Item(value: .string("large"), title: "Large", subtitle: "16 oz")]),
            OptionsList.Section(items: [OptionsList.Item(value: .string("pot"), title: "Pot")]),
        ])
        #expect(try Self.roundTrip(HostLines.Reply.result(options, for: 3)).result == options)
        let failure = try Self.roundTrip(HostLines.Reply<IntentOutcome>.failure("no query lists Nope entities", for: nil))
        #expect(failure.error?.message == "no query lists Nope entities" && failure.id == nil && failure.result == nil)
    }

    @Test func everyQuestionAndAnswerReadsBackAsWritten() throws {
        let questions: [PersonQuestion] = [
            .value(parameter: "Soup", type: .string, prompt: "Which soup?"), .value(parameter: "Count", type: .int, prompt: nil),
            .choice(parameter: "Size", options: ["small", "large"], prompt: nil), .confirmation(prompt: "Order it?"),
        ]
        for question in questions {
            #expect(try Self.roundTrip(HostLines.Question(ask: 7, for: 3, question: question)).question == question)
        }
        for answer in [PersonAnswer.value(.string("leek")), .choice(1), .confirmed(false)] {
            #expect(try Self.roundTrip(HostLines.Answer(answer: 7, result: answer)).result == answer)
        }
        #expect(try Self.roundTrip(HostLines.Answer(answer: 7, error: "Cancelled")).error?.message == "Cancelled")
    }

    /// A line tells what it is by its members, read as values — never by a substring, which a
    /// string value holding `"answer"` would fool.
    @Test func aLineIsKnownByItsMembersNotItsText() throws {
        let request = try HostLines.encode(HostLines.Request(id: 9, EntitiesCall(type: "T", kind: .matching, text: #"{"answer": 1}"#)))
        let kind = try HostLines.decode(HostLines.Kind.self, from: Array(request.utf8))
        #expect(kind.answer == nil && kind.id == 9 && kind.method == "entities")
    }

    @Test func whatDoesNotFitSaysWhereAndWhatWasExpected() {
        #expect(throws: HostProtocolError("$.params.type: expected a string")) {
            try HostLines.decode(HostLines.Request<EntitiesCall>.self, from: Array(#"{"id": 1, "method": "entities", "params": {"type": 3, "kind": "all"}}"#.utf8))
        }
        #expect(throws: HostProtocolError("$.params.kind: expected a value, found none")) {
            try HostLines.decode(HostLines.Request<EntitiesCall>.self, from: Array(#"{"id": 1, "method": "entities", "params": {"type": "T"}}"#.utf8))
        }
        #expect(throws: HostProtocolError.self) { try HostLines.decode(HostLines.Kind.self, from: Array("Hello from print()".utf8)) }
    }
}

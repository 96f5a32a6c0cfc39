import Foundation
import IntentHostClient
@testable import IntentKit
import Testing
import TestSupport

/// What a host writes is outside input: thousands of damaged answer and request lines — bytes
/// flipped, cut short, overwritten — each read as a line or refused with a reason; none
/// crashes, and a request the server cannot read is still answered, on one line. Seeded.
@Suite(.offThePool) struct HostLineFuzzTests {
    static let seeds: [String] = [
        try! HostLines.encode(HostLines.Reply<EntitiesCall.Answer>.result([EntityReference(typeIdentifier: "TrailEntity", id: .int(2), title: "Half Dome")], for: 1)),
        try! HostLines.encode(HostLines.Reply<EntitiesCall.Answer>.failure("no query lists Nope entities", for: 3)),
        try! HostLines.encode(HostLines.Request(id: 4, EntitiesCall(type: "TrailEntity", kind: .matching, text: "dôme \u{1F3D4}"))),
        try! HostLines.encode(HostLines.Request(id: 5, PerformCall(intent: "GetTrailInfo", values: ["trail": .entity(EntityReference(typeIdentifier: "TrailEntity", id: .string("a"), title: "A"))]))),
        try! HostLines.encode(HostLines.Reply.result(IntentOutcome(value: .string("done"), dialog: "Done."), for: 5)),
        // A perform's questions and their answers (docs/INTENT-HOST.md, "Questions").
        try! HostLines.encode(HostLines.Question(ask: 7, for: 5, question: .choice(parameter: "Size", options: ["small", "large"], prompt: "Which?"))),
        try! HostLines.encode(HostLines.Question(ask: 8, for: 5, question: .value(parameter: "Soup", type: .string, prompt: nil))),
        try! HostLines.encode(HostLines.Answer(answer: 7, result: .value(.string("leek")))),
        try! HostLines.encode(HostLines.Reply<AppShortcutsCall.Answer>.result(
            [AppShortcutDefinition(intent: "DoChore", phrases: ["Do chores in ${applicationName}"], shortTitle: "Chores", systemImageName: "list.bullet")],
            for: 9)),
    ]

    /// Reads `line` with every decoder a side of the protocol uses; true when one of them took it.
    static func readAnyway(_ line: String) -> Bool {
        let bytes = Array(line.utf8)
        var read = 0
        func attempt<Message: Decodable>(_ type: Message.Type) {
            if (try? HostLines.decode(type, from: bytes)) != nil { read += 1 }
        }
        attempt(HostLines.Kind.self)
        attempt(HostLines.Question.self)
        attempt(HostLines.Answer.self)
        attempt(HostLines.Request<HandshakeCall>.self)
        attempt(HostLines.Request<EntitiesCall>.self)
        attempt(HostLines.Request<EntitiesByIDCall>.self)
        attempt(HostLines.Request<OptionsCall>.self)
        attempt(HostLines.Request<PerformCall>.self)
        attempt(HostLines.Reply<HandshakeCall.Answer>.self)
        attempt(HostLines.Reply<EntitiesCall.Answer>.self)
        attempt(HostLines.Reply<OptionsCall.Answer>.self)
        attempt(HostLines.Reply<PerformCall.Answer>.self)
        attempt(HostLines.Reply<DefinitionsCall.Answer>.self)
        attempt(HostLines.Reply<AppShortcutsCall.Answer>.self)
        return read > 0
    }

    static func mutate(_ line: String, _ random: inout SeededGenerator) -> String {
        var bytes = Array(line.utf8)
        switch random.next() % 3 {
        case 0:
            for _ in 0..<(1 + random.next() % 6) {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] ^= UInt8(truncatingIfNeeded: random.next() | 1)
            }
        case 1:
            bytes = Array(bytes.prefix(Int(random.next() % UInt64(bytes.count))))
        default:
            let start = Int(random.next() % UInt64(bytes.count))
            for index in start..<min(bytes.count, start + Int(random.next() % 12)) { bytes[index] = UInt8(truncatingIfNeeded: random.next()) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func damagedLinesAreReadOrRefusedNeverACrash() async throws {
        var random = SeededGenerator(seed: 0x4057_11E5)
        let server = IntentHostServer(registry: IntentRegistry(), name: "Fuzz")
        var refused = 0
        for round in 0..<6_000 {
            let line = Self.mutate(Self.seeds[round % Self.seeds.count], &random)
            do {
                _ = try HostLines.decode(HostLines.Reply<EntitiesCall.Answer>.self, from: Array(line.utf8))
            } catch {
                refused += 1
                #expect(!error.message.isEmpty)
            }
            _ = Self.readAnyway(line)
            if round % 10 == 0 {
                let answer = await server.answer(line)
                #expect(!answer.contains("\n"), "round \(round): one line")
                let kind = try? HostLines.decode(HostLines.Kind.self, from: Array(answer.utf8))
                #expect(kind != nil && (try? HostLines.decode(HostLines.Reply<JSONValue>.self, from: Array(answer.utf8))) != nil,
                        "round \(round): the server's answer reads back")
            }
        }
        #expect(refused > 100, "the mutations reach the refusals")
    }
}

import Foundation
import IntentHostClient
@testable import IntentKit
import Testing
import TestSupport

/// What a host writes is outside input: thousands of damaged answer and request lines — bytes
/// flipped, cut short, overwritten — each read as a line or refused with a reason; none
/// crashes, and a request the server cannot read is still answered, on one line. Seeded.
@Suite struct HostLineFuzzTests {
    static let seeds = [
        HostResponse.result(.array([.object([("id", .int(2)), ("title", .string("Half Dome")), ("typeIdentifier", .string("TrailEntity"))])]), for: 1).line,
        HostResponse.failure("no query lists Nope entities", for: 3).line,
        HostRequest(id: 4, method: "entities", params: .object([("type", .string("TrailEntity")), ("kind", .string("matching")),
                                                                ("text", .string("dôme \u{1F3D4}"))])).line,
        HostRequest(id: 5, method: "perform", params: .object([("intent", .string("GetTrailInfo")),
                                                               ("values", .object([("trail", .object([("type", .string("entity"))]))]))])).line,
        // A perform's questions and their answers (docs/INTENT-HOST.md, "Questions").
        JSONValue.object([("ask", .int(7)), ("for", .int(5)),
                          ("question", PersonQuestion.choice(parameter: "Size", options: ["small", "large"], prompt: "Which?").json)]).compactText,
        JSONValue.object([("ask", .int(8)), ("for", .int(5)),
                          ("question", PersonQuestion.value(parameter: "Soup", type: .string, prompt: nil).json)]).compactText,
        JSONValue.object([("answer", .int(7)), ("result", PersonAnswer.value(.string("leek")).json)]).compactText,
    ]

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
                _ = try HostResponse(line: line)
            } catch {
                refused += 1
                #expect(!error.message.isEmpty)
            }
            _ = try? HostRequest(line: line)
            if let json = try? JSONValue.parse(Array(line.utf8)) {
                if let question = json["question"] { _ = try? PersonQuestion(json: question, at: .root) }
                if let result = json["result"] { _ = try? PersonAnswer(json: result, at: .root) }
            }
            if round % 10 == 0 {
                let answer = await server.answer(line)
                #expect(!answer.contains("\n"), "round \(round): one line")
                #expect((try? HostResponse(line: answer)) != nil, "round \(round): the server's answer reads back")
            }
        }
        #expect(refused > 100, "the mutations reach the refusals")
    }
}

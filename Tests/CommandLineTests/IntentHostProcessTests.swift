import Foundation
import IntentKit
import Testing
import TestSupport

/// The demo's intents as a real host process: requests on its standard input, one answer line
/// each on its standard output, in the order they finish; it ends when its input does.
@Suite(.offThePool) struct IntentHostProcessTests {
    static func host() throws -> URL {
        try CommandLineTests.binary().deletingLastPathComponent().appendingPathComponent("demo-intents-host")
    }

    @Test func aHostAnswersOverItsPipesAndEndsWithItsInput() throws {
        let process = Process()
        process.executableURL = try Self.host()
        process.arguments = ["serve"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let requests = [
            HostRequest(id: 1, method: "handshake", params: .object([("protocol", .int(2))])),
            HostRequest(id: 2, method: "entities", params: .object([("type", .string("TrailEntity")), ("kind", .string("matching")),
                                                                    ("text", .string("loop"))])),
        ]
        input.fileHandleForWriting.write(Data((requests.map(\.line).joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let answers = try String(decoding: data, as: UTF8.self).split(separator: "\n").map { try HostResponse(line: String($0)) }
        #expect(Set(answers.compactMap(\.id)) == [1, 2])
        #expect(answers.first { $0.id == 1 }?.result?["host"] == .string("DemoIntents"))
        guard case .array(let trails)? = answers.first(where: { $0.id == 2 })?.result else { Issue.record("no trails: \(answers)"); return }
        #expect(trails.map { $0["title"] } == [.string("Valley Loop"), .string("Bear Lake Loop")])
    }

    @Test func exportWritesTheCatalogTheLibraryReads() throws {
        let file = TestScratch.path("exported", suffix: ".json")
        let process = Process()
        process.executableURL = try Self.host()
        process.arguments = ["export", file.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let definitions = try JSONDecoder().decode([IntentDefinition].self, from: Data(contentsOf: file))
        #expect(definitions.contains { $0.identifier == "GetTrailInfo" })
    }
}

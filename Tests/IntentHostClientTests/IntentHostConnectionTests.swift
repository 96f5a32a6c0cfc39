import Foundation
import IntentHostClient
import IntentKit
import Testing
import TestSupport

/// A host as the editor meets it: started on the first call and told the version, answering
/// by id; one that hangs costs its deadline; one that ends is started again once and then
/// reported with its last words; one that prints is told so; and none outlives `stop`.
@Suite(.offThePool) struct IntentHostConnectionTests {
    /// The demo's host, built beside the tests.
    static var demo: HostCommand {
        let tests = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = tests.deletingLastPathComponent()
        for _ in 0..<4 where !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("demo-intents-host").path) {
            folder.deleteLastPathComponent()
        }
        return HostCommand(executable: folder.appendingPathComponent("demo-intents-host").path, name: "DemoIntents")
    }

    /// A host made of a shell script.
    static func script(_ body: String, name: String) throws -> HostCommand {
        HostCommand(executable: try TestScratch.script(body, name: name).path, arguments: [], name: name)
    }

    @Test func theDemoHostAnswersAfterTheHandshake() async throws {
        let connection = IntentHostConnection(command: Self.demo)
        let trails = try await connection.call(EntitiesCall(type: "TrailEntity", kind: .matching, text: "dome"), deadline: .seconds(60))
        #expect(trails.map(\.title) == ["Half Dome"])
        #expect(await connection.handshake?.host == "DemoIntents")
        #expect(await connection.starts == 1)
        #expect(await connection.runningDeadlines == 0, "an answered call leaves no deadline counting down")
        do {
            _ = try await connection.call(EntitiesCall(type: "Nope", kind: .all), deadline: .seconds(60))
            Issue.record("an unknown type has no entities")
        } catch {
            #expect(error == .refused("no query lists Nope entities"))
        }
        await connection.stop()
        #expect(await !connection.isRunning)
    }

    /// A variable narrowed to a trail's property, as a run asks for it: through the registry's
    /// entity source, over the pipe, to the host's query — stored, computed and deferred
    /// properties alike; a trail no longer there is said by the host.
    @Test func anEntitysPropertiesAreAskedOfTheHost() async throws {
        let connection = IntentHostConnection(command: Self.demo)
        var registry = IntentRegistry()
        registry.register(HostEntitySource(typeIdentifier: "TrailEntity", capabilities: [.stringSearch], connection: connection))
        let bearLake = EntityReference(typeIdentifier: "TrailEntity", id: .int(9), title: "Bear Lake Loop")
        var source = try #require(registry.entitySource(for: "TrailEntity") as? HostEntitySource)
        source.deadline = .seconds(60)
        let values = try await source.propertyValues(of: bearLake.id)
        #expect(values.property(named: "Length")?.value == .double(0.8))
        #expect(values.property(named: "Difficulty")?.value == .string("Easy"))
        #expect(values.property(named: "Conditions")?.value == .string("Snow on the trail"))
        do {
            _ = try await source.propertyValues(of: .int(404))
            Issue.record("a trail that is not there has no properties")
        } catch {
            #expect("\(error)".contains("no TrailEntity entity with the identifier 404"), "\(error)")
        }
        await connection.stop()
    }

    /// A perform that asks the person: the question goes to the call's asker, the answer back
    /// to the host on its input, and the call's deadline waits while the person thinks.
    @Test func aPerformsQuestionIsAnsweredByTheCallsAsker() async throws {
        let heard = TestScratch.path("heard")
        let connection = IntentHostConnection(command: try Self.script("""
            read handshake
            echo '{"id": 1, "result": {"protocol": 1, "host": "Asker", "intents": []}}'
            read perform
            echo '{"ask": 4, "for": 2, "question": {"kind": "confirmation", "prompt": "Go?"}}'
            read answer
            echo "$answer" > '\(heard.path)'
            echo '{"id": 2, "result": {"dialog": "heard"}}'
            read perform
            echo '{"ask": 5, "for": 3, "question": {"kind": "confirmation", "prompt": "Again?"}}'
            read answer
            echo "$answer" >> '\(heard.path)'
            echo '{"id": 3, "result": {}}'
            """, name: "Asker"))
        let person = SlowYes()
        // The host's own steps get 10 s, time enough on a busy machine; the person takes longer.
        let answered = try await connection.call(PerformCall(intent: "Go", values: [:]), deadline: .seconds(10), asking: person)
        #expect(answered.dialog == "heard")
        #expect(person.prompts == ["Go?"])
        _ = try await connection.call(PerformCall(intent: "Again", values: [:]), deadline: .seconds(60))
        let lines = try String(contentsOf: heard, encoding: .utf8).split(separator: "\n").map { try JSONValue.parse(Array($0.utf8)) }
        #expect(lines.first == JSONValue.object([("answer", .int(4)), ("result", .object([("confirmed", .bool(true))]))]))
        #expect(lines.last?["error"]?["message"] == .string("The intent needs an answer to “Again?”; nobody can be asked here yet."))
        await connection.stop()
    }

    @Test func aHostThatHangsCostsItsDeadline() async throws {
        let connection = IntentHostConnection(command: try Self.script("exec sleep 600", name: "Sleepy"), startDeadline: .milliseconds(300))
        do {
            _ = try await connection.call(DefinitionsCall(), deadline: .milliseconds(300))
            Issue.record("a host that never answers")
        } catch {
            #expect(error == .timedOut(host: "Sleepy", seconds: 0.3))
        }
        await connection.stop()
        #expect(await !connection.isRunning, "stopped, though it never read its input")
    }

    @Test func aHostThatPrintsIsToldSo() async throws {
        let connection = IntentHostConnection(command: try Self.script("echo 'Hello from print()'; exec sleep 600", name: "Chatty"))
        do {
            _ = try await connection.call(DefinitionsCall(), deadline: .seconds(60))
            Issue.record("garbage is not an answer")
        } catch {
            #expect(error == .garbage(host: "Chatty", line: "Hello from print()"))
            #expect(error.description.contains("print to standard error instead"))
        }
        await connection.stop()
    }

    @Test func aHostThatEndsIsStartedAgainOnceThenReported() async throws {
        let connection = IntentHostConnection(command: try Self.script("echo 'boom: no database' >&2; exit 3", name: "Fragile"))
        for attempt in 1...3 {
            do {
                _ = try await connection.call(DefinitionsCall(), deadline: .seconds(60))
                Issue.record("attempt \(attempt): a host that ends has no answer")
            } catch {
                #expect(error == .ended(host: "Fragile", status: "ended with status 3", lastWords: ["boom: no database"]), "attempt \(attempt)")
            }
        }
        #expect(await connection.starts == 2, "started again once, then reported without starting it")
    }

    /// Killed in the middle of a question: that call hears the host ended, the next starts it
    /// again and is answered.
    @Test func aHostKilledMidQueryIsStartedAgainAndAnswers() async throws {
        let marker = TestScratch.path("killed-once")
        let command = try Self.script("""
            if [ ! -e '\(marker.path)' ]; then touch '\(marker.path)'; read line; kill -9 $$; fi
            exec '\(Self.demo.executable)' serve
            """, name: "Flaky")
        let connection = IntentHostConnection(command: command)
        do {
            _ = try await connection.call(DefinitionsCall(), deadline: .seconds(60))
            Issue.record("the first host was killed before it answered")
        } catch {
            guard case .ended(_, let status, _) = error else { Issue.record("\(error)"); return }
            #expect(status == "was stopped by signal 9")
        }
        let trails = try await connection.call(EntitiesCall(type: "TrailEntity", kind: .all), deadline: .seconds(60))
        #expect(!trails.isEmpty)
        #expect(await connection.starts == 2)
        await connection.stop()
    }
}

/// Says yes after longer than the call's deadline: the deadline must wait for a person.
final class SlowYes: PersonAsking, @unchecked Sendable {
    private let lock = NSLock()
    private var asked: [String] = []
    var prompts: [String] { lock.withLock { asked } }

    func ask(_ question: PersonQuestion) async throws -> PersonAnswer {
        lock.withLock { asked.append(question.prompt) }
        try await Task.sleep(for: .seconds(11))
        return .confirmed(true)
    }
}

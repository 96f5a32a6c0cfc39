import DemoIntents
import Foundation
@testable import IntentKit
import Testing

/// The intent host protocol, answered for the demo's registry: the handshake and its version,
/// the definitions, the entities a query finds, options a provider computes, and `perform()`'s
/// value and dialog — and what it says to requests it cannot answer, which never end it.
@Suite struct IntentHostServerTests {
    static let server = IntentHostServer(registry: try! DemoIntents.makeRegistry(), name: "Demo")

    static func ask(_ method: String, _ params: [(String, JSONValue)] = [], id: Int = 7) async throws -> HostResponse {
        let line = await server.answer(HostRequest(id: id, method: method, params: .object(params.map { (key: $0.0, value: $0.1) })).line)
        #expect(!line.contains("\n"), "one line per answer")
        return try HostResponse(line: line)
    }

    @Test func theHandshakeSaysTheVersionAndTheIntents() async throws {
        let answer = try await Self.ask("handshake", [("protocol", .int(2))])
        #expect(answer.id == 7 && answer.error == nil)
        #expect(answer.result?["protocol"] == .int(2) && answer.result?["host"] == .string("Demo"))
        guard case .array(let intents)? = answer.result?["intents"] else { Issue.record("no intents"); return }
        #expect(intents.contains(.string("GetTrailInfo")))
        // An editor of the first protocol (before sections, progress and cancelling) is refused.
        let refused = try await Self.ask("handshake", [("protocol", .int(1))])
        #expect(refused.error == "this host speaks protocol 2, not 1")
    }

    @Test func definitionsReadBackAsTheRegistrysOwn() async throws {
        let answer = try await Self.ask("definitions")
        let data = Data(try #require(answer.result).compactText.utf8)
        let definitions = try JSONDecoder().decode([IntentDefinition].self, from: data)
        let registry = try DemoIntents.makeRegistry()
        // The registry's own, then the Find action of each entity type whose query filters,
        // each output entity type with its properties.
        #expect(definitions == (await registry.describingOutputEntities(registry.definitions + (await registry.findDefinitions(app: "Demo")))))
        #expect(definitions.last?.category == "Demo", "listed under the app")
        #expect(definitions.last?.identifier == "TrailEntity.Find")
        let trailInfo = try #require(definitions.first { $0.identifier == "GetTrailInfo" })
        guard case .entity(let trail)? = trailInfo.outputType else { Issue.record("GetTrailInfo outputs no entity type"); return }
        #expect(trail.identifier == "TrailEntity")
        // Its @Propertys, then its @ComputedProperty and @DeferredProperty.
        #expect(trail.properties.map(\.title) == ["Name", "Location", "Length", "Difficulty", "Conditions"])
        #expect(trail.properties.map(\.identifier) == ["name", "location", "length", "difficulty", "conditions"])
        guard case .array(.entity(let found))? = definitions.last?.outputType else { Issue.record("Find Trails outputs no list of trails"); return }
        #expect(found.properties.map(\.title) == ["Name", "Location", "Length", "Difficulty", "Conditions"])
    }

    @Test func anEntitysPropertiesAreReadByItsQuery() async throws {
        let answer = try await Self.ask("entityProperties", [("type", .string("TrailEntity")), ("id", .int(1))])
        let data = Data(try #require(answer.result).compactText.utf8)
        let values = try JSONDecoder().decode([EntityPropertyValue].self, from: data)
        #expect(values.map(\.title) == ["Name", "Location", "Length", "Difficulty", "Conditions"])
        #expect(values.first { $0.identifier == "name" }?.value == .string("Mist Trail"))
        #expect(values.first { $0.identifier == "difficulty" }?.value == .string("Moderate"), "computed from its 6.4 miles")
        #expect(values.first { $0.identifier == "conditions" }?.value == .string("Open"), "awaited from the park")
        let missing = try await Self.ask("entityProperties", [("type", .string("TrailEntity")), ("id", .int(999))])
        #expect(missing.error?.contains("no TrailEntity entity with the identifier 999") == true, "\(missing.error ?? "no error")")
        let unknown = try await Self.ask("entityProperties", [("type", .string("Nope")), ("id", .int(1))])
        #expect(unknown.error == "no query lists Nope entities")
    }

    @Test func entitiesComeFromTheAppsOwnQuery() async throws {
        let matching = try await Self.ask("entities", [("type", .string("TrailEntity")), ("kind", .string("matching")), ("text", .string("dome"))])
        let found = try JSONDecoder().decode([EntityReference].self, from: Data(try #require(matching.result).compactText.utf8))
        #expect(found.map(\.title) == ["Half Dome"])
        let byID = try await Self.ask("entitiesByID", [("type", .string("TrailEntity")), ("ids", .array([.int(3)]))])
        let named = try JSONDecoder().decode([EntityReference].self, from: Data(try #require(byID.result).compactText.utf8))
        #expect(named.map(\.title) == ["Valley Loop"])
        let unknown = try await Self.ask("entities", [("type", .string("Nope")), ("kind", .string("all"))])
        #expect(unknown.error == "no query lists Nope entities")
    }

    @Test func optionsComeFromTheProvider() async throws {
        let answer = try await Self.ask("options", [("intent", .string("SuggestedTrails")), ("parameter", .string("location"))])
        guard case .array(let sections)? = answer.result?["sections"], case .array(let options)? = sections.first?["items"],
              let first = options.first else { Issue.record("no options: \(answer)"); return }
        #expect(first["title"] != nil && first["value"] != nil)
    }

    @Test func performAnswersWithTheValueAndTheDialog() async throws {
        let trail = IntentValue.entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(2), title: "Half Dome"))
        let answer = try await Self.ask("perform", [("intent", .string("GetTrailInfo")),
                                                    ("values", .object([("trail", try IntentHostServer.json(of: trail))]))])
        #expect(answer.error == nil, "\(answer)")
        #expect(answer.result?["dialog"] == .string("Half Dome is in Yosemite Valley."))
        let value = try IntentValue(json: try #require(answer.result?["value"]), at: .root)
        guard case .entity(let returned) = value else { Issue.record("not an entity: \(value)"); return }
        #expect(returned.id == .int(2))
        let missing = try await Self.ask("perform", [("intent", .string("GetTrailInfo"))])
        #expect(missing.error != nil, "a required parameter without a value fails the perform, not the host")
    }

    @Test func whatCannotBeAnsweredSaysWhy() async throws {
        #expect(try await Self.ask("frobnicate").error?.hasPrefix("no method frobnicate") == true)
        let garbage = try HostResponse(line: await Self.server.answer("{not json"))
        #expect(garbage.id == nil && garbage.error?.hasPrefix("unreadable request: not JSON") == true)
        let noMethod = try HostResponse(line: await Self.server.answer(#"{"id": 3}"#))
        #expect(noMethod.id == 3 && noMethod.error == "unreadable request: $.method: expected a string")
        // A member of the wrong type does not hide the id the answer must carry back: without
        // it, the editor's call would wait for its deadline.
        let wrongMethod = try HostResponse(line: await Self.server.answer(#"{"id": 4, "method": 5}"#))
        #expect(wrongMethod.id == 4 && wrongMethod.error == "unreadable request: $.method: expected a string")
        #expect(throws: HostProtocolError.self) { try HostResponse(line: "Hello from print()") }
    }
}

/// An intent that needs its app in the foreground, as Apple's iOS 26 API lets it say.
struct ShowOnMap: AppIntent {
    static let title: LocalizedStringResource = "Show on Map"
    static let supportedModes: IntentModes = [.background, .foreground(.dynamic)]

    func perform() async throws -> some IntentResult {
        if !systemContext.currentMode.canContinueInForeground {
            try await continueInForeground("Open the map?")
        }
        return .result()
    }
}

@Suite struct IntentHostExecutionModeTests {
    /// Nothing can come forward on a host yet: the request is the answer's error, in words.
    @Test func aRequestToComeForwardIsSaidNotHidden() async throws {
        var registry = IntentRegistry()
        try registry.register(ShowOnMap.self)
        #expect(ShowOnMap.supportedModes == [.background, .foreground(.dynamic)])
        let server = IntentHostServer(registry: registry, name: "Maps")
        let answer = try HostResponse(line: await server.answer(HostRequest(id: 1, method: "perform",
                                                                             params: .object([("intent", .string("ShowOnMap"))])).line))
        #expect(answer.error == "The intent needs to continue in the foreground (“Open the map?”); nobody can be asked here yet.")
    }
}

/// A host's perform that throws one of the system's errors answers with the system's words.
@Suite struct HostErrorWordingTests {
    struct Locate: AppIntent {
        static let title: LocalizedStringResource = "Locate"
        func perform() async throws -> IntentResultContainer<Never> { throw AppIntentError.Unrecoverable.entityNotFound }
    }

    @Test func aPerformsErrorIsSaidAsTheSystemSaysIt() async throws {
        var registry = IntentRegistry()
        try registry.register(Locate.self)
        let server = IntentHostServer(registry: registry, name: "Finder")
        let line = await server.answer(HostRequest(id: 3, method: "perform", params: .object([("intent", .string("Locate"))])).line)
        #expect(try HostResponse(line: line).error == "The item could not be found.")
    }
}

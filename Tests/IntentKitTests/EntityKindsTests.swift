import Foundation
@testable import IntentKit
import Testing

/// The kinds of entity Apple's reference describes behave as it says: a URL representation
/// filled in from the entity, a unique entity's query answering with its one entity, a
/// transient entity found by no query, a synced identifier equal by its parts.
@Suite struct EntityKindsTests {
    struct Trail: URLRepresentableEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
        static let defaultQuery = Query()
        static var urlRepresentation: URLRepresentation { "https://example.com/trail/\(.id)/\(\.$name)" }
        let id: String
        @Property(title: "Name") var name: String
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
        init(id: String, name: String) {
            self.id = id
            self.name = name
        }

        struct Query: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Trail] { [] }
        }
    }

    @Test func aURLRepresentationIsFilledInAndEscaped() async {
        let trail = Trail(id: "mist/1", name: "Mist Trail?")
        #expect(await trail.urlRepresentationParameter == "https://example.com/trail/mist%2F1/Mist%20Trail%3F")
        #expect(EntityURLRepresentation<Trail>("https://example.com").address(for: trail) == "https://example.com")
    }

    struct Settings: UniqueAppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
        static let defaultQuery = UniqueAppEntityProvider { Settings() }
        let id = "settings"
        var displayRepresentation: DisplayRepresentation { "Settings" }
    }

    @Test func aUniqueEntitysQueryAnswersWithItsOneEntity() async throws {
        let query = Settings.defaultQuery
        #expect(try await query.allEntities().map(\.id) == ["settings"])
        #expect(try await query.suggestedEntities().map(\.id) == ["settings"])
        #expect(try await query.entities(for: ["settings", "other"]).map(\.id) == ["settings"])
        #expect(try await query.entities(for: ["other"]).isEmpty)
        await #expect(throws: UniqueEntityMissing.self) { _ = try await UniqueAppEntityProvider<Settings>().uniqueEntity() }
        #expect(Settings.entityTypeDefinition.query.contains(.enumerable))
    }

    struct Summary: TransientAppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Summary"
        @Property(title: "Steps") var steps: Int
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(steps)") }
        init() {}
    }

    @Test func aTransientEntityIsFoundByNoQuery() async throws {
        let summary = Summary()
        summary.steps = 4_000
        #expect(summary.steps == 4_000)
        #expect(try await Summary.defaultQuery.entities(for: [summary.id]).isEmpty)
    }

    @Test func aSyncedIdentifierIsEqualByItsParts() {
        typealias ID = SyncableEntityIdentifier<String, String>
        #expect(ID(local: "a", stable: "x") == ID(local: "a", stable: "y"), "both local: by the local part")
        #expect(ID(local: "a", stable: "x") != ID(local: "b", stable: "x"))
        #expect(ID(id: "a").entityIdentifierString == "a")
        let read = ID.entityIdentifier(for: "a")
        #expect(read?.local == "a" && read?.stable == nil)
        #expect(Set([ID(local: "a", stable: "x"), ID(local: "a", stable: "z")]).count == 1)
    }
}

import DemoIntents
import Foundation
import IntentKit
import Testing

@Suite struct IntentRegistryTests {
    @Test func duplicateIdentifiersAreAnError() throws {
        var registry = IntentRegistry()
        try registry.register(GetTrailInfo.self)
        #expect(throws: IntentRegistryError.duplicateIdentifier("GetTrailInfo")) {
            try registry.register(GetTrailInfo.self)
        }
        #expect(throws: IntentRegistryError.duplicateIdentifier("GetTrailInfo")) {
            try registry.register(IntentDefinition(identifier: "GetTrailInfo", title: "Other"))
        }
        #expect(registry.definitions.count == 1)
    }

    @Test func definitionsKeepRegistrationOrderAndMetadata() throws {
        let registry = try DemoIntents.makeRegistry()
        #expect(registry.definitions.first?.identifier == "SuggestedTrails")
        let info = try #require(registry.definition(for: "GetTrailInfo"))
        #expect(info.title == "Get Trail Info")
        #expect(info.description == "Provides complete details on a trail.")
        #expect(info.category == "Discover")
        #expect(info.searchKeywords == ["trail", "details"])
        #expect(info.isDiscoverable)
        #expect(!info.openAppWhenRun)
        let trail = try #require(info.parameter("trail"))
        #expect(trail.options.optionsSource == .entityQuery("TrailEntity"))
        guard case .entity(let entityType) = trail.type else {
            Issue.record("trail should be an entity parameter")
            return
        }
        #expect(entityType.title == "Trail")
        #expect(entityType.query == [.suggestions, .stringSearch, .propertyFilter])
    }

    @Test func valuesBecomeAConfiguredIntentAndBack() async throws {
        let registry = try DemoIntents.makeRegistry()
        let values: [String: IntentValue] = [
            "activity": ActivityStyle.biking.intentValue,
            "location": .string("Zion"),
            "searchRadius": .measurement(IntentMeasurement(value: 12, unit: "km", dimension: .length)),
            "trailCollection": .entity(EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("family"), title: "stale title")),
        ]
        let intent = try #require(try await registry.makeIntent("SuggestedTrails", values: values) as? SuggestedTrails)
        #expect(intent.activity == .biking)
        #expect(intent.location == "Zion")
        #expect(intent.searchRadius == Measurement(value: 12, unit: UnitLength.kilometers))
        // The entity was looked up through its query, so it has its current title.
        #expect(intent.trailCollection?.name == "Family Friendly")
        let back = IntentRegistry.values(of: intent)
        #expect(back["activity"] == values["activity"])
        #expect(back["location"] == values["location"])
        #expect(back["searchRadius"] == values["searchRadius"])
        #expect(back["trailCollection"] == values["trailCollection"])
        if case .entity(let reference)? = back["trailCollection"] {
            #expect(reference.title == "Family Friendly")
        }
        let result = try await intent.perform()
        #expect(result.value?.map(\.name) == ["Pa'rus Trail"])
    }

    @Test func instanceValuesLeaveDefaultsOut() {
        let intent = NavigateIntent()
        intent.section = .map
        #expect(IntentRegistry.values(of: intent) == ["section": NavigationOption.map.intentValue])
        #expect(intent.animated == true)
        intent.animated = false
        #expect(IntentRegistry.values(of: intent)["animated"] == .bool(false))
    }

    @Test func arraysDatesDurationsAndDecimalsBridge() async throws {
        let registry = try DemoIntents.makeRegistry()
        let date = Date(timeIntervalSince1970: 1_795_000_000)
        let values: [String: IntentValue] = [
            "trail": .int(4),
            "date": .date(date),
            "duration": .duration(.seconds(3600)),
            "parkFee": .decimal(Decimal(string: "35.50")!),
            "tags": .array([.string("sunrise"), .string("🥾 steep")]),
            "companions": .array([.int(1), .int(2)]),
            "album": .url(URL(string: "https://photos.example/hike")!),
            "rating": .int(5),
            "temperature": .measurement(IntentMeasurement(value: 68, unit: "°F", dimension: .temperature)),
        ]
        let intent = try #require(try await registry.makeIntent("RecordHikeIntent", values: values) as? RecordHikeIntent)
        #expect(intent.trail.name == "Angels Landing")
        #expect(intent.companions?.map(\.name) == ["Mist Trail", "Half Dome"])
        #expect(intent.tags == ["sunrise", "🥾 steep"])
        #expect(intent.parkFee == Decimal(string: "35.5"))
        #expect(intent.temperature?.unit == UnitTemperature.fahrenheit)
        let back = IntentRegistry.values(of: intent)
        #expect(back["companions"] == .array([
            .entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(1), title: "Mist Trail")),
            .entity(EntityReference(typeIdentifier: "TrailEntity", id: .int(2), title: "Half Dome")),
        ]))
        #expect(back["date"] == .date(date))
        #expect(back["duration"] == .duration(.seconds(3600)))
    }

    @Test func badValuesAndUnknownParametersAreErrors() async throws {
        let registry = try DemoIntents.makeRegistry()
        await #expect(throws: IntentRegistryError.unknownParameter(intent: "GetTrailInfo", parameter: "trial")) {
            _ = try await registry.makeIntent("GetTrailInfo", values: ["trial": .int(1)])
        }
        do {
            _ = try await registry.makeIntent("GetTrailInfo", values: ["trail": .int(999)])
            Issue.record("an entity that does not exist was accepted")
        } catch {
            #expect(String(describing: error) == #"GetTrailInfo.trail: no TrailEntity with identifier "999""#)
        }
        do {
            _ = try await registry.makeIntent("OrderSoupIntent", values: ["soup": .string("chowder")])
            Issue.record("an unknown enum case was accepted")
        } catch {
            #expect(String(describing: error).contains("expected a value of type Soup"))
        }
        await #expect(throws: IntentRegistryError.notDeclaredInSwift("Nope")) {
            _ = try await registry.makeIntent("Nope", values: [:])
        }
    }

    @Test func entitySourcesOfferWhatTheirQueriesCan() async throws {
        let registry = try DemoIntents.makeRegistry()
        let trails = try #require(registry.entitySource(for: "TrailEntity"))
        #expect(try await trails.suggestedEntities().count == 5)
        #expect(try await trails.entities(matching: "zion").map(\.title) == ["Angels Landing", "Pa'rus Trail"])
        #expect(try await trails.entities(for: [.int(10)]).first?.subtitle == "Kauaʻi")
        let collections = try #require(registry.entitySource(for: "TrailCollectionEntity"))
        #expect(collections.capabilities.contains(.enumerable))
        #expect(try await collections.allEntities().map(\.title) == ["Favorites", "Family Friendly", "Epic Days"])
        // Without string search, typed text filters the suggestions.
        #expect(try await collections.entities(matching: "epic").map(\.title) == ["Epic Days"])
    }

    @Test func dynamicOptionsComeFromTheProvider() async throws {
        let registry = try DemoIntents.makeRegistry()
        let options = try await registry.dynamicOptions(intent: "SuggestedTrails", parameter: "location")
        #expect(options == ["Arches", "Kauaʻi", "Moab", "Rocky Mountain", "Yosemite Valley", "Zion"].map(IntentValue.string))
        #expect(registry.definition(for: "SuggestedTrails")?.parameter("location")?.options.optionsSource == .dynamicOptions("location"))
    }

    @Test func theDemoIntentsLintClean() throws {
        #expect(IntentLinter.lint(try DemoIntents.makeRegistry()).isEmpty)
    }
}

struct SetsIntent: AppIntent {
    static let title: LocalizedStringResource = "Sets"
    @Parameter(title: "Activities") var activities: Set<ActivityStyle>?
}

@Suite struct SetParameterTests {
    @Test func setsBridgeAsArrays() async throws {
        var registry = IntentRegistry()
        try registry.register(SetsIntent.self)
        let definition = try #require(registry.definition(for: "SetsIntent"))
        #expect(definition.parameter("activities")?.type == .array(ActivityStyle.intentValueType))
        let intent = try #require(try await registry.makeIntent("SetsIntent", values: [
            "activities": .array([ActivityStyle.biking.intentValue, ActivityStyle.hiking.intentValue]),
        ]) as? SetsIntent)
        #expect(intent.activities == [.biking, .hiking])
    }
}

/// Definitions registered by identifier and made on first use.
@Suite struct LazyRegistrationTests {
    /// Counts how often a definition is made, from any thread.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func aLazyDefinitionIsMadeOnceWhenFirstAskedForAndSharedByCopies() throws {
        let made = Counter()
        var registry = IntentRegistry()
        try registry.register(identifier: "x.lazy") {
            made.increment()
            return IntentDefinition(identifier: "x.lazy", title: "Lazy")
        }
        try registry.register(IntentDefinition(identifier: "x.eager", title: "Eager"))
        #expect(registry.identifiers == ["x.lazy", "x.eager"])
        #expect(registry.contains("x.lazy") && registry.contains("x.eager") && !registry.contains("x.other"))
        #expect(made.count == 0, "listing identifiers makes nothing")
        let copy = registry
        #expect(copy.definition(for: "x.lazy")?.title == "Lazy")
        #expect(registry.definition(for: "x.lazy")?.title == "Lazy")
        #expect(registry.definitions.map(\.identifier) == ["x.lazy", "x.eager"])
        #expect(made.count == 1)
    }

    @Test func identifiersStayUniqueAcrossBothKinds() throws {
        var registry = IntentRegistry()
        try registry.register(identifier: "x.a") { IntentDefinition(identifier: "x.a", title: "A") }
        #expect(throws: IntentRegistryError.duplicateIdentifier("x.a")) {
            try registry.register(IntentDefinition(identifier: "x.a", title: "Other"))
        }
        try registry.register(IntentDefinition(identifier: "x.b", title: "B"))
        #expect(throws: IntentRegistryError.duplicateIdentifier("x.b")) {
            try registry.register(identifier: "x.b") { nil }
        }
    }

    @Test func aDefinitionThatCannotBeMadeIsUnknown() throws {
        var registry = IntentRegistry()
        try registry.register(identifier: "x.broken") { nil }
        #expect(registry.definition(for: "x.broken") == nil)
        #expect(registry.definitions.isEmpty)
        #expect(registry.identifiers == ["x.broken"])
    }

    @Test func concurrentFirstUsesMakeItOnce() async throws {
        let made = Counter()
        var registry = IntentRegistry()
        try registry.register(identifier: "x.lazy") {
            made.increment()
            return IntentDefinition(identifier: "x.lazy", title: "Lazy")
        }
        let shared = registry
        await withTaskGroup(of: String?.self) { group in
            for _ in 0..<16 { group.addTask { shared.definition(for: "x.lazy")?.title } }
            for await title in group { #expect(title == "Lazy") }
        }
        #expect(made.count == 1)
    }
}

/// Intents declared in Swift are read from their declarations when first needed, not when
/// registered: that reading is reflection, and the editor's start-up only needs identifiers.
/// Serialized: the tests count how often one intent is made.
@Suite(.serialized) struct LazySwiftIntentTests {
    static let made = LazyRegistrationTests.Counter()

    struct CountedIntent: AppIntent {
        static let title: LocalizedStringResource = "Counted"
        @Parameter(title: "Name") var name: String
        init() { LazySwiftIntentTests.made.increment() }
        func perform() async throws -> some IntentResult { .result() }
    }

    /// A source that says who made it, to tell which one the registry chose.
    struct NamedSource: EntitySource {
        var typeIdentifier: String
        var name: String
        var capabilities: EntityQueryCapabilities { [] }
        func suggestedEntities() async throws -> [EntityReference] { [EntityReference(typeIdentifier: typeIdentifier, id: .string(name), title: name)] }
        func entities(matching text: String) async throws -> [EntityReference] { [] }
        func allEntities() async throws -> [EntityReference] { [] }
        func entities(for identifiers: [SavedEntityIdentifier]) async throws -> [EntityReference] { [] }
    }

    @Test func aSwiftIntentIsReadOnceWhenFirstNeeded() throws {
        var registry = IntentRegistry()
        try registry.register(CountedIntent.self)
        let before = Self.made.count
        #expect(registry.identifiers == ["CountedIntent"])
        #expect(registry.contains("CountedIntent") && registry.isDeclaredInSwift("CountedIntent"))
        #expect(throws: IntentRegistryError.duplicateIdentifier("CountedIntent")) { try registry.register(CountedIntent.self) }
        #expect(Self.made.count == before, "registering and listing read nothing")
        let copy = registry
        #expect(copy.definition(for: "CountedIntent")?.parameters.map(\.id) == ["name"])
        #expect(registry.definition(for: "CountedIntent")?.title == "Counted")
        #expect(Self.made.count == before + 1, "read once, shared by copies")
    }

    struct CountedShortcuts: AppShortcutsProvider {
        static var appShortcuts: [AppShortcut] {
            AppShortcut(intent: CountedIntent(), phrases: ["Count \(\.$name) in \(.applicationName)"],
                        shortTitle: "Count", systemImageName: "number")
        }
    }

    @Test func appShortcutsAreReadWhenFirstListed() throws {
        var registry = IntentRegistry()
        let before = Self.made.count
        registry.register(shortcuts: CountedShortcuts.self)
        #expect(Self.made.count == before, "registering reads nothing")
        #expect(registry.appShortcuts.map(\.phrases) == [["Count ${name} in ${applicationName}"]])
        let read = Self.made.count
        #expect(read > before)
        _ = registry.appShortcuts
        #expect(Self.made.count == read, "read once")
    }

    @Test func aSourceRegisteredOnItsOwnComesBeforeAParametersQuery() async throws {
        var registry = try DemoIntents.makeRegistry()
        registry.register(NamedSource(typeIdentifier: "TrailEntity", name: "own"))
        let trails = try #require(registry.entitySource(for: "TrailEntity"))
        #expect(try await trails.suggestedEntities().map(\.title) == ["own"])
        // One registered before the intents is not replaced by their queries either.
        var early = IntentRegistry()
        early.register(NamedSource(typeIdentifier: "TrailEntity", name: "early"))
        try early.register(GetTrailInfo.self)
        #expect(try await early.entitySource(for: "TrailEntity")?.suggestedEntities().map(\.title) == ["early"])
        #expect(early.entitySource(for: "NoSuchEntity") == nil)
    }
}

/// Intents, entities and enums are named after their type, as `String(describing:)` names it.
@Suite struct TypeNameIdentifierTests {
    enum Outer { struct Inner: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Inner"
        static let defaultQuery = Query()
        var id: String
        var displayRepresentation: DisplayRepresentation { "\(id)" }
        struct Query: EntityQuery {
            func entities(for identifiers: [String]) async throws -> [Inner] { [] }
        }
    } }

    @Test func identifiersAreTheTypesNames() {
        #expect(GetTrailInfo.persistentIdentifier == String(describing: GetTrailInfo.self))
        #expect(Outer.Inner.entityTypeIdentifier == String(describing: Outer.Inner.self))
        #expect(Outer.Inner.entityTypeIdentifier == "Inner")
        #expect(ActivityStyle.enumIdentifier == String(describing: ActivityStyle.self))
    }
}

/// Definitions a cache kept from an earlier run stand in for reading the declarations.
@Suite struct AdoptedDefinitionTests {
    @Test func anAdoptedDefinitionIsTheOneShownAndTheDeclarationIsStillRead() throws {
        var registry = try DemoIntents.makeRegistry()
        let declared = registry.swiftDefinitions
        #expect(declared.map(\.identifier) == registry.identifiers.filter(registry.isDeclaredInSwift))
        var changed = try #require(declared.first { $0.identifier == "GetTrailInfo" })
        changed.title = "Kept From Before"
        let complete = registry.adoptSwiftDefinitions([changed])
        #expect(!complete, "the other Swift intents have none yet")
        #expect(registry.definition(for: "GetTrailInfo")?.title == "Kept From Before")
        #expect(registry.swiftDefinitions == declared, "what a cache stores is read from the declarations")
        #expect(registry.entitySource(for: "TrailEntity") != nil, "queries still come from the declaration")
    }

    /// Adopted by identifier, a definition is made only when the intent is first shown; one
    /// that cannot be made, or is another intent's, leaves the declaration to be read.
    @Test func definitionsAdoptedByIdentifierAreMadeWhenNeededOrReadAfterAll() throws {
        var registry = try DemoIntents.makeRegistry()
        let declared = registry.swiftDefinitions
        let made = CatalogRegistrationTests.Maker(declared.map(\.identifier))
        let titled = declared.enumerated().map { index, definition in
            var kept = definition
            kept.title = "Kept \(index)"
            return kept
        }
        let complete = registry.adoptSwiftDefinitions(identifiers: declared.map(\.identifier)) { index in
            _ = made.make(index)
            switch titled[index].identifier {
            case "GetTrailInfo": return nil
            case "OrderSoupIntent": return titled[0]
            default: return titled[index]
            }
        }
        #expect(complete)
        #expect(made.counts.withLock { $0.isEmpty }, "nothing made until asked for")
        let shown = try #require(declared.firstIndex { $0.identifier == "SuggestedTrails" })
        #expect(registry.definition(for: "SuggestedTrails")?.title == "Kept \(shown)")
        #expect(registry.definition(for: "SuggestedTrails")?.title == "Kept \(shown)")
        #expect(made.counts.withLock { $0 } == ["SuggestedTrails": 1], "made once, for the intent asked about")
        #expect(registry.definition(for: "GetTrailInfo") == declared.first { $0.identifier == "GetTrailInfo" }, "none made: read")
        #expect(registry.definition(for: "OrderSoupIntent") == declared.first { $0.identifier == "OrderSoupIntent" }, "another's: read")
    }

    @Test func adoptionIsCompleteWhenEverySwiftIntentHasOneAndIgnoresOthers() throws {
        var registry = try DemoIntents.makeRegistry()
        try registry.register(IntentDefinition(identifier: "catalog.Thing", title: "Thing"))
        let stranger = IntentDefinition(identifier: "catalog.Thing", title: "Not Adopted")
        let complete = registry.adoptSwiftDefinitions(registry.swiftDefinitions + [stranger])
        #expect(complete)
        #expect(registry.definition(for: "catalog.Thing")?.title == "Thing")
    }
}

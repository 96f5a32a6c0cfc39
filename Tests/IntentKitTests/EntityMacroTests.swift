import IntentKit
import Testing

/// What Apple's entity macros give a running app here: `@ComputedProperty` and
/// `@DeferredProperty` are properties of the entity's type (named, titled, read — a deferred
/// one awaited only when asked), `@UnionValue` an `AppUnionValue` with its kinds.
@Suite struct EntityMacroTests {
    struct Peak: AppEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Peak"
        static let defaultQuery = PeakQuery()
        var id: Int
        @Property(title: "Name") var name: String
        var heightInMeters: Double
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

        init(id: Int, name: String, heightInMeters: Double) {
            self.id = id
            self.heightInMeters = heightInMeters
            self.name = name
        }

        @ComputedProperty(title: "Height")
        var heightInFeet: Double { (heightInMeters * 3.28084).rounded() }

        @ComputedProperty
        var isFourteener: Bool { heightInFeet >= 14_000 }

        @DeferredProperty(title: "Weather")
        var weather: String {
            get async { await Forecast.shared.conditions(on: id) }
        }

        @DeferredProperty
        var permitCount: Int {
            get async throws { throw PermitsOffline() }
        }
    }

    struct PermitsOffline: Error {}

    actor Forecast {
        static let shared = Forecast()
        private(set) var asked: [Int] = []
        func conditions(on peak: Int) -> String {
            asked.append(peak)
            return "Clear"
        }
    }

    struct PeakQuery: EntityQuery {
        func entities(for identifiers: [Int]) async throws -> [Peak] {
            identifiers.map { Peak(id: $0, name: "Mount Elbert", heightInMeters: 4401) }
        }
        func suggestedEntities() async throws -> [Peak] { [Peak(id: 1, name: "Mount Elbert", heightInMeters: 4401)] }
    }

    static let elbert = Peak(id: 7, name: "Mount Elbert", heightInMeters: 4401)

    @Test func computedAndDeferredPropertiesArePropertiesOfTheType() {
        let properties = Peak.propertyDefinitions(of: Self.elbert)
        #expect(properties.map(\.title) == ["Name", "Height", "Is Fourteener", "Weather", "Permit Count"])
        #expect(properties.map(\.identifier) == ["name", "heightInFeet", "isFourteener", "weather", "permitCount"])
        #expect(properties.map(\.type) == [.string, .double, .bool, .string, .int])
    }

    @Test func theirValuesAreReadOffTheEntityAndADeferredOneAwaited() async {
        let before = await Forecast.shared.asked.count
        let values = await Peak.propertyValues(of: Self.elbert)
        #expect(values.first { $0.identifier == "heightInFeet" }?.value == .double(14439))
        #expect(values.first { $0.identifier == "isFourteener" }?.value == .bool(true))
        #expect(values.first { $0.identifier == "weather" }?.value == .string("Clear"))
        #expect(await Forecast.shared.asked.count == before + 1, "asked once, when read")
        #expect(values.first { $0.identifier == "permitCount" }.map { $0.value == nil } == true, "a getter that throws gives nothing")
    }

    @Test func aComputedPropertyIsNamedByAQueryAsAStoredOneIs() {
        let property: EntityProperty<Double> = Self.elbert.$heightInFeet
        #expect(property.wrappedValue == 14439)
        #expect(property.title.text == "Height")
    }

    @Test func anEntityWithComputedPropertiesStillComparesByItsData() {
        struct Pass: Hashable {
            var days: Int
            @ComputedProperty var weeks: Int { days / 7 }
        }
        #expect(Pass(days: 14) == Pass(days: 14))
        #expect(Pass(days: 14) != Pass(days: 7))
        #expect(Pass(days: 14).weeks == 2)
    }

    @UnionValue
    enum Destination {
        case peak(Peak)
        case placeName(String)
    }

    @UnionValue
    enum Labelled {
        case peak(Peak)
        case note(String)
        static var typeDisplayRepresentation: TypeDisplayRepresentation { "Stop" }
        static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [.peak: "Summit", .note: "Note"]
    }

    @Test func aUnionValueNamesItsKinds() {
        #expect(Destination.Cases.allCases == [.peak, .placeName])
        #expect(Destination.placeName("Leadville").unionCase == .placeName)
        #expect(Destination.typeDisplayRepresentation.name.key == "Destination")
        #expect(Destination.caseDisplayRepresentations[.placeName]?.title.key == "Place Name")
        #expect(Destination.Cases.caseDisplayRepresentations[.peak]?.title.key == "Peak")
        #expect(Labelled.caseDisplayRepresentations[.peak]?.title.key == "Summit", "the enum's own names win")
        #expect(Labelled.Cases.typeDisplayRepresentation.name.key == "Stop")
    }
}

import Foundation
import IntentCatalogs
import IntentKit
import Testing

/// Real files from real apps, read from `../shared/corpus` beside the project (never
/// committed); tests that use them skip when it is absent.
enum Corpus {
    static var weather: URL? {
        var folder = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { folder.deleteLastPathComponent() }
        let url = folder.appendingPathComponent("shared/corpus/weather.actionsdata")
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
}

/// Apple's Weather app's real metadata.
@Suite(.enabled(if: Corpus.weather != nil, "needs ../shared/corpus/weather.actionsdata"))
struct WeatherCatalogTests {
    static func catalog() throws -> ActionsDataCatalog {
        try ActionsDataCatalog.load(contentsOf: try #require(Corpus.weather))
    }

    static func condition(_ id: String) -> IntentValue {
        .enumCase(EnumCaseValue(enumIdentifier: "SpecificConditionKind", caseIdentifier: id))
    }

    /// Weather's location query filters by name and sorts by it: Shortcuts' "Find Locations".
    @Test func aFilteringQueryGivesAFindAction() throws {
        let catalog = try Self.catalog()
        let find = try #require(catalog.findDefinitions.first)
        #expect(catalog.findDefinitions.count == 1)
        #expect(find.identifier == "weather.LocationSearchEntity.Find" && find.category == "weather")
        #expect(find.title.hasPrefix("Find "), "\(find.title)")
        let filter = try #require(find.parameter("WFContentItemFilter")?.options.filterProperties)
        #expect(filter == [FilterPropertyDefinition(identifier: "name", title: "Name", type: .string, comparisons: [.contains])])
        guard case .enumeration(let sorts)? = find.parameter("WFContentItemSortProperty")?.type else {
            Issue.record("no Sort by")
            return
        }
        #expect(sorts.cases.map(\.title) == ["Name"], "the option's empty title is the property's")
        #expect(!catalog.definitions.contains { $0.identifier == find.identifier }, "kept apart from the file's own actions")
    }

    @Test func openWeatherSpecificConditionReadsAsItDoesInShortcuts() throws {
        let catalog = try Self.catalog()
        #expect(catalog.problems.isEmpty)
        let intent = try #require(catalog.definitions.first { $0.identifier == "weather.OpenWeatherSpecificConditionIntent" })
        #expect(intent.title == "Open Weather Condition Details")

        let empty = intent.resolveSummary(values: [:])
        #expect(empty.text == "Open Detail for Location")
        #expect(empty.showMore.isEmpty)

        let conditions = intent.resolveSummary(values: ["specificCondition": Self.condition("conditions")])
        #expect(conditions.text == "Open Conditions details for Location")
        #expect(conditions.showMore.map(\.title) == ["Temperature", "Date"])

        let humidity = intent.resolveSummary(values: ["specificCondition": Self.condition("humidity")])
        #expect(humidity.text == "Open Humidity details for Location")
        #expect(humidity.showMore.map(\.title) == ["Date"])
    }

    /// The operator mapping, pinned to a real file: Weather's condition is code 0, and with no
    /// value the `otherwise` branch is taken — which only `hasAnyValue` gives.
    @Test func operatorCodeZeroInARealFileIsHasAnyValue() throws {
        let intent = try #require(try Self.catalog().definitions.first { $0.identifier == "weather.OpenWeatherSpecificConditionIntent" })
        guard case .when(let condition, _, let otherwise)? = intent.summary else {
            Issue.record("expected a When at the top, found \(String(describing: intent.summary))")
            return
        }
        #expect(condition.comparison == .hasAnyValue)
        #expect(condition.parameter == "specificCondition")
        #expect(otherwise != nil)
    }

    @Test func everyActionLoadsWithATitleAndTypesAreRead() throws {
        let catalog = try Self.catalog()
        #expect(catalog.definitions.count > 3)
        #expect(catalog.definitions.allSatisfy { !$0.title.isEmpty && $0.identifier.hasPrefix("weather.") })
        let intent = try #require(catalog.definitions.first { $0.identifier == "weather.OpenWeatherSpecificConditionIntent" })
        guard case .enumeration(let kind)? = intent.parameter("specificCondition")?.type else {
            Issue.record("specificCondition should be an enum")
            return
        }
        #expect(kind.cases.contains { $0.identifier == "humidity" && $0.title == "Humidity" })
        guard case .entity(let location)? = intent.parameter("location")?.type else {
            Issue.record("location should be an entity")
            return
        }
        #expect(location.identifier == "LocationSearchEntity")
        #expect(intent.parameter("location")?.options.optionsSource == .entityQuery("LocationSearchEntity"))
        #expect(intent.parameter("temperatureKind")?.defaultValue != nil, "the default comes from typeSpecificMetadata")
    }
}

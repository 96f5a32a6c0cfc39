import Foundation
import IntentKit
import Testing

// The Weather example of ../shared/reference/app-intents-metadata.md, rebuilt in the DSL:
// a When whose `then` is a Switch.

enum SpecificConditionKind: String, AppEnum {
    case conditions, humidity, wind, uvIndex

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Detail"
    static let caseDisplayRepresentations: [SpecificConditionKind: DisplayRepresentation] = [
        .conditions: "Conditions", .humidity: "Humidity", .wind: "Wind", .uvIndex: "UV Index",
    ]
}

enum TemperatureKind: String, AppEnum {
    case actual, feelsLike

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Temperature"
    static let caseDisplayRepresentations: [TemperatureKind: DisplayRepresentation] = [
        .actual: "Actual", .feelsLike: "Feels Like",
    ]
}

struct LocationSearchEntity: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Location"
    static let defaultQuery = LocationSearchQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct LocationSearchQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [LocationSearchEntity] {
        identifiers.map(LocationSearchEntity.init)
    }
}

struct OpenWeatherSpecificConditionIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Weather Condition Details"

    @Parameter(title: "Location") var location: LocationSearchEntity
    @Parameter(title: "Detail") var specificCondition: SpecificConditionKind
    @Parameter(title: "Temperature", default: .actual) var temperatureKind: TemperatureKind?
    @Parameter(title: "Date") var date: Date?

    static var parameterSummary: some ParameterSummary {
        When(\.$specificCondition, .hasAnyValue) {
            Switch(\.$specificCondition) {
                Case(.conditions) {
                    Summary("Open \(\.$specificCondition) details for \(\.$location)") {
                        \.$temperatureKind
                        \.$date
                    }
                }
                DefaultCase {
                    Summary("Open \(\.$specificCondition) details for \(\.$location)") {
                        \.$date
                    }
                }
            }
        } otherwise: {
            Summary("Open \(\.$specificCondition) for \(\.$location)")
        }
    }
}

@Suite struct WeatherExampleTests {
    let definition: IntentDefinition

    init() throws {
        var registry = IntentRegistry()
        try registry.register(OpenWeatherSpecificConditionIntent.self)
        definition = try #require(registry.definition(for: "OpenWeatherSpecificConditionIntent"))
    }

    func condition(_ kind: SpecificConditionKind) -> [String: IntentValue] {
        ["specificCondition": kind.intentValue]
    }

    @Test func noValueShowsTheOtherwiseSentenceAndNothingMore() {
        let resolved = definition.resolveSummary(values: [:])
        #expect(resolved.text == "Open Detail for Location")
        #expect(resolved.showMore.isEmpty)
        #expect(resolved.visibleParameters == ["specificCondition", "location"])
        #expect(resolved.placeholders.map(\.isRequired) == [true, true])
        #expect(resolved.placeholders.allSatisfy { !$0.isSet })
    }

    @Test func conditionsShowsTemperatureAndDate() {
        let resolved = definition.resolveSummary(values: condition(.conditions))
        #expect(resolved.text == "Open Conditions details for Location")
        #expect(resolved.showMore.map(\.title) == ["Temperature", "Date"])
        // The temperature's default counts as a value and is shown as such.
        #expect(resolved.showMore.first?.displayText == "Actual")
        #expect(resolved.showMore.first?.isDefault == true)
        #expect(resolved.visibleParameters == ["specificCondition", "location", "temperatureKind", "date"])
    }

    @Test func otherDetailsTakeTheDefaultCase() {
        let resolved = definition.resolveSummary(values: condition(.humidity))
        #expect(resolved.text == "Open Humidity details for Location")
        #expect(resolved.showMore.map(\.title) == ["Date"])
        #expect(!resolved.visibleParameters.contains("temperatureKind"))
    }

    @Test func theTreeCompilesToTheMetadataShape() throws {
        guard case let .when(condition, then, otherwise)? = definition.summary else {
            Issue.record("expected a When at the root")
            return
        }
        #expect(condition == Condition(parameter: "specificCondition", comparison: .hasAnyValue))
        guard case let .switch(parameter, cases, _) = then else {
            Issue.record("expected a Switch in the then branch")
            return
        }
        #expect(parameter == "specificCondition")
        #expect(cases.map(\.values) == [[SpecificConditionKind.conditions.intentValue]])
        #expect(otherwise == .summary(SummaryTemplate(sentence: [
            .text("Open "), .placeholder("specificCondition"), .text(" for "), .placeholder("location"),
        ])))
    }

    @Test func hiddenValuesAreKeptAndComeBack() {
        var values = condition(.conditions)
        values["temperatureKind"] = TemperatureKind.feelsLike.intentValue
        values["specificCondition"] = SpecificConditionKind.wind.intentValue
        #expect(!definition.resolveSummary(values: values).visibleParameters.contains("temperatureKind"))
        values["specificCondition"] = SpecificConditionKind.conditions.intentValue
        #expect(definition.resolveSummary(values: values).showMore.first?.displayText == "Feels Like")
    }
}

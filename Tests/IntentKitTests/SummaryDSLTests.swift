import Foundation
import IntentKit
import Testing

// Each form of the DSL, and the node it compiles into.

enum Size: String, AppEnum {
    case small, medium, large
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Size"
    static let caseDisplayRepresentations: [Size: DisplayRepresentation] = [.small: "Small", .medium: "Medium", .large: "Large"]
}

struct NumberedEntity: AppEntity {
    let id: Int
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Numbered"
    static let defaultQuery = NumberedQuery()
    var displayRepresentation: DisplayRepresentation { "No. \(id)" }
}

struct NumberedQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [NumberedEntity] { identifiers.map(NumberedEntity.init) }
}

struct NamedEntity: AppEntity {
    let id: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Named"
    static let defaultQuery = NamedQuery()
    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

struct NamedQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NamedEntity] { identifiers.map(NamedEntity.init) }
}

struct EmptySummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "Empty Summary"
    @Parameter var a: String?
    @Parameter var b: Int
    static var parameterSummary: some ParameterSummary { Summary() }
}

struct ListOnlyIntent: AppIntent {
    static let title: LocalizedStringResource = "List Only"
    @Parameter var a: String?
    @Parameter var b: Int?
    @Parameter var c: Bool?
    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$b
            \.$a
        }
    }
}

struct NoSummaryIntent: AppIntent {
    static let title: LocalizedStringResource = "No Summary"
    @Parameter(title: "Text") var text: String?
}

struct OperatorsIntent: AppIntent {
    static let title: LocalizedStringResource = "Operators"
    @Parameter var count: Int?
    @Parameter var size: Size?
    @Parameter var numbered: NumberedEntity?
    @Parameter var named: NamedEntity?
    @Parameter var label: String?

    static let leaf = "leaf"

    static var parameterSummary: some ParameterSummary {
        When(\.$count, .greaterThan, 3) {
            When(\.$size, .oneOf, [.small, .large]) {
                When(\.$numbered, identifier: .lessThanOrEqualTo, 10) {
                    When(\.$named, identifier: .hasSuffix, "-x") {
                        When(\.$numbered, identifier: .oneOf, [1, 2]) {
                            When(\.$label, .notEqualTo, "skip") {
                                Summary("all of \(\.$count) \(\.$size) \(\.$numbered) \(\.$named) \(\.$label)")
                            } otherwise: { Summary("label") }
                        } otherwise: { Summary("numbered in") }
                    } otherwise: { Summary("named suffix") }
                } otherwise: { Summary("numbered order") }
            } otherwise: { Summary("size") }
        } otherwise: {
            Switch(\.$size) {
                Case([.small, .medium]) {
                    Switch(\.$count) {
                        Case(1) { Summary("one \(\.$size)") }
                        Case(2) { Summary("two \(\.$size)") }
                        DefaultCase { Summary("some \(\.$size)") }
                    }
                }
                DefaultCase {
                    When(\.$named, identifier: .equalTo, "b") {
                        Summary("b")
                    } otherwise: {
                        Summary("none")
                    }
                }
            }
        }
    }
}

@Suite struct SummaryDSLTests {
    func definition<I: AppIntent>(_ type: I.Type) throws -> IntentDefinition {
        var registry = IntentRegistry()
        try registry.register(type)
        return try #require(registry.definition(for: I.persistentIdentifier))
    }

    @Test func sentenceWithTrailingListCompilesToSentenceAndShowMore() throws {
        let definition = try definition(OrderSoupLike.self)
        #expect(definition.summary == .summary(SummaryTemplate(
            sentence: [.text("Order "), .placeholder("soup")], showMore: ["quantity"])))
        let resolved = definition.resolveSummary(values: [:])
        #expect(resolved.text == "Order Soup")
        #expect(resolved.showMore.map(\.id) == ["quantity"])
        #expect(resolved.visibleParameters == ["soup", "quantity"])
    }

    @Test func emptySummaryShowsTheTitleAndEveryParameter() throws {
        let resolved = try definition(EmptySummaryIntent.self).resolveSummary(values: [:])
        #expect(resolved.text == "Empty Summary")
        #expect(resolved.showMore.map(\.id) == ["a", "b"])
        #expect(resolved.visibleParameters == ["a", "b"])
    }

    @Test func listOnlySummaryShowsTheListedParametersOnly() throws {
        let definition = try definition(ListOnlyIntent.self)
        #expect(definition.summary == .summary(SummaryTemplate(showMore: ["b", "a"])))
        let resolved = definition.resolveSummary(values: [:])
        #expect(resolved.text == "List Only")
        #expect(resolved.visibleParameters == ["b", "a"])
    }

    @Test func noSummaryIsNilAndShowsEverything() throws {
        let definition = try definition(NoSummaryIntent.self)
        #expect(definition.summary == nil)
        #expect(definition.resolveSummary(values: [:]).visibleParameters == ["text"])
    }

    @Test func everyOperatorFamilyCompilesToItsOperator() throws {
        var node = try #require(try definition(OperatorsIntent.self).summary)
        var seen: [Condition] = []
        while case let .when(condition, then, _) = node {
            seen.append(condition)
            node = then
        }
        #expect(seen == [
            Condition(parameter: "count", comparison: .greaterThan, value: .int(3)),
            Condition(parameter: "size", comparison: .oneOf, value: .array([Size.small.intentValue, Size.large.intentValue])),
            Condition(parameter: "numbered", comparison: .lessThanOrEqualTo, value: .int(10)),
            Condition(parameter: "named", comparison: .hasSuffix, value: .string("-x")),
            Condition(parameter: "numbered", comparison: .oneOf, value: .array([.int(1), .int(2)])),
            Condition(parameter: "label", comparison: .notEqualTo, value: .string("skip")),
        ])
    }

    @Test(arguments: [
        (["count": IntentValue.int(4), "size": Size.small.intentValue, "numbered": .int(2), "named": .string("a-x"), "label": .string("go")],
         "all of 4 Small 2 a-x go"),
        (["count": .int(4), "size": Size.small.intentValue, "numbered": .int(2), "named": .string("a-x"), "label": .string("skip")], "label"),
        (["count": .int(4), "size": Size.small.intentValue, "numbered": .int(3), "named": .string("a-x")], "numbered in"),
        (["count": .int(4), "size": Size.small.intentValue, "numbered": .int(3), "named": .string("a-y")], "named suffix"),
        (["count": .int(4), "size": Size.small.intentValue, "numbered": .int(11)], "numbered order"),
        (["count": .int(4), "size": Size.medium.intentValue], "size"),
        (["count": .int(1), "size": Size.small.intentValue], "one Small"),
        (["count": .int(2), "size": Size.medium.intentValue], "two Medium"),
        (["size": Size.medium.intentValue], "some Medium"),
        (["size": Size.large.intentValue, "named": .string("b")], "b"),
        ([:], "none"),
    ] as [([String: IntentValue], String)])
    func nestedWhenAndSwitchSelectTheRightSentence(values: [String: IntentValue], expected: String) throws {
        // Entity values given as bare identifiers are enough for identifier conditions.
        #expect(try definition(OperatorsIntent.self).resolveSummary(values: values).text == expected)
    }

    @Test func defaultsAndRequirednessComeFromTheDeclaration() throws {
        let definition = try definition(RecordHikeLike.self)
        let rating = try #require(definition.parameter("rating"))
        #expect(rating.isRequired)
        #expect(rating.defaultValue == .int(3))
        #expect(rating.options.controlStyle == .stepper)
        #expect(rating.options.inclusiveRange == InclusiveRange(lower: .int(1), upper: .int(5)))
        let note = try #require(definition.parameter("note"))
        #expect(note.isOptional)
        #expect(note.options.textInput?.multiline == true)
        #expect(note.options.textInput?.capitalization == TextInputOptions.Capitalization.none)
        let when = try #require(definition.parameter("when"))
        #expect(when.options.dateKind == .time)
        let distance = try #require(definition.parameter("distance"))
        #expect(distance.type == .measurement(.length))
        #expect(distance.options.unit == UnitOption(symbol: "mi", isFixed: false))
        #expect(distance.options.supportsNegativeNumbers == false)
        #expect(distance.defaultValue == .measurement(IntentMeasurement(value: 5, unit: "mi", dimension: .length)))
        let weight = try #require(definition.parameter("weight"))
        #expect(weight.options.unit == UnitOption(symbol: "kg", isFixed: true))
        let tags = try #require(definition.parameter("tags"))
        #expect(tags.type == .array(.string))
        #expect(tags.options.collectionSize == CollectionSize(min: 1, max: 3))
        let pair = try #require(definition.parameter("pair"))
        #expect(pair.options.collectionSize == CollectionSize(min: 2, max: 2))
        let speed = try #require(definition.parameter("speed"))
        #expect(speed.options.controlStyle == .slider)
        #expect(speed.options.inclusiveRange == InclusiveRange(lower: .double(0), upper: .double(1)))
        let untitled = try #require(definition.parameter("searchRadiusInMiles"))
        #expect(untitled.title == "Search Radius In Miles")
        let connection = try #require(definition.parameter("input"))
        #expect(connection.options.inputConnectionBehavior == .connectToPreviousIntentResult)
        #expect(connection.options.requestValueDialog == "Which input?")
        #expect(connection.description == "What to work on")
    }
}

struct OrderSoupLike: AppIntent {
    static let title: LocalizedStringResource = "Order Soup"
    @Parameter(title: "Soup") var soup: Size
    @Parameter(title: "Quantity") var quantity: Int?
    static var parameterSummary: some ParameterSummary {
        Summary("Order \(\.$soup)") { \.$quantity }
    }
}

struct RecordHikeLike: AppIntent {
    static let title: LocalizedStringResource = "Record"
    @Parameter(title: "Rating", default: 3, controlStyle: .stepper, inclusiveRange: (1, 5)) var rating: Int
    @Parameter(title: "Note", inputOptions: String.IntentInputOptions(capitalizationType: .none, multiline: true)) var note: String?
    @Parameter(title: "When", kind: .time) var when: Date?
    @Parameter(title: "Distance", default: 5, defaultUnit: UnitLength.miles, supportsNegativeNumbers: false)
    var distance: Measurement<UnitLength>?
    @Parameter(title: "Weight", unit: UnitMass.kilograms) var weight: Measurement<UnitMass>?
    @Parameter(title: "Tags", size: IntentCollectionSize(min: 1, max: 3)) var tags: [String]?
    @Parameter(title: "Pair", size: 2) var pair: [Int]?
    @Parameter(title: "Speed", controlStyle: .slider, inclusiveRange: (0, 1)) var speed: Double?
    @Parameter var searchRadiusInMiles: Int?
    @Parameter(title: "Input", description: "What to work on", requestValueDialog: "Which input?",
               inputConnectionBehavior: .connectToPreviousIntentResult) var input: String
}

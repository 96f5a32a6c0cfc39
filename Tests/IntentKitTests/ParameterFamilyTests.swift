import DemoIntents
import Foundation
import IntentKit
import Testing

/// Apple's parameter families other than measurements reach the definitions, and App
/// Shortcuts are kept as data.
@Suite struct ParameterFamilyTests {
    struct Walk: AppIntent {
        static let title: LocalizedStringResource = "Walk"

        @Parameter(title: "Loop", default: true, displayName: Bool.IntentDisplayName(true: "Loop", false: "One way"))
        var isLoop: Bool

        @Parameter(title: "Time", default: .seconds(1800), defaultUnit: .minutes)
        var time: Duration?

        @Parameter(title: "Plain Time")
        var plainTime: Duration?

        static var parameterSummary: some ParameterSummary {
            Summary("\(\.$isLoop) for \(\.$time)")
        }

        func perform() async throws -> some IntentResult { .result() }
    }

    private func definition() throws -> IntentDefinition {
        var registry = IntentRegistry()
        try registry.register(Walk.self)
        return try #require(registry.definition(for: "Walk"))
    }

    @Test func aBooleansDisplayNamesAreWhatTheSentenceShows() throws {
        let walk = try definition()
        #expect(walk.parameter("isLoop")?.options.booleanTitles == BooleanTitles(on: "Loop", off: "One way"))
        #expect(walk.resolveSummary(values: [:]).text == "Loop for 30m")
        #expect(walk.resolveSummary(values: ["isLoop": .bool(false)]).text == "One way for 30m")
    }

    @Test func aDurationsDefaultUnitIsKeptForTheEditor() throws {
        let walk = try definition()
        #expect(walk.parameter("time")?.options.unit == UnitOption(symbol: UnitDuration.minutes.symbol, isFixed: false))
        #expect(walk.parameter("time")?.defaultValue == .duration(.seconds(1800)))
        #expect(walk.parameter("plainTime")?.options.unit == nil, "the plain initializer still applies")
    }

    @Test func appShortcutsAreKeptWithTheirPhrases() throws {
        let registry = try DemoIntents.makeRegistry()
        let suggest = try #require(registry.appShortcuts.first { $0.intent == "SuggestedTrails" })
        #expect(suggest.phrases == ["Suggest trails in ${applicationName}", "Find ${activity} trails with ${applicationName}"])
        #expect(suggest.shortTitle == "Suggest Trails" && suggest.systemImageName == "figure.hiking")
    }
}

/// Resolvers are accepted and change nothing the editor sees; files are named by path or URL.
@Suite struct ResolverAndFileTests {
    struct FromText: Resolver {
        func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? { Int(input) }
    }

    struct Count: AppIntent {
        static let title: LocalizedStringResource = "Count"

        @Parameter(title: "Count", default: 2, controlStyle: .stepper, inclusiveRange: (0, 9), resolvers: { FromText() })
        var count: Int

        @Parameter(title: "Plain", default: 2, controlStyle: .stepper, inclusiveRange: (0, 9))
        var plain: Int

        @Parameter(title: "Photo", supportedTypeIdentifiers: ["public.image"])
        var photo: IntentFile?
    }

    @Test func aParameterWithResolversIsDefinedAsWithout() throws {
        var registry = IntentRegistry()
        try registry.register(Count.self)
        let definition = try #require(registry.definition(for: "Count"))
        var withResolvers = try #require(definition.parameter("count"))
        withResolvers.id = "plain"
        withResolvers.title = "Plain"
        #expect(withResolvers == definition.parameter("plain"))
        #expect(definition.parameter("photo")?.type == .file)
    }

    @Test func aFileIsItsURLInADocument() throws {
        let file = IntentFile(fileURL: URL(fileURLWithPath: "/tmp/a.jpg"))
        #expect(file.intentValue == .url(URL(fileURLWithPath: "/tmp/a.jpg")))
        #expect(try IntentFile.fromIntentValue(file.intentValue).filename == "a.jpg")
    }
}

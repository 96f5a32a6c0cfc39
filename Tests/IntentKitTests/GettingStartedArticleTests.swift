import Foundation
import IntentKit
import Testing

/// The code of IntentKit.docc/GettingStarted.md, as written there: it compiles, and reads as
/// the article says.
enum GettingStartedArticle {

    enum ActivityStyle: String, AppEnum {
        case hiking, biking
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
        static let caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [.hiking: "Hiking", .biking: "Biking"]
    }

    struct SuggestedTrails: AppIntent {
        static let title: LocalizedStringResource = "Suggest Trails"

        @Parameter(title: "Activity")
        var activity: ActivityStyle                       // required

        @Parameter(title: "Location")
        var location: String?                             // optional

        @Parameter(title: "Search Radius", defaultValue: 30, defaultUnit: .miles)
        var searchRadius: Measurement<UnitLength>?

        static var parameterSummary: some ParameterSummary {
            Switch(\.$activity) {
                Case(.biking) {
                    When(\.$location, .hasAnyValue) {
                        Summary("Ride a bike within \(\.$searchRadius) of \(\.$location)")
                    } otherwise: {
                        Summary("Suggest bike rides near \(\.$location)")
                    }
                }
                DefaultCase {
                    Summary("Suggest \(\.$activity) trails near \(\.$location)") {
                        \.$searchRadius                   // listed under "Show More"
                    }
                }
            }
        }

        func perform() async throws -> some IntentResult { .result() }
    }
}

@Suite struct GettingStartedArticleTests {
    @Test func theGettingStartedArticleReadsAsItSays() throws {
        typealias SuggestedTrails = GettingStartedArticle.SuggestedTrails
        typealias ActivityStyle = GettingStartedArticle.ActivityStyle
        var registry = IntentRegistry()
        try registry.register(SuggestedTrails.self)
        let definition = registry.definition(for: "SuggestedTrails")!
        #expect(definition.resolveSummary(values: ["activity": ActivityStyle.biking.intentValue]).text == "Suggest bike rides near Location")
    }
}

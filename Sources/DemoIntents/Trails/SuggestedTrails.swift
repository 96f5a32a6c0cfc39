import Foundation
import IntentKit

/// The seed's `Switch`/`When` example: six sentences, three per branch of the Switch, with
/// the activity, location and trail collection deciding which one shows.
public struct SuggestedTrails: AppIntent {
    public static let title: LocalizedStringResource = "Suggest Trails"
    public static let description = IntentDescription(
        "Plan your next trip to the great outdoors with suggestions for what you might enjoy doing.",
        categoryName: "Discover", searchKeywords: ["hike", "bike", "plan"])

    @Parameter(title: "Activity", requestValueDialog: "What do you want to do?")
    public var activity: ActivityStyle

    @Parameter(title: "Location", optionsProvider: LocationOptionsProvider())
    public var location: String?

    @Parameter(title: "Search Radius", description: "How far from the location to look.",
               defaultValue: 30, defaultUnit: .miles, supportsNegativeNumbers: false)
    public var searchRadius: Measurement<UnitLength>?

    @Parameter(title: "Trail Collection")
    public var trailCollection: TrailCollectionEntity?

    public static var parameterSummary: some ParameterSummary {
        Switch(\.$activity) {
            Case(.biking) {
                When(\.$location, .hasAnyValue) {
                    Summary("Ride a bike within \(\.$searchRadius) of \(\.$location)")
                } otherwise: {
                    When(\.$trailCollection, .hasAnyValue) {
                        Summary("Pick a bike ride from \(\.$trailCollection)")
                    } otherwise: {
                        Summary("Suggest bike rides from \(\.$trailCollection) or near \(\.$location)")
                    }
                }
            }
            DefaultCase() {
                When(\.$location, .hasAnyValue) {
                    Summary("Suggest \(\.$activity) trails within \(\.$searchRadius) of \(\.$location)")
                } otherwise: {
                    When(\.$trailCollection, .hasAnyValue) {
                        Summary("Suggest \(\.$activity) trails from \(\.$trailCollection)")
                    } otherwise: {
                        Summary("Suggest \(\.$activity) trails from \(\.$trailCollection) or near \(\.$location)")
                    }
                }
            }
        }
    }

    public init() {}

    public func perform() async throws -> some ReturnsValue<[TrailEntity]> {
        let manager = DemoData.trails
        var trails = manager.trails.filter { $0.activities.contains(activity) }
        if let location { trails = trails.filter { $0.location == location } }
        if let trailCollection, let collection = manager.collections.first(where: { $0.id == trailCollection.id }) {
            trails = trails.filter { collection.members.contains($0.id) }
        }
        return .result(value: trails.map(TrailEntity.init))
    }
}

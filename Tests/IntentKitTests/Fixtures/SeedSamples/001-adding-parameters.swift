// Seed 001 ("Adding parameters to an app intent"): every code sample, verbatim but for the
// import, and with `\$.param` written `\.$param` as Swift spells it (see the reference).
// Below the samples: scaffolding, the app code the seed refers to but does not show.
import IntentKit

// MARK: Samples

struct GetTrailInfo: AppIntent {
    static let title: LocalizedStringResource = "Get Trail Info"

    @Parameter(title: "Trail", description: "The trail to get information on.")
    var trail: TrailEntity

    static var parameterSummary: some ParameterSummary {
        Summary("Get information on \(\.$trail)")
    }
}

struct LogHikeIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Hike"

    @Parameter(title: "Date")
    var date: Date?

    func perform() async throws -> some IntentResult {
        guard let date = date else {
            throw $date.requestValue("What date would you like to use?")
        }
        _ = date
        return .result()
    }
}

struct LocationOptionsProvider: DynamicOptionsProvider {

    @Dependency
    private var trailManager: TrailDataManager

    func results() async throws -> [String] {
        Logger.intentLogging.debug("Getting locations from LocationOptionsProvider")

        // Get a list of locations and return it sorted for display, such as in the Shortcuts app
        return trailManager.uniqueLocations
            .sorted(using: KeyPathComparator(\.self, comparator: .localizedStandard))
    }
}

struct SuggestedTrails: AppIntent {
    static let title: LocalizedStringResource = "Suggest Trails"

    @Parameter(title: "Activity") var activity: ActivityStyle
    @Parameter(title: "Location", optionsProvider: LocationOptionsProvider()) var location: String?
    @Parameter(title: "Search Radius", defaultUnit: UnitLength.miles) var searchRadius: Measurement<UnitLength>?
    @Parameter(title: "Trail Collection") var trailCollection: TrailEntity?

    static var parameterSummary: some ParameterSummary {
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
}

// MARK: Scaffolding

import Foundation

final class TrailDataManager: Sendable {
    let uniqueLocations = ["Yosemite Valley", "Zion"]
}

/// Stands in for OSLog's `Logger` and the app's `intentLogging` category.
struct Logger: Sendable {
    static let intentLogging = Logger()
    func debug(_ message: String) {}
}

/// Apple platforms' Foundation has `.localizedStandard`; Linux's does not.
struct LocalizedStandardComparator: SortComparator {
    var order: SortOrder = .forward
    func compare(_ a: String, _ b: String) -> ComparisonResult {
        let result = a.localizedStandardCompare(b)
        guard order == .reverse, result != .orderedSame else { return result }
        return result == .orderedAscending ? .orderedDescending : .orderedAscending
    }
}

extension SortComparator where Self == LocalizedStandardComparator {
    static var localizedStandard: LocalizedStandardComparator { LocalizedStandardComparator() }
}

enum ActivityStyle: String, AppEnum {
    case hiking, biking
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Activity"
    static let caseDisplayRepresentations: [ActivityStyle: DisplayRepresentation] = [.hiking: "Hiking", .biking: "Biking"]
}

struct TrailEntity: AppEntity {
    var id: Int
    var name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct TrailQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [TrailEntity] { [] }
}

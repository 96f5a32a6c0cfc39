import Foundation
import IntentKit

/// Not from the seeds: one intent with a parameter of every value type and every kind of
/// condition the editor must handle, so the editor, documents and benchmarks exercise them all.
public struct RecordHikeIntent: AppIntent {
    public static let title: LocalizedStringResource = "Record Hike"
    public static let description = IntentDescription("Saves a finished hike to your journal.", categoryName: "Journal",
                                                      searchKeywords: ["log", "walk", "history"])

    @Parameter(title: "Trail")
    public var trail: TrailEntity

    @Parameter(title: "Date", kind: .date)
    public var date: Date?

    @Parameter(title: "Duration")
    public var duration: Duration?

    @Parameter(title: "Distance", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    public var distance: Measurement<UnitLength>?

    @Parameter(title: "Temperature", defaultUnit: .celsius)
    public var temperature: Measurement<UnitTemperature>?

    @Parameter(title: "Pack Weight", unit: .kilograms, supportsNegativeNumbers: false)
    public var packWeight: Measurement<UnitMass>?

    @Parameter(title: "Average Speed", defaultUnit: .kilometersPerHour)
    public var averageSpeed: Measurement<UnitSpeed>?

    @Parameter(title: "Rating", default: 3, controlStyle: .stepper, inclusiveRange: (1, 5))
    public var rating: Int

    @Parameter(title: "Elevation Gain", controlStyle: .slider, inclusiveRange: (0, 3000))
    public var elevationGain: Double?

    @Parameter(title: "Park Fee")
    public var parkFee: Decimal?

    @Parameter(title: "Notes", inputOptions: String.IntentInputOptions(capitalizationType: .sentences, multiline: true))
    public var notes: String?

    @Parameter(title: "Photo Album")
    public var album: URL?

    @Parameter(title: "Tags", size: IntentCollectionSize(min: 0, max: 5))
    public var tags: [String]?

    @Parameter(title: "Companions")
    public var companions: [TrailEntity]?

    @Parameter(title: "Share Publicly", default: false)
    public var sharePublicly: Bool

    public static var parameterSummary: some ParameterSummary {
        When(\.$rating, .greaterThanOrEqualTo, 4) {
            When(\.$sharePublicly, .equalTo, true) {
                Summary("Record a great hike on \(\.$trail) and share it") {
                    \.$date; \.$duration; \.$distance; \.$rating; \.$notes; \.$tags; \.$sharePublicly
                }
            } otherwise: {
                Summary("Record a great hike on \(\.$trail)") {
                    \.$date; \.$duration; \.$distance; \.$rating; \.$notes; \.$sharePublicly
                }
            }
        } otherwise: {
            Summary("Record a hike on \(\.$trail) rated \(\.$rating)") {
                \.$date; \.$duration; \.$distance; \.$temperature; \.$packWeight; \.$averageSpeed
                \.$elevationGain; \.$parkFee; \.$notes; \.$album; \.$tags; \.$companions; \.$sharePublicly
            }
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result(dialog: "Saved your hike on \(trail.name).")
    }
}

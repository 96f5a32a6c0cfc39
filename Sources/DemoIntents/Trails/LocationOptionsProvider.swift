import IntentKit

/// The places trails are in, offered as a list for `SuggestedTrails.location`, sorted for
/// display as in the seed.
public struct LocationOptionsProvider: DynamicOptionsProvider {
    @Dependency
    private var trailManager: TrailDataManager

    public init() {}

    public func results() async throws -> [String] {
        trailManager.uniqueLocations.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }
}

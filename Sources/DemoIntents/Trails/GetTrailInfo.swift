import IntentKit

/// The seed's first example: one required entity parameter, one placeholder.
public struct GetTrailInfo: AppIntent {
    public static let title: LocalizedStringResource = "Get Trail Info"
    public static let description = IntentDescription("Provides complete details on a trail.", categoryName: "Discover",
                                                      searchKeywords: ["trail", "details"])

    @Parameter(title: "Trail", description: "The trail to get information on.")
    public var trail: TrailEntity

    public static var parameterSummary: some ParameterSummary {
        Summary("Get information on \(\.$trail)")
    }

    public init() {}

    public func perform() async throws -> some ReturnsValue<TrailEntity> & ProvidesDialog {
        .result(value: trail, dialog: "\(trail.name) is in \(trail.location).")
    }
}

import IntentKit

/// A parameter of one of several kinds (`@UnionValue`): a route is a trail or a collection of
/// them. The picker asks which kind first, then offers that kind's values; the summary
/// switches on the kind.
public struct ShareRouteIntent: AppIntent {
    public static let title: LocalizedStringResource = "Share Route"
    public static let description = IntentDescription("Shares a trail, or a collection of trails, with a friend.", categoryName: "Plan")

    @Parameter(title: "Route")
    public var route: Route?

    public static var parameterSummary: some ParameterSummary {
        Switch(\.$route) {
            Case(.trail) {
                Summary("Share the trail \(\.$route)")
            }
            Case(.collection) {
                Summary("Share every trail of \(\.$route)")
            }
            DefaultCase {
                Summary("Share \(\.$route)")
            }
        }
    }

    public init() {}

    public func perform() async throws -> some ReturnsValue<String> & ProvidesDialog {
        let name = switch route {
        case .trail(let trail)?: trail.name
        case .collection(let collection)?: collection.name
        case nil: "nothing"
        }
        return .result(value: name, dialog: "Shared \(name).")
    }
}

/// A trail, or a collection of trails.
@UnionValue
public enum Route {
    case trail(TrailEntity)
    case collection(TrailCollectionEntity)

    public static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [
        .trail: "A Trail", .collection: "A Trail Collection",
    ]
}

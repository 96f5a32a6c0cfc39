// The `resolvers:` variants of Apple's parameter families: a resolver converts another type
// into the parameter's when the intent runs. Compiled in Swift 5 and Swift 6 modes.
import Foundation
import IntentKit

struct CountFromText: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? { Int(input) }
}

struct MilesFromText: Resolver {
    func resolve(from input: String, context: IntentParameterContext<Measurement<UnitLength>>) async throws
        -> Measurement<UnitLength>? {
        Double(input).map { Measurement(value: $0, unit: .miles) }
    }
}

struct PlaceNames: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Zion", "Moab"] }
}

struct ResolveThings: AppIntent {
    static let title: LocalizedStringResource = "Resolve Things"

    @Parameter(title: "Count", default: 1, controlStyle: .stepper, inclusiveRange: (0, 9), resolvers: { CountFromText() })
    var count: Int

    @Parameter(title: "Plain", resolvers: { CountFromText() })
    var plain: Int?

    @Parameter(title: "Distance", defaultValue: 3, defaultUnit: .miles, resolvers: { MilesFromText() })
    var distance: Measurement<UnitLength>?

    @Parameter(title: "Fixed Distance", unit: .kilometers, resolvers: { MilesFromText() })
    var fixedDistance: Measurement<UnitLength>?

    @Parameter(title: "Place", optionsProvider: PlaceNames(), resolvers: {})
    var place: String?

    @Parameter(title: "Flag", displayName: Bool.IntentDisplayName(true: "Yes", false: "No"), resolvers: {})
    var flag: Bool?

    @Parameter(title: "Wait", defaultUnit: .seconds, resolvers: {})
    var wait: Duration?

    @Parameter(title: "Names", size: 2, resolvers: {})
    var names: [String]?
}

// Apple's own resolvers, by their names.
struct ResolveWithApplesResolvers: AppIntent {
    static let title: LocalizedStringResource = "Resolve With Apple's Resolvers"

    @Parameter(title: "Minutes", default: 5, controlStyle: .stepper, inclusiveRange: (1, 60), resolvers: {
        IntResolver()
        IntFromDoubleResolver(roundingRule: .toNearestOrAwayFromZero)
        IntFromStringResolver(radix: 10)
    })
    var minutes: Int

    @Parameter(title: "Weight", resolvers: { DoubleResolver(); DoubleFromIntResolver(); DoubleFromStringResolver() })
    var weight: Double?

    @Parameter(title: "Label", resolvers: { StringFromIntResolver(); StringFromDoubleResolver() })
    var label: String?

    @Parameter(title: "Done", resolvers: { BoolFromStringResolver() })
    var done: Bool?

    @Parameter(title: "Link", resolvers: { URLFromStringResolver() })
    var link: URL?
}

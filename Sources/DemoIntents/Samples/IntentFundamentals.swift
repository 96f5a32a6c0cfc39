import Foundation
import IntentKit

// The examples of the "Intent Fundamentals" seed (004), as working intents.

/// An intent with no parameters and no summary: the editor shows its title.
public struct OpenFavoritesIntent: AppIntent {
    public static let title: LocalizedStringResource = "Open Favorites"
    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

public enum NavigationOption: String, AppEnum {
    case trails, collections, map, settings

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
    public static let caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] = [
        .trails: "Trails",
        .collections: "Collections",
        .map: DisplayRepresentation(title: "Map", synonyms: ["nearby"]),
        .settings: "Settings",
    ]
}

/// A required enum and a Bool with a default, which counts as a value.
public struct NavigateIntent: AppIntent {
    public static let title: LocalizedStringResource = "Navigate to Section"

    @Parameter(title: "Section", requestValueDialog: "Which section?")
    public var section: NavigationOption

    @Parameter(title: "Animated", default: true)
    public var animated: Bool

    public static var parameterSummary: some ParameterSummary {
        Summary("Navigate to \(\.$section)") {
            \.$animated
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

/// The seed's `When(\.$useCustomDate, .equalTo, true)`: the date appears only when asked for.
public struct LogItemIntent: AppIntent {
    public static let title: LocalizedStringResource = "Log Item"
    public static let description = IntentDescription("Adds an entry to your trail journal.", categoryName: "Journal")

    @Parameter(title: "Item")
    public var item: String

    @Parameter(title: "Use Custom Date", default: false)
    public var useCustomDate: Bool

    @Parameter(title: "Date", kind: .dateTime)
    public var date: Date?

    public static var parameterSummary: some ParameterSummary {
        When(\.$useCustomDate, .equalTo, true) {
            Summary("Log \(\.$item) on \(\.$date)") {
                \.$useCustomDate
            }
        } otherwise: {
            Summary("Log \(\.$item)") {
                \.$useCustomDate
            }
        }
    }

    public init() {}

    public func perform() async throws -> some IntentResult {
        .result()
    }
}

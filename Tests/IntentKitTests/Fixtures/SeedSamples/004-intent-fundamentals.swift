// Seed 004 ("Intent Fundamentals"): its samples about declaring intents, parameters,
// summaries and results, verbatim but for the import. Not included: the SwiftUI view
// snippet, and supported modes, foreground continuation, undo and multiple choice, which are
// runtime features of Apple's platforms with no meaning to an editor of shortcuts.
import IntentKit

// MARK: Samples

struct OpenFavoritesIntent: AppIntent {
    static let title: LocalizedStringResource = "Open Favorites"

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct NavigateIntent: AppIntent {
    static let title: LocalizedStringResource = "Navigate to Section"

    @Parameter(title: "Section", requestValueDialog: "Which section?")
    var section: NavigationOption

    @Parameter(title: "Animated", default: true)
    var animated: Bool

    func perform() async throws -> some IntentResult {
        Navigator.shared.navigate(to: section, animated: animated)
        return .result()
    }

    static var parameterSummary: some ParameterSummary {
        Summary("Navigate to \(\.$section)")
    }
}

struct LogIntent: AppIntent {
    static let title: LocalizedStringResource = "Log"

    @Parameter(title: "Item") var item: String
    @Parameter(title: "Use Custom Date") var useCustomDate: Bool
    @Parameter(title: "Date") var date: Date?

    static var parameterSummary: some ParameterSummary {
        When(\.$useCustomDate, .equalTo, true) {
            Summary("Log \(\.$item) on \(\.$date)")
        } otherwise: {
            Summary("Log \(\.$item)")
        }
    }
}

struct ReturnsNothing: AppIntent {
    static let title: LocalizedStringResource = "Returns Nothing"
    // Returns nothing
    func perform() async throws -> some IntentResult { .result() }
}

struct ReturnsAValue: AppIntent {
    static let title: LocalizedStringResource = "Returns a Value"
    // Returns a value
    func perform() async throws -> some ReturnsValue<MyEntity> { .result(value: MyEntity(id: "1")) }
}

struct ReturnsAValueWithDialog: AppIntent {
    static let title: LocalizedStringResource = "Returns a Value with Dialog"
    let landmark = MyEntity(id: "Yosemite")

    // Returns a value with spoken dialog
    func perform() async throws -> some ReturnsValue<MyEntity> & ProvidesDialog {
        return .result(
            value: landmark,
            dialog: IntentDialog(
                full: "The closest landmark is \(landmark.name).",
                supporting: "\(landmark.name) is located in \(landmark.continent)."
            )
        )
    }
}

struct ReturnsAValueWithDialogAndView: AppIntent {
    static let title: LocalizedStringResource = "Returns a View"
    // Returns a value with dialog and a view snippet
    func perform() async throws -> some ReturnsValue<MyEntity> & ProvidesDialog & ShowsSnippetView {
        .result(value: MyEntity(id: "1"), dialog: "Found it")
    }
}

struct FindLandmarkIntent: AppIntent {
    static let title: LocalizedStringResource = "Find Landmark"

    @Dependency
    var modelData: ModelData

    func perform() async throws -> some ReturnsValue<MyEntity> {
        let landmark = try await modelData.findClosestLandmark()
        return .result(value: landmark)
    }
}

struct BuyTicketsIntent: AppIntent {
    static let title: LocalizedStringResource = "Buy Tickets"
    @Parameter(title: "Tickets") var ticketCount: Int?

    func perform() async throws -> some IntentResult {
        let count = try await $ticketCount.requestValue("How many tickets?")
        // use count
        _ = count
        return .result()
    }
}

// MARK: Scaffolding

enum NavigationOption: String, AppEnum {
    case trails, map
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Section"
    static let caseDisplayRepresentations: [NavigationOption: DisplayRepresentation] = [.trails: "Trails", .map: "Map"]
}

final class Navigator: Sendable {
    static let shared = Navigator()
    func navigate(to section: NavigationOption, animated: Bool) {}
}

final class ModelData: Sendable {
    func findClosestLandmark() async throws -> MyEntity { MyEntity(id: "Yosemite") }
}

struct MyEntity: AppEntity {
    var id: String
    var name: String { id }
    var continent: String { "North America" }
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Landmark"
    static let defaultQuery = MyEntityQuery()
    var displayRepresentation: DisplayRepresentation { "\(name)" }
}

struct MyEntityQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [MyEntity] { identifiers.map(MyEntity.init) }
}

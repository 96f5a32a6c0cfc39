// Parameter families and intent members other than measurements, written as Apple's
// reference spells them. Compiled in Swift 5 and Swift 6 modes by CompileTests; the
// definitions they make are checked by ParameterFamilyTests on copies of these declarations.
import Foundation
import IntentKit

enum Pace: String, AppEnum {
    case easy, brisk
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Pace"
    static let caseDisplayRepresentations: [Pace: DisplayRepresentation] = [.easy: "Easy", .brisk: "Brisk"]
}

final class Trails: Sendable {
    func names() -> [String] { ["Mist Trail", "Half Dome"] }
}

struct TrailNames: DynamicOptionsProvider {
    func results() async throws -> [String] { ["Mist Trail", "Half Dome"] }
}

struct PlanWalk: AppIntent {
    static let title: LocalizedStringResource = "Plan a Walk"
    static let description = IntentDescription("Plans a walk.", categoryName: "Walks")
    static let openAppWhenRun = true
    static let isDiscoverable = false
    static let authenticationPolicy: IntentAuthenticationPolicy = .requiresAuthentication

    @Parameter(title: "Loop", default: true, displayName: Bool.IntentDisplayName(true: "Loop", false: "One way"))
    var isLoop: Bool

    @Parameter(title: "Time", default: .seconds(1800), defaultUnit: .minutes)
    var time: Duration?

    @Parameter(title: "Note", inputOptions: String.IntentInputOptions(keyboardType: .default, capitalizationType: .none,
                                                                       multiline: true, autocorrect: false),
               requestValueDialog: "What should the note say?", inputConnectionBehavior: .connectToPreviousIntentResult)
    var note: String?

    @Parameter(title: "Rests", default: 2, controlStyle: .stepper, inclusiveRange: (0, 10))
    var rests: Int

    @Parameter(title: "Effort", controlStyle: .slider, inclusiveRange: (0.0, 1.0))
    var effort: Double?

    @Parameter(title: "Start", kind: .time)
    var start: Date?

    @Parameter(title: "Budget")
    var budget: Decimal?

    @Parameter(title: "Map")
    var map: URL?

    @Parameter(title: "Pace", default: .easy)
    var pace: Pace

    @Parameter(title: "Stops", size: 3)
    var stops: [String]?

    @Parameter(title: "Trail", optionsProvider: TrailNames())
    var trail: String?

    @Dependency
    private var trails: Trails

    static var parameterSummary: some ParameterSummary {
        When(\.$isLoop, .equalTo, true) {
            Summary("Walk a \(\.$time) loop on \(\.$trail)")
        } otherwise: {
            Summary("Walk \(\.$trail) one way")
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
        guard let trail else { throw $trail.needsValueError("Which trail?") }
        let chosen = try await $trail.requestDisambiguation(among: trails.names(), dialog: "Which one?")
        guard try await $trail.requestConfirmation(for: chosen, dialog: "Walk \(chosen)?") else {
            throw $trail.needsValueError()
        }
        _ = try await $note.requestValue("What should the note say?")
        return .result(value: trail, dialog: "Have a good walk on \(trail).")
    }
}

struct WalkShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PlanWalk(), phrases: ["Plan a walk in \(.applicationName)", "Walk \(\.$trail) with \(.applicationName)"],
                    shortTitle: "Plan a Walk", systemImageName: "figure.walk")
    }
}

struct ShareImages: AppIntent {
    static let title: LocalizedStringResource = "Share Images"

    @Parameter(title: "Images", supportedTypeIdentifiers: ["public.image"])
    var images: [IntentFile]

    @Parameter(title: "Cover", supportedTypeIdentifiers: ["public.jpeg"])
    var cover: IntentFile?

    func perform() async throws -> some IntentResult & ReturnsValue<IntentFile> {
        .result(value: IntentFile(data: Data(), filename: "cover.jpg"))
    }
}

struct PlaceEntity: AppEntity {
    let id: String
    var name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
    static let defaultQuery = PlaceQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct PlaceQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [PlaceEntity] {
        identifiers.map { PlaceEntity(id: $0, name: $0) }
    }
    func suggestedEntities() async throws -> [PlaceEntity] { [PlaceEntity(id: "zion", name: "Zion")] }
    func entities(matching string: String) async throws -> [PlaceEntity] { [PlaceEntity(id: string, name: string)] }
}

struct VisitPlaces: AppIntent {
    static let title: LocalizedStringResource = "Visit Places"

    @Parameter(title: "Place", requestValueDialog: IntentDialog("Where to?"))
    var place: PlaceEntity

    @Parameter(title: "Other Places", size: IntentCollectionSize(min: 1, max: 3))
    var others: [PlaceEntity]?

    static var parameterSummary: some ParameterSummary {
        Summary("Visit \(\.$place)") { \.$others }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<PlaceEntity> & OpensIntent {
        .result(value: place, opensIntent: PlanWalk(), dialog: IntentDialog(full: "Off to \(place.name).", supporting: "Enjoy."))
    }
}

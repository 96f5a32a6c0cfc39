// Entities and system intents of the kinds Apple's reference describes — opened, deleted, a
// value set, a transient result, the one settings entity, an entity with a web address, one
// synced across devices — as its pages write them. Compiled in Swift 5 and Swift 6 modes.
import Foundation
import IntentKit

struct TrailEntity: URLRepresentableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    static let defaultQuery = TrailQuery()
    static var urlRepresentation: URLRepresentation { "https://example.com/trail/\(.id)/details" }

    let id: Int
    @Property(title: "Name") var name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

struct TrailQuery: EntityQuery {
    func entities(for identifiers: [Int]) async throws -> [TrailEntity] { [] }
}

struct OpenTrail: OpenIntent {
    static let title: LocalizedStringResource = "Open Trail"
    @Parameter(title: "Trail") var target: TrailEntity
    func perform() async throws -> some IntentResult { .result() }
}

struct DeleteTrails: DeleteIntent {
    static let title: LocalizedStringResource = "Delete Trails"
    @Parameter(title: "Trails") var entities: [TrailEntity]
    func perform() async throws -> some IntentResult { .result() }
}

struct SilentMode: SetValueIntent {
    static let title: LocalizedStringResource = "Silent Mode"
    @Parameter(title: "Silent") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct DailySummary: TransientAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Daily Summary"
    @Property(title: "Remaining Steps") var remainingSteps: Int
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(remainingSteps) steps to go") }
    init() {}
}

struct AppSettings: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
    static let defaultQuery = UniqueAppEntityProvider { AppSettings() }
    let id = "settings"
    var displayRepresentation: DisplayRepresentation { "Settings" }
}

struct Account: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Account"
    static let defaultQuery = AccountQuery()
    let id = "me"
    var displayRepresentation: DisplayRepresentation { "My Account" }
}

struct AccountQuery: UniqueAppEntityQuery {
    typealias Entity = Account
    func uniqueEntity() async throws -> Account { Account() }
}

struct Photo: SyncableEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Photo"
    static let defaultQuery = PhotoQuery()
    let id: SyncableEntityIdentifier<String, String>
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id.description)") }
}

struct PhotoQuery: EntityQuery {
    func entities(for identifiers: [SyncableEntityIdentifier<String, String>]) async throws -> [Photo] {
        identifiers.map { Photo(id: $0) }
    }
}

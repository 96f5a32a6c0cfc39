// Entities as Apple's iOS 18–27 pages write them: a collection of alarms held by their
// identifiers, a document that is a file entity, shared albums that say whose they are,
// properties Spotlight indexes, an enum with web addresses, a union of kinds, Apple's
// EntityIdentifier, and generic code over the display protocols. Compiled in Swift 5 and 6.
import Foundation
import IntentKit

struct AlarmEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Alarm"
    static let defaultQuery = AlarmQuery()
    let id: String
    @Property(title: "Label") var label: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(label)") }

    init(id: String, label: String) {
        self.id = id
        self.label = label
    }
}

struct AlarmQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [AlarmEntity] {
        identifiers.map { AlarmEntity(id: $0, label: "Alarm \($0)") }
    }
}

struct DisableAlarmsIntent: AppIntent {
    static let title: LocalizedStringResource = "Disable Alarms"
    @Parameter(title: "Alarms") var alarms: EntityCollection<AlarmEntity>

    func perform() async throws -> some IntentResult & ReturnsValue<[String]> {
        var alarms = self.alarms
        alarms.append("wake")
        let resolved = try await alarms.resolvedEntities()
        return .result(value: resolved.map(\.label) + (alarms.contains("wake") ? ["has wake"] : []))
    }
}

struct DocumentEntity: FileEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Document"
    static let defaultQuery = DocumentQuery()
    let id: FileEntityIdentifier
    var displayRepresentation: DisplayRepresentation { "Document" }
}

struct DocumentQuery: EntityQuery {
    func entities(for identifiers: [FileEntityIdentifier]) async throws -> [DocumentEntity] {
        identifiers.map { DocumentEntity(id: $0) }
    }
}

struct PhotoAlbumEntity: OwnershipProvidingEntity, IndexedEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Album"
    static let defaultQuery = AlbumQuery()
    let id: UUID
    @Property(title: "Name", indexingKey: \.displayName) var name: String
    @Property(customIndexingKey: CSCustomAttributeKey(keyName: "com_example_album_place")!) var place: String
    var ownership: EntityOwnership { [.shared, .public] }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }

    init(id: UUID, name: String, place: String) {
        self.id = id
        self.name = name
        self.place = place
    }
}

struct AlbumQuery: IndexedEntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [PhotoAlbumEntity] { [] }
}

enum Destination: String, AppEnum, URLRepresentableEnum {
    case root
    case locationServices
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Destination"
    static let caseDisplayRepresentations: [Destination: DisplayRepresentation] = [.root: "Root", .locationServices: "Location Services"]
    static var urlRepresentation: URLRepresentation { "https://example.com/root=\(.rawValue)" }
}

enum Shortcut: String, AppEnum, URLRepresentableEnum {
    case one, two
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Shortcut"
    static let caseDisplayRepresentations: [Shortcut: DisplayRepresentation] = [.one: "One", .two: "Two"]
    static var urlRepresentation: URLRepresentation {
        URLRepresentation([.one: "https://example.com/link1=\(.one)", .two: "https://example.com/link2=\(.two)"])
    }
}

// What @UnionValue generates on Apple's platforms, written out.
enum Reaction: AppUnionValue {
    case tapback(String)
    case text(String)

    enum Cases: String, AppUnionValueCasesProviding {
        typealias UnionValue = Reaction
        case tapback, text
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Reaction Kind"
        static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [.tapback: "Tapback", .text: "Text"]
    }

    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Reaction" }
    static let caseDisplayRepresentations: [Cases: DisplayRepresentation] = [.tapback: "Tapback", .text: "Text Reaction"]
}

func label<Value: DisplayRepresentable>(_ value: Value) -> String { value.localizedStringResource.key }
func kindName<Kind: StaticDisplayRepresentable>(_ kind: Kind) -> String { Kind.typeDisplayRepresentation.name.key }

func identify(_ alarm: AlarmEntity) -> [EntityIdentifier] {
    [EntityIdentifier(for: alarm), EntityIdentifier(for: AlarmEntity.self, identifier: alarm.id)]
}

func draftAndFile() throws -> [FileEntityIdentifier] {
    [.draft(identifier: "Untitled"), try .file(url: URL(fileURLWithPath: "/tmp/report.pdf"))]
}

struct ShowIfNamed: AppIntent {
    static let title: LocalizedStringResource = "Show"
    @Parameter(title: "Name") var name: String?
    static var parameterSummary: some ParameterSummary {
        When(\.$name, .hasAnyValue) {
            Summary("Show \(\.$name)")
        } otherwise: {
            Summary("Show")
        }
    }
    func perform() async throws -> some IntentResult { .result() }
}

func titles<Value: AnyIntentValue>(_ value: Value) -> (String, Bool) { (value.title.key, value.isOptional) }

import Foundation
@testable import IntentKit
import Testing

/// Apple's iOS 18–27 entity types behave as its pages say: a collection resolves its kept
/// entities without the query and the rest through it; a file entity's identifier round-trips
/// as text; Apple's `EntityIdentifier` is equal by type and identifier; an enum's addresses
/// are filled in; the display protocols give text; an indexed property is read as a property.
@Suite struct EntityCollectionTests {
    struct Alarm: IndexedEntity {
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Alarm"
        static let defaultQuery = Query()
        let id: String
        @Property(title: "Label", indexingKey: \.displayName) var label: String
        @Property(customIndexingKey: CSCustomAttributeKey(keyName: "com_example_snooze")!) var snoozeMinutes: Int
        var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(label)", subtitle: "every day") }
        init(id: String, label: String) {
            self.id = id
            self.label = label
            self.snoozeMinutes = 9
        }

        struct Query: EntityQuery {
            /// Every identifier asked for, in order, so a test can see what was fetched.
            static let asked = Asked()
            func entities(for identifiers: [String]) async throws -> [Alarm] {
                Self.asked.add(identifiers)
                return identifiers.filter { $0 != "gone" }.map { Alarm(id: $0, label: "Fetched \($0)") }
            }
        }
    }

    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var ids: [String] = []
        func add(_ more: [String]) { lock.withLock { ids += more } }
        var all: [String] { lock.withLock { ids } }
    }

    @Test func aCollectionResolvesKeptEntitiesWithoutItsQuery() async throws {
        var alarms = EntityCollection(entities: [Alarm(id: "wake", label: "Wake up")])
        alarms.append("nap")
        alarms.append("gone")
        #expect(alarms.count == 3 && alarms.contains("nap") && !alarms.contains("lunch"))
        let resolved = try await alarms.resolvedEntities()
        #expect(resolved.map(\.label) == ["Wake up", "Fetched nap"], "the unknown one is left out, the kept one not fetched")
        #expect(!Alarm.Query.asked.all.contains("wake"))
        alarms.remove("nap")
        #expect(alarms.identifiers == ["wake", "gone"])
        #expect(EntityCollection<Alarm>(identifiers: ["a", "b"]) == ["a", "b"])
    }

    @Test func aCollectionTravelsAsAListOfEntitiesAndComesBackAsIdentifiers() async throws {
        let value = EntityCollection(entities: [Alarm(id: "wake", label: "Wake up")]).intentValue
        guard case .array(let items) = value, case .entity(let reference) = items.first else {
            Issue.record("not a list of entities: \(value)")
            return
        }
        #expect(reference.title == "Wake up" && reference.typeIdentifier == Alarm.entityTypeIdentifier)
        let back = try await EntityCollection<Alarm>.fromIntentValue(.array([.entity(reference), .string("nap")]))
        #expect(back.identifiers == ["wake", "nap"])
        #expect(EntityCollection<Alarm>.intentValueType == .array(Alarm.intentValueType))
        await #expect(throws: IntentValueConversionError.self) { try await EntityCollection<Alarm>.fromIntentValue(.string("wake")) }
    }

    @Test func aFileEntitysIdentifierIsAFileOrADraft() throws {
        let file = try FileEntityIdentifier.file(url: URL(fileURLWithPath: "/tmp/a b.pdf"))
        #expect(!file.isDraft && file.draftIdentifier == nil)
        #expect(FileEntityIdentifier.entityIdentifier(for: file.entityIdentifierString) == file)
        let draft = FileEntityIdentifier.draft(identifier: "Untitled")
        #expect(draft.isDraft && draft.entityIdentifierString == "draft:Untitled")
        #expect(FileEntityIdentifier.entityIdentifier(for: "draft:Untitled") == draft)
        #expect(FileEntityIdentifier.entityIdentifier(for: "https://example.com/a.pdf") == nil)
        #expect(throws: FileEntityIdentifierError.self) { try FileEntityIdentifier.file(url: URL(string: "https://example.com")!) }
    }

    @Test func applesEntityIdentifierIsEqualByTypeAndIdentifier() {
        let alarm = Alarm(id: "wake", label: "Wake up")
        #expect(EntityIdentifier(for: alarm) == EntityIdentifier(for: Alarm.self, identifier: "wake"))
        #expect(EntityIdentifier(for: alarm) != EntityIdentifier(for: Alarm.self, identifier: "nap"))
        #expect(EntityIdentifier(for: alarm).description == Alarm.entityTypeIdentifier + "/wake")
        #expect(Set([EntityIdentifier(for: alarm), EntityIdentifier(for: alarm)]).count == 1)
    }

    enum Place: String, AppEnum, URLRepresentableEnum {
        case home, work = "the office"
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Place"
        static let caseDisplayRepresentations: [Place: DisplayRepresentation] = [.home: "Home"]
        static var urlRepresentation: URLRepresentation { "https://example.com/place/\(.rawValue)" }
    }

    enum Link: String, AppEnum, URLRepresentableEnum {
        case one, two
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Link"
        static let caseDisplayRepresentations: [Link: DisplayRepresentation] = [.one: "One", .two: "Two"]
        static var urlRepresentation: URLRepresentation { URLRepresentation([.one: "https://example.com/x=\(.one)"]) }
    }

    @Test func anEnumsAddressesAreFilledIn() async {
        #expect(await Place.work.urlRepresentationParameter == "https://example.com/place/the%20office")
        #expect(await Link.one.urlRepresentationParameter == "https://example.com/x=one")
        #expect(await Link.two.urlRepresentationParameter == nil, "a table without the case has no address for it")
    }

    @Test func theDisplayProtocolsGiveText() {
        #expect(Place.home.localizedStringResource.text == "Home")
        #expect(Place.work.localizedStringResource.text == "work", "a case without a representation reads as itself")
        let alarm = Alarm(id: "wake", label: "Wake up")
        #expect(alarm.localizedStringResource.text == "Wake up")
        #expect(alarm.attributeSet.displayName == "Wake up" && alarm.attributeSet.contentDescription == "every day")
        #expect(!alarm.hideInSpotlight)
        #expect(CSCustomAttributeKey(keyName: "bad key") == nil)
    }

    @Test func indexedPropertiesAreReadAsProperties() {
        let properties = Alarm.propertyDefinitions(of: Alarm(id: "wake", label: "Wake up"))
        #expect(properties.map(\.title) == ["Label", "Snooze Minutes"], "a property without a title is named after itself")
        #expect(properties.map(\.type) == [.string, .int])
    }

    struct Ask: AppIntent {
        static let title: LocalizedStringResource = "Ask"
        @Parameter(title: "Note") var note: String?
        @Parameter var count: Int
        func perform() async throws -> some IntentResult { .result() }
    }

    @Test func parametersAndPropertiesAreAnyIntentValues() {
        let ask = Ask()
        #expect(ask.$note.title.text == "Note" && ask.$note.isOptional)
        #expect(ask.$count.title.text == "" && !ask.$count.isOptional)
        #expect(Alarm(id: "w", label: "W").$label.isOptional == false)
    }
}

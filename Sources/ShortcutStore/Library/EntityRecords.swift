import Foundation
import IntentKit

/// Entities of one type kept as records in the library (`entities/<Type>.json`), for intents
/// that come without Swift code: the registry offers them in the entity picker.
public struct EntityRecord: Sendable, Hashable {
    public var id: SavedEntityIdentifier
    public var title: String
    public var subtitle: String?
    public var properties: [String: JSONValue]

    public init(id: SavedEntityIdentifier, title: String, subtitle: String? = nil, properties: [String: JSONValue] = [:]) {
        self.id = id
        self.title = title
        self.subtitle = subtitle
        self.properties = properties
    }

    var reference: (String) -> EntityReference {
        { EntityReference(typeIdentifier: $0, id: id, title: title, subtitle: subtitle) }
    }

    /// Reads `[{"id": …, "title": …, "subtitle"?: …, "properties"?: {…}}, …]`.
    public static func decode(_ json: JSONValue) throws(JSONShapeError) -> [EntityRecord] {
        var records: [EntityRecord] = []
        for (index, item) in try json.array(at: .root).enumerated() {
            let path = JSONPath.root.appending(index)
            let idValue = try item.member("id", at: path)
            let id: SavedEntityIdentifier
            switch idValue {
            case .int(let i): id = .int(i)
            case .string(let s): id = .string(s)
            default: throw JSONShapeError(at: path.appending("id"), expected: "an identifier (a string or an integer)", found: idValue)
            }
            let properties = try item.memberIfPresent("properties", at: path)?.object(at: path.appending("properties")) ?? []
            records.append(EntityRecord(
                id: id,
                title: try item.member("title", at: path).string(at: path.appending("title")),
                subtitle: try item.memberIfPresent("subtitle", at: path)?.string(at: path.appending("subtitle")),
                properties: Dictionary(properties, uniquingKeysWith: { a, _ in a })))
        }
        return records
    }
}

/// Records as an `EntitySource`: all of them listed, searched by title, subtitle and id.
public struct RecordEntitySource: EntitySource {
    public let typeIdentifier: String
    public let records: [EntityRecord]
    public var capabilities: EntityQueryCapabilities { [.suggestions, .stringSearch, .enumerable] }

    public init(typeIdentifier: String, records: [EntityRecord]) {
        self.typeIdentifier = typeIdentifier
        self.records = records
    }

    public func suggestedEntities() async throws -> [EntityReference] { records.map { $0.reference(typeIdentifier) } }
    public func allEntities() async throws -> [EntityReference] { records.map { $0.reference(typeIdentifier) } }

    public func entities(matching text: String) async throws -> [EntityReference] {
        let needle = text.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return try await allEntities() }
        return records.filter { record in
            [record.title, record.subtitle ?? "", record.id.description].contains {
                $0.range(of: needle, options: [.caseInsensitive, .diacriticInsensitive]) != nil
            }
        }.map { $0.reference(typeIdentifier) }
    }

    public func entities(for identifiers: [SavedEntityIdentifier]) async throws -> [EntityReference] {
        identifiers.compactMap { id in records.first { $0.id == id }?.reference(typeIdentifier) }
    }
}

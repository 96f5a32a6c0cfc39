import IntentKit

/// A trail as intents see it. Its query searches by text, so the editor's picker can send
/// what the user types.
public struct TrailEntity: AppEntity {
    public let id: Int
    public var name: String
    public var location: String

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    public static let defaultQuery = TrailEntityQuery()

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(location)")
    }

    init(_ trail: TrailDataManager.Trail) {
        id = trail.id
        name = trail.name
        location = trail.location
    }
}

public struct TrailEntityQuery: EntityStringQuery {
    public init() {}

    private var manager: TrailDataManager { DemoData.trails }

    public func entities(for identifiers: [Int]) async throws -> [TrailEntity] {
        manager.trails(with: identifiers).map(TrailEntity.init)
    }

    public func suggestedEntities() async throws -> [TrailEntity] {
        manager.trails.prefix(5).map(TrailEntity.init)
    }

    public func entities(matching string: String) async throws -> [TrailEntity] {
        manager.trails(matching: string).map(TrailEntity.init)
    }
}

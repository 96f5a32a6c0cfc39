import IntentKit

/// A trail as intents see it. Its query searches by text, so the editor's picker can send
/// what the user types, and filters by its properties, so Shortcuts makes a "Find Trails"
/// action of it.
public struct TrailEntity: AppEntity {
    public let id: Int
    @Property(title: "Name") public var name: String
    @Property(title: "Location") public var location: String
    @Property(title: "Length") public var length: Double

    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Trail"
    public static let defaultQuery = TrailEntityQuery()

    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)", subtitle: "\(location)")
    }

    /// How hard the trail is, worked out from its length: a property no query stores.
    @ComputedProperty(title: "Difficulty")
    public var difficulty: String {
        length >= 10 ? "Strenuous" : length >= 5 ? "Moderate" : "Easy"
    }

    /// Today's conditions, asked of the park only when a shortcut reads them.
    @DeferredProperty(title: "Conditions")
    public var conditions: String {
        get async { await DemoData.trails.conditions(of: id) }
    }

    init(_ trail: TrailDataManager.Trail) {
        id = trail.id
        name = trail.name
        location = trail.location
        length = trail.distanceMiles
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

/// Find Trails: the name by its words, the place exactly or in part, the length in miles.
extension TrailEntityQuery: EntityPropertyQuery {
    /// A row as a test of one trail.
    public typealias ComparatorMappingType = @Sendable (TrailEntity) -> Bool

    public static let properties = QueryProperties {
        Property(\TrailEntity.$name) {
            ContainsComparator { text in { $0.name.localizedCaseInsensitiveContains(text) } }
            EqualToComparator { text in { $0.name.caseInsensitiveCompare(text) == .orderedSame } }
            HasPrefixComparator { text in { $0.name.lowercased().hasPrefix(text.lowercased()) } }
        }
        Property(\TrailEntity.$location) {
            EqualToComparator { place in { $0.location == place } }
            ContainsComparator { text in { $0.location.localizedCaseInsensitiveContains(text) } }
        }
        Property(\TrailEntity.$length) {
            LessThanComparator { miles in { $0.length < miles } }
            GreaterThanComparator { miles in { $0.length > miles } }
            IsBetweenComparator { low, high in { (low...max(low, high)).contains($0.length) } }
        }
    }

    public static let sortingOptions = SortingOptions {
        SortableBy(\TrailEntity.$name)
        SortableBy(\TrailEntity.$length)
    }

    public func entities(matching comparators: [ComparatorMappingType], mode: ComparatorMode,
                         sortedBy: [Sort<TrailEntity>], limit: Int?) async throws -> [TrailEntity] {
        var found = manager.trails.map(TrailEntity.init).filter { trail in
            comparators.isEmpty || (mode == .and ? comparators.allSatisfy { $0(trail) } : comparators.contains { $0(trail) })
        }
        for sort in sortedBy.reversed() {
            let ascending = sort.order == .ascending
            if sort.by == \TrailEntity.$length {
                found.sort { ascending ? $0.length < $1.length : $0.length > $1.length }
            } else {
                found.sort { ascending ? $0.name < $1.name : $0.name > $1.name }
            }
        }
        return Array(found.prefix(limit ?? found.count))
    }
}

/// The trails app's data, in memory: what the seeds' sample reads from its database.
public final class TrailDataManager: Sendable {
    public struct Trail: Sendable, Hashable {
        public var id: Int
        public var name: String
        public var location: String
        public var distanceMiles: Double
        public var activities: Set<ActivityStyle>
    }

    public struct Collection: Sendable, Hashable {
        public var id: String
        public var name: String
        public var members: [Int]
    }

    public let trails: [Trail]
    public let collections: [Collection]

    public init() {
        trails = [
            Trail(id: 1, name: "Mist Trail", location: "Yosemite Valley", distanceMiles: 6.4, activities: [.hiking, .walking]),
            Trail(id: 2, name: "Half Dome", location: "Yosemite Valley", distanceMiles: 14.2, activities: [.hiking]),
            Trail(id: 3, name: "Valley Loop", location: "Yosemite Valley", distanceMiles: 11.5, activities: [.hiking, .biking, .walking]),
            Trail(id: 4, name: "Angels Landing", location: "Zion", distanceMiles: 5.4, activities: [.hiking]),
            Trail(id: 5, name: "Pa'rus Trail", location: "Zion", distanceMiles: 3.5, activities: [.biking, .walking]),
            Trail(id: 6, name: "Slickrock Trail", location: "Moab", distanceMiles: 10.5, activities: [.biking]),
            Trail(id: 7, name: "Delicate Arch", location: "Arches", distanceMiles: 3.2, activities: [.hiking, .walking]),
            Trail(id: 8, name: "Emerald Lake", location: "Rocky Mountain", distanceMiles: 3.6, activities: [.hiking, .walking, .snowshoeing]),
            Trail(id: 9, name: "Bear Lake Loop", location: "Rocky Mountain", distanceMiles: 0.8, activities: [.walking, .snowshoeing]),
            Trail(id: 10, name: "Kalalau Trail", location: "Kauaʻi", distanceMiles: 22, activities: [.hiking]),
        ]
        collections = [
            Collection(id: "favorites", name: "Favorites", members: [1, 4, 8]),
            Collection(id: "family", name: "Family Friendly", members: [3, 5, 7, 9]),
            Collection(id: "epic", name: "Epic Days", members: [2, 6, 10]),
        ]
    }

    /// Every place that has a trail, once.
    public var uniqueLocations: [String] {
        Array(Set(trails.map(\.location)))
    }

    /// Today's conditions on a trail, as a park's service would report them: snow where people
    /// snowshoe, open elsewhere.
    public func conditions(of id: Int) async -> String {
        guard let trail = trails.first(where: { $0.id == id }) else { return "Unknown" }
        return trail.activities.contains(.snowshoeing) ? "Snow on the trail" : "Open"
    }

    public func trails(with ids: [Int]) -> [Trail] {
        ids.compactMap { id in trails.first { $0.id == id } }
    }

    public func trails(matching text: String) -> [Trail] {
        let needle = text.lowercased()
        return trails.filter { $0.name.lowercased().contains(needle) || $0.location.lowercased().contains(needle) }
    }
}

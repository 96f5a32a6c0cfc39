import DemoIntents
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore

/// Shortcuts of any length made of the demo intents: every summary construct (plain, `When`,
/// `Switch` with `When` inside) and every value type, in a repeating pattern of twelve
/// actions whose values vary with the position, so no two neighbours read alike.
enum GeneratedShortcut {
    /// The first action is a `LogItemIntent` whose `item` the value-edit workload edits.
    static func document(actions count: Int) -> ShortcutDocument {
        ShortcutDocument(name: "Bench \(count)", actions: (0..<count).map(action(at:)),
                         created: Date(timeIntervalSince1970: 1_800_000_000))
    }

    static func action(at index: Int) -> ShortcutAction {
        let trail = EntityReference(typeIdentifier: "TrailEntity", id: .int(1 + index % 6), title: trailNames[index % 6])
        let favorites = EntityReference(typeIdentifier: "TrailCollectionEntity", id: .string("favorites"), title: "Favorites")
        let activity = [ActivityStyle.walking, .hiking, .biking, .snowshoeing][index % 4].intentValue
        let values: (String, [String: IntentValue])
        switch index % 12 {
        case 0:
            values = ("LogItemIntent", ["item": .string("Water \(index)")])
        case 1:
            values = ("SuggestedTrails", ["activity": activity, "location": .string("Zion"),
                                          "searchRadius": .measurement(IntentMeasurement(value: Double(index % 50), unit: "mi", dimension: .length))])
        case 2:
            values = ("SuggestedTrails", ["activity": activity, "trailCollection": .entity(favorites)])
        case 3:
            values = ("GetTrailInfo", ["trail": .entity(trail)])
        case 4:
            values = ("RecordHikeIntent", [
                "trail": .entity(trail), "rating": .int(1 + index % 5), "sharePublicly": .bool(index % 2 == 0),
                "date": .date(Date(timeIntervalSince1970: 1_790_000_000 + Double(index) * 86_400)),
                "duration": .duration(.seconds(3600 + index % 7200)),
                "distance": .measurement(IntentMeasurement(value: 12.5, unit: "km", dimension: .length)),
                "temperature": .measurement(IntentMeasurement(value: 18, unit: "°C", dimension: .temperature)),
                "elevationGain": .double(Double(index % 3000)),
                "parkFee": .decimal(Decimal(string: "35.50")!),
                "notes": .string("Clear skies, a long climb\nand a cold lake at the top."),
                "album": .url(URL(string: "https://example.com/hikes/\(index)")!),
                "tags": .array([.string("summit"), .string("lake")]),
                "companions": .array([.entity(trail)]),
            ])
        case 5:
            values = ("OrderSoupIntent", ["soup": [Soup.tomato, .minestrone, .pho, .ramen, .gazpacho][index % 5].intentValue, "quantity": .int(1 + index % 9)])
        case 6:
            values = ("NavigateIntent", ["section": [NavigationOption.trails, .collections, .map, .settings][index % 4].intentValue])
        case 7:
            values = ("LogItemIntent", ["item": .string("Snack"), "useCustomDate": .bool(true),
                                        "date": .date(Date(timeIntervalSince1970: 1_790_000_000 + Double(index) * 60))])
        case 8:
            values = ("SuggestedTrails", ["activity": activity])
        case 9:
            values = ("RecordHikeIntent", ["trail": .entity(trail), "rating": .int(5), "sharePublicly": .bool(true)])
        case 10:
            values = ("OpenFavoritesIntent", [:])
        default:
            values = ("SuggestedTrails", [:])
        }
        return ShortcutAction(id: uuid(index), intent: values.0, values: values.1)
    }

    private static let trailNames = ["Mist Trail", "Half Dome", "Valley Loop", "Angels Landing", "Pa'rus Trail", "Slickrock Trail"]

    /// Identifiers that are the same on every run, so generated files are too.
    private static func uuid(_ index: Int) -> UUID {
        let n = UInt64(index)
        return UUID(uuid: (0xBE, 0x4C, 0, 0, 0, 0, 0x40, 0, 0x80, 0,
                           UInt8(truncatingIfNeeded: n >> 40), UInt8(truncatingIfNeeded: n >> 32), UInt8(truncatingIfNeeded: n >> 24),
                           UInt8(truncatingIfNeeded: n >> 16), UInt8(truncatingIfNeeded: n >> 8), UInt8(truncatingIfNeeded: n)))
    }

    /// Writes the document into a fresh library under the system's temporary folder.
    static func writeLibrary(actions count: Int) throws -> (library: Library, file: URL) {
        let root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("shortcut-bench-\(UUID().uuidString)")
        let library = Library(root: root)
        try library.prepare()
        let file = try library.fileURL(forShortcutNamed: "Bench")
        try AtomicFileWriter().write(document(actions: count).encoded(), to: file)
        return (library, file)
    }
}

import Foundation

// Core Spotlight is Apple's: Linux has no index to donate to. These stand-ins carry the names
// an entity's indexing declarations use — `indexingKey: \.displayName`,
// `customIndexingKey: CSCustomAttributeKey(keyName: "…")!` — so that those declarations
// compile against IntentKit (in a file that imports CoreSpotlight only
// `#if canImport(CoreSpotlight)`) and their keys can be read; nothing is indexed.

/// The attributes Spotlight indexes an item by: the common ones of Apple's class, as
/// properties a key path can name.
public final class CSSearchableItemAttributeSet: @unchecked Sendable {
    /// The item's name as shown.
    public var displayName: String?
    /// The item's title.
    public var title: String?
    /// A description of the item's content.
    public var contentDescription: String?
    /// Words the item is found by.
    public var keywords: [String]?
    /// When the item was made.
    public var contentCreationDate: Date?
    /// When the item was last changed.
    public var contentModificationDate: Date?
    /// Where the item is, as a place's name.
    public var namedLocation: String?
    /// The item's web address.
    public var url: URL?
    /// The people who made it.
    public var authorNames: [String]?
    /// The item's rating.
    public var rating: NSNumber?

    /// An empty attribute set.
    public init() {}
}

/// An attribute an app defines for Spotlight, by its name.
public struct CSCustomAttributeKey: Sendable, Hashable {
    /// The attribute's name ("com_example_trail_difficulty").
    public let keyName: String

    /// A key by its name; nil for an empty name or one with characters other than letters,
    /// digits and `_`, which Spotlight refuses.
    public init?(keyName: String) {
        guard !keyName.isEmpty, keyName.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        self.keyName = keyName
    }
}

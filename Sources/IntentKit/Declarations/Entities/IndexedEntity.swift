/// An entity Spotlight indexes (Apple's `IndexedEntity`): here the declaration compiles and
/// its `@Property(indexingKey:)`s are read as properties; nothing is indexed.
///
/// Apple's `attributeSet` and `defaultAttributeSet` have defaults made from the display
/// representation; so do these, with `CSSearchableItemAttributeSet`'s stand-in.
public protocol IndexedEntity: AppEntity {
    /// What Spotlight indexes the entity by.
    var attributeSet: CSSearchableItemAttributeSet { get }
    /// Whether to keep the entity out of Spotlight's results while still indexing it.
    var hideInSpotlight: Bool { get }
}

extension IndexedEntity {
    /// The attributes the display representation gives: its title and subtitle.
    public var defaultAttributeSet: CSSearchableItemAttributeSet {
        let attributes = CSSearchableItemAttributeSet()
        attributes.displayName = displayRepresentation.title.text
        attributes.title = displayRepresentation.title.text
        attributes.contentDescription = displayRepresentation.subtitle?.text
        return attributes
    }

    /// `defaultAttributeSet`.
    public var attributeSet: CSSearchableItemAttributeSet { defaultAttributeSet }

    /// Shown: false.
    public var hideInSpotlight: Bool { false }
}

/// A query Spotlight asks to index its entities again (Apple's `IndexedEntityQuery`, iOS 27).
/// Apple's requirements take a `CSSearchableIndexDescription`, which has no stand-in: there is
/// no index here to rebuild, so a query declares only what `EntityQuery` asks.
public protocol IndexedEntityQuery: EntityQuery where Entity: IndexedEntity {}

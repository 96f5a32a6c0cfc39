import Foundation

/// What the cards' layouts read besides the document: the screen's size, the Show More lists
/// open and the blocks folded. Kept together because a change to any of them makes every
/// cached layout wrong (`EditorState` empties its cache when this changes).
struct CardPresentation: Sendable, Equatable {
    var width: Int
    var height: Int
    /// Actions whose Show More list is open.
    var expanded: Set<UUID> = []
    /// Blocks folded, by their start's identity.
    var folded: Set<UUID> = []
}

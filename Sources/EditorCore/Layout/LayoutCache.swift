/// Card layouts kept from one frame to the next, by action index.
///
/// A layout is a function of the document, its structure, the width and which blocks are
/// folded and Show More lists open; `EditorState` empties this cache whenever one of those
/// changes (their `didSet`), so an entry is always what `layoutCard` would give now. Between
/// changes — focus moves, scrolling, a control opened — a frame lays out nothing it laid out
/// before, and a keystroke's cost stays what is on screen, once.
struct LayoutCache: Sendable {
    private var cards: [Int: CardLayout] = [:]
    /// Layouts computed and stored since the state was made: what the tests watch to see that
    /// a frame lays out each visible card once, and a focus move none.
    private(set) var storedCount = 0

    /// Enough for the cards of the tallest terminal's screen and the walks around it; past
    /// it the cache starts again rather than grow with every card ever scrolled past.
    static let capacity = 512

    subscript(index: Int) -> CardLayout? { cards[index] }

    mutating func store(_ layout: CardLayout, at index: Int) {
        if cards.count >= Self.capacity { cards.removeAll(keepingCapacity: true) }
        cards[index] = layout
        storedCount += 1
    }

    mutating func removeAll() {
        if !cards.isEmpty { cards.removeAll(keepingCapacity: true) }
    }

    var count: Int { cards.count }
}

/// A page of text over the cards, scrolled with the help's keys and closed by any other: the
/// key list, or an intent host's log. Lines come from files (a log) as well as from the
/// editor, so they are drawn through the canvas, which shows control characters safely.
public struct TextPage: Sendable, Equatable {
    /// One line, and whether it heads a section (drawn bold).
    public struct Line: Sendable, Equatable {
        public var text: String
        public var isTitle: Bool

        public init(_ text: String, isTitle: Bool = false) {
            self.text = text
            self.isTitle = isTitle
        }
    }

    /// The rule's title ("Keys", "TrailApp's log").
    public var title: String
    public var lines: [Line]
    /// The first line on screen.
    public var scroll: Int

    public init(title: String, lines: [Line], scroll: Int = 0) {
        self.title = title
        self.lines = lines
        self.scroll = scroll
    }

    /// The furthest it scrolls in a body `height` rows high: its last line at the bottom.
    func maximumScroll(height: Int) -> Int { max(0, lines.count - max(1, height - 1)) }
}

/// What a terminal must write to turn the last frame into the next: the cells that changed,
/// or every cell when the size changed (the terminal may have reflowed or cleared itself).
/// The second column of a wide character is never written; the character covers it.
public struct CanvasDiff: Sendable, Equatable {
    public struct Change: Sendable, Equatable {
        public var x: Int
        public var y: Int
        public var cell: Canvas.Cell
    }

    /// True when the whole screen is repainted: the terminal should clear first.
    public let isFullRepaint: Bool
    public let changes: [Change]

    public init(from previous: Canvas?, to next: Canvas) {
        let sameSize = previous.map { $0.width == next.width && $0.height == next.height } ?? false
        isFullRepaint = !sameSize
        var changes: [Change] = []
        for y in 0..<next.height {
            for x in 0..<next.width {
                let cell = next[x, y]
                if cell.text.isEmpty { continue }
                if sameSize, let previous, previous[x, y] == cell { continue }
                changes.append(Change(x: x, y: y, cell: cell))
            }
        }
        self.changes = changes
    }
}

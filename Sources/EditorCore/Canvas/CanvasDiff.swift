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
        let width = next.width
        // Cells are looked at where they lie, in both canvases: one taken out is a copy, its
        // text retained and released — for each of the screen's cells, every frame.
        next.cells.withUnsafeBufferPointer { now in
            guard sameSize, let previous else {
                for index in now.indices where !now[index].text.isEmpty {
                    changes.append(Change(x: index % width, y: index / width, cell: now[index]))
                }
                return
            }
            previous.cells.withUnsafeBufferPointer { before in
                for index in now.indices {
                    if now[index].text.isEmpty { continue }
                    if now[index].style == before[index].style && now[index].text == before[index].text { continue }
                    changes.append(Change(x: index % width, y: index / width, cell: now[index]))
                }
            }
        }
        self.changes = changes
    }
}

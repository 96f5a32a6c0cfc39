/// Rows with one selected, scrolled so the selection is always in view: the library browser,
/// the pickers, the lists of items and the action library all draw their lists with it.
public struct ListView: Sendable {
    public struct Row: Sendable, Equatable {
        public var title: String
        public var detail: String?
        public var detailStyle: Style
        /// A group's name (a category): drawn across the row, never selected.
        public var isHeading: Bool

        public init(title: String, detail: String? = nil, detailStyle: Style = .dim, isHeading: Bool = false) {
            self.title = title
            self.detail = detail
            self.detailStyle = detailStyle
            self.isHeading = isHeading
        }
    }

    public var rows: [Row]
    /// The index into `rows` of the selected row, if any.
    public var selected: Int?
    /// What stands before a row: the selected one's mark, and blanks of its width for the rest.
    public var marker = (selected: "▸ ", other: "  ")
    /// Titles in a column of this width, details aligned after it; nil: each detail follows
    /// its title.
    public var titleColumn: Int?

    public init(rows: [Row], selected: Int?, titleColumn: Int? = nil) {
        self.rows = rows
        self.selected = selected
        self.titleColumn = titleColumn
    }

    /// The first row shown when `visible` rows fit: the top, unless the selection would fall
    /// below the last visible row.
    public static func firstVisible(selected: Int, visible: Int, count: Int) -> Int {
        max(0, min(selected - visible + 1, count - visible))
    }

    public func draw(into canvas: inout Canvas, area: Rect) {
        let first = Self.firstVisible(selected: selected ?? 0, visible: area.height, count: rows.count)
        let markerWidth = DisplayWidth.of(marker.selected)
        let titleX = area.x + markerWidth
        for (offset, row) in rows.dropFirst(first).prefix(area.height).enumerated() {
            let y = area.y + offset
            if row.isHeading {
                canvas.draw(row.title, x: area.x, y: y, style: Style(.dim, bold: true), limit: area.width)
                continue
            }
            let isSelected = first + offset == selected
            canvas.draw(isSelected ? marker.selected : marker.other, x: area.x, y: y, style: .accent, limit: area.width)
            let titleLimit = max(0, min(titleColumn ?? .max, area.maxX - titleX))
            let used = canvas.draw(row.title, x: titleX, y: y, style: isSelected ? Style(.selection, bold: true) : .text,
                                   limit: titleLimit)
            guard let detail = row.detail, !detail.isEmpty else { continue }
            if let titleColumn {
                let x = titleX + titleColumn + 2
                if x < area.maxX { canvas.draw(TextFit.truncated(detail, to: area.maxX - x), x: x, y: y, style: row.detailStyle) }
            } else {
                let room = max(0, area.maxX - titleX - used)
                canvas.draw("  " + TextFit.truncated(detail, to: max(0, room - 2)), x: titleX + used, y: y, style: row.detailStyle,
                            limit: room)
            }
        }
    }
}

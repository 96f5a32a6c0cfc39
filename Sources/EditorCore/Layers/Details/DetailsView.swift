/// The details panel over the cards: a row per setting, the chosen one marked, a text being
/// typed shown with its cursor.
extension EditorState {
    func drawDetails(_ panel: DetailsPanel, into canvas: inout Canvas) {
        guard let inside = drawOverlay(titled: "Details of " + document.name, into: &canvas), inside.height > 0 else { return }
        let area = Rect(x: 1, y: inside.y, width: width - 2, height: inside.height)
        let rows = detailsRows()
        // Labels in a column as wide as the longest, up to half the panel.
        let labels = rows.filter { !$0.isHeading }.map { DisplayWidth.of(detailsText($0).label) }
        let column = min(labels.max() ?? 0, max(8, (area.width - 4) / 2))
        let listed = rows.enumerated().map { offset, row -> ListView.Row in
            if row.isHeading { return ListView.Row(title: detailsText(row).label, isHeading: true) }
            var (label, value) = detailsText(row)
            if offset == panel.selection, let field = panel.editing { value = field.text + "▏" }
            return ListView.Row(title: label, detail: value, detailStyle: offset == panel.selection && panel.editing != nil ? .accent : .dim)
        }
        var view = ListView(rows: listed, selected: panel.selection, titleColumn: column)
        view.marker = (selected: "▸ ", other: "  ")
        view.draw(into: &canvas, area: area)
    }
}

/// The action library, drawn over the whole body: the search line, then the actions grouped
/// under their categories.
extension EditorState {
    func drawActionLibrary(_ library: ActionLibrary, into canvas: inout Canvas) {
        guard let inside = drawOverlay(titled: "Add Action", into: &canvas), inside.height > 0 else { return }
        let content = Rect(x: 1, y: inside.y, width: width - 2, height: inside.height)
        InputLine(label: "search: ", field: library.filter).draw(into: &canvas, area: content)
        let listArea = content.droppingTop(1)
        var rows: [ListView.Row] = []
        var selectedRow: Int?
        var intentIndex = 0
        for row in library.rows {
            switch row {
            case .heading(let category):
                rows.append(ListView.Row(title: category.uppercased(), isHeading: true))
            case .intent(let entry):
                if intentIndex == library.selection { selectedRow = rows.count }
                intentIndex += 1
                rows.append(ListView.Row(title: entry.title, detail: library.filter.text.isEmpty ? entry.description : entry.category))
            }
        }
        ListView(rows: rows, selected: selectedRow ?? 0).draw(into: &canvas, area: listArea)
        if rows.isEmpty && listArea.height > 0 {
            canvas.draw("No action matches \"\(library.filter.text)\"", x: 3, y: listArea.y, style: .dim, limit: max(0, width - 4))
        }
    }
}

/// The action library, drawn over the whole body: the search line, the actions grouped under
/// their categories, and — at the foot, where there is room — what the chosen action does, in
/// full (the list's column has room for its start only).
extension EditorState {
    func drawActionLibrary(_ library: ActionLibrary, into canvas: inout Canvas) {
        guard let inside = drawOverlay(titled: "Add Action", into: &canvas), inside.height > 0 else { return }
        let content = Rect(x: 1, y: inside.y, width: width - 2, height: inside.height)
        InputLine(label: "search: ", field: library.filter).draw(into: &canvas, area: content)
        // Two rows for the chosen action's description, and a blank row above them.
        let footRows = content.height >= 10 ? 3 : 0
        let listArea = content.droppingTop(1).droppingBottom(footRows)
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
        if footRows > 0, let chosen = library.selectedEntry, !chosen.description.isEmpty {
            let lines = wrap([.text(chosen.description)], width: max(1, content.width - 2))
            for (offset, line) in lines.prefix(footRows - 1).enumerated() {
                var text = line.map(\.text).joined()
                if offset == footRows - 2, lines.count > footRows - 1 { text = TextFit.truncated(text + " …", to: content.width - 2) }
                canvas.draw(text, x: content.x + 1, y: content.maxY - footRows + 1 + offset, style: .dim, limit: max(0, content.width - 2))
            }
        }
    }
}

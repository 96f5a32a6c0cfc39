/// The action library, drawn over the whole body.
extension EditorState {
    func drawLibrary(into canvas: inout Canvas) {
        guard let library else { return }
        let top = regions.bodyTop
        let height = regions.bodyHeight
        guard drawOverlay(titled: "Add Action", into: &canvas), height > 1 else { return }
        canvas.draw("search: ", x: 1, y: top + 1, style: .dim)
        canvas.draw(library.filter.text, x: 9, y: top + 1, limit: max(0, width - 10))
        canvas.restyle(x: 9 + DisplayWidth.of(SafeText.visible(library.filter.text)), y: top + 1, width: 1) {
            $0 = Style(.focus, reverse: true)
        }
        let rows = library.rows
        let listTop = top + 2
        let available = max(0, height - 2)
        // Keep the selected intent in view.
        var intentIndex = -1
        let selectedRow = rows.firstIndex { row in
            if case .intent = row { intentIndex += 1 }
            return intentIndex == library.selection
        } ?? 0
        let first = max(0, min(selectedRow - available + 1, rows.count - available))
        intentIndex = rows.prefix(first).filter { if case .intent = $0 { true } else { false } }.count - 1
        for (offset, row) in rows.dropFirst(first).prefix(available).enumerated() {
            let y = listTop + offset
            switch row {
            case .heading(let category):
                canvas.draw(category.uppercased(), x: 1, y: y, style: Style(.dim, bold: true), limit: max(0, width - 2))
            case .intent(let entry):
                intentIndex += 1
                let selected = intentIndex == library.selection
                canvas.draw(selected ? "▸ " : "  ", x: 1, y: y, style: .accent)
                let used = canvas.draw(entry.title, x: 3, y: y, style: selected ? Style(.selection, bold: true) : .text,
                                       limit: max(0, width - 4))
                let detail = library.filter.text.isEmpty ? entry.description : entry.category
                if !detail.isEmpty {
                    canvas.draw("  " + truncated(detail, to: max(0, width - 6 - used)), x: 3 + used, y: y, style: .dim,
                                limit: max(0, width - 4 - used))
                }
            }
        }
        if rows.isEmpty && available > 0 {
            canvas.draw("No action matches \"\(library.filter.text)\"", x: 3, y: listTop, style: .dim, limit: max(0, width - 4))
        }
    }
}

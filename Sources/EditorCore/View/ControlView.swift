/// The open control, drawn as a panel across the bottom of the body: a title rule, the input
/// (or filter), the options of a list, and a line with the hint, the loading state or the
/// reason the last confirm was refused.
extension EditorState {
    /// Rows the panel takes; the cards get the rest.
    var controlHeight: Int {
        guard let control else { return 0 }
        let body = regions.bodyHeight
        let wanted: Int
        switch control.kind {
        case .field(let field):
            wanted = control.variablePicker.map { 3 + max(1, min(8, $0.visibleOptions.count)) } ?? 2 + (field.isMultiline ? 4 : 1)
        case .list(let picker): wanted = 3 + max(1, min(8, picker.visibleOptions.count))
        case .items(let list):
            wanted = 3 + max(1, min(8, list.picker.map { $0.visibleOptions.count } ?? list.items.count))
        }
        return max(0, min(wanted + controlStatus.lines.count - 1, body - 1))
    }

    /// The line under the control — the reason a value was refused, the loading state, or the
    /// hint — word-wrapped so a long reason is read whole (up to three lines).
    var controlStatus: (lines: [String], style: Style) {
        guard let control else { return ([], .dim) }
        let status: (String, Style)
        if let error = control.error {
            status = ("✗ " + error, .error)
        } else if let picker = control.picker, picker.isLoading {
            status = ("Loading…", .dim)
        } else if let picker = control.picker, let failure = picker.failure {
            status = ("✗ " + failure, .error)
        } else {
            return ([control.hint], .dim)
        }
        let lines = wrap([.text(status.0)], width: max(1, width - 2)).map { line in
            String(line.map(\.text).joined().reversed().drop { $0 == " " }.reversed())
        }
        return (Array(lines.prefix(3)), status.1)
    }

    func drawControl(into canvas: inout Canvas) {
        guard let control, controlHeight > 0 else { return }
        let top = regions.bodyTop + cardRows
        let bottom = top + controlHeight
        var title = control.parameter.title
        if case .items(let list) = control.kind, list.picker != nil { title += " · item \(list.items.count + 1)" }
        if control.choosesVariable || control.variablePicker != nil { title += " · variable" }
        TitledPanel(title: title).draw(into: &canvas, area: Rect(x: 0, y: top, width: width, height: controlHeight))
        let row = top + 1
        // The status takes the last lines; a panel too short for all of them shows the first.
        let statusRow = max(row, bottom - controlStatus.lines.count)
        switch control.kind {
        case .field where control.variablePicker != nil:
            drawPicker(control.variablePicker!, into: &canvas, top: row, statusRow: statusRow)
        case .field(let field):
            let lines = field.text.split(separator: "\n", omittingEmptySubsequences: false)
            let cursor = field.cursorPosition
            let available = max(1, statusRow - row)
            let first = max(0, cursor.line - available + 1)
            for (offset, line) in lines.dropFirst(first).prefix(available).enumerated() {
                let y = row + offset
                let prefix = offset == 0 && first == 0 ? "› " : "  "
                canvas.draw(prefix, x: 1, y: y, style: .accent)
                let textColumn = 3
                let visibleWidth = max(1, width - textColumn - 1)
                // Scroll a long line so the cursor stays in view.
                let characters = Array(line)
                let cursorColumn = first + offset == cursor.line ? cursor.column : -1
                var start = 0
                if cursorColumn >= 0 {
                    while DisplayWidth.of(SafeText.visible(field.displayed(characters[start..<cursorColumn]))) >= visibleWidth { start += 1 }
                }
                canvas.draw(field.displayed(characters[start...]), x: textColumn, y: y, limit: visibleWidth)
                if cursorColumn >= 0 {
                    let x = textColumn + DisplayWidth.of(SafeText.visible(field.displayed(characters[start..<cursorColumn])))
                    canvas.restyle(x: x, y: y, width: 1) { $0 = Style(.focus, reverse: true) }
                }
            }
        case .list(let picker):
            drawPicker(picker, into: &canvas, top: row, statusRow: statusRow)
        case .items(let list):
            if let picker = list.picker {
                drawPicker(picker, into: &canvas, top: row, statusRow: statusRow)
            } else {
                drawItems(list, into: &canvas, top: row, statusRow: statusRow)
            }
        }
        let status = controlStatus
        for (offset, line) in status.lines.enumerated() {
            canvas.draw(line, x: 1, y: statusRow + offset, style: status.style, limit: max(0, width - 2))
        }
    }

    /// A filter line and the options under it, scrolled to keep the selection in view.
    private func drawPicker(_ picker: ListPicker, into canvas: inout Canvas, top: Int, statusRow: Int) {
        let area = Rect(x: 1, y: top, width: width - 2, height: statusRow - top)
        InputLine(label: "filter: ", field: picker.filter).draw(into: &canvas, area: area)
        let listArea = area.droppingTop(1)
        let options = picker.visibleOptions
        ListView(rows: options.map { ListView.Row(title: $0.title, detail: $0.subtitle) }, selected: picker.selection)
            .draw(into: &canvas, area: listArea)
        if options.isEmpty && !picker.isLoading && picker.failure == nil && listArea.height > 0 {
            canvas.draw("No matches", x: 3, y: listArea.y, style: .dim)
        }
    }

    /// The items of an array, numbered, and the line to type the next one into.
    private func drawItems(_ list: ItemList, into canvas: inout Canvas, top: Int, statusRow: Int) {
        let listArea = Rect(x: 1, y: top, width: width - 2, height: statusRow - top - 1)
        let rows = list.items.enumerated().map { index, item in
            let row = list.row(item, context: displayContext)
            return ListView.Row(title: "\(index + 1). " + row.text, detail: row.kind)
        }
        ListView(rows: rows, selected: list.selection).draw(into: &canvas, area: listArea)
        if list.items.isEmpty && listArea.height > 0 { canvas.draw("No items yet", x: 3, y: top, style: .dim) }
        InputLine(label: "+ ", labelStyle: .accent, field: list.input)
            .draw(into: &canvas, area: Rect(x: 1, y: statusRow - 1, width: width - 2, height: 1))
    }
}

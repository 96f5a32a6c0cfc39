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
        case .text(let entry):
            wanted = entry.variables.map { 3 + max(1, min(8, $0.visibleOptions.count)) } ?? 2 + (entry.input.isMultiline ? 4 : 1)
        case .list(let picker), .variables(let picker): wanted = 3 + max(1, min(8, picker.rows.rows.count))
        case .items(let list):
            wanted = 3 + max(1, min(8, (list.variables ?? list.picker).map { $0.visibleOptions.count } ?? list.items.count))
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
            status = (picker.waitingNote ?? "Loading…", .dim)
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
        if let prompt = control.picker?.prompt {
            title += " · " + prompt
        } else if case .variableNarrowing? = control.picker?.source {
            title += " · narrow the variable: a property, Get As, or type a dictionary key"
        } else if control.choosesVariable {
            title += " · variable"
        }
        TitledPanel(title: title).draw(into: &canvas, area: Rect(x: 0, y: top, width: width, height: controlHeight))
        let row = top + 1
        // The status takes the last lines; a panel too short for all of them shows the first.
        let statusRow = max(row, bottom - controlStatus.lines.count)
        switch control.kind {
        case .text(let entry):
            if let variables = entry.variables {
                drawPicker(variables, into: &canvas, top: row, statusRow: statusRow)
            } else {
                drawField(entry.input, into: &canvas, top: row, rows: max(1, statusRow - row))
            }
        case .list(let picker), .variables(let picker):
            drawPicker(picker, into: &canvas, top: row, statusRow: statusRow)
        case .items(let list):
            if let picker = list.variables ?? list.picker {
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

    /// A text field's lines, the cursor's the last when there are more than fit, and the
    /// cursor's line scrolled sideways to keep the cursor in view. Only what is drawn is
    /// measured: a value of megabytes costs a walk to its lines' ends, not a measure of each
    /// (scrolling once measured the line again a character at a time, quadratic in its length).
    private func drawField(_ field: TextField, into canvas: inout Canvas, top: Int, rows: Int) {
        let characters = field.characters
        func lineStart(_ index: Int) -> Int {
            var start = index
            while start > 0 && characters[start - 1] != "\n" { start -= 1 }
            return start
        }
        // The first line drawn: up to `rows - 1` lines above the cursor's.
        var first = lineStart(field.cursor)
        for _ in 1..<rows where first > 0 { first = lineStart(first - 1) }
        let textColumn = 3
        let visibleWidth = max(1, width - textColumn - 1)
        var start = first
        for offset in 0..<rows {
            guard start <= characters.count else { break }
            var end = start
            while end < characters.count && characters[end] != "\n" { end += 1 }
            let y = top + offset
            canvas.draw(offset == 0 && first == 0 ? "› " : "  ", x: 1, y: y, style: .accent)
            let hasCursor = (start...end).contains(field.cursor)
            var shownFrom = hasCursor ? field.cursor : start
            // The columns before the cursor on screen: back from it as far as leaves it a column.
            var beforeCursor = 0
            if hasCursor {
                while shownFrom > start {
                    let columns = TextFit.width(field.displayed(CollectionOfOne(characters[shownFrom - 1])))
                    if beforeCursor + columns >= visibleWidth { break }
                    beforeCursor += columns
                    shownFrom -= 1
                }
            }
            // A column a character at least, but for zero-width ones: twice the width is plenty.
            let shownTo = min(end, shownFrom + 2 * visibleWidth + 8)
            canvas.draw(field.displayed(characters[shownFrom..<shownTo]), x: textColumn, y: y, limit: visibleWidth)
            if hasCursor {
                canvas.restyle(x: textColumn + beforeCursor, y: y, width: 1) { $0 = Style(.focus, reverse: true) }
            }
            start = end + 1
        }
    }

    /// A filter line and the options under it, scrolled to keep the selection in view.
    private func drawPicker(_ picker: ListPicker, into canvas: inout Canvas, top: Int, statusRow: Int) {
        let area = Rect(x: 1, y: top, width: width - 2, height: statusRow - top)
        InputLine(label: "filter: ", field: picker.filter).draw(into: &canvas, area: area)
        let listArea = area.droppingTop(1)
        let options = picker.visibleOptions
        let (rows, selected) = picker.rows
        ListView(rows: rows, selected: selected).draw(into: &canvas, area: listArea)
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

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
        case .field(let field): wanted = 2 + (field.isMultiline ? 4 : 1)
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
        canvas.fill(x: 0, y: top, width: width, height: controlHeight)
        var row = top
        var title = control.parameter.title
        if case .items(let list) = control.kind, list.picker != nil { title += " · item \(list.items.count + 1)" }
        canvas.drawTitledRule(title, y: row)
        row += 1
        // The status takes the last lines; a panel too short for all of them shows the first.
        let statusRow = max(row, bottom - controlStatus.lines.count)
        switch control.kind {
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
                    while DisplayWidth.of(SafeText.visible(String(characters[start..<cursorColumn]))) >= visibleWidth { start += 1 }
                }
                canvas.draw(String(characters[start...]), x: textColumn, y: y, limit: visibleWidth)
                if cursorColumn >= 0 {
                    let x = textColumn + DisplayWidth.of(SafeText.visible(String(characters[start..<cursorColumn])))
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
        var row = top
        canvas.draw("filter: ", x: 1, y: row, style: .dim)
        canvas.draw(picker.filter.text, x: 9, y: row, limit: max(0, width - 10))
        let cursorX = 9 + DisplayWidth.of(SafeText.visible(picker.filter.text))
        canvas.restyle(x: cursorX, y: row, width: 1) { $0 = Style(.focus, reverse: true) }
        row += 1
        let options = picker.visibleOptions
        let rows = max(0, statusRow - row)
        let first = max(0, min(picker.selection - rows + 1, options.count - rows))
        for (offset, option) in options.dropFirst(first).prefix(rows).enumerated() {
            let index = first + offset
            let y = row + offset
            let selected = index == picker.selection
            canvas.draw(selected ? "▸ " : "  ", x: 1, y: y, style: .accent)
            let used = canvas.draw(option.title, x: 3, y: y, style: selected ? Style(.selection, bold: true) : .text,
                                   limit: max(0, width - 4))
            if let subtitle = option.subtitle {
                canvas.draw("  " + subtitle, x: 3 + used, y: y, style: .dim, limit: max(0, width - 4 - used))
            }
        }
        if options.isEmpty && !picker.isLoading && picker.failure == nil && rows > 0 {
            canvas.draw("No matches", x: 3, y: row, style: .dim)
        }
    }

    /// The items of an array, numbered, and the line to type the next one into.
    private func drawItems(_ list: ItemList, into canvas: inout Canvas, top: Int, statusRow: Int) {
        let row = top
        let rows = max(0, statusRow - row - 1)
        let first = max(0, min(list.selection - rows + 1, list.items.count - rows))
        for (offset, item) in list.items.dropFirst(first).prefix(rows).enumerated() {
            let index = first + offset
            let selected = index == list.selection
            canvas.draw(selected ? "▸ " : "  ", x: 1, y: row + offset, style: .accent)
            canvas.draw("\(index + 1). " + item.displayText(as: list.element.type, dateKind: list.element.options.dateKind, context: displayContext),
                        x: 3, y: row + offset, style: selected ? Style(.selection, bold: true) : .text, limit: max(0, width - 4))
        }
        if list.items.isEmpty && rows > 0 { canvas.draw("No items yet", x: 3, y: row, style: .dim) }
        let inputRow = statusRow - 1
        canvas.draw("+ ", x: 1, y: inputRow, style: .accent)
        canvas.draw(list.input.text, x: 3, y: inputRow, limit: max(0, width - 4))
        canvas.restyle(x: 3 + DisplayWidth.of(SafeText.visible(list.input.text)), y: inputRow, width: 1) {
            $0 = Style(.focus, reverse: true)
        }
    }
}

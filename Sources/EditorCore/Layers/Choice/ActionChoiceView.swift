/// A list of actions to go to, over the cards: each by its number, title and sentence.
extension EditorState {
    func drawChoice(_ list: ActionChoice, into canvas: inout Canvas) {
        let count = list.pendingID == nil ? " · \(list.actions.count)" : ""
        guard let inside = drawOverlay(titled: list.title + count, into: &canvas), inside.height > 0 else { return }
        let area = Rect(x: 1, y: inside.y, width: width - 2, height: inside.height)
        if list.pendingID != nil {
            canvas.draw("Finding them…", x: 3, y: area.y, style: .dim, limit: max(0, area.width - 3))
            return
        }
        let rows = list.actions.map { index in
            ListView.Row(title: "\(index + 1)  " + title(of: index), detail: summary(of: index)?.text)
        }
        ListView(rows: rows, selected: list.selection).draw(into: &canvas, area: area)
    }
}

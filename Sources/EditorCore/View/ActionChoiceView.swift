/// A list of actions to go to, over the cards: each by its number, title and sentence.
extension EditorState {
    func drawChoice(_ list: ActionChoice, into canvas: inout Canvas) {
        guard let inside = drawOverlay(titled: list.title + " · \(list.actions.count)", into: &canvas), inside.height > 0 else { return }
        let area = Rect(x: 1, y: inside.y, width: width - 2, height: inside.height)
        let rows = list.actions.map { index in
            ListView.Row(title: "\(index + 1)  " + title(of: index), detail: summary(of: index)?.text)
        }
        ListView(rows: rows, selected: list.selection).draw(into: &canvas, area: area)
    }
}

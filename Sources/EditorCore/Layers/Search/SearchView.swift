/// The search on screen: each matching card's number stands out; the footer says how many
/// match while the query is typed.
extension EditorState {
    func drawSearchMatches(into canvas: inout Canvas) {
        let matches = currentMatches
        guard !matches.isEmpty else { return }
        let top = regions.bodyTop
        let bottom = top + cardRows
        for card in visibleCards() where card.top >= top && card.top < bottom && Self.contains(matches, card.index) {
            guard let number = card.layout.lines.first?.segments.first else { continue }
            canvas.draw(number.text, x: number.x, y: card.top, style: Style(.accent, bold: true, reverse: true))
        }
    }

    /// Whether sorted `matches` holds `index`: a frame asks for the cards on screen only.
    static func contains(_ matches: [Int], _ index: Int) -> Bool {
        var low = 0, high = matches.count
        while low < high {
            let middle = (low + high) / 2
            if matches[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < matches.count && matches[low] == index
    }

    /// "3 matches", "no match", or "…" while the answer is on its way.
    func searchCount(_ search: SearchState) -> String {
        if search.field.text.isEmpty { return "type to search" }
        if search.answered != search.field.text { return "…" }
        return search.matches.isEmpty ? "no match" : "\(search.matches.count) match\(search.matches.count == 1 ? "" : "es")"
    }
}

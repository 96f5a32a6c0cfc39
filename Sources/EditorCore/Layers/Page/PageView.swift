/// Pages of text over the whole body, scrolled with their keys when they do not fit: the help
/// (every mode's keys, generated from the keymap) and a host's log.
extension EditorState {
    func drawPage(_ page: TextPage, into canvas: inout Canvas) {
        guard let inside = drawOverlay(titled: page.title, into: &canvas) else { return }
        for (offset, line) in page.lines.dropFirst(page.scroll).prefix(inside.height).enumerated() {
            canvas.draw(line.text, x: 1, y: inside.y + offset, style: line.isTitle ? Style(.accent, bold: true) : .text,
                        limit: max(0, width - 2))
        }
    }

    /// Clears the body under a titled rule; the area under the rule, nil when there is no body.
    func drawOverlay(titled title: String, into canvas: inout Canvas) -> Rect? {
        TitledPanel(title: title).draw(into: &canvas, area: Rect(x: 0, y: regions.bodyTop, width: width, height: regions.bodyHeight))
    }

    /// The help: the keymap's lines, then what the mouse does (not a key, so not in the keymap).
    var helpPage: TextPage {
        TextPage(title: "Keys", lines: keymap.helpLines.map { TextPage.Line($0.text, isTitle: $0.isTitle) } + [
            TextPage.Line(""), TextPage.Line("Mouse", isTitle: true),
            TextPage.Line("  click: focus a placeholder and open it; wheel: previous / next action"),
        ])
    }

    /// The furthest the open page scrolls: its last line at the bottom of the body.
    public var maximumPageScroll: Int { page?.maximumScroll(height: regions.bodyHeight) ?? 0 }
}

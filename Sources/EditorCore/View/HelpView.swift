/// The help overlay: every mode's keys, generated from the keymap, over the whole body and
/// scrolled with its keys when it does not fit.
extension EditorState {
    func drawHelp(from scroll: Int, into canvas: inout Canvas) {
        guard let inside = drawOverlay(titled: "Keys", into: &canvas) else { return }
        for (offset, line) in helpLines.dropFirst(scroll).prefix(inside.height).enumerated() {
            canvas.draw(line.text, x: 1, y: inside.y + offset, style: line.isTitle ? Style(.accent, bold: true) : .text,
                        limit: max(0, width - 2))
        }
    }

    /// Clears the body under a titled rule; the area under the rule, nil when there is no body.
    func drawOverlay(titled title: String, into canvas: inout Canvas) -> Rect? {
        TitledPanel(title: title).draw(into: &canvas, area: Rect(x: 0, y: regions.bodyTop, width: width, height: regions.bodyHeight))
    }

    /// The keymap's lines, then what the mouse does (not a key, so not in the keymap).
    var helpLines: [(text: String, isTitle: Bool)] {
        keymap.helpLines + [("", false), ("Mouse", true), ("  click: focus a placeholder and open it; wheel: previous / next action", false)]
    }

    /// The furthest the help scrolls: its last line at the bottom of the body.
    var maximumHelpScroll: Int { max(0, helpLines.count - max(1, regions.bodyHeight - 1)) }
}

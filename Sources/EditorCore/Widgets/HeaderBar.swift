/// The top row of every screen: what is open on the left, where it lives on the right (cut
/// from its start, since a path's end says most), and a marker such as the unsaved dot.
public struct HeaderBar: Sendable {
    public var title: String
    public var label: String
    public var marker: String
    /// Columns the title keeps whatever the label's length: a short fixed title ("Shortcuts")
    /// is worth more than the end of a path.
    public var reservedTitleWidth: Int

    public init(title: String, label: String, marker: String = "", reservedTitleWidth: Int = 0) {
        self.title = title
        self.label = label
        self.marker = marker
        self.reservedTitleWidth = reservedTitleWidth
    }

    /// Draws on the canvas's first row; the label never takes more than half of it, nor the
    /// title's reserved columns, and is left out when it would show fewer than four columns.
    public func draw(into canvas: inout Canvas) {
        let width = canvas.width
        let markerWidth = DisplayWidth.of(marker)
        var rightWidth = min(TextFit.width(label) + markerWidth, max(0, width / 2 - 1), max(0, width - reservedTitleWidth - 3))
        if rightWidth < min(4, TextFit.width(label)) + markerWidth { rightWidth = 0 }
        let titleWidth = max(1, width - rightWidth - 3)
        canvas.draw(" " + TextFit.truncated(title, to: titleWidth), x: 0, y: 0, style: Style(.header, bold: true))
        guard rightWidth > 0 else { return }
        let shown = TextFit.truncatedFromStart(label, to: max(0, rightWidth - markerWidth))
        let x = width - 1 - TextFit.width(shown) - markerWidth
        canvas.draw(shown, x: x, y: 0, style: .dim)
        canvas.draw(marker, x: x + TextFit.width(shown), y: 0, style: .accent)
    }
}

extension Canvas {
    /// The rules under the header and over the footer, where the screen is tall enough.
    public mutating func drawFrameRules() {
        drawRule(y: 1)
        drawRule(y: height - 2)
    }
}

/// A label and a one-line text field with its cursor shown where it is: the search of the
/// action library, the filter of a picker, the next item of a list, the name of a shortcut.
public struct InputLine: Sendable {
    public var label: String
    public var labelStyle: Style
    public var field: TextField

    public init(label: String, labelStyle: Style = .dim, field: TextField) {
        self.label = label
        self.labelStyle = labelStyle
        self.field = field
    }

    /// Draws on the area's first row; the text is cut at the area's right edge.
    public func draw(into canvas: inout Canvas, area: Rect) {
        guard area.height > 0 else { return }
        let labelWidth = canvas.draw(label, x: area.x, y: area.y, style: labelStyle, limit: area.width)
        let x = area.x + labelWidth
        let limit = max(0, area.width - labelWidth)
        // A variable in the text (a condition's value) is drawn as its "‹Name›".
        canvas.draw(field.displayed(field.characters), x: x, y: area.y, limit: limit)
        let beforeCursor = TextFit.width(field.displayed(field.characters.prefix(field.cursor)))
        if beforeCursor < limit {
            canvas.restyle(x: x + beforeCursor, y: area.y, width: 1) { $0 = Style(.focus, reverse: true) }
        }
    }
}

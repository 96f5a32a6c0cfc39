/// The bottom row: the keys that apply, a message or a question, cut to the width.
public struct FooterBar: Sendable {
    public var text: String
    public var style: Style

    public init(text: String, style: Style) {
        self.text = text
        self.style = style
    }

    public func draw(into canvas: inout Canvas, row: Int) {
        canvas.draw(" " + TextFit.truncated(text, to: max(0, canvas.width - 2)), x: 0, y: row, style: style)
    }
}

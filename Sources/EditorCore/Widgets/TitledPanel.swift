/// A cleared area under a rule with a title set into it: how every overlay and control panel
/// starts, so they all look alike.
public struct TitledPanel: Sendable {
    public var title: String

    public init(title: String) {
        self.title = title
    }

    /// Clears the area, draws the titled rule across the canvas at its top row, and returns
    /// the area under the rule; nil when there is no room for the rule.
    @discardableResult
    public func draw(into canvas: inout Canvas, area: Rect) -> Rect? {
        guard area.height > 0 else { return nil }
        canvas.fill(x: area.x, y: area.y, width: area.width, height: area.height)
        canvas.drawTitledRule(title, y: area.y)
        return area.droppingTop(1)
    }
}

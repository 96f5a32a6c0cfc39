/// An area of a canvas that a widget draws into: widgets never look outside it.
public struct Rect: Sendable, Equatable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The column just right of the area.
    public var maxX: Int { x + width }
    /// The row just below the area.
    public var maxY: Int { y + height }

    /// The area without its first `rows` rows.
    public func droppingTop(_ rows: Int) -> Rect {
        let taken = min(max(0, rows), height)
        return Rect(x: x, y: y + taken, width: width, height: height - taken)
    }

    /// The area without its last `rows` rows.
    public func droppingBottom(_ rows: Int) -> Rect {
        Rect(x: x, y: y, width: width, height: height - min(max(0, rows), height))
    }
}

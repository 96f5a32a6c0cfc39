/// A grid of cells the editor draws into; the terminal backend presents it, the tests read it
/// as text. Every write is clipped: nothing is ever written past an edge, whatever the size.
public struct Canvas: Sendable, Equatable {
    /// One column. A wide character's first cell holds it; the next holds `""` and is skipped
    /// when presenting.
    public struct Cell: Sendable, Hashable {
        public var text: String
        public var style: Style

        public static let blank = Cell(text: " ", style: .text)
        static let continuation = Cell(text: "", style: .text)
    }

    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Draws `string` from column `x` on row `y`, at most `limit` columns (and never past the
    /// right edge). Control characters are drawn as escapes in the escape role. A wide
    /// character that does not fit is replaced by spaces. Returns the columns used.
    @discardableResult
    public mutating func draw(_ string: some StringProtocol, x: Int, y: Int, style: Style = .text, limit: Int = .max) -> Int {
        guard y >= 0, y < height, x < width else { return 0 }
        // The last column this write may use, clamped so that a negative or huge limit, or a
        // start left of the edge, can neither trap nor spill.
        let end = min(width, x + max(0, min(limit, width - x)))
        if DisplayWidth.isPrintableASCII(string) { return drawASCII(string.utf8, x: x, y: y, end: end, style: style) }
        if DisplayWidth.isSimpleNarrow(string) { return drawSimpleNarrow(string.unicodeScalars, x: x, y: y, end: end, style: style) }
        var column = x
        for character in string {
            if SafeText.needsEscaping(character) {
                column += drawPlain(SafeText.visible(String(character)), x: column, y: y, end: end,
                                    style: Style(.escape, bold: style.bold, underline: style.underline, reverse: style.reverse))
            } else {
                column += put(character, x: column, y: y, end: end, style: style)
            }
            if column >= end { break }
        }
        return max(0, column - x)
    }

    /// Printable ASCII, most of what is drawn: a column a byte, nothing to escape or measure.
    private mutating func drawASCII(_ bytes: some Collection<UInt8>, x: Int, y: Int, end: Int, style: Style) -> Int {
        var column = x
        for byte in bytes {
            if column >= end { break }
            if column >= 0 { cells[y * width + column] = Cell(text: String(Unicode.Scalar(byte)), style: style) }
            column += 1
        }
        return max(0, column - x)
    }

    /// Text of one-column scalars that are each their own cluster (`DisplayWidth.isSimpleNarrow`).
    private mutating func drawSimpleNarrow(_ scalars: some Collection<Unicode.Scalar>, x: Int, y: Int, end: Int, style: Style) -> Int {
        var column = x
        for scalar in scalars {
            if column >= end { break }
            if column >= 0 { cells[y * width + column] = Cell(text: String(scalar), style: style) }
            column += 1
        }
        return max(0, column - x)
    }

    private mutating func drawPlain(_ text: String, x: Int, y: Int, end: Int, style: Style) -> Int {
        var column = x
        for character in text {
            column += put(character, x: column, y: y, end: end, style: style)
            if column >= end { break }
        }
        return column - x
    }

    /// Puts one cluster; returns the columns it took (0 when it did not fit at all).
    private mutating func put(_ character: Character, x: Int, y: Int, end: Int, style: Style) -> Int {
        let columns = DisplayWidth.of(character)
        if columns == 0 {
            // Zero-width clusters join the previous cell, where a terminal would draw them.
            if x > 0, x - 1 < width, x - 1 >= 0 { cells[y * width + x - 1].text.append(character) }
            return 0
        }
        guard x >= 0 else { return columns }
        if x + columns > end {
            // A wide character cut by the edge: fill the space it would have started in.
            for column in x..<min(end, width) { cells[y * width + column] = Cell(text: " ", style: style) }
            return end - x
        }
        cells[y * width + x] = Cell(text: String(character), style: style)
        if columns == 2 { cells[y * width + x + 1] = Cell(text: "", style: style) }
        return columns
    }

    /// A rule across the whole row with a title set into it: how every panel and overlay starts.
    public mutating func drawTitledRule(_ title: String, y: Int) {
        drawRule(y: y)
        draw(" \(title) ", x: 2, y: y, style: Style(.accent, bold: true))
    }

    /// A rule across the whole row, cell by cell: every frame draws two or three, and
    /// measuring a line of them as text cost more than the rest of the chrome.
    public mutating func drawRule(y: Int) {
        guard y >= 0, y < height else { return }
        let rule = Cell(text: "─", style: Style(.border))
        for column in 0..<width { cells[y * width + column] = rule }
    }

    /// Fills a rectangle with spaces in a style.
    public mutating func fill(x: Int, y: Int, width w: Int, height h: Int, style: Style = .text) {
        let x0 = max(0, x), y0 = max(0, y)
        let x1 = min(width, x + max(0, w)), y1 = min(height, y + max(0, h))
        guard x0 < x1, y0 < y1 else { return }
        for row in y0..<y1 {
            for column in x0..<x1 { cells[row * width + column] = Cell(text: " ", style: style) }
        }
    }

    /// Applies a style to cells already drawn (the focus highlight, say).
    public mutating func restyle(x: Int, y: Int, width w: Int, _ transform: (inout Style) -> Void) {
        guard y >= 0, y < height, x < width else { return }
        for column in max(0, x)..<max(0, min(width, x + max(0, w))) { transform(&cells[y * width + column].style) }
    }

    /// The rows as text, trailing spaces kept so columns line up in a diff.
    public var text: String {
        (0..<height).map { row in
            (0..<width).map { cells[row * width + $0].text }.joined()
        }.joined(separator: "\n")
    }

    /// The rows as role letters (`Role.rawValue`), uppercase-free roles lowered: what a
    /// golden file shows under the text so focus and placeholder styles are reviewable.
    public var roles: String {
        (0..<height).map { row in
            String((0..<width).map { column -> Character in
                let style = cells[row * width + column].style
                return style.reverse && style.role != .focus ? "R" : style.role.rawValue
            })
        }.joined(separator: "\n")
    }
}

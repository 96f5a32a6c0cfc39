#if canImport(Glibc)
import Glibc
#endif
import CNcurses
import EditorCore

/// Puts canvas cells into a curses window, in the window's order (row by row, left to right).
///
/// Consecutive one-column characters of a row go in with one `mvwadd_wchnstr`, which copies
/// them into the line as they are; `mvwadd_wch` took each through curses' cursor, wrapping and
/// width rules (with the per-cell work around it, 617k instructions for a first frame; 313k
/// now, cells looked at in place and styles compared field by field). A wide character or a
/// cluster with marks is still added on its own, for curses to measure. Each style's
/// attributes and colour pair are worked out once, into a complex character every cell of that
/// style starts from — and neighbouring cells mostly share one.
struct CellWriter {
    /// How curses draws a style.
    struct Rendition {
        var attributes: attr_t
        var pair: Int16
        /// A space in this rendition (`setcchar`'s work done once); a cell copies it and
        /// changes the character.
        var space: cchar_t

        /// What a cleared cell has: no attributes, the terminal's own colours.
        var isPlain: Bool { attributes == cncurses_a_normal() && pair == 0 }
    }

    private let window: UnsafeMutablePointer<WINDOW>
    private let palette: Palette
    /// Every style worked out so far. A screen has a dozen or so, so a scan finds one sooner
    /// than hashing a `Style` would.
    private var renditions: [(style: Style, rendition: Rendition)] = []
    /// The rendition of the style last asked for, the one the next cell most likely has.
    private var current: Rendition
    private var currentStyle: Style
    /// The run being gathered: its cells, and where its first goes.
    private var run: [cchar_t] = []
    private var runStart = (x: 0, y: 0)

    init(window: UnsafeMutablePointer<WINDOW>, palette: Palette) {
        self.window = window
        self.palette = palette
        current = Rendition(attributes: cncurses_a_normal(), pair: 0, space: cchar_t())
        currentStyle = .text
        makeCurrent(.text)
    }

    /// Puts every cell of a canvas that differs from a cleared one (a plain space), for a
    /// window just cleared: a first frame is mostly plain spaces, which a cleared screen
    /// already has and curses knows it has.
    mutating func putAll(of canvas: Canvas) {
        canvas.cells.withUnsafeBufferPointer { cells in
            for y in 0..<canvas.height {
                for x in 0..<canvas.width {
                    // Looked at where it is: a cell taken out would be copied, its text retained.
                    let index = y * canvas.width + x
                    if cells[index].text.utf8.count == 1, cells[index].text.utf8.first == 0x20 {
                        select(cells[index].style)
                        if current.isPlain { continue }
                    }
                    put(cells[index], x: x, y: y)
                }
            }
        }
        finish()
    }

    /// Puts the cells that changed since the last frame.
    mutating func put(_ changes: [CanvasDiff.Change]) {
        for change in changes { put(change.cell, x: change.x, y: change.y) }
        finish()
    }

    /// Puts a cell at a position after (in reading order) every cell put since the last
    /// `finish`. The second column of a wide character (an empty cell) is skipped: the
    /// character covers it.
    private mutating func put(_ cell: Canvas.Cell, x: Int, y: Int) {
        if cell.text.isEmpty { return }
        select(cell.style)
        guard let scalar = Self.oneColumnScalar(of: cell.text) else {
            finish()
            putMeasured(cell.text, rendition: current, x: x, y: y)
            return
        }
        if run.isEmpty || runStart.y != y || runStart.x + run.count != x {
            finish()
            runStart = (x, y)
        }
        var complex = current.space
        complex.chars.0 = wchar_t(bitPattern: scalar.value)
        run.append(complex)
    }

    /// Puts the gathered run into the window. The window's cursor is left after the run's last
    /// character, where writing it leaves the terminal's (or on it, in the last column), so
    /// that curses need not move it at the end of the frame: `mvwadd_wchnstr` itself leaves the
    /// cursor at the run's start.
    private mutating func finish() {
        guard !run.isEmpty else { return }
        run.withUnsafeBufferPointer { cells in
            _ = mvwadd_wchnstr(window, Int32(runStart.y), Int32(runStart.x), cells.baseAddress, Int32(cells.count))
        }
        wmove(window, Int32(runStart.y), Int32(min(runStart.x + run.count, Int(getmaxx(window)) - 1)))
        run.removeAll(keepingCapacity: true)
    }

    /// The character of a cell that curses, too, draws one column wide: a single scalar the C
    /// library's `wcwidth` (which curses asks) measures as one column.
    private static func oneColumnScalar(of text: String) -> Unicode.Scalar? {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        if first.value >= 0x20 && first.value < 0x7F { return first }
        return cncurses_wcwidth(wchar_t(bitPattern: first.value)) == 1 ? first : nil
    }

    /// A cluster of one spacing character and its marks (curses holds up to CCHARW_MAX), or a
    /// wide character, added where curses measures it.
    private func putMeasured(_ text: String, rendition: Rendition, x: Int, y: Int) {
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: Int(CCHARW_MAX)) { characters in
            var count = 0
            for scalar in text.unicodeScalars {
                characters[count] = wchar_t(bitPattern: scalar.value)
                count += 1
                if count == Int(CCHARW_MAX) - 1 { break }
            }
            characters[count] = 0
            var complex = cchar_t()
            setcchar(&complex, characters.baseAddress, rendition.attributes, rendition.pair, nil)
            mvwadd_wch(window, Int32(y), Int32(x), &complex)
        }
    }

    /// Makes `current` the rendition of `style`.
    private mutating func select(_ style: Style) {
        if Self.same(style, currentStyle) { return }
        currentStyle = style
        for known in renditions where Self.same(known.style, style) {
            current = known.rendition
            return
        }
        makeCurrent(style)
    }

    /// `Style`'s `==` field by field: its own is a call into EditorCore, made for every cell.
    static func same(_ one: Style, _ other: Style) -> Bool {
        one.role == other.role && one.bold == other.bold && one.underline == other.underline && one.reverse == other.reverse
    }

    /// Works out how curses draws `style`, into `current` and the table.
    private mutating func makeCurrent(_ style: Style) {
        let look = palette.look(of: style.role)
        var attributes = cncurses_a_normal()
        if look.bold || style.bold { attributes |= cncurses_a_bold() }
        if look.dim { attributes |= cncurses_a_dim() }
        if look.underline || style.underline { attributes |= cncurses_a_underline() }
        if look.reverse || style.reverse { attributes |= cncurses_a_reverse() }
        // A role in the terminal's own colours draws with pair 0, as cleared cells are: the
        // same look, and curses then need not switch pairs between them.
        let plainColours = palette.depth == .none || look.foreground == -1
        let pair = plainColours ? 0 : Palette.pairNumber(of: style.role)
        var space = cchar_t()
        var text: (wchar_t, wchar_t) = (0x20, 0)
        withUnsafePointer(to: &text) { pointer in
            pointer.withMemoryRebound(to: wchar_t.self, capacity: 2) { _ = setcchar(&space, $0, attributes, pair, nil) }
        }
        current = Rendition(attributes: attributes, pair: pair, space: space)
        renditions.append((style, current))
    }
}

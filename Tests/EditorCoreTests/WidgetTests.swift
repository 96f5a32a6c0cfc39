@testable import EditorCore
import Testing

/// Each widget alone, in a small canvas, against a golden file: what every screen built from
/// them can rely on.
@Suite struct WidgetTests {
    static let rows = (1...6).map { ListView.Row(title: "Item \($0)", detail: $0 == 2 ? "a detail too long to fit" : nil) }

    @Test func aListKeepsTheSelectionInView() {
        var canvas = Canvas(width: 20, height: 5)
        ListView(rows: Self.rows, selected: 4).draw(into: &canvas, area: Rect(x: 1, y: 1, width: 18, height: 3))
        GoldenScreen.expect(canvas, matches: "widget-list-scrolled-20x5")
    }

    @Test func aListCutsLongDetailsWithAnEllipsis() {
        var canvas = Canvas(width: 20, height: 5)
        ListView(rows: Self.rows, selected: 1).draw(into: &canvas, area: Rect(x: 0, y: 0, width: 20, height: 5))
        GoldenScreen.expect(canvas, matches: "widget-list-detail-20x5")
    }

    @Test func aListWithATitleColumnAlignsDetailsAndSkipsHeadings() {
        var canvas = Canvas(width: 20, height: 5)
        let rows = [ListView.Row(title: "GROUP", isHeading: true), ListView.Row(title: "ab", detail: "x"),
                    ListView.Row(title: "abcd", detail: "y", detailStyle: .error)]
        ListView(rows: rows, selected: 2, titleColumn: 4).draw(into: &canvas, area: Rect(x: 0, y: 0, width: 20, height: 5))
        GoldenScreen.expect(canvas, matches: "widget-list-columns-20x5")
    }

    @Test func firstVisibleRowFollowsTheSelection() {
        #expect(ListView.firstVisible(selected: 0, visible: 3, count: 10) == 0)
        #expect(ListView.firstVisible(selected: 2, visible: 3, count: 10) == 0)
        #expect(ListView.firstVisible(selected: 3, visible: 3, count: 10) == 1)
        #expect(ListView.firstVisible(selected: 9, visible: 3, count: 10) == 7)
        #expect(ListView.firstVisible(selected: 9, visible: 0, count: 10) == 10)
        #expect(ListView.firstVisible(selected: 1, visible: 5, count: 2) == 0)
    }

    @Test func aPanelClearsItsAreaUnderATitledRule() {
        var canvas = Canvas(width: 20, height: 5)
        canvas.draw(String(repeating: "x", count: 20), x: 0, y: 2)
        let inside = TitledPanel(title: "Title").draw(into: &canvas, area: Rect(x: 0, y: 1, width: 20, height: 3))
        #expect(inside == Rect(x: 0, y: 2, width: 20, height: 2))
        GoldenScreen.expect(canvas, matches: "widget-panel-20x5")
        #expect(TitledPanel(title: "T").draw(into: &canvas, area: Rect(x: 0, y: 0, width: 20, height: 0)) == nil)
    }

    @Test func anInputLineShowsTheCursorWhereItIs() {
        var canvas = Canvas(width: 20, height: 5)
        var field = TextField("walk 山")
        _ = field.handle(.left)
        InputLine(label: "find: ", field: field).draw(into: &canvas, area: Rect(x: 1, y: 0, width: 18, height: 1))
        var long = TextField(String(repeating: "y", count: 30))
        _ = long.handle(.home)
        InputLine(label: "+ ", labelStyle: .accent, field: long).draw(into: &canvas, area: Rect(x: 1, y: 2, width: 18, height: 1))
        GoldenScreen.expect(canvas, matches: "widget-input-20x5")
    }

    @Test func theHeaderGivesTheLabelAtMostHalfAndKeepsAReservedTitle() {
        var canvas = Canvas(width: 20, height: 5)
        HeaderBar(title: "A long shortcut name", label: "~/lib/file.json", marker: " ●").draw(into: &canvas)
        var browser = Canvas(width: 20, height: 5)
        HeaderBar(title: "Shortcuts", label: "~/.local/share/x", reservedTitleWidth: 9).draw(into: &browser)
        FooterBar(text: "Enter open · n new · q quit", style: .dim).draw(into: &canvas, row: 4)
        canvas.drawFrameRules()
        GoldenScreen.expect(canvas, matches: "widget-header-footer-20x5")
        #expect(browser.text.hasPrefix(" Shortcuts …share/x"), "the title keeps its 9 columns: \(browser.text)")
    }

    @Test func textIsCutFromEitherEnd() {
        #expect(TextFit.truncated("abcdef", to: 4) == "abc…")
        #expect(TextFit.truncated("abc", to: 3) == "abc")
        #expect(TextFit.truncated("abc", to: 1) == "…")
        #expect(TextFit.truncated("山山山", to: 4) == "山…")
        #expect(TextFit.truncatedFromStart("/a/b/c.json", to: 7) == "…c.json")
        #expect(TextFit.width("a\u{1}") == 3, "a control character is drawn as ^A")
        #expect(TextFit.truncated("ab\u{1}cdef", to: 5) == "ab\u{1}…", "^A takes two of the five columns")
        // A placeholder cut to a number of columns keeps its closing bracket.
        #expect(TextFit.capped("[abcdefgh]", to: 10) == "[abcdefgh]", "it fits exactly")
        #expect(TextFit.capped("[abcdefghi]", to: 10) == "[abcdefg…]")
        #expect(TextFit.capped("[山山山山山]", to: 10) == "[山山山…]")
        #expect(TextFit.capped("[a\u{1}bcdefg]", to: 8) == "[a\u{1}bc…]", "^A takes two columns")
        #expect(TextFit.width(TextFit.capped("[" + String(repeating: "x", count: 100_000) + "]", to: 30)) == 30)
    }

    /// Cutting text measures it a character at a time without making strings: each width
    /// is the width of the character drawn on its own.
    @Test(arguments: ["a", "山", "🥾", "e\u{301}", "\u{1}", "\r\n", "\u{85}", "\u{202E}", "\u{7F}", "\u{200B}"] as [Character])
    func aCharacterIsMeasuredAsItIsDrawn(character: Character) {
        #expect(SafeText.width(of: character) == TextFit.width(String(character)))
    }
}

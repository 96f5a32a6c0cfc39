@testable import EditorCore
import Testing

/// What the terminal writes between two frames: only what changed.
@Suite struct CanvasDiffTests {
    private func canvas(_ rows: [String], width: Int = 6) -> Canvas {
        var canvas = Canvas(width: width, height: rows.count)
        for (y, row) in rows.enumerated() { canvas.draw(row, x: 0, y: y) }
        return canvas
    }

    @Test func theFirstFrameAndANewSizeRepaintEverything() {
        let frame = canvas(["ab", "cd"])
        let first = CanvasDiff(from: nil, to: frame)
        #expect(first.isFullRepaint && first.changes.count == 12)
        let resized = CanvasDiff(from: canvas(["ab"]), to: frame)
        #expect(resized.isFullRepaint && resized.changes.count == 12)
    }

    @Test func anUnchangedFrameWritesNothing() {
        let diff = CanvasDiff(from: canvas(["ab", "cd"]), to: canvas(["ab", "cd"]))
        #expect(!diff.isFullRepaint && diff.changes.isEmpty)
    }

    @Test func onlyChangedCellsAreWrittenStyleIncluded() {
        var next = canvas(["ab", "cd"])
        next.draw("X", x: 1, y: 1)
        next.restyle(x: 0, y: 0, width: 1) { $0.bold = true }
        let diff = CanvasDiff(from: canvas(["ab", "cd"]), to: next)
        #expect(diff.changes.map { [$0.x, $0.y] } == [[0, 0], [1, 1]])
        #expect(diff.changes[1].cell.text == "X" && diff.changes[0].cell.style.bold)
    }

    @Test func aWideCharacterIsWrittenOnceNotInItsSecondColumn() {
        let diff = CanvasDiff(from: canvas(["ab"]), to: canvas(["山"]))
        #expect(diff.changes.map(\.x) == [0], "the second column belongs to 山")
        #expect(diff.changes.first?.cell.text == "山")
    }
}

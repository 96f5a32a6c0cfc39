import EditorCore
import Testing
@testable import TerminalUI

/// `CellWriter` tells styles apart field by field, not through `Style`'s `==` (a call across
/// modules for every cell of a frame): a field it does not compare would give two styles one
/// look without anything failing to compile.
@Suite struct CellWriterStyleTests {
    @Test func stylesDifferingInAnyOneFieldAreToldApart() {
        let plain = Style(.text)
        #expect(CellWriter.same(plain, Style(.text)))
        #expect(!CellWriter.same(plain, Style(.accent)))
        #expect(!CellWriter.same(plain, Style(.text, bold: true)))
        #expect(!CellWriter.same(plain, Style(.text, underline: true)))
        #expect(!CellWriter.same(plain, Style(.text, reverse: true)))
        for role in Role.allCases {
            #expect(CellWriter.same(Style(role), Style(role)) == (Style(role) == Style(role)))
        }
    }

    @Test func theComparisonCoversEveryFieldOfAStyle() {
        // A new field of `Style` must be compared in `CellWriter.same` too; then update this.
        let fields = Mirror(reflecting: Style()).children.compactMap(\.label)
        #expect(fields == ["role", "bold", "underline", "reverse"])
    }
}

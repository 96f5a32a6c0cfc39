@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import Testing
import TestSupport

/// Values of megabytes (a prompt pasted from a file) open, show and edit at the cost of what
/// is on screen. What the black-box probe found (issue 42): a 2 MB Ask for Input prompt took
/// 32 s to open and 19 s a key — wrapping and the field's sideways scroll measured the whole
/// text again for every line and every column. Quadratic work on these sizes would not finish.
@Suite(.offThePool) struct LongValueScenarioTests {
    static let long = String(repeating: "abcdefghij", count: 200_000) + "END"

    private func scenario(_ text: String = long, item: Bool = true) -> Scenario {
        let values: [String: IntentValue] = item ? ["item": .string(text)] : [:]
        return Scenario([ShortcutAction(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, intent: "LogItemIntent", values: values)],
                        name: "Long")
    }

    @Test func aLongValueShowsItsStartInAFewLinesOfTheCard() {
        let scenario = scenario()
        let card = scenario.state.layoutCard(0)
        // The title, "Log", the placeholder's capped lines, Show More and a blank line.
        #expect(card.height == 1 + 1 + EditorState.placeholderLines + 1 + 1)
        let placeholder = card.lines.flatMap(\.segments).filter { $0.slot != nil }.map(\.text).joined()
        #expect(placeholder.hasPrefix("[abcdefghijabcdefghij") && placeholder.hasSuffix("…]"), "\(placeholder)")
        #expect(!placeholder.contains("END"))
        scenario.expectScreen("long-value-card-80x24")
    }

    @Test func editingALongValueShowsItsEndAroundTheCursorAndKeepsEveryCharacter() throws {
        var scenario = scenario()
        scenario.press(.enter)
        scenario.expectScreen("long-value-field-80x24")
        scenario.type("QZ")
        #expect(scenario.screen.contains("abcdefghijENDQZ"))
        scenario.press(.home)
        #expect(scenario.screen.contains("› abcdefghijabcdefghij"), "the start again, the cursor on its first character")
        scenario.press(.enter)
        #expect(scenario.state.document.actions[0].values["item"] == .string(Self.long + "QZ"))
    }

    /// The sideways scroll keeps the cursor on screen wherever it is in a long line.
    @Test func theCursorStaysOnScreenAcrossALongLine() {
        var scenario = scenario(String(repeating: "0123456789", count: 30))
        scenario.press(.enter, .home)
        for step in 0..<300 {
            let canvas = scenario.state.render()
            let focused = (0..<canvas.height).contains { y in
                (0..<canvas.width).contains { x in canvas[x, y].style.role == .focus && canvas[x, y].style.reverse }
            }
            #expect(focused, "the cursor is drawn at step \(step)")
            scenario.press(.right)
        }
    }
}

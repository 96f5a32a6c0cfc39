import DemoIntents
@testable import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutStore
import Testing

/// `update` is a function of the state and the event: the same state and keys give the same
/// state, new identifiers included.
@Suite struct PureUpdateTests {
    private static let document = ShortcutDocument(name: "Plan", actions: EditorScenarioTests.plan)

    private func editor(seed: UInt64) throws -> EditorState {
        EditorState(document: Self.document, registry: try DemoIntents.makeRegistry(),
                    fileLabel: "Plan", width: 80, height: 24, identifiers: IdentifierSource(seed: seed))
    }

    private func duplicateAndAdd(_ state: inout EditorState) {
        _ = state.update(.key(.character("D")))
        _ = state.update(.key(.character("a")))
        _ = state.update(.key(.enter))
    }

    @Test func theSameStateAndKeysGiveTheSameDocument() throws {
        var first = try editor(seed: 42), second = try editor(seed: 42)
        duplicateAndAdd(&first)
        duplicateAndAdd(&second)
        #expect(first.document.actions.count == EditorScenarioTests.plan.count + 2)
        #expect(first.document == second.document)
    }

    @Test func identifiersAreDistinctVersion4UUIDs() {
        var source = IdentifierSource(seed: 1)
        let ids = (0..<1000).map { _ in source.next() }
        #expect(Set(ids).count == 1000)
        #expect(ids.allSatisfy { $0.uuidString.dropFirst(14).first == "4" })
        #expect(ids.allSatisfy { "89AB".contains($0.uuidString.dropFirst(19).first!) })
    }
}

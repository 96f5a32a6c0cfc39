import DemoIntents
@testable import EditorCore
import ShortcutModel
import Testing

/// Saves finish in the background while editing goes on: a save answers for the revision it
/// took, so edits made meanwhile stay unsaved, and a slow save says it is under way.
@Suite struct SaveWhileEditingTests {
    @Test func editsMadeWhileASaveRunsStayUnsaved() throws {
        var state = EditorState(document: ShortcutDocument(name: "Weekend", actions: [ShortcutAction(intent: "LogItemIntent", values: ["item": .string("v0")])]), registry: try DemoIntents.makeRegistry(), fileLabel: "Weekend",
                                width: 80, height: 24)
        _ = state.update(.resize(width: 80, height: 24))
        _ = state.perform(.setValue(action: 0, parameter: "item", old: .string("v0"), new: .string("v1")))
        let effects = state.update(.key(.control("s")))
        #expect(effects.contains { if case .file(.save) = $0 { true } else { false } })
        #expect(state.isSaving)
        _ = state.update(.timer(.saveProgress))
        #expect(state.message?.text == "Saving 1 actions…")
        _ = state.perform(.setValue(action: 0, parameter: "item", old: .string("v1"), new: .string("v2")))
        _ = state.update(.file(.saved(.success(()))))
        #expect(state.isDirty, "the save wrote v1; v2 is not saved")
        #expect(!state.isSaving)
        _ = state.update(.key(.control("s")))
        _ = state.update(.file(.saved(.success(()))))
        #expect(!state.isDirty)
        #expect(state.message?.text == "Saved.")
    }
}

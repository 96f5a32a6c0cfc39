import EditorCore
import Foundation
import IntentKit
import ShortcutModel

/// Keystrokes on a program with blocks and variables (`GeneratedProgram`), timed as the
/// editor's update and the drawing of the frame at 80×24: moving the focus, folding, typing
/// into text that holds variable tokens, moving a whole block of up to 1,000 actions, moving a
/// selection, and pasting (the clipboard's answer given as the shell gives it, its file aside).
enum BlockWorkloads {
    enum Label {
        static let focusMove = "move focus (↓)"
        static let fold = "fold or unfold (z)"
        static let typeInTokens = "type into text with tokens"
        static let moveBlock = "move the big block (J/K)"
        static let moveSelection = "move 3 selected (V, J/K)"
        static let paste = "paste 3 actions (p), undo"
        /// Four tenths of the shortcut pasted into it at once: 40,000 into 100,000 held the
        /// input thread for 11 s while each action went in one at a time.
        static let largePaste = "paste 0.4× its actions (p), undo"
        static let all = [focusMove, fold, typeInTokens, moveBlock, moveSelection, paste, largePaste]
    }

    static func run(actions count: Int, registry: IntentRegistry, repeats: Int) -> [String: Timings] {
        var state = EditorState(document: GeneratedProgram.document(actions: count), registry: registry, fileLabel: "Program.shortcut",
                                width: 80, height: 24, displayContext: DisplayContext(timeZone: TimeZone(identifier: "UTC")!),
                                identifiers: IdentifierSource(seed: 1))
        _ = state.update(.resize(width: 80, height: 24))
        func press(_ key: Key) {
            _ = state.update(.key(key))
            _ = state.render()
        }
        var results: [String: Timings] = [:]
        /// Moves the focus down to `index` (or as near as the shortcut allows), a bounded walk.
        func walk(to index: Int) {
            let target = min(index, state.document.actions.count - 1)
            for _ in 0..<state.document.actions.count where state.focus.action < target { press(.down) }
            for _ in 0..<state.document.actions.count where state.focus.action > target { press(.up) }
        }
        // Deep inside the first tower, past the big block.
        press(.home)
        let tower = state.document.actions.firstIndex { $0.intent == "is.workflow.actions.conditional" } ?? 0
        walk(to: tower + 10)
        var step = 0
        results[Label.focusMove] = measure(repeats * 4, warmUp: 4) {
            press(step % 40 < 20 ? .down : .up)
            step += 1
        }
        walk(to: tower + 2 * min(10, GeneratedProgram.depth / 2))
        results[Label.fold] = measure(repeats * 2, warmUp: 4) { press(.character("z")) }
        // A text with tokens, open in its field.
        walk(to: tower + 1)
        press(.enter)
        results[Label.typeInTokens] = measure(repeats * 4, warmUp: 4) {
            press(step % 2 == 0 ? .character("x") : .backspace)
            step += 1
        }
        press(.escape)
        // The big block: its start is action 2.
        press(.home)
        press(.down)
        results[Label.moveBlock] = measure(repeats * 2, warmUp: 4) {
            press(.character(step % 2 == 0 ? "J" : "K"))
            step += 1
        }
        // Three actions inside the big block, selected.
        walk(to: 3)
        press(.character("V"))
        press(.down)
        press(.down)
        results[Label.moveSelection] = measure(repeats * 2, warmUp: 4) {
            press(.character(step % 2 == 0 ? "J" : "K"))
            step += 1
        }
        press(.escape)
        let copies = Array(state.document.actions[3...5])
        results[Label.paste] = measure(repeats * 2, warmUp: 4) {
            if case .clipboard(.read(let request))? = state.update(.key(.character("p"))).first {
                _ = state.update(.clipboard(.read(.actions(copies), request)))
            }
            _ = state.render()
            press(.character("u"))
        }
        let many = Array(state.document.actions.prefix(count * 2 / 5)).filter { ControlFlow.mode(of: $0) == nil }
        results[Label.largePaste] = measure(max(3, repeats / 8), warmUp: 1) {
            if case .clipboard(.read(let request))? = state.update(.key(.character("p"))).first {
                _ = state.update(.clipboard(.read(.actions(many), request)))
            }
            _ = state.render()
            press(.character("u"))
        }
        return results
    }
}

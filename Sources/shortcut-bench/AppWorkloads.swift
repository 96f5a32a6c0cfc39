import AppShell
import EditorCore
import Foundation
import IntentKit
import ShortcutStore

/// Opening, keystrokes and saving, through the real app loop on a scripted terminal.
enum AppWorkloads {
    enum Label {
        static let focusMove = "focus move (Tab)"
        static let typeCharacter = "type a character"
        static let confirmValue = "confirm a value (Enter)"
        static let pageDown = "page down"
        static let jumpToEnd = "jump to end (End)"
        /// From ^S to the frame that says "Saved.": the write itself, done in the background.
        static let save = "save written (^S → Saved)"
        /// The keystroke ^S itself, and keys pressed while its save is being written: what
        /// the user feels.
        static let saveKeystroke = "^S keystroke"
        static let tabWhileSaving = "Tab while a save runs"
        static let keystrokes = [focusMove, typeCharacter, confirmValue, pageDown, jumpToEnd]
    }

    /// The keys: warm-up, then each workload in turn, each key that only sets up the next one
    /// unlabelled. The first action is a `LogItemIntent`, whose `item` the edits change.
    static func keystrokeScript(repeats: Int) -> [ScriptedTerminal.Step] {
        typealias Step = ScriptedTerminal.Step
        func key(_ key: Key, _ label: String? = nil) -> Step { Step(input: .key(key), label: label) }
        var steps = Array(repeating: key(.tab), count: 20) + [key(.home)]
        for index in 0..<(repeats * 5) {
            if index % 100 == 99 { steps.append(key(.home)) }
            steps.append(key(.tab, Label.focusMove))
        }
        steps.append(key(.home))
        for index in 0..<repeats {
            steps += [key(.enter), key(.control("u")),
                      key(.character(index % 2 == 0 ? "x" : "y"), Label.typeCharacter), key(.enter, Label.confirmValue)]
        }
        for index in 0..<repeats {
            if index % 10 == 0 { steps.append(key(.home)) }
            steps.append(key(.pageDown, Label.pageDown))
        }
        for _ in 0..<repeats {
            steps += [key(.end, Label.jumpToEnd), key(.home)]
        }
        for index in 0..<5 {
            // From the first action, whose item the edit changes: a save needs a real edit.
            steps += [key(.home), key(.enter), key(.control("u")), key(.character(index % 2 == 0 ? "s" : "t")), key(.enter),
                      key(.control("s"), Label.saveKeystroke), .waitForAnswer(Label.save)]
        }
        for index in 0..<5 {
            steps += [key(.home), key(.enter), key(.control("u")), key(.character(index % 2 == 0 ? "s" : "t")), key(.enter),
                      key(.control("s"), Label.saveKeystroke)]
            steps += Array(repeating: key(.tab, Label.tabWhileSaving), count: 20)
            steps.append(.waitForAnswer(Label.save))
        }
        return steps + [key(.character("q"))]
    }

    /// Runs the app on `file` with the script; returns the time to the first frame and the
    /// timings by label.
    static func run(file: URL, library: Library, registry: IntentRegistry, width: Int, height: Int,
                    script: [ScriptedTerminal.Step]) throws -> (open: Duration, timings: [String: Timings], screen: Canvas?) {
        let terminal = ScriptedTerminal(width: width, height: height, steps: script)
        let app = EditorApp(terminal: terminal, store: ShortcutStore(library: library), registry: registry)
        // The whole document before the first frame: keys are timed on it, and `open` stays
        // the cost of reading all of it (the preview a large file gets first is raced
        // against vim with the real binary, `PeerWorkloads`).
        app.backgroundOpenBytes = .max
        let start = ContinuousClock.now
        let outcome = try app.run(from: .document(file, backToBrowser: false))
        guard outcome == .quit, let firstFrame = terminal.firstFrame else {
            throw BenchError("the app did not finish its script (\(outcome)); the last screen was:\n\(terminal.lastCanvas?.text ?? "none")")
        }
        return (firstFrame - start, terminal.durations.mapValues(Timings.init), terminal.lastCanvas)
    }

    /// Opening: reading and decoding the file, building the editor and its first frame.
    static func open(file: URL, library: Library, registry: IntentRegistry, width: Int, height: Int, repeats: Int) throws -> Timings {
        var durations: [Duration] = []
        for _ in 0..<repeats {
            let quit = [ScriptedTerminal.Step(input: .key(.character("q")), label: nil)]
            durations.append(try run(file: file, library: library, registry: registry, width: width, height: height, script: quit).open)
        }
        return Timings(durations)
    }
}

struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

import Foundation
import ShortcutModel

/// The debugger's keys and the runner's news: `r` runs (or goes on from a pause), `R` runs to
/// the focused action, `s` steps, `b` sets a breakpoint; the run itself is the shell's, on a
/// task of its own, so typing and scrolling never wait for it.
extension EditorState {
    mutating func runShortcut() -> [EditorEffect] {
        if case .paused? = run?.status { return resumeRun(step: false, stopAt: nil) }
        return startRun(stepping: false, stopAt: nil)
    }

    mutating func runToFocusedAction() -> [EditorEffect] {
        if case .paused? = run?.status { return resumeRun(step: false, stopAt: focusedActionID) }
        return startRun(stepping: false, stopAt: focus.action)
    }

    mutating func stepRun() -> [EditorEffect] {
        if case .paused? = run?.status { return resumeRun(step: true, stopAt: nil) }
        return startRun(stepping: true, stopAt: nil)
    }

    mutating func toggleBreakpoint() {
        guard document.actions.indices.contains(focus.action) else { return }
        let id = document.actions[focus.action].id
        if breakpoints.remove(id) == nil {
            breakpoints.insert(id)
            message = .info("Breakpoint on action \(focus.action + 1): a run pauses before it.")
        } else {
            message = .info("Breakpoint on action \(focus.action + 1) removed.")
        }
    }

    private mutating func startRun(stepping: Bool, stopAt: Int?) -> [EditorEffect] {
        if run?.isActive == true {
            message = .info("The shortcut is running: ^C stops it.")
            return []
        }
        guard !document.actions.isEmpty else {
            message = .info("Nothing to run: the shortcut has no actions.")
            return []
        }
        run = DebugRun()
        message = .info("Running… ^C stops it.")
        let pauses = Set(document.actions.indices.filter { breakpoints.contains(document.actions[$0].id) })
        let standIns = file.standIns.filter { structure.positions[$0.key] != nil }
        return [.run(.start(document, breakpoints: pauses, stepping: stepping, stopAt: stopAt, standIns: standIns))]
    }

    /// The focused action's identity, which the run knows it by.
    private var focusedActionID: UUID? {
        document.actions.indices.contains(focus.action) ? document.actions[focus.action].id : nil
    }

    private mutating func resumeRun(step: Bool, stopAt: UUID?) -> [EditorEffect] {
        run?.status = .running
        run?.variables = []
        layouts.removeAll()
        message = .info(step ? "Stepping…" : "Running… ^C stops it.")
        return [.run(.resume(step: step, stopAt: stopAt))]
    }

    /// What the runner said.
    mutating func receive(_ update: RunUpdate) {
        guard run != nil else { return }
        switch update {
        case .outputs(let outputs):
            run?.outputs.merge(outputs) { $1 }
            for id in outputs.keys { run?.progress[id] = nil }
        case let .progress(id, report):
            run?.progress[id] = report
        case .shown(let text):
            run?.shown.append(text)
            message = .info("Shown: " + text.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ⏎ "))
        case let .paused(id, variables):
            run?.status = .paused(at: id)
            run?.variables = variables
            // Tokens show their values while paused: the cards are laid out again.
            layouts.removeAll()
            guard let index = structure.positions[id] else {
                message = .info("Paused before an action no longer in the shortcut: r continues, s steps, ^C stops.")
                return
            }
            goTo(index)
            message = .info("Paused before action \(index + 1): r continues, s steps, ^C stops.")
        case .asked(let question):
            prompt = .runQuestion(question, TextField())
        case let .standIn(id, text):
            file.standIns[id] = text
            let number = structure.positions[id].map { " \($0 + 1)" } ?? ""
            message = .info("Stand-in kept for action\(number) until the editor quits: = shows it.")
        case let .ended(text, failed):
            if case .paused? = run?.status { layouts.removeAll() }
            run?.progress = [:]
            run?.status = .ended(message: text, failed: failed)
            run?.variables = []
            if case .runQuestion? = prompt { prompt = nil }
            message = failed ? .error(text) : .info(text)
        }
    }

    /// `=`: the focused action's whole output, when the run gave it one; else the stand-in
    /// typed for it.
    mutating func askForRunOutput() -> [EditorEffect] {
        if let id = focusedActionID, run?.outputs[id] == nil, let standIn = file.standIns[id] {
            showRunOutput(action: id, kind: "stand-in", text: standIn)
            return []
        }
        guard let id = focusedActionID, run?.outputs[id] != nil else {
            message = .info("Action \(focus.action + 1) has no output from a run: r runs the shortcut.")
            return []
        }
        return [.run(.readOutput(action: id))]
    }

    /// The whole value, as a page: its lines (the first 10,000), scrolled from the top.
    mutating func showRunOutput(action: UUID, kind: String, text: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(10_000).map { TextPage.Line(String($0)) }
        if lines.isEmpty || text.isEmpty { lines = [TextPage.Line("(empty)")] }
        let number = structure.positions[action].map { " \($0 + 1)" } ?? ""
        page = TextPage(title: "Output of action\(number) (\(kind))", lines: lines)
    }

    /// Keys while the run's question is asked.
    mutating func answerRunQuestion(_ question: String, _ field: TextField, command: AnswerCommand?, key: Key) -> [EditorEffect] {
        switch command {
        case .confirm?:
            prompt = nil
            return [.run(.answer(field.text))]
        case .cancel?:
            prompt = nil
            return [.run(.answer(nil))]
        case nil:
            var edited = field
            if edited.handle(key, keymap: keymap) { prompt = .runQuestion(question, edited) }
            return []
        }
    }
}

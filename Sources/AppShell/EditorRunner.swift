import EditorCore
import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime
import ShortcutStore
import Synchronization

/// The shortcut run from the editor: `ShortcutRun` on a task of its own, telling the editor
/// through the inbox what each action gave, pausing at breakpoints (its gate waits for the
/// editor's step or continue), and asking its questions as the editor's prompts. Stopping
/// cancels the task and lets go of whatever it waits for, so a loop without end stops too.
final class EditorRunner: Sendable {
    private let task = Mutex<Task<Void, Never>?>(nil)
    private let control: RunControl
    private let board = RunBoard()
    /// The run's actions by identity, in its document's order: what the editor names them by.
    private let ids: [UUID]

    init(document: ShortcutDocument, registry: IntentRegistry, library: Library, breakpoints: Set<Int>, stepping: Bool,
         stopAt: Int?, standIns: [UUID: String] = [:], model: ModelEndpoint? = nil, inbox: Inbox) {
        let ids = document.actions.map(\.id)
        self.ids = ids
        let control = RunControl(ids: ids, breakpoints: breakpoints, stepping: stepping, stopAt: stopAt, inbox: inbox)
        self.control = control
        let board = self.board
        let environment = RunEnvironment(
            prompter: control, registry: registry, storage: FolderRunStorage(folder: library.stateFolder),
            shortcuts: LibraryShortcuts(library: library),
            stubs: Dictionary(uniqueKeysWithValues: standIns.map { ($0.key.uuidString, RuntimeValue(standIn: $0.value)) }), events: { event in
                switch event {
                case let .ran(action, _, output, depth) where depth == 0:
                    // On the board; the loop is told once until it takes them, so a tight loop
                    // costs the screen one update per frame, not one per step.
                    if board.put(output, for: action - 1) { inbox.post(.runOutputs) }
                case .shown(let text, _):
                    inbox.post(.editor(.run(.shown(text))))
                case let .warning(action, message):
                    inbox.post(.editor(.run(.shown("⚠ action \(action) \(message)"))))
                case let .progress(action, _, report) where ids.indices.contains(action - 1):
                    inbox.post(.editor(.run(.progress(action: ids[action - 1], report))))
                default:
                    break
                }
            }, gate: control, shortcutName: document.name,
            device: DeviceStore.library(folder: library.deviceFolder), model: model)
        task.withLock {
            $0 = Task.detached(executorPreference: ThreadExecutor.runs) {
                let ending: RunUpdate
                do throws(RunFailure) {
                    let result = try await ShortcutRun(document: document, environment: environment).run()
                    ending = .ended(message: "Done." + (result.output.map { " Output: " + $0.preview } ?? ""), failed: false)
                } catch .stopped(let action) {
                    ending = .ended(message: "Stopped at action \(action).", failed: false)
                } catch .cannotRun(let action, let title) {
                    // `run`'s --stub hint cannot be followed here: the editor asks again.
                    ending = .ended(message: "Action \(action) (\(title)) cannot run here and was given no stand-in: r runs again and asks for one.",
                                    failed: true)
                } catch {
                    ending = .ended(message: error.description, failed: true)
                }
                inbox.post(.editor(.run(ending)))
            }
        }
    }

    /// The outputs since the last take, each in one line, by action.
    func takeOutputs() -> [UUID: String] {
        Dictionary(board.take().map { (ids[$0.key], $0.value) }, uniquingKeysWith: { $1 })
    }

    /// The whole of what action `id` last gave.
    func output(of id: UUID) -> RuntimeValue? {
        ids.firstIndex(of: id).flatMap(board.latest)
    }

    /// Goes on from a pause; `stopAt` an action of the run's document, else the next breakpoint.
    func resume(step: Bool, stopAt: UUID?) {
        control.resume(step: step, stopAt: stopAt.flatMap { ids.firstIndex(of: $0) })
    }

    func answer(_ text: String?) {
        control.answer(text)
    }

    /// Ends the run: its task is cancelled and nothing it waits for holds it.
    func stop() {
        task.withLock { $0?.cancel() }
        control.stop()
    }
}

/// The newest output of each action since the editor last took them.
final class RunBoard: Sendable {
    private let state = Mutex<(outputs: [Int: RuntimeValue], latest: [Int: RuntimeValue], told: Bool)>(([:], [:], false))

    /// Keeps an output; whether the loop must be told (it was not, since its last take).
    func put(_ output: RuntimeValue, for action: Int) -> Bool {
        state.withLock { state in
            state.outputs[action] = output
            state.latest[action] = output
            defer { state.told = true }
            return !state.told
        }
    }

    /// The newest output of an action, kept for as long as the run is.
    func latest(_ action: Int) -> RuntimeValue? {
        state.withLock { $0.latest[action] }
    }

    /// Previews are made here, on the loop's thread, for each action once per take.
    func take() -> [Int: String] {
        let outputs = state.withLock { state in
            defer { state.outputs = [:]; state.told = false }
            return state.outputs
        }
        return outputs.mapValues(\.preview)
    }
}

/// The run's gate and prompter: where it waits for the editor.
final class RunControl: RunGate, RunPrompter {
    private struct State {
        var breakpoints: Set<Int>
        var stepping: Bool
        var stopAt: Int?
        var stopped = false
        var waitingToGo: CheckedContinuation<Bool, Never>?
        var waitingForAnswer: CheckedContinuation<String?, Never>?
    }

    private let state: Mutex<State>
    private let inbox: Inbox
    private let ids: [UUID]

    init(ids: [UUID], breakpoints: Set<Int>, stepping: Bool, stopAt: Int?, inbox: Inbox) {
        state = Mutex(State(breakpoints: breakpoints, stepping: stepping, stopAt: stopAt))
        self.inbox = inbox
        self.ids = ids
    }

    func proceed(to index: Int, snapshot: RunSnapshot) async -> Bool {
        let pauses = state.withLock { state in
            state.stepping || state.breakpoints.contains(index) || state.stopAt == index
        }
        guard pauses else { return !state.withLock { $0.stopped } }
        let variables = snapshot.variables.sorted { $0.key < $1.key }.map { RunVariable(name: $0.key, value: $0.value.preview) }
        return await withCheckedContinuation { continuation in
            let stopped = state.withLock { state -> Bool in
                guard !state.stopped else { return true }
                state.waitingToGo = continuation
                return false
            }
            if stopped { continuation.resume(returning: false) } else { inbox.post(.editor(.run(.paused(at: ids[index], variables: variables)))) }
        }
    }

    func resume(step: Bool, stopAt: Int?) {
        let waiting = state.withLock { state in
            state.stepping = step
            state.stopAt = stopAt
            defer { state.waitingToGo = nil }
            return state.waitingToGo
        }
        waiting?.resume(returning: true)
    }

    func answer(_ prompt: RunPrompt) async throws -> RunAnswer {
        var question = prompt.prompt
        switch prompt {
        case .choice(_, let options, _): question += " — " + options.enumerated().map { "\($0.offset + 1) \($0.element)" }.joined(separator: ", ")
        case .confirmation: question += " (yes/no)"
        case let .standIn(action, _, title, reason):
            // The prompt is one line: the reason is said when it fits beside the title.
            question = "Action \(action) (\(title)) cannot run here (\(reason)) — its output, text or JSON:"
            if question.count > 64 { question = "Action \(action) (\(title)) cannot run here — its output, text or JSON:" }
        case .text(_, _, let defaultAnswer?): question += " [\(defaultAnswer)]"
        case .text: break
        }
        let given: String? = await withCheckedContinuation { continuation in
            let stopped = state.withLock { state -> Bool in
                guard !state.stopped else { return true }
                state.waitingForAnswer = continuation
                return false
            }
            if stopped { continuation.resume(returning: nil) } else { inbox.post(.editor(.run(.asked(question)))) }
        }
        guard let given else { throw RunPromptUnanswered(prompt: prompt.prompt) }
        if case .standIn(_, let uuid, _, _) = prompt, let id = ids.first(where: { $0.uuidString == uuid }) {
            inbox.post(.editor(.run(.standIn(action: id, text: given))))
        }
        if case .text(_, _, let defaultAnswer?) = prompt, given.isEmpty { return .text(defaultAnswer) }
        return try ScriptedPrompter.read(given, for: prompt)
    }

    func answer(_ text: String?) {
        let waiting = state.withLock { state in
            defer { state.waitingForAnswer = nil }
            return state.waitingForAnswer
        }
        waiting?.resume(returning: text)
    }

    func stop() {
        let (go, answer) = state.withLock { state in
            state.stopped = true
            defer { state.waitingToGo = nil; state.waitingForAnswer = nil }
            return (state.waitingToGo, state.waitingForAnswer)
        }
        go?.resume(returning: false)
        answer?.resume(returning: nil)
    }
}

/// The library's shortcuts by name, for Run Shortcut.
public struct LibraryShortcuts: ShortcutSource {
    public let library: Library

    public init(library: Library) {
        self.library = library
    }

    public func shortcut(named name: String) throws -> ShortcutDocument? {
        guard let url = try? library.existingFileURL(forShortcutNamed: name) else { return nil }
        return try DocumentFormat.read(url).0.document
    }
}

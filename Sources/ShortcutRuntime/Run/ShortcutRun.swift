import Foundation
import IntentKit
import ShortcutModel

/// Runs a shortcut's actions on Linux: the ones whose result needs no device, each family in a
/// file of `Actions/`, with If, Repeat, Repeat with Each and Choose from Menu as Shortcuts runs
/// them. Anything else stops with "cannot run on Linux", unless given a stand-in output.
///
/// A class, used by the one task that runs it: variables and outputs change at every step,
/// and the debugger's gate reads them between steps.
public final class ShortcutRun {
    public let document: ShortcutDocument
    let environment: RunEnvironment
    let blocks: BlockMap
    /// Named variables (Set Variable, Add to Variable, Repeat Item and Repeat Index).
    var variables: [String: RuntimeValue] = [:]
    /// Outputs by the producing action's `UUID` (what variables name) and by index.
    var outputsByUUID: [String: RuntimeValue] = [:]
    var outputsByIndex: [Int: RuntimeValue] = [:]
    /// What the last action gave: the input of the next one when it is given none.
    var previous: RuntimeValue = .nothing
    /// Each open Repeat: its start, its items (nil for a count), where it is, what each pass gave.
    var repeats: [RepeatFrame] = []
    private var stopOutput: RuntimeValue?
    /// How many outputs have been recorded: a block compares it with its mark to know whether
    /// anything inside it ran.
    var outputCount = 0
    /// Each entered block's mark, by its start.
    var blockMarks: [Int: Int] = [:]

    struct RepeatFrame {
        var start: Int
        var count: Int
        var items: [RuntimeValue]?
        var pass: Int
        var results: RuntimeList
    }

    /// Each action's output keys (its `UUID` as variables name it, and its id), made once:
    /// a step in a loop should not format strings.
    private let outputKeys: [[String]]
    /// Each action's title, looked up the first time it is needed.
    private var titles: [Int: String] = [:]

    public init(document: ShortcutDocument, environment: RunEnvironment) {
        self.document = document
        self.environment = environment
        blocks = BlockMap(document.actions)
        outputKeys = document.actions.map { action in
            var keys = [action.id.uuidString]
            if case .string(let uuid)? = action.values["UUID"], uuid.uppercased() != keys[0] { keys.append(uuid.uppercased()) }
            return keys
        }
    }

    /// Action `index`'s title, as the editor shows it.
    public func title(of index: Int) -> String {
        if let known = titles[index] { return known }
        let title = ActionCall(run: self, index: index).lookUpTitle()
        titles[index] = title
        return title
    }

    /// What the run ended with: Stop and Output's value, if it gave one.
    public struct Result: Sendable, Equatable {
        public var output: RuntimeValue?
        public var snapshot: RunSnapshot
    }

    /// Runs every action in order; throws `RunFailure` when one cannot go on.
    public func run() async throws(RunFailure) -> Result {
        var index = 0
        let actions = document.actions
        var steps = 0
        while index < actions.count {
            if Task.isCancelled { throw .stopped(action: index + 1) }
            steps += 1
            if let bound = environment.limits.maximumSteps, steps > bound {
                throw .failed(action: index + 1, title: title(of: index), message: "the run took more than \(bound) steps, its bound; it was stopped")
            }
            // A loop of calculations never suspends on its own: every so often it lets the
            // other tasks of the thread it runs on go first (on a shared pool of two threads, a
            // run would otherwise hold one of them until it ends).
            if steps % 1024 == 0 { await Task.yield() }
            if let gate = environment.gate, !(await gate.proceed(to: index, snapshot: snapshot)) { throw .stopped(action: index + 1) }
            guard let next = try await step(index) else { break }
            index = next
        }
        return Result(output: stopOutput, snapshot: snapshot)
    }

    /// Every variable and output now.
    public var snapshot: RunSnapshot {
        RunSnapshot(variables: variables, outputs: outputsByIndex)
    }

    /// Runs action `index`; the index to go on at, or nil when the shortcut stops.
    private func step(_ index: Int) async throws(RunFailure) -> Int? {
        let action = document.actions[index]
        let call = ActionCall(run: self, index: index)
        if let parts = blocks.parts(of: index), let flow = try await controlFlow(call, parts: parts) {
            return flow
        }
        if ControlFlow.mode(of: action) != nil, blocks.parts(of: index) == nil {
            // A part of a block left incomplete: nothing to run.
            return index + 1
        }
        let output: RuntimeValue
        if !environment.stubs.isEmpty, let stub = environment.stubs[String(index + 1)] ?? stubForUUID(of: action) {
            output = stub
        } else if let handler = ActionHandlers.handler(for: action.intent) {
            do {
                output = try await handler(call)
            } catch let stop as RunStop {
                stopOutput = stop.output
                if let value = stop.output { try record(value, for: index) }
                return nil
            } catch let needed as StandInNeeded {
                output = try await standIn(for: call, reason: needed.reason)
            } catch {
                throw call.runFailure(from: error)
            }
        } else if environment.registry.canPerform(action.intent) {
            output = try await AppIntentAction.perform(call)
        } else {
            output = try await standIn(for: call, reason: "it needs an Apple device")
        }
        try record(output, for: index, checked: true)
        return index + 1
    }

    /// A stand-in output for an action that cannot run, asked of whoever answers the run's
    /// questions; with nobody to answer, the run stops there (`run`'s status 3, naming
    /// `--stub`).
    private func standIn(for call: ActionCall, reason: String) async throws(RunFailure) -> RuntimeValue {
        let uuid = outputKeys[call.index].first ?? ""
        let prompt = RunPrompt.standIn(action: call.index + 1, uuid: uuid, title: call.title, reason: reason)
        let answer: RunAnswer
        do {
            answer = try await environment.prompter.answer(prompt)
        } catch is RunPromptUnanswered {
            throw .cannotRun(action: call.index + 1, title: call.title)
        } catch {
            throw call.runFailure(from: error)
        }
        guard case .text(let given) = answer else { throw .cannotRun(action: call.index + 1, title: call.title) }
        return RuntimeValue(standIn: given)
    }

    private func stubForUUID(of action: ShortcutAction) -> RuntimeValue? {
        guard case .string(let uuid)? = action.values["UUID"] else { return environment.stubs[action.id.uuidString] }
        return environment.stubs[uuid.uppercased()] ?? environment.stubs[action.id.uuidString]
    }

    /// Keeps an action's output where variables find it, and tells the watchers.
    func record(_ output: RuntimeValue, for index: Int, checked: Bool = false) throws(RunFailure) {
        if checked { try checkBounds(of: output, at: index) }
        for key in outputKeys[index] { outputsByUUID[key] = output }
        outputsByIndex[index] = output
        previous = output
        outputCount += 1
        environment.events(.ran(action: index + 1, title: title(of: index), output: output, depth: environment.depth))
    }

    /// Sets a named variable, within the run's bound.
    func setVariable(_ name: String, to value: RuntimeValue, at index: Int) throws(RunFailure) {
        try checkBounds(of: value, at: index)
        variables[name] = value
    }

    /// Stops the run when `value` holds more in all than the run's bound, or nests deeper.
    func checkBounds(of value: RuntimeValue, at index: Int) throws(RunFailure) {
        let limits = environment.limits
        if value.weight > limits.maximumSize {
            throw .tooLarge(action: index + 1, title: title(of: index), size: value.weight, limit: limits.maximumSize)
        }
        if value.depth > limits.maximumNesting {
            throw .tooDeep(action: index + 1, title: title(of: index), depth: value.depth, limit: limits.maximumNesting)
        }
    }

    func warn(_ message: String, at index: Int) {
        environment.events(.warning(action: index + 1, message: message))
    }
}

/// Thrown by an action that cannot do its work here (Use Model with no model to ask): the run
/// asks for a stand-in output instead, saying `reason`.
struct StandInNeeded: Error {
    var reason: String
}

/// Thrown by Stop This Shortcut and Stop and Output: the run ends, with this output.
struct RunStop: Error {
    var output: RuntimeValue?
}

import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime
import Synchronization

/// Runs a shortcut's test cases, each on a copy of its device — the sample, or the case's
/// fixture — never the library's own; with its own stored content and clipboard; within a
/// step bound and a time limit, so a shortcut that loops forever fails its case instead of
/// holding up CI.
public struct ShortcutCaseRunner: Sendable {
    public var document: ShortcutDocument
    public var registry: IntentRegistry
    /// The library's shortcuts, for Run Shortcut.
    public var shortcuts: (any ShortcutSource)?
    /// Use Model's endpoint; nil asks a case for a stand-in.
    public var model: ModelEndpoint?
    /// How long one case may run.
    public var timeLimit: Duration = .seconds(60)
    /// How many steps one case may take.
    public var maximumSteps = 10_000_000
    /// Steps kept for a failing case's trace.
    public static let traceLength = 20
    /// Shown lines kept for the checks; a case that shows more keeps the first and counts the
    /// rest, so a loop that shows a million lines does not hold (or print) them all.
    public static let shownLinesKept = 10_000
    /// Characters kept of one shown line.
    public static let shownCharactersKept = 16_384

    public init(document: ShortcutDocument, registry: IntentRegistry, shortcuts: (any ShortcutSource)? = nil, model: ModelEndpoint? = nil) {
        self.document = document
        self.registry = registry
        self.shortcuts = shortcuts
        self.model = model
    }

    public func run(_ testCase: ShortcutTestCase) async -> ShortcutCaseResult {
        let started = ContinuousClock.now
        var result = await outcome(of: testCase)
        result.duration = ContinuousClock.now - started
        return result
    }

    private func outcome(of testCase: ShortcutTestCase) async -> ShortcutCaseResult {
        // The time limit covers reading the case's device too: a fixture of 64 MiB takes a while.
        let started = ContinuousClock.now
        var result = ShortcutCaseResult(name: testCase.name)
        let now = testCase.now ?? Date()
        let device: DeviceStore
        let stubs: [String: RuntimeValue]
        do {
            stubs = try StandInKeys.resolve(testCase.stubs.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) }, in: document)
        } catch {
            result.problem = "stubs: \(error.reason)"
            return result
        }
        do {
            device = try testCase.device.map { try DeviceStore.fixture($0, now: { now }) } ?? DeviceStore.sample(now: now)
        } catch {
            result.problem = "\(error)"
            return result
        }
        let left = timeLimit - (ContinuousClock.now - started)
        guard left > .zero else {
            result.problem = "reading its device took longer than \(timeLimit), the case's time limit; it was not run"
            return result
        }
        let storage = MemoryRunStorage()
        if let clipboard = testCase.clipboard { storage.setClipboard(.text(clipboard)) }
        for (seeds, global) in [(testCase.stored, false), (testCase.storedGlobal, true)] {
            for (key, seed) in seeds {
                let value: RuntimeValue = switch seed {
                case .text(let text): .text(text)
                case .number(let number): .number(number)
                case .bool(let flag): .bool(flag)
                }
                storage.store(value, key: key, global: global, shortcut: document.name)
            }
        }
        let log = CaseLog()
        var limits = RunLimits.standard
        limits.maximumSteps = maximumSteps
        let input: RuntimeValue = testCase.input.map { .text($0) } ?? .nothing
        let fixedNow = testCase.now
        let clockNow: @Sendable () -> Date = { fixedNow ?? Date() }
        let environment = RunEnvironment(
            input: input, prompter: ScriptedPrompter(answers: testCase.answers), registry: registry,
            storage: storage, shortcuts: shortcuts, stubs: stubs, limits: limits, events: { log.heard($0) },
            now: clockNow, shortcutName: document.name, device: device, model: model)
        let ending = await runWithin(left, limitSaid: timeLimit, environment)
        (result.trace, result.stepsOmitted) = log.trace()
        let shown = log.shown()
        result.mismatches = CaseCheck(expect: testCase.expect, shown: shown.lines, shownOmitted: shown.omitted, ending: ending, device: device).mismatches()
        return result
    }

    /// The run, or its failure; stopped when `limit` passes (said as a failure naming the
    /// case's whole limit, `limitSaid`).
    private func runWithin(_ limit: Duration, limitSaid: Duration, _ environment: RunEnvironment) async -> CaseEnding {
        let timedOut = TimeoutFlag()
        let document = document
        return await withTaskGroup(of: CaseEnding?.self) { group in
            group.addTask {
                let run = ShortcutRun(document: document, environment: environment)
                do throws(RunFailure) {
                    return .done(try await run.run().output)
                } catch .stopped(let action) where timedOut.value.load(ordering: .relaxed) {
                    return .failed(.failed(action: action, title: run.title(of: max(0, action - 1)),
                                           message: "the case took longer than \(limitSaid), its time limit; it was stopped"))
                } catch {
                    return .failed(error)
                }
            }
            group.addTask {
                try? await Task.sleep(for: limit)
                if !Task.isCancelled { timedOut.value.store(true, ordering: .relaxed) }
                return nil
            }
            var ending: CaseEnding = .failed(.stopped(action: 0))
            while let next = await group.next() {
                group.cancelAll()
                if let next {
                    ending = next
                    break
                }
            }
            return ending
        }
    }
}

/// Set when a case's time is up, before its run is cancelled: the stop is then said as the limit.
final class TimeoutFlag: Sendable {
    let value = Atomic<Bool>(false)
}

/// How a case's run ended.
enum CaseEnding {
    case done(RuntimeValue?)
    case failed(RunFailure)
}

struct CaseProblem: Error, CustomStringConvertible {
    var description: String
}

/// What a case's run showed and its last steps, as they happen.
final class CaseLog: Sendable {
    private struct State {
        var shown: [String] = []
        var shownOmitted = 0
        var steps: [String] = []
        var dropped = 0
    }

    private let state = Mutex(State())

    func heard(_ event: RunEvent) {
        switch event {
        case let .ran(action, title, output, depth):
            let line = String(repeating: "  ", count: depth) + "\(action) \(title) → \(output.preview)"
            state.withLock { state in
                state.steps.append(line)
                if state.steps.count > ShortcutCaseRunner.traceLength * 2 {
                    state.dropped += state.steps.count - ShortcutCaseRunner.traceLength
                    state.steps.removeFirst(state.steps.count - ShortcutCaseRunner.traceLength)
                }
            }
        case .shown(let text, _):
            state.withLock { state in
                guard state.shown.count < ShortcutCaseRunner.shownLinesKept else {
                    state.shownOmitted += 1
                    return
                }
                state.shown.append(text.count > ShortcutCaseRunner.shownCharactersKept
                    ? String(text.prefix(ShortcutCaseRunner.shownCharactersKept)) + "… (\(text.count - ShortcutCaseRunner.shownCharactersKept) more characters)" : text)
            }
        case let .warning(action, message):
            state.withLock { $0.steps.append("⚠ \(action) \(message)") }
        case .progress:
            // How far an action got is not part of what a case checks.
            break
        }
    }

    /// The lines kept of what the run showed, and how many more it showed past them.
    func shown() -> (lines: [String], omitted: Int) { state.withLock { ($0.shown, $0.shownOmitted) } }

    func trace() -> ([String], Int) {
        state.withLock { state in
            let extra = max(0, state.steps.count - ShortcutCaseRunner.traceLength)
            return (Array(state.steps.suffix(ShortcutCaseRunner.traceLength)), state.dropped + extra)
        }
    }
}

import Foundation
import IntentKit
import ShortcutModel
import ShortcutRuntime
import Testing
import TestSupport

/// A shortcut is a program someone else wrote: thousands of mutated ones — the conformance
/// set with numbers made extreme, values of the wrong kind, parameters dropped, actions
/// duplicated, swapped or renamed, blocks broken — each run with a small memory and step
/// bound and no network. Every run ends, done or with a failure that says something; none
/// crashes or hangs. Seeded, so a failure replays.
@Suite(.offThePool) struct RunFuzzTests {
    static let extremes: [PropertyListValue] = [
        .real(1e300), .real(-1e300), .real(.nan), .real(.infinity), .real(-.infinity), .integer(.max), .integer(.min),
        .integer(0), .integer(-1), .string(""), .string("\u{1B}[201~\u{0}"), .string("(a+)+$"), .string(String(repeating: "(", count: 5_000)),
        .bool(true), .array([.array([.array([])])]), .dictionary(["Value": .string("x"), "WFSerializationType": .string("WFTextTokenString")]),
        .data([0, 1, 2]), .date(Date(timeIntervalSinceReferenceDate: 1e13)),
    ]

    static let rounds = 10_000
    static let executor = ThreadExecutor(name: "run fuzz")

    static let identifiers = Set(Conformance.cases.flatMap { $0.actions.map(\.identifier) }).sorted()

    static func pick<T>(_ items: [T], _ random: inout SeededGenerator) -> T {
        items[Int(random.next() % UInt64(items.count))]
    }

    static func mutate(_ actions: [Act], _ random: inout SeededGenerator) -> [Act] {
        var actions = actions
        for _ in 0..<(1 + random.next() % 3) {
            guard !actions.isEmpty else { return actions }
            let at = Int(random.next() % UInt64(actions.count))
            switch random.next() % 7 {
            case 0, 1:
                // A value made extreme, or of another kind.
                guard !actions[at].parameters.isEmpty else { continue }
                let key = Int(random.next() % UInt64(actions[at].parameters.count))
                actions[at].parameters[key].1 = pick(extremes, &random)
            case 2:
                guard !actions[at].parameters.isEmpty else { continue }
                actions[at].parameters.remove(at: Int(random.next() % UInt64(actions[at].parameters.count)))
            case 3:
                actions.insert(actions[at], at: Int(random.next() % UInt64(actions.count + 1)))
            case 4:
                actions.swapAt(at, Int(random.next() % UInt64(actions.count)))
            case 5:
                actions[at].identifier = pick(identifiers, &random)
            default:
                actions.remove(at: at)
            }
        }
        return actions
    }

    @Test func mutatedShortcutsEndWithAReasonNeverACrashOrAHang() async {
        var random = SeededGenerator(seed: 0x5EED_2026_1129)
        var limits = RunLimits(maximumSize: 100_000, maximumDepth: 2, requestDeadline: .seconds(1))
        limits.maximumSteps = 5_000
        limits.maximumNesting = 64
        var endings: [String: Int] = [:]
        for round in 0..<Self.rounds {
            let seed = Conformance.cases[round % Conformance.cases.count]
            let document = shortcut(Self.mutate(seed.actions, &random))
            let environment = RunEnvironment(input: seed.input, limits: limits, now: { Date(timeIntervalSince1970: 1_795_000_000) },
                                             web: nil)
            // On a thread of its own: ten thousand runs back to back would otherwise hold one of
            // the pool's two threads that every other test of the suite waits on.
            let task = Task(executorPreference: Self.executor) { try await ShortcutRun(document: document, environment: environment).run() }
            // A mutant may Wait for hours: a watchdog on a queue of its own stops it; a stopped
            // run is an ending too, with its reason.
            let watchdog = DispatchWorkItem { task.cancel() }
            DispatchQueue(label: "fuzz-watchdog").asyncAfter(deadline: .now() + 5, execute: watchdog)
            do {
                _ = try await task.value
                endings["done", default: 0] += 1
            } catch let failure as RunFailure {
                #expect(!failure.description.isEmpty, "round \(round)")
                endings[Mirror(reflecting: failure).children.first?.label ?? "other", default: 0] += 1
            } catch {
                Issue.record("round \(round) (\(seed.name)) ended with \(error), not a run's failure")
            }
            watchdog.cancel()
        }
        // The mutations reach past the first action: some runs end, and many fail.
        #expect(endings["done", default: 0] > 100 && endings["failed", default: 0] > 100, "\(endings)")
        #expect(endings.values.reduce(0, +) == Self.rounds, "\(endings)")
    }
}

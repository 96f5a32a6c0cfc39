import Foundation
@testable import IntentKit
import Synchronization
import Testing

/// How an intent runs in this process (issue 64): its progress reaches the bound listener,
/// a cancellation reaches a `CancellableIntent`'s handler with its reason, a choice is asked
/// with the options' titles, a conditional confirmation is not asked of a shortcut's run.
@Suite struct ExecutionTests {
    /// Counts to `total`, saying how far it has got; cancelled, it keeps the reason.
    struct Count: ProgressReportingIntent, CancellableIntent {
        static let title: LocalizedStringResource = "Count"
        @Parameter(title: "Total", default: 3) var total: Int

        func perform() async throws -> some IntentResult & ReturnsValue<Int> {
            let total = total
            try await withIntentCancellationHandler {
                progress.totalUnitCount = Int64(total)
                for step in 1...total {
                    progress.completedUnitCount = Int64(step)
                    await Task.yield()
                }
                try Task.checkCancellation()
            } onCancel: { reason in
                Heard.shared.heard(reason)
            }
            return .result(value: total)
        }
    }

    /// The reasons `Count` was cancelled for.
    final class Heard: Sendable {
        static let shared = Heard()
        private let state = Mutex<[IntentCancellationReason]>([])
        func heard(_ reason: IntentCancellationReason) { state.withLock { $0.append(reason) } }
        var reasons: [IntentCancellationReason] { state.withLock { $0 } }
    }

    final class Reports: IntentProgressListening, Sendable {
        private let state = Mutex<[IntentProgressReport]>([])
        func progressed(_ report: IntentProgressReport) { state.withLock { $0.append(report) } }
        var all: [IntentProgressReport] { state.withLock { $0 } }
    }

    @Test func aProgressReportingIntentsLastProgressIsHeard() async throws {
        var registry = IntentRegistry()
        try registry.register(Count.self)
        let reports = Reports()
        let outcome = try await IntentRun.$progressListener.withValue(reports) {
            try await registry.perform(Count.persistentIdentifier, values: ["total": .int(4)])
        }
        #expect(outcome.value == .int(4))
        // However often the watch read it, the last report is the whole, and none repeats.
        #expect(reports.all.last == IntentProgressReport(completed: 4, total: 4))
        #expect(Set(reports.all).count == reports.all.count)
        #expect(registry.definition(for: Count.persistentIdentifier)?.execution
                == IntentDefinition.Execution(reportsProgress: true, cancellable: true, longRunning: false))
    }

    @Test func aCancelledIntentHearsWhy() async throws {
        let cancellation = IntentCancellation()
        cancellation.cancel(because: .timeout)
        cancellation.cancel(because: .userCancelled)
        #expect(cancellation.currentReason == .timeout, "the first reason given stands")
        let before = Heard.shared.reasons.count
        let task = Task {
            try await IntentRun.$cancellation.withValue(cancellation) {
                try await Count().perform()
            }
        }
        task.cancel()
        _ = await task.result
        #expect(Heard.shared.reasons.dropFirst(before).contains(.timeout))
        #expect(IntentCancellation().currentReason == .userCancelled, "unsaid, a cancellation is the person's")
        #expect(IntentCancellationReason(protocolName: "timeout") == .timeout && IntentCancellationReason(protocolName: "later") == nil)
    }

    @Test func progressReadsAsItsCountsSay() {
        #expect(IntentProgressReport(completed: 3, total: 12).text == "3 of 12")
        #expect(IntentProgressReport(completed: 3, total: 12).fraction == 0.25)
        #expect(IntentProgressReport(completed: 14, total: 12).text == "12 of 12")
        #expect(IntentProgressReport(completed: 2, total: -1).text == "working")
        #expect(IntentProgressReport(completed: 2, total: -1).fraction == nil)
    }

    struct Replace: AppIntent {
        static let title: LocalizedStringResource = "Replace"
        func perform() async throws -> some IntentResult & ReturnsValue<String> {
            let chosen = try await requestChoice(between: [Option(title: "Keep Both"), Option(title: "Replace", style: .destructive), .cancel],
                                                 dialog: "It exists.")
            try await requestConfirmation(conditions: [.lowConfidenceSource], dialog: "Really?")
            return .result(value: chosen.title.text)
        }
    }

    @Test func aChoiceIsAskedWithTheOptionsTitlesAndCancelCancels() async throws {
        let person = ScriptedPerson([.choice(1)])
        let chosen = try await IntentRun.$asker.withValue(person) { try await Replace().perform() }
        #expect(chosen.value == "Replace")
        #expect(person.asked == [.choice(parameter: "Replace", options: ["Keep Both", "Replace", "Cancel"], prompt: "It exists.")],
                "a confirmation on a low-confidence source is not asked of a shortcut's run")
        let cancelling = ScriptedPerson([.choice(2)])
        await #expect(throws: IntentCancelledError(prompt: "It exists.")) {
            try await IntentRun.$asker.withValue(cancelling) { try await Replace().perform() }
        }
        await #expect(throws: IntentNeedsPersonError.self) { try await Replace().perform() }
    }

    @Test func aCancelledPerformSaysSoInWords() {
        #expect(AppIntentError.message(of: CancellationError()) == "The action was cancelled.")
    }
}

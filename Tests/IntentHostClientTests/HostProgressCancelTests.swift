import Foundation
import IntentHostClient
import IntentKit
import Synchronization
import Testing
import TestSupport

/// A perform that says how far it has got and is cancelled, as the editor meets it over the
/// pipe: each progress line reaches the call's listener and starts its deadline again; a stop
/// or a deadline writes a cancel line naming the request and why, before the call gives up.
@Suite(.offThePool) struct HostProgressCancelTests {
    /// A host that reports progress on its perform, then records whatever it is sent next.
    static func recordingHost(_ heard: URL) throws -> HostCommand {
        HostCommand(executable: try TestScratch.script("""
            read handshake
            echo '{"id": 1, "result": {"protocol": 2, "host": "Slow", "intents": []}}'
            read perform
            echo '{"progress": 2, "completed": 3, "total": 12}'
            read cancel
            echo "$cancel" > '\(heard.path).part' && mv '\(heard.path).part' '\(heard.path)'
            exec sleep 600
            """, name: "Slow").path, arguments: [], name: "Slow")
    }

    /// What the host recorded, once it has (the file appears whole).
    static func recorded(_ file: URL) throws -> JSONValue {
        let deadline = ContinuousClock.now + .seconds(60)
        while !FileManager.default.fileExists(atPath: file.path) {
            guard ContinuousClock.now < deadline else { throw CancellationError() }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return try JSONValue.parse(Array(try Data(contentsOf: file)).filter { $0 != 10 })
    }

    @Test func aStoppedPerformIsCancelledOnTheHostAsThePersons() async throws {
        let heard = TestScratch.path("cancel")
        let connection = IntentHostConnection(command: try Self.recordingHost(heard))
        let listener = HeardProgress()
        let perform = Task {
            try await IntentRun.$progressListener.withValue(listener) {
                try await connection.perform(intent: "Upload", values: [:], deadline: .seconds(600))
            }
        }
        #expect(await listener.first() == IntentProgressReport(completed: 3, total: 12))
        perform.cancel()
        await #expect(throws: HostCallError.cancelled(host: "Slow")) { try await perform.value }
        #expect(try Self.recorded(heard) == .object([("cancel", .int(2)), ("reason", .string("userCancelled"))]))
        await connection.stop()
    }

    @Test func aPerformPastItsDeadlineIsCancelledAsATimeout() async throws {
        let heard = TestScratch.path("timeout")
        let connection = IntentHostConnection(command: try Self.recordingHost(heard))
        // The progress line may come before the deadline or after it: only the cancel is sure.
        await #expect(throws: HostCallError.timedOut(host: "Slow", seconds: 0.5)) {
            try await connection.perform(intent: "Upload", values: [:], deadline: .milliseconds(500))
        }
        #expect(try Self.recorded(heard) == .object([("cancel", .int(2)), ("reason", .string("timeout"))]))
        await connection.stop()
    }
}

/// The progress a perform reported, and a wait for the first report.
final class HeardProgress: IntentProgressListening, Sendable {
    private let state = Mutex<(reports: [IntentProgressReport], waiting: CheckedContinuation<IntentProgressReport, Never>?)>(([], nil))

    func progressed(_ report: IntentProgressReport) {
        let waiting = state.withLock { state in
            state.reports.append(report)
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: report)
    }

    func first() async -> IntentProgressReport {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> IntentProgressReport? in
                if let first = state.reports.first { return first }
                state.waiting = continuation
                return nil
            }
            if let ready { continuation.resume(returning: ready) }
        }
    }
}

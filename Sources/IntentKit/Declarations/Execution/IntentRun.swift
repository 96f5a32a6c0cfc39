import Foundation
import Synchronization

/// What surrounds a `perform()` while it runs: who can ask the person running the shortcut,
/// who hears its progress, and why it is being cancelled. Bound by whoever runs the intent (a
/// host around a request, the runtime around an action) as task-locals, so that the intent's
/// own calls — `requestValue`, `progress`, `withIntentCancellationHandler` — reach them
/// without being handed anything. Outside a run, a request for a person throws and progress
/// goes nowhere.
public enum IntentRun {
    /// Who asks, for the task running `perform()` and those it starts.
    @TaskLocal public static var asker: (any PersonAsking)?
    /// Who hears how far a `ProgressReportingIntent` has got.
    @TaskLocal public static var progressListener: (any IntentProgressListening)?
    /// The `Progress` a `ProgressReportingIntent` updates during this perform.
    @TaskLocal static var progress: Progress?
    /// Where whoever cancels the perform says why, before cancelling its task.
    @TaskLocal public static var cancellation: IntentCancellation?

    /// Asks through the bound asker; `unanswered` is thrown when there is none.
    static func ask(_ question: PersonQuestion, unanswered: @autoclosure () -> any Error) async throws -> PersonAnswer {
        guard let asker else { throw unanswered() }
        return try await asker.ask(question)
    }
}

/// How far a perform has got: `completed` of `total` units (a total of 0 or less when it is
/// not known yet).
public struct IntentProgressReport: Sendable, Hashable, Codable {
    /// Units done.
    public var completed: Int64
    /// Units in all; 0 or less while unknown.
    public var total: Int64

    /// `completed` of `total`.
    public init(completed: Int64, total: Int64) {
        self.completed = completed
        self.total = total
    }

    /// "3 of 12", or "working" while the total is unknown.
    public var text: String {
        total > 0 ? "\(min(completed, total)) of \(total)" : "working"
    }

    /// From 0 to 1; nil while the total is unknown.
    public var fraction: Double? {
        total > 0 ? Double(min(max(completed, 0), total)) / Double(total) : nil
    }
}

/// Whoever shows a perform's progress: the editor's card, `run`'s progress line, a host's pipe.
public protocol IntentProgressListening: Sendable {
    /// The perform has got this far; called when it changes, never twice with the same report.
    func progressed(_ report: IntentProgressReport)
}

/// The reason a perform is being cancelled, set by whoever cancels before the task is: what a
/// `CancellableIntent`'s handler is told. Unset, a cancellation is the person's.
public final class IntentCancellation: Sendable {
    private let reason = Mutex<IntentCancellationReason?>(nil)

    /// Nothing cancelled yet.
    public init() {}

    /// Says why the perform is about to be cancelled; the first reason given stands.
    public func cancel(because given: IntentCancellationReason) {
        reason.withLock { if $0 == nil { $0 = given } }
    }

    /// Why the perform was cancelled: the person, unless a timeout was given.
    public var currentReason: IntentCancellationReason {
        reason.withLock { $0 } ?? .userCancelled
    }
}

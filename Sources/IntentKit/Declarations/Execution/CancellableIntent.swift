/// An intent that is told when it is cancelled, and why (iOS 26.4): a stop in the editor or ^C
/// in `run` asks its host to cancel it, and `onCancel` runs with the reason before the action
/// ends. An intent that is not cancellable is stopped without being told.
public protocol CancellableIntent: AppIntent {}

extension CancellableIntent {
    /// Runs `operation`; when the perform is cancelled (the person stopped it, or it ran past its
    /// limit without progress), `handler` is called at once with the reason. Keep it short: the
    /// action ends right after.
    public func withIntentCancellationHandler<T>(operation: () async throws -> T,
                                                 onCancel handler: @Sendable (IntentCancellationReason) -> Void,
                                                 isolation: isolated (any Actor)? = #isolation) async rethrows -> T {
        let cancellation = IntentRun.cancellation
        return try await withoutActuallyEscaping(handler) { handler in
            let told = UncheckedHandler(handler)
            return try await withTaskCancellationHandler(operation: operation, onCancel: {
                told.handler(cancellation?.currentReason ?? .userCancelled)
            }, isolation: isolation)
        }
    }
}

/// A non-escaping handler carried into `withTaskCancellationHandler`'s `onCancel`, which runs
/// before the operation returns: it cannot outlive the call.
private struct UncheckedHandler: @unchecked Sendable {
    let handler: @Sendable (IntentCancellationReason) -> Void
    init(_ handler: @escaping @Sendable (IntentCancellationReason) -> Void) { self.handler = handler }
}

/// Why a perform was cancelled: the person stopped it, or it ran past its limit without
/// reporting progress. A struct, as Apple's, so that a `switch` over it needs a `default`.
public struct IntentCancellationReason: Sendable, Hashable, CustomDebugStringConvertible {
    let name: String

    /// It ran past its limit (30 seconds without progress) and was stopped.
    public static var timeout: IntentCancellationReason { IntentCancellationReason(name: "timeout") }
    /// The person stopped it: the editor's stop, or ^C in `run`.
    public static var userCancelled: IntentCancellationReason { IntentCancellationReason(name: "userCancelled") }

    /// "timeout" or "userCancelled".
    public var debugDescription: String { name }

    /// The reason a protocol line names; nil for a name it does not know.
    package init?(protocolName: String) {
        guard ["timeout", "userCancelled"].contains(protocolName) else { return nil }
        name = protocolName
    }

    private init(name: String) { self.name = name }
}

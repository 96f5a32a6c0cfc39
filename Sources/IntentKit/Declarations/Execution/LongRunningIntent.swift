/// An intent whose work may take minutes (iOS 27): what it does inside `performBackgroundTask`
/// is not held to the 30-second limit other actions keep, as long as it reports progress.
public protocol LongRunningIntent: ProgressReportingIntent {}

extension LongRunningIntent {
    /// Runs `operation` as the intent's long task, past the usual limit.
    @discardableResult
    public func performBackgroundTask<T>(options: LongRunningTaskOptions = [],
                                         operation: @escaping () async throws -> T) async throws -> T {
        try await operation()
    }
}

extension LongRunningIntent where Self: CancellableIntent {
    /// Runs `operation` as the intent's long task; when it is cancelled, `onCancel` is told why
    /// (this handler, not one of `withIntentCancellationHandler`, is the one called).
    @discardableResult
    public func performBackgroundTask<T>(options: LongRunningTaskOptions = [], operation: @escaping () async throws -> T,
                                         onCancel: @escaping @Sendable (IntentCancellationReason) -> Void) async throws -> T {
        try await withIntentCancellationHandler(operation: operation, onCancel: onCancel)
    }
}

/// What a long task needs of the device (iOS 27); here it is kept and nothing more.
public struct LongRunningTaskOptions: OptionSet, Sendable, Hashable {
    /// The option bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The task needs the GPU.
    public static let requiresGPU = LongRunningTaskOptions(rawValue: 1 << 0)
}

/// Which of an app's processes may run an intent or a query (iOS 27), for intents shared by a
/// package between an app and its extensions. A host is one process: kept, not acted on.
public struct IntentExecutionTargets: OptionSet, Sendable, Hashable {
    /// The target bits.
    public let rawValue: Int
    /// Targets from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The app's main process.
    public static var main: IntentExecutionTargets { IntentExecutionTargets(rawValue: 1 << 0) }
    /// The app's App Intents extension.
    public static var appIntentsExtension: IntentExecutionTargets { IntentExecutionTargets(rawValue: 1 << 1) }
    /// A widget extension.
    public static var widgetKitExtension: IntentExecutionTargets { IntentExecutionTargets(rawValue: 1 << 2) }
    /// Any target there is.
    public static var `default`: IntentExecutionTargets { [.main, .appIntentsExtension, .widgetKitExtension] }
}

extension AppIntent {
    /// `static var allowedExecutionTargets: ExecutionTargets { [.main] }`.
    public typealias ExecutionTargets = IntentExecutionTargets
    /// Any target, unless the intent says.
    public static var allowedExecutionTargets: IntentExecutionTargets { .default }
}

extension EntityQuery {
    /// The targets a query may run in.
    public typealias ExecutionTargets = IntentExecutionTargets
    /// Any target, unless the query says.
    public static var allowedExecutionTargets: IntentExecutionTargets { .default }
}

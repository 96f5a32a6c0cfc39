/// Opens an app's value: Shortcuts' "Open <entity>" action.
///
/// ```swift
/// struct OpenTrail: OpenIntent {
///     static let title: LocalizedStringResource = "Open Trail"
///     @Parameter(title: "Trail") var target: TrailEntity
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol OpenIntent: SystemIntent {
    /// What is opened: an entity or an enum case.
    associatedtype Value: AppValue
    /// The value to open, a parameter of the intent.
    var target: Value { get set }
}

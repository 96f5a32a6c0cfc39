/// Deletes entities: Shortcuts' "Delete <entities>" action.
///
/// ```swift
/// struct DeleteTrails: DeleteIntent {
///     static let title: LocalizedStringResource = "Delete Trails"
///     @Parameter(title: "Trails") var entities: [TrailEntity]
///     func perform() async throws -> some IntentResult { .result() }
/// }
/// ```
public protocol DeleteIntent: SystemIntent {
    /// The kind of entity deleted.
    associatedtype Entity: AppEntity
    /// The entities to delete, a parameter of the intent.
    var entities: [Entity] { get }
}

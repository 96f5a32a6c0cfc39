/// An action people can put in a shortcut. Mirrors Apple's protocol: the static metadata and
/// `@Parameter` properties declare it; `IntentRegistry` reads them into an `IntentDefinition`.
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never>

    init()
    static var title: LocalizedStringResource { get }
    static var description: IntentDescription { get }
    static var isDiscoverable: Bool { get }
    static var openAppWhenRun: Bool { get }
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    @ParameterSummaryBuilder static var parameterSummary: SummaryContent { get }
    func perform() async throws -> PerformResult
}

/// A type with an identifier that survives renames; intents are saved in documents by it.
public protocol PersistentlyIdentifiable {
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    public static var persistentIdentifier: String { typeNameIdentifier(Self.self) }
}

/// A type's name as `String(describing:)` gives it (`Trail`, `Box<Trail>`), read without the
/// dynamic casts `String(describing:)` makes first — each a search of every protocol
/// conformance in the process, a noticeable share of the editor's start-up.
func typeNameIdentifier(_ type: Any.Type) -> String {
    _typeName(type, qualified: false)
}

extension AppIntent {
    /// No description unless the intent gives one: `static let description = IntentDescription("…")`.
    public static var description: IntentDescription { IntentDescription("") }
    /// Listed in the action library unless the intent says `static let isDiscoverable = false`.
    public static var isDiscoverable: Bool { true }
    /// Runs without opening the app, unless the intent says otherwise (kept as data here).
    public static var openAppWhenRun: Bool { false }
    /// Runs on a locked device too, unless the intent says otherwise (kept as data here).
    public static var authenticationPolicy: IntentAuthenticationPolicy { .alwaysAllowed }
}

extension AppIntent where SummaryContent == NoParameterSummary {
    /// An intent without `parameterSummary` shows its title and each parameter as a row.
    public static var parameterSummary: NoParameterSummary { NoParameterSummary() }
}

extension AppIntent where PerformResult == IntentResultContainer<Never> {
    /// Intents that only configure (widgets, say) need not do anything when run.
    public func perform() async throws -> IntentResultContainer<Never> { .result() }
}

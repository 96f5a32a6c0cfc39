/// An action people can put in a shortcut. Mirrors Apple's protocol: the static metadata and
/// `@Parameter` properties declare it; `IntentRegistry` reads them into an `IntentDefinition`.
public protocol AppIntent: PersistentlyIdentifiable, Sendable {
    /// The type of `parameterSummary`, inferred from it.
    associatedtype SummaryContent: ParameterSummary = NoParameterSummary
    /// The type `perform()` returns, inferred from it (`some IntentResult`).
    associatedtype PerformResult: IntentResult = IntentResultContainer<Never>

    /// An intent with every parameter unset; the system sets them before `perform()`.
    init()
    /// The action's name: `static let title: LocalizedStringResource = "Suggest Trails"`.
    static var title: LocalizedStringResource { get }
    /// What the action does, and where the action library files it.
    static var description: IntentDescription { get }
    /// Whether the action library lists it (true unless said).
    static var isDiscoverable: Bool { get }
    /// Whether running it brings the app forward (false unless said).
    static var openAppWhenRun: Bool { get }
    /// Whether it may run on a locked device (always, unless said).
    static var authenticationPolicy: IntentAuthenticationPolicy { get }
    /// How the action reads in a shortcut: a `Summary`, or a `When` or `Switch` choosing one.
    @ParameterSummaryBuilder static var parameterSummary: SummaryContent { get }
    /// What the action does when it runs: `return .result(value: …, dialog: …)`. The editor does
    /// not run intents; the body must compile all the same.
    func perform() async throws -> PerformResult
}

/// A type with an identifier that survives renames; intents are saved in documents by it.
public protocol PersistentlyIdentifiable {
    /// What documents save the type by; stable across renames if the type gives its own.
    static var persistentIdentifier: String { get }
}

extension PersistentlyIdentifiable {
    /// The type's name, unless the type gives its own (keep it when renaming the type).
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

/// What a search intent searches for (iOS 17.2): a value an intent can hold, with the scopes
/// its app searches in.
public protocol SearchCriteria: IntentValueConvertible, Hashable {
    /// The scopes the app's search offers; none by default.
    associatedtype SearchScopes = Void
}

/// The system's "search in app" intent (iOS 17.2): it receives the term typed and shows the
/// app's results. Declared with `@AssistantIntent(schema: .system.search)` on Apple's
/// platforms; here the protocol alone.
public protocol ShowInAppSearchResultsIntent: SystemIntent {
    /// What is searched for.
    associatedtype Criteria: SearchCriteria
    /// Where the app searches.
    static var searchScopes: Criteria.SearchScopes { get }
    /// What the person searched for.
    var criteria: Criteria { get set }
}

/// A text search: the whole term the person typed or said.
public struct StringSearchCriteria: SearchCriteria, Sendable {
    /// The app's search scopes, in a list.
    public typealias SearchScopes = [StringSearchScope]
    /// The term.
    public var term: String

    /// A search for `term`.
    public init(term: String) { self.term = term }

    /// Held as text.
    public static var intentValueType: ValueType { .string }
    /// The term, as text.
    public var intentValue: IntentValue { .string(term) }
    /// A search for the text given.
    public static func fromIntentValue(_ value: IntentValue) async throws -> StringSearchCriteria {
        guard case .string(let term) = value else { throw mismatch(value) }
        return StringSearchCriteria(term: term)
    }
}

/// Where an app's text search looks (iOS 17.2).
public enum StringSearchScope: String, AppEnum {
    /// The app's own search, which may take part in the system's.
    case general
    /// Videos people made and shared (not films or television).
    case freeformVideo
    /// Films.
    case movies
    /// Television: shows, seasons, episodes.
    case tv

    /// "Search Scope".
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Search Scope"
    /// Each scope's name.
    public static let caseDisplayRepresentations: [StringSearchScope: DisplayRepresentation] = [
        .general: "General", .freeformVideo: "Freeform Video", .movies: "Movies", .tv: "TV",
    ]
}

/// An App Intents extension's entry point (the extension's `@main` type on Apple's platforms).
/// A host is its own executable here: the protocol is kept so the declaration compiles.
public protocol AppIntentsExtension {}

/// An intent that replaces a SiriKit custom intent (iOS 16), so shortcuts made with the old
/// one keep working: `intentClassName` names the `INIntent` class it replaces.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The replaced SiriKit intent's class name ("OrderSoupIntent").
    static var intentClassName: String { get }
}

/// An intent that names the content it acts on (iOS 26), which Apple's platforms use to
/// choose the window it opens in.
public protocol TargetContentProvidingIntent: AppIntent {
    /// The content's identifier.
    var contentIdentifier: String { get }
}

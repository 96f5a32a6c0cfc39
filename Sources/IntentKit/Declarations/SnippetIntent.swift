/// An intent whose result is an interactive view (iOS 26). There are no views here: a result
/// that shows a snippet intent shows that intent's dialog and value instead, and `reload()`
/// has nothing to refresh.
public protocol SnippetIntent: AppIntent {}

extension SnippetIntent {
    /// Asks the system to show the snippet again; nothing is shown here.
    public static func reload() {}
}

/// A result that shows a snippet intent's view (`.result(snippetIntent:)`).
public protocol ShowsSnippetIntent: IntentResult {}

extension IntentResultContainer: ShowsSnippetIntent {}

/// The snippet intent a result shows when it names none: an empty view.
public struct EmptySnippetIntent: SnippetIntent {
    /// "Empty Snippet".
    public static let title: LocalizedStringResource = "Empty Snippet"
    /// Not offered in the action library.
    public static let isDiscoverable = false
    /// An empty snippet.
    public init() {}
    /// Shows nothing.
    public func perform() async throws -> some IntentResult { .result() }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// Done, showing `snippetIntent` (its dialog, here).
    public static func result(snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self {
        .init(value: nil, dialog: nil, opensIntent: nil, snippetIntent: snippetIntent)
    }

    /// Done, saying `dialog` and showing `snippetIntent`.
    public static func result(dialog: IntentDialog, snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: nil, snippetIntent: snippetIntent)
    }

    /// Done, opening `opensIntent` and showing `snippetIntent`.
    public static func result(opensIntent: some AppIntent, dialog: IntentDialog? = nil,
                              snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: opensIntent, snippetIntent: snippetIntent)
    }
}

extension IntentResult {
    /// Done, giving `value` to the next action and showing `snippetIntent`.
    public static func result<V: Sendable>(value: V, dialog: IntentDialog? = nil,
                                           snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: nil, snippetIntent: snippetIntent)
    }

    /// Done, giving `value`, opening `opensIntent` and showing `snippetIntent`.
    public static func result<V: Sendable>(value: V, opensIntent: some AppIntent, dialog: IntentDialog? = nil,
                                           snippetIntent: some SnippetIntent = EmptySnippetIntent()) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: opensIntent, snippetIntent: snippetIntent)
    }
}

/// What `perform()` returns. The editor never runs intents, but `perform()` bodies written
/// for Apple's framework must compile, so the result shapes are here.
public protocol IntentResult: Sendable {}

/// A result carrying a value for the next action.
public protocol ReturnsValue<Value>: IntentResult {
    /// The type of the value given to the next action.
    associatedtype Value: Sendable
    /// The value given to the next action.
    var value: Value? { get }
}

/// A result with something for Siri to say.
public protocol ProvidesDialog: IntentResult {}

/// A result that opens another intent.
public protocol OpensIntent: IntentResult {}

/// A result with a view. There are no views here; the type exists so signatures compile.
public protocol ShowsSnippetView: IntentResult {}

/// The one concrete result type; `Value` is `Never` when nothing is returned.
public struct IntentResultContainer<Value: Sendable>: ReturnsValue, ProvidesDialog, OpensIntent, ShowsSnippetView {
    /// What the action gives the next one, if anything.
    public var value: Value?
    /// What Siri or the shortcut says when the intent finishes.
    public var dialog: IntentDialog?
    /// An intent to run next, as `.result(opensIntent:)` asks.
    public var opensIntent: (any AppIntent)?
    /// The snippet intent it shows (`.result(snippetIntent:)`): its dialog stands in for its view.
    public var snippetIntent: (any SnippetIntent)?

    init(value: Value?, dialog: IntentDialog?, opensIntent: (any AppIntent)?, snippetIntent: (any SnippetIntent)? = nil) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
        self.snippetIntent = snippetIntent
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    /// `return .result()`: done, nothing to return or say.
    public static func result() -> Self { .init(value: nil, dialog: nil, opensIntent: nil) }
    /// `return .result(dialog: "Ordered.")`: done, with something to say.
    public static func result(dialog: IntentDialog) -> Self { .init(value: nil, dialog: dialog, opensIntent: nil) }
    /// `return .result(opensIntent: ShowOrder())`: done, and another intent runs next.
    public static func result(opensIntent: some AppIntent, dialog: IntentDialog? = nil) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: opensIntent)
    }
}

extension IntentResult {
    /// `return .result(value: trail)`: done, giving `value` to the next action (declare
    /// `-> some IntentResult & ReturnsValue<Trail>`).
    public static func result<V: Sendable>(value: V, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: nil)
    }

    /// A value for the next action, and another intent to run.
    public static func result<V: Sendable>(value: V, opensIntent: some AppIntent, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: opensIntent)
    }
}

/// What `perform()` returns. The editor never runs intents, but `perform()` bodies written
/// for Apple's framework must compile, so the result shapes are here.
public protocol IntentResult: Sendable {}

/// A result carrying a value for the next action.
public protocol ReturnsValue<Value>: IntentResult {
    associatedtype Value: Sendable
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
    public var value: Value?
    public var dialog: IntentDialog?
    public var opensIntent: (any AppIntent)?

    init(value: Value?, dialog: IntentDialog?, opensIntent: (any AppIntent)?) {
        self.value = value
        self.dialog = dialog
        self.opensIntent = opensIntent
    }
}

extension IntentResult where Self == IntentResultContainer<Never> {
    public static func result() -> Self { .init(value: nil, dialog: nil, opensIntent: nil) }
    public static func result(dialog: IntentDialog) -> Self { .init(value: nil, dialog: dialog, opensIntent: nil) }
    public static func result(opensIntent: some AppIntent, dialog: IntentDialog? = nil) -> Self {
        .init(value: nil, dialog: dialog, opensIntent: opensIntent)
    }
}

extension IntentResult {
    public static func result<V: Sendable>(value: V, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: nil)
    }

    public static func result<V: Sendable>(value: V, opensIntent: some AppIntent, dialog: IntentDialog? = nil) -> Self
    where Self == IntentResultContainer<V> {
        .init(value: value, dialog: dialog, opensIntent: opensIntent)
    }
}

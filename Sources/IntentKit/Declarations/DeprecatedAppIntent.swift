/// An intent its app has replaced (Apple's, iOS 17): it still runs in the shortcuts that use
/// it, and says so — its card and `lint` name the message and the replacement, and the action
/// library lists it only when searched for.
public protocol DeprecatedAppIntent: AppIntent {
    /// The intent to use instead; `Never` when there is none.
    associatedtype ReplacementIntent: AppIntent = Never
    /// Why, and what replaces it.
    static var deprecation: IntentDeprecation<ReplacementIntent> { get }
}

/// What a deprecated intent says of itself: a short sentence, and the intent that replaces it.
public struct IntentDeprecation<ReplacementIntent: AppIntent>: Sendable {
    /// "Use Brew Coffee instead." — sentence case, with a period, as Apple asks.
    public var message: LocalizedStringResource
    /// The intent to use instead, if there is one.
    public var replacedBy: ReplacementIntent.Type?

    /// Deprecated, with nothing to replace it.
    public init(message: LocalizedStringResource) where ReplacementIntent == Never {
        self.message = message
        self.replacedBy = nil
    }

    /// Deprecated, with a message and (when not nil) the intent that replaces it.
    public init(message: LocalizedStringResource, replacedBy: ReplacementIntent.Type?) {
        self.message = message
        self.replacedBy = replacedBy
    }

    /// Replaced by another intent; the message is made from its title.
    public init(replacedBy: ReplacementIntent.Type) {
        self.message = LocalizedStringResource(stringLiteral: "Use \(replacedBy.title.text) instead.")
        self.replacedBy = replacedBy
    }
}

extension Never: AppIntent {
    /// No intent: the replacement of a deprecated intent that has none.
    public static var title: LocalizedStringResource { "None" }
    /// `Never` has no values; nothing can make one.
    public init() { fatalError("Never is no intent to make; it stands for a deprecated intent's missing replacement") }
}

extension DeprecatedAppIntent {
    /// The deprecation as definitions hold it.
    static var deprecationDefinition: IntentDefinition.Deprecation {
        let deprecation = Self.deprecation
        let replacement = deprecation.replacedBy.map { ($0.persistentIdentifier, $0.title.text) }
        return IntentDefinition.Deprecation(message: deprecation.message.text, replacement: replacement?.0, replacementTitle: replacement?.1)
    }
}

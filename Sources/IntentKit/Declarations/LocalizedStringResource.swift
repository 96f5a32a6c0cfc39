/// Text an intent shows to people. Apple resolves it through the app's string tables; on
/// Linux there are none, so the text is the default value or, failing that, the key.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key in the app's string table; the text itself when there is no default value.
    public var key: String
    /// The text in the development language, when it differs from the key.
    public var defaultValue: String?
    /// The string table the key is in (`Localizable` when nil).
    public var table: String?

    /// `LocalizedStringResource("trail.title", defaultValue: "Trail")`; the comment is for translators
    /// and is not kept.
    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
    }

    /// `"Trail"` wherever a resource is expected: the literal is the key and the text.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// `"Trail \(number)"`: the interpolated text is the key and the text.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The text to show.
    public var text: String { defaultValue ?? key }

    /// The text to show.
    public var description: String { text }
}

/// The description of an intent, and the category and keywords the action library uses to
/// group it and find it.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// What the intent does, in a sentence.
    public var descriptionText: LocalizedStringResource
    /// The group the action library lists the intent under.
    public var categoryName: LocalizedStringResource?
    /// Other words the action library finds the intent by.
    public var searchKeywords: [LocalizedStringResource]
    /// The name of what `perform()` returns, as the next action's variable is called.
    public var resultValueName: LocalizedStringResource?

    /// `IntentDescription("Suggests trails near you.", categoryName: "Hiking", searchKeywords: ["walk"])`.
    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    /// `static let description: IntentDescription = "Suggests trails near you."`.
    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    /// A description with interpolations, as its text.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// What Siri would say; kept so code written for Apple's framework compiles, shown by the
/// editor as a parameter's prompt.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The whole sentence, for a screen or for speech.
    public var full: LocalizedStringResource
    /// A shorter form to go with a view, when there is one.
    public var supporting: LocalizedStringResource?

    /// `IntentDialog(full: "Which trail should I suggest?", supporting: "Which trail?")`.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource? = nil) {
        self.full = full
        self.supporting = supporting
    }

    /// `IntentDialog("Which trail?")`: one text for both.
    public init(_ text: LocalizedStringResource) {
        self.init(full: text)
    }

    /// `"Which trail?"` wherever a dialog is expected.
    public init(stringLiteral value: String) {
        self.init(full: LocalizedStringResource(value))
    }

    /// `"Ordered \(count) soups."` wherever a dialog is expected.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(full: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

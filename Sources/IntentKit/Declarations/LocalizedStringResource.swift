/// Text an intent shows to people. Apple resolves it through the app's string tables; on
/// Linux there are none, so the text is the default value or, failing that, the key.
public struct LocalizedStringResource: Sendable, Hashable, ExpressibleByStringInterpolation, CustomStringConvertible {
    public var key: String
    public var defaultValue: String?
    public var table: String?

    public init(_ key: String, defaultValue: String? = nil, table: String? = nil, comment: StaticString? = nil) {
        self.key = key
        self.defaultValue = defaultValue
        self.table = table
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(String(stringInterpolation: stringInterpolation))
    }

    /// The text to show.
    public var text: String { defaultValue ?? key }

    public var description: String { text }
}

/// The description of an intent, and the category and keywords the action library uses to
/// group it and find it.
public struct IntentDescription: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var descriptionText: LocalizedStringResource
    public var categoryName: LocalizedStringResource?
    public var searchKeywords: [LocalizedStringResource]
    public var resultValueName: LocalizedStringResource?

    public init(_ descriptionText: LocalizedStringResource, categoryName: LocalizedStringResource? = nil,
                searchKeywords: [LocalizedStringResource] = [], resultValueName: LocalizedStringResource? = nil) {
        self.descriptionText = descriptionText
        self.categoryName = categoryName
        self.searchKeywords = searchKeywords
        self.resultValueName = resultValueName
    }

    public init(stringLiteral value: String) {
        self.init(LocalizedStringResource(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// What Siri would say; kept so code written for Apple's framework compiles, shown by the
/// editor as a parameter's prompt.
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    public var full: LocalizedStringResource
    public var supporting: LocalizedStringResource?

    public init(full: LocalizedStringResource, supporting: LocalizedStringResource? = nil) {
        self.full = full
        self.supporting = supporting
    }

    public init(_ text: LocalizedStringResource) {
        self.init(full: text)
    }

    public init(stringLiteral value: String) {
        self.init(full: LocalizedStringResource(value))
    }

    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(full: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

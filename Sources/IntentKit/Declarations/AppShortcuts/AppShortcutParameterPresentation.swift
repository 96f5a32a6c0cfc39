/// What the library needs of a parameter presentation, whatever its generic types.
protocol AppShortcutParameterPresenting: Sendable {
    var keyPath: AnyKeyPath { get }
    func summaryText(naming name: (AnyKeyPath) -> String) -> String
    var collectionTitles: [String] { get }
}

/// How an App Shortcut is offered once per option of one of its intent's parameters (iOS 17):
/// the parameter, the sentence each is said with ("Open \(\.$list)"), and the collections its
/// options come from.
public struct AppShortcutParameterPresentation<Intent: AppIntent, Value: IntentParameterValue, Parameter: IntentParameter<Value>,
                                               ParameterKeyPath: KeyPath<Intent, Parameter>>: AppShortcutParameterPresenting,
                                                                                              @unchecked Sendable {
    // @unchecked: a key path is immutable, but not declared Sendable for every Root.
    let path: ParameterKeyPath
    let summary: AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>
    let collections: [any AppShortcutOptionsCollectionProtocol]

    /// The parameter at `keyPath`, said as `summary`, its options from `optionsCollections`.
    public init<Collections: AppShortcutOptionsCollectionSpecification<Value.UnwrappedType>>(
        for keyPath: ParameterKeyPath, summary: AppShortcutParameterPresentationSummary<Intent, Value, Parameter, ParameterKeyPath>,
        @AppShortcutOptionsCollectionSpecificationBuilder<Value.UnwrappedType> optionsCollections: () -> Collections
    ) {
        path = keyPath
        self.summary = summary
        collections = Array(optionsCollections())
    }

    /// The iOS 17.0 form with a title in place of a summary (deprecated by Apple).
    public init<Collections: AppShortcutOptionsCollectionSpecification<Value.UnwrappedType>>(
        for keyPath: ParameterKeyPath, title: AppShortcutParameterPresentationTitle<Intent, Value, Parameter, ParameterKeyPath>,
        @AppShortcutOptionsCollectionSpecificationBuilder<Value.UnwrappedType> optionsCollections: () -> Collections
    ) {
        path = keyPath
        summary = AppShortcutParameterPresentationSummary(title.specific)
        collections = Array(optionsCollections())
    }

    var keyPath: AnyKeyPath { path }

    func summaryText(naming name: (AnyKeyPath) -> String) -> String {
        summary.string.parts.map { part in
            switch part {
            case .text(let text): text
            case .parameter: "${\(name(path))}"
            }
        }.joined()
    }

    var collectionTitles: [String] { collections.map(\.title.text) }
}

/// The sentence an App Shortcut with a presented parameter is listed by: "Open \(\.$list)".
public struct AppShortcutParameterPresentationSummary<Intent: AppIntent, Value: IntentParameterValue, Parameter: IntentParameter<Value>,
                                                      ParameterKeyPath: KeyPath<Intent, Parameter>>: @unchecked Sendable {
    let string: AppShortcutParameterPresentationSummaryString<Intent, Value, Parameter, ParameterKeyPath>

    /// The sentence; `table` names a strings table Apple's devices localise it from.
    public init(_ summaryString: AppShortcutParameterPresentationSummaryString<Intent, Value, Parameter, ParameterKeyPath>,
                table: StaticString? = nil) {
        string = summaryString
    }
}

/// The text of a presentation's summary: literal text and the presented parameter.
public struct AppShortcutParameterPresentationSummaryString<Intent: AppIntent, Value: IntentParameterValue, Parameter: IntentParameter<Value>,
                                                            ParameterKeyPath: KeyPath<Intent, Parameter>>: ExpressibleByStringInterpolation,
                                                                                                         @unchecked Sendable {
    enum Part { case text(String), parameter }
    var parts: [Part]

    init(parts: [Part]) { self.parts = parts }
    /// Text without the parameter.
    public init(_ value: String) { parts = [.text(value)] }
    /// Text without the parameter.
    public init(stringLiteral value: String) { parts = [.text(value)] }
    /// `"Open \(\.$list)"`.
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    /// Literal text and the presented parameter, which is the only one a summary may name.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        /// Room for what is to come.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Text.
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(.text(literal)) } }
        /// The presented parameter.
        public mutating func appendInterpolation(_ subject: ParameterKeyPath) { parts.append(.parameter) }
    }
}

/// The iOS 17.0 title of a presentation — a specific one naming the parameter and a generic
/// one ("Open List…") — which Apple deprecated for `AppShortcutParameterPresentationSummary`.
public struct AppShortcutParameterPresentationTitle<Intent: AppIntent, Value: IntentParameterValue, Parameter: IntentParameter<Value>,
                                                    ParameterKeyPath: KeyPath<Intent, Parameter>>: @unchecked Sendable {
    let specific: AppShortcutParameterPresentationSummaryString<Intent, Value, Parameter, ParameterKeyPath>
    /// The title without a value.
    public let generic: String

    /// A specific and a generic title.
    public init(specific: AppShortcutParameterPresentationTitleString<Intent, Value, Parameter, ParameterKeyPath>,
                generic: StaticString, table: StaticString? = nil) {
        self.specific = AppShortcutParameterPresentationSummaryString(parts: specific.parts)
        self.generic = "\(generic)"
    }
}

/// The text of a deprecated presentation title: literal text and the presented parameter.
public struct AppShortcutParameterPresentationTitleString<Intent: AppIntent, Value: IntentParameterValue, Parameter: IntentParameter<Value>,
                                                          ParameterKeyPath: KeyPath<Intent, Parameter>>: ExpressibleByStringInterpolation,
                                                                                                       @unchecked Sendable {
    var parts: [AppShortcutParameterPresentationSummaryString<Intent, Value, Parameter, ParameterKeyPath>.Part]

    /// Text without the parameter.
    public init(_ value: String) { parts = [.text(value)] }
    /// Text without the parameter.
    public init(stringLiteral value: String) { parts = [.text(value)] }
    /// `"Open \(\.$list)"`.
    public init(stringInterpolation: AppShortcutParameterPresentationSummaryString<Intent, Value, Parameter, ParameterKeyPath>.StringInterpolation) {
        parts = stringInterpolation.parts
    }
}

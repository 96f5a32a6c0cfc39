/// `Summary`: a sentence with placeholders, and the parameters listed under "Show More".
public struct IntentParameterSummary<Intent: AppIntent>: ParameterSummary {
    let sentence: ParameterSummaryString<Intent>?
    let table: String?
    let showMore: [AnyKeyPath]

    /// `Summary()`: no sentence; the action shows its title and every parameter.
    public init() {
        self.init(sentence: nil, table: nil, showMore: [])
    }

    /// `Summary { \.$a; \.$b }`: no sentence, these parameters listed.
    public init(@ParameterSummaryParametersBuilder<Intent> _ parameters: () -> [AnyKeyPath]) {
        self.init(sentence: nil, table: nil, showMore: parameters())
    }

    /// `Summary("Order \(\.$soup)")`.
    public init(_ sentence: ParameterSummaryString<Intent>, table: String? = nil) {
        self.init(sentence: sentence, table: table, showMore: [])
    }

    /// `Summary("Order \(\.$soup)") { \.$quantity }`.
    public init(_ sentence: ParameterSummaryString<Intent>, table: String? = nil,
                @ParameterSummaryParametersBuilder<Intent> _ parameters: () -> [AnyKeyPath]) {
        self.init(sentence: sentence, table: table, showMore: parameters())
    }

    private init(sentence: ParameterSummaryString<Intent>?, table: String?, showMore: [AnyKeyPath]) {
        self.sentence = sentence
        self.table = table
        self.showMore = showMore
    }

    /// The sentence as text runs and placeholders, and the Show More list, by parameter identifier.
    public func makeSummaryNode(in context: ParameterSummaryContext) -> SummaryNode? {
        let parts: [SentencePart] = sentence?.parts.map {
            switch $0 {
            case .text(let text): .text(text)
            case .parameter(let keyPath): .placeholder(context.parameterID(keyPath))
            }
        } ?? []
        return .summary(SummaryTemplate(sentence: parts, showMore: showMore.map(context.parameterID), table: table))
    }
}

/// The sentence of a `Summary`: text with `\(\.$param)` placeholders.
public struct ParameterSummaryString<Intent: AppIntent>: ExpressibleByStringInterpolation {
    enum Part {
        case text(String)
        case parameter(AnyKeyPath)
    }

    var parts: [Part]

    /// A sentence without placeholders: `Summary("Refresh the feed")`.
    public init(stringLiteral value: String) {
        parts = value.isEmpty ? [] : [.text(value)]
    }

    /// A sentence with placeholders: `Summary("Order \(\.$soup) for \(\.$table)")`.
    public init(stringInterpolation: StringInterpolation) {
        parts = stringInterpolation.parts
    }

    /// The parts of a sentence as Swift reads its interpolations: only `\(\.$param)` key paths to
    /// the intent's own parameters are accepted, so a typo does not compile.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// Room for the text and placeholders to come.
        public init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Text between placeholders.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            parts.append(.text(literal))
        }

        /// A placeholder for the parameter `\.$param` names.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            parts.append(.parameter(parameter))
        }
    }
}

/// The trailing list of `Summary { \.$a; \.$b }`: key paths to parameters, nothing else.
@resultBuilder
public enum ParameterSummaryParametersBuilder<Intent: AppIntent> {
    /// One parameter of the list: `\.$param`.
    public static func buildExpression<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) -> [AnyKeyPath] {
        [parameter]
    }

    /// The parameters in the order written.
    public static func buildBlock(_ parameters: [AnyKeyPath]...) -> [AnyKeyPath] {
        parameters.flatMap { $0 }
    }
}

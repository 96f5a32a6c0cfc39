/// A phrase that starts an App Shortcut: text with `\(.applicationName)` and `\(\.$param)`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    enum Part: @unchecked Sendable {
        case text(String)
        /// The app's name: `\(.applicationName)`.
        case applicationName
        case parameter(AnyKeyPath)
    }

    /// The tokens a phrase may hold besides parameters, by their older name here.
    public typealias Placeholder = AppShortcutPhraseToken

    var parts: [Part]

    /// A phrase without placeholders (Apple requires the app's name in each; kept as written).
    public init(stringLiteral value: String) { parts = [.text(value)] }
    /// A phrase from text, as written.
    public init(_ value: String) { parts = [.text(value)] }
    /// `"Find a \(\.$activity) trail in \(.applicationName)"`.
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    /// The parts of a phrase: text, the app's name, and the intent's own parameters.
    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        /// Room for the parts to come.
        public init(literalCapacity: Int, interpolationCount: Int) {}
        /// Text between placeholders.
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(.text(literal)) } }
        /// `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { parts.append(.applicationName) }
        /// `\(\.$activity)`: a parameter of the intent the phrase starts.
        public mutating func appendInterpolation<Value>(_ parameter: KeyPath<Intent, IntentParameter<Value>>) {
            parts.append(.parameter(parameter))
        }
    }

    /// The phrase with `${applicationName}` and `${parameter}` placeholders, as Apple's
    /// metadata writes them.
    func text(naming name: (AnyKeyPath) -> String) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .applicationName: "${applicationName}"
            case .parameter(let keyPath): "${\(name(keyPath))}"
            }
        }.joined()
    }
}

/// What a phrase may say besides text and parameters: only the app's name, as in Apple's.
public enum AppShortcutPhraseToken: Sendable, Hashable {
    /// The app's name (or one of its synonyms), which Apple requires in every phrase.
    case applicationName
}

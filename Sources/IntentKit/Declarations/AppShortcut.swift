/// An app's ready-made shortcut: an intent, the phrases that start it and how it is shown.
/// Siri is out of scope here; the declaration compiles and is kept as data
/// (`AppShortcutDefinition`) so `intents` can list it.
public struct AppShortcut: Sendable {
    let makeDefinition: @Sendable () -> AppShortcutDefinition

    /// `AppShortcut(intent: SuggestTrails(), phrases: ["Find a hike in \(.applicationName)"],
    /// shortTitle: "Find a Hike", systemImageName: "figure.hiking")`.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>],
                                   shortTitle: LocalizedStringResource, systemImageName: String) {
        makeDefinition = {
            let name = IntentParameterNames(of: intent)
            return AppShortcutDefinition(intent: Intent.persistentIdentifier,
                                         phrases: phrases.map { $0.text(naming: name.id(of:)) },
                                         shortTitle: shortTitle.text, systemImageName: systemImageName)
        }
    }
}

/// A phrase that starts an App Shortcut: text with `\(.applicationName)` and `\(\.$param)`.
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    enum Part: @unchecked Sendable {
        case text(String)
        /// The app's name: `\(.applicationName)`.
        case applicationName
        case parameter(AnyKeyPath)
    }

    /// Placeholders Apple's phrases may hold besides parameters.
    public enum Placeholder: Sendable {
        case applicationName
    }

    var parts: [Part]

    /// A phrase without placeholders (Apple requires the app's name in each; kept as written).
    public init(stringLiteral value: String) { parts = [.text(value)] }
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
        public mutating func appendInterpolation(_ placeholder: Placeholder) { parts.append(.applicationName) }
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

/// An app's App Shortcuts, as in Apple's framework. `SendableMetatype` because a registry
/// reads the declarations later, from whichever thread first lists them; a provider declared
/// as Apple's documentation shows (a plain struct) is one already.
public protocol AppShortcutsProvider: SendableMetatype {
    /// The app's App Shortcuts: `static var appShortcuts: [AppShortcut] { AppShortcut(…) }`.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

/// Collects `AppShortcut(…)` expressions into the provider's list.
@resultBuilder
public enum AppShortcutsBuilder {
    /// One `AppShortcut(…)`.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// The shortcuts in the order written.
    public static func buildBlock(_ groups: [AppShortcut]...) -> [AppShortcut] { groups.flatMap { $0 } }
    /// `if`: its shortcuts when the condition holds.
    public static func buildOptional(_ group: [AppShortcut]?) -> [AppShortcut] { group ?? [] }
    /// `if`/`else`: the first branch's shortcuts.
    public static func buildEither(first group: [AppShortcut]) -> [AppShortcut] { group }
    /// `if`/`else`: the second branch's shortcuts.
    public static func buildEither(second group: [AppShortcut]) -> [AppShortcut] { group }
    /// `for`: every iteration's shortcuts.
    public static func buildArray(_ groups: [[AppShortcut]]) -> [AppShortcut] { groups.flatMap { $0 } }
}

/// An app's ready-made shortcut: an intent, the phrases that start it and how it is shown.
/// Siri is out of scope here; the declaration compiles and is kept as data
/// (`AppShortcutDefinition`) so `intents` can list it.
public struct AppShortcut: Sendable {
    let makeDefinition: @Sendable () -> AppShortcutDefinition

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
        case applicationName
        case parameter(AnyKeyPath)
    }

    /// Placeholders Apple's phrases may hold besides parameters.
    public enum Placeholder: Sendable {
        case applicationName
    }

    var parts: [Part]

    public init(stringLiteral value: String) { parts = [.text(value)] }
    public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }

    public struct StringInterpolation: StringInterpolationProtocol {
        var parts: [Part] = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { if !literal.isEmpty { parts.append(.text(literal)) } }
        public mutating func appendInterpolation(_ placeholder: Placeholder) { parts.append(.applicationName) }
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
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
}

/// Collects `AppShortcut(…)` expressions into the provider's list.
@resultBuilder
public enum AppShortcutsBuilder {
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    public static func buildBlock(_ groups: [AppShortcut]...) -> [AppShortcut] { groups.flatMap { $0 } }
    public static func buildOptional(_ group: [AppShortcut]?) -> [AppShortcut] { group ?? [] }
    public static func buildEither(first group: [AppShortcut]) -> [AppShortcut] { group }
    public static func buildEither(second group: [AppShortcut]) -> [AppShortcut] { group }
    public static func buildArray(_ groups: [[AppShortcut]]) -> [AppShortcut] { groups.flatMap { $0 } }
}

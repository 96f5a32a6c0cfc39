/// An app's ready-made shortcut: an intent, the phrases that start it and how it is shown.
/// Siri is out of scope here; the declaration compiles and is kept as data
/// (`AppShortcutDefinition`) so `intents` can list it.
public struct AppShortcut: Sendable {
    let makeDefinition: @Sendable () -> AppShortcutDefinition

    /// `AppShortcut(intent: SuggestTrails(), phrases: ["Find a hike in \(.applicationName)"],
    /// shortTitle: "Find a Hike", systemImageName: "figure.hiking")`.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>],
                                   shortTitle: LocalizedStringResource, systemImageName: String) {
        self.init(intent: intent, phrases: phrases, title: shortTitle.text, image: systemImageName, parameter: nil)
    }

    /// The iOS 16 form, where the title and symbol may be left out: the library then names the
    /// shortcut by its intent's title, without a symbol.
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>],
                                   shortTitle: LocalizedStringResource? = nil, systemImageName: String? = nil) {
        self.init(intent: intent, phrases: phrases, title: (shortTitle ?? Intent.title).text, image: systemImageName ?? "", parameter: nil)
    }

    /// One App Shortcut per option of a parameter ("Open \(\.$list)"): `parameterPresentation`
    /// names the parameter, the sentence each is said with, and where its options come from.
    public init<Intent: AppIntent, Value: IntentParameterValue, Parameter: IntentParameter<Value>,
                ParameterKeyPath: KeyPath<Intent, Parameter>>(
        intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String,
        parameterPresentation: AppShortcutParameterPresentation<Intent, Value, Parameter, ParameterKeyPath>
    ) {
        self.init(intent: intent, phrases: phrases, title: shortTitle.text, image: systemImageName,
                  parameter: parameterPresentation)
    }

    private init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], title: String, image: String,
                                    parameter: (any AppShortcutParameterPresenting)?) {
        makeDefinition = {
            let name = IntentParameterNames(of: intent)
            var definition = AppShortcutDefinition(intent: Intent.persistentIdentifier,
                                                   phrases: phrases.map { $0.text(naming: name.id(of:)) },
                                                   shortTitle: title, systemImageName: image)
            if let parameter {
                definition.parameter = name.id(of: parameter.keyPath)
                definition.parameterSummary = parameter.summaryText(naming: name.id(of:))
                definition.optionsTitles = parameter.collectionTitles
            }
            definition.parameterValues = IntentRegistry.values(of: intent)
            return definition
        }
    }
}

/// An app's App Shortcuts, as in Apple's framework. `SendableMetatype` because a registry
/// reads the declarations later, from whichever thread first lists them; a provider declared
/// as Apple's documentation shows (a plain struct) is one already.
public protocol AppShortcutsProvider: SendableMetatype {
    /// The app's App Shortcuts: `static var appShortcuts: [AppShortcut] { AppShortcut(…) }`.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's shortcut tiles in Apple's Shortcuts app.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Phrases that must never start the app's shortcuts (iOS 17).
    static var negativePhrases: NegativeAppShortcutPhrases { get }
    /// Tells the system the options of parameterised App Shortcuts changed; nothing here
    /// caches them (the library asks the host each time it lists them).
    static func updateAppShortcutParameters()
}

extension AppShortcutsProvider {
    /// Blue, Shortcuts' own default tile.
    public static var shortcutTileColor: ShortcutTileColor { .blue }
    /// None.
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }
    /// Nothing to update: options are asked when they are shown.
    public static func updateAppShortcutParameters() {}
    /// The provider's options collections are `OptionsCollection(…)` in Apple's examples.
    public typealias OptionsCollection = AppShortcutOptionsCollection
    /// `ParameterPresentation(for:summary:optionsCollections:)` in Apple's examples.
    public typealias ParameterPresentation = AppShortcutParameterPresentation
    /// `Summary("Open \(\.$list)")` inside a parameter presentation.
    public typealias Summary = AppShortcutParameterPresentationSummary
    /// The iOS 17.0 title of a parameter presentation, deprecated by Apple for `Summary`.
    public typealias Title = AppShortcutParameterPresentationTitle
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
    /// `if #available`: the shortcuts as written.
    public static func buildLimitedAvailability(_ group: [AppShortcut]) -> [AppShortcut] { group }
    /// Another type's shortcuts (`AppShortcutsContent`), spliced in place.
    public static func buildExpression(_ content: some AppShortcutsContent) -> [AppShortcut] { content.appShortcuts }
}

/// A group of App Shortcuts declared in a type of its own and listed inside a provider's
/// `appShortcuts` (iOS 17.4), so a large app keeps each feature's shortcuts beside it.
public protocol AppShortcutsContent {
    /// The group's App Shortcuts.
    @AppShortcutsBuilder var appShortcuts: [AppShortcut] { get }
}

/// Phrases that must not start the app's App Shortcuts.
public struct NegativeAppShortcutPhrases: Sendable {
    /// The phrases.
    public var phrases: [NegativeAppShortcutPhrase]
    /// These phrases.
    public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }
}

/// One phrase that must not start the app's shortcuts.
public struct NegativeAppShortcutPhrase: ExpressibleByStringLiteral, Sendable {
    /// What is said.
    public var text: String
    /// `"Open Safari"`.
    public init(stringLiteral value: String) { text = value }
    /// A phrase from text.
    public init(_ value: String) { text = value }
}

/// The colour of an app's shortcut tiles in Apple's Shortcuts app: Apple's fifteen.
public enum ShortcutTileColor: Sendable, Hashable, CaseIterable {
    case blue, grape, grayBlue, grayBrown, grayGreen, lightBlue, lime, navy, orange, pink, purple, red, tangerine, teal, yellow
}

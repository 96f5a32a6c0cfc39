/// An App Shortcut as data: which intent, its phrases (with `${applicationName}` and
/// `${parameter}` placeholders), its short title and symbol.
public struct AppShortcutDefinition: Sendable, Hashable, Codable {
    /// The identifier of the intent it runs.
    public var intent: String
    /// What people say to start it, with `${applicationName}` and `${parameter}` placeholders.
    public var phrases: [String]
    /// Its name on a tile.
    public var shortTitle: String
    /// The SF Symbol on its tile.
    public var systemImageName: String
    /// The app it belongs to, when a host said (its name): what the library lists it under.
    public var app: String?
    /// The parameter presented once per option (`parameterPresentation`), by identifier.
    public var parameter: String?
    /// How each presented option is said, with a `${parameter}` placeholder ("Open ${list}").
    public var parameterSummary: String?
    /// The titles of the presented parameter's options collections.
    public var optionsTitles: [String]?
    /// The values the shortcut's intent was made with (`intent: OrderSoup(soup: .tomato)`):
    /// what adding it sets.
    public var parameterValues: [String: IntentValue]?

    /// An App Shortcut as data; `IntentRegistry.register(shortcuts:)` makes them from a provider.
    public init(intent: String, phrases: [String], shortTitle: String, systemImageName: String) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

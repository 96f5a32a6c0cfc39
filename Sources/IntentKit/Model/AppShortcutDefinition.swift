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

    /// An App Shortcut as data; `IntentRegistry.register(shortcuts:)` makes them from a provider.
    public init(intent: String, phrases: [String], shortTitle: String, systemImageName: String) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

/// An App Shortcut as data: which intent, its phrases (with `${applicationName}` and
/// `${parameter}` placeholders), its short title and symbol.
public struct AppShortcutDefinition: Sendable, Hashable, Codable {
    public var intent: String
    public var phrases: [String]
    public var shortTitle: String
    public var systemImageName: String

    public init(intent: String, phrases: [String], shortTitle: String, systemImageName: String) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }
}

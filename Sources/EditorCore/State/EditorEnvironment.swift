import IntentKit

/// What the editor is given rather than what it edits: the intents it knows, how values are
/// shown, which keys run which commands, where new actions' identifiers come from (the
/// shell seeds it at random, a test with a number), and what the hosts' builds said.
struct EditorEnvironment: Sendable {
    /// Replaced when a host is rebuilt (`LiveHostNews.reloaded`).
    var registry: IntentRegistry
    let displayContext: DisplayContext
    var keymap = Keymap.standard
    var identifiers: IdentifierSource
    /// What the hosts' builds said while the editor is open.
    var builds = HostBuilds()
}

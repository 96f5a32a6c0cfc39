import EditorCore

/// What the user's config file changes: the keys, the colours, and the model Use Model asks.
/// Everything not set keeps the editor's defaults.
public struct EditorSettings: Sendable {
    public var keymap: Keymap
    public var colors: [Role: TerminalColor]
    /// `[model] url`: an OpenAI-compatible chat endpoint for Use Model; nil when not set.
    public var modelURL: String?
    /// `[model] name`: the model asked for at that endpoint.
    public var modelName: String?

    public init(keymap: Keymap = .standard, colors: [Role: TerminalColor] = [:]) {
        self.keymap = keymap
        self.colors = colors
    }

    public static let defaults = EditorSettings()
}

import EditorCore

/// What the user's config file changes: the keys and the colours. Everything not set keeps
/// the editor's defaults.
public struct EditorSettings: Sendable {
    public var keymap: Keymap
    public var colors: [Role: TerminalColor]

    public init(keymap: Keymap = .standard, colors: [Role: TerminalColor] = [:]) {
        self.keymap = keymap
        self.colors = colors
    }

    public static let defaults = EditorSettings()
}

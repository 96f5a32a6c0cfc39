/// One thing over the cards that can take the keys, the mouse or a paste: a control, the
/// action library, a prompt, a page, the search prompt, the selection, the run's panel.
///
/// Every overlay answers the same four questions, so adding one means writing one type in a
/// folder of its own and never touching a switch elsewhere: which table its keys are read in,
/// what it does with an input (an outcome, as a control's keys are), how it draws itself, and
/// what the footer says while it is on top. The layer is a value held by the editor's
/// `LayerStack`; a handler gets a copy of it and changes the stack through `editor`.
protocol EditorLayer: Sendable {
    /// Where it sits: a layer of a higher tier is above one of a lower, whatever the order
    /// they opened in, so the stack draws and dispatches the same way every time.
    static var tier: LayerTier { get }

    /// The key table its keys are looked up in; nil when it lets keys through to the layer
    /// beneath (the run's panel, a search whose prompt is closed).
    func keyMode(in editor: EditorState) -> KeyMode?

    /// Takes an input or passes it down. A layer that passes an input down has changed nothing
    /// but, at most, closed itself (a click on the cards closes the control under them).
    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome

    /// Draws over what the layers beneath it drew.
    func draw(into canvas: inout Canvas, for editor: EditorState)

    /// The footer's line while it is the highest layer with one; nil leaves the footer to the
    /// message and the key hints.
    func footer(for editor: EditorState) -> FooterLine?
}

extension EditorLayer {
    func draw(into canvas: inout Canvas, for editor: EditorState) {}
    func footer(for editor: EditorState) -> FooterLine? { nil }
}

/// What reaches a layer: the terminal's inputs that a layer may take for itself.
enum LayerInput: Sendable {
    case key(Key)
    case mouse(MouseEvent)
    case paste(String)
}

/// A layer's answer to an input: taken (with the effects it asks the shell for), or left to
/// the layer beneath.
enum LayerOutcome: Sendable {
    case handled([EditorEffect])
    case passDown

    /// Taken, asking for nothing.
    static let handled = LayerOutcome.handled([])
}

/// The stack's floors, lowest first. Each holds one layer at most, except that opening an
/// overlay closes the one open: the editor shows one overlay at a time.
enum LayerTier: Int, Comparable, Sendable {
    /// The cards: beneath the stack, never in it.
    case cards
    /// The run's panel: drawn under everything else, never takes a key.
    case run
    /// The actions selected with `V`.
    case selection
    /// The search (`/`): its prompt while typing, its matches after.
    case search
    /// A control, the action library, a prompt, a page, a list, the details panel.
    case overlay

    static func < (lhs: LayerTier, rhs: LayerTier) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The footer's text and how it is drawn.
struct FooterLine: Sendable, Equatable {
    var text: String
    var style: Style
}

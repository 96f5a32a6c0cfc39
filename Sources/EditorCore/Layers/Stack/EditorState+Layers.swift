/// The editor's side of the stack: inputs offered from the top layer down to the cards, the
/// key mode and the footer of the highest layer that has one, drawing from the bottom up, and
/// typed views of each layer for the code that opens, changes or closes it.
extension EditorState {
    /// An input, offered to each layer from the top until one takes it; the cards take what
    /// every layer passes down.
    mutating func dispatch(_ input: LayerInput) -> [EditorEffect] {
        for layer in layers.topDown {
            if case .handled(let effects) = layer.handle(input, in: &self) { return effects }
        }
        if case .handled(let effects) = CardsLayer().handle(input, in: &self) { return effects }
        return []
    }

    /// The table of bindings that applies now: the highest layer's that takes keys.
    public var keyMode: KeyMode {
        for layer in layers.topDown {
            if let mode = layer.keyMode(in: self) { return mode }
        }
        return CardsLayer().keyMode(in: self) ?? .editor
    }

    /// Draws every layer, lowest first.
    func drawLayers(into canvas: inout Canvas) {
        for layer in layers.bottomUp { layer.draw(into: &canvas, for: self) }
    }

    /// The footer of the highest layer that has one, else the message, else the key hints.
    var footerLine: FooterLine {
        for layer in layers.topDown {
            if let line = layer.footer(for: self) { return line }
        }
        if let message { return FooterLine(text: message.text, style: message.kind == .error ? .error : .accent) }
        return FooterLine(text: keyHints, style: .dim)
    }

    // Typed views of the stack. Setting one opens or replaces that layer; nil closes it.

    /// The open control, if a value is being edited.
    public internal(set) var control: Control? {
        get { layers[Control.self] }
        set { layers[Control.self] = newValue }
        _modify { yield &layers[Control.self] }
    }

    /// The action library, if it is open.
    public internal(set) var actionLibrary: ActionLibrary? {
        get { layers[ActionLibrary.self] }
        set { layers[ActionLibrary.self] = newValue }
        _modify { yield &layers[ActionLibrary.self] }
    }

    /// The question being asked, if any.
    public internal(set) var prompt: Prompt? {
        get { layers[Prompt.self] }
        set { layers[Prompt.self] = newValue }
        _modify { yield &layers[Prompt.self] }
    }

    /// The page of text on screen, while one is open.
    public internal(set) var page: TextPage? {
        get { layers[TextPage.self] }
        set { layers[TextPage.self] = newValue }
        _modify { yield &layers[TextPage.self] }
    }

    /// The list of actions to go to (`#`), while it is open.
    public internal(set) var choice: ActionChoice? {
        get { layers[ActionChoice.self] }
        set { layers[ActionChoice.self] = newValue }
        _modify { yield &layers[ActionChoice.self] }
    }

    /// The shortcut's details (`i`), while they are open.
    public internal(set) var details: DetailsPanel? {
        get { layers[DetailsPanel.self] }
        set { layers[DetailsPanel.self] = newValue }
        _modify { yield &layers[DetailsPanel.self] }
    }

    /// The search (`/`), while its prompt or its matches are shown.
    public internal(set) var search: SearchState? {
        get { layers[SearchState.self] }
        set { layers[SearchState.self] = newValue }
        _modify { yield &layers[SearchState.self] }
    }

    /// The actions selected with `V`, while they are.
    public internal(set) var selection: ActionSelection? {
        get { layers[ActionSelection.self] }
        set { layers[ActionSelection.self] = newValue }
        _modify { yield &layers[ActionSelection.self] }
    }

    /// The shortcut's run in the editor, while there is one to show.
    public internal(set) var run: DebugRun? {
        get { layers[DebugRun.self] }
        set { layers[DebugRun.self] = newValue }
        _modify { yield &layers[DebugRun.self] }
    }

    /// Says that pasting does nothing here, and where it would.
    mutating func refusePaste() {
        message = .info("To paste, open a placeholder with Enter first (or paste a shortcut's XML here).")
    }
}

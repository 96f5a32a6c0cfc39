/// The layers over the cards, lowest first, kept in tier order (`LayerTier`): the one place
/// that knows how many there are and which is on top. Inputs go to the top layer first,
/// drawing goes from the bottom up.
struct LayerStack: Sendable {
    private var layers: [any EditorLayer] = []

    /// From the top down: the order inputs and the footer are offered in.
    var topDown: ReversedCollection<[any EditorLayer]> { layers.reversed() }

    /// From the bottom up: the order they are drawn in.
    var bottomUp: [any EditorLayer] { layers }

    /// The open layer of a type. Setting one replaces it where it is, or opens it on its tier
    /// (closing another overlay: one is open at a time); setting nil closes it. Changed in
    /// place (`run?.outputs.merge(…)`), the layer is taken out of the stack for the change, so
    /// its storage is not shared and not copied.
    subscript<Layer: EditorLayer>(_ type: Layer.Type) -> Layer? {
        get {
            for layer in layers.reversed() {
                if let found = layer as? Layer { return found }
            }
            return nil
        }
        set {
            place(newValue, at: layers.firstIndex { $0 is Layer })
        }
        _modify {
            let index = layers.firstIndex { $0 is Layer }
            var layer = index.flatMap { layers[$0] as? Layer }
            if let index { layers[index] = Vacancy() }
            defer { place(layer, at: index) }
            yield &layer
        }
    }

    /// Puts a layer where one of its type is (`index`), or opens it on its tier; nil closes it.
    private mutating func place<Layer: EditorLayer>(_ layer: Layer?, at index: Int?) {
        switch (layer, index) {
        case (nil, nil):
            return
        case (nil, let index?):
            layers.remove(at: index)
        case (let layer?, let index?):
            layers[index] = layer
        case (let layer?, nil):
            if Layer.tier == .overlay { layers.removeAll { Self.tier(of: $0) == .overlay } }
            let position = layers.firstIndex { Self.tier(of: $0) > Layer.tier } ?? layers.endIndex
            layers.insert(layer, at: position)
        }
    }

    /// Whether an overlay (a control, a prompt, a page…) is open.
    var hasOverlay: Bool { layers.last.map { Self.tier(of: $0) == .overlay } ?? false }

    private static func tier(of layer: any EditorLayer) -> LayerTier { type(of: layer).tier }
}

/// What holds a layer's place while it is being changed in place: never seen outside the
/// stack's `_modify`.
private struct Vacancy: EditorLayer {
    static let tier = LayerTier.cards
    func keyMode(in editor: EditorState) -> KeyMode? { nil }
    func handle(_ input: LayerInput, in editor: inout EditorState) -> LayerOutcome { .passDown }
}

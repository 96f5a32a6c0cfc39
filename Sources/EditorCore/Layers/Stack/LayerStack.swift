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
    /// (closing another overlay: one is open at a time); setting nil closes it.
    subscript<Layer: EditorLayer>(_ type: Layer.Type) -> Layer? {
        get {
            for layer in layers.reversed() {
                if let found = layer as? Layer { return found }
            }
            return nil
        }
        set {
            let index = layers.firstIndex { $0 is Layer }
            switch (newValue, index) {
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
    }

    /// Whether an overlay (a control, a prompt, a page…) is open.
    var hasOverlay: Bool { layers.last.map { Self.tier(of: $0) == .overlay } ?? false }

    private static func tier(of layer: any EditorLayer) -> LayerTier { type(of: layer).tier }
}

/// The blocks of Shortcuts' control flow, by the action that starts them, with the words
/// Apple's editor shows for their parts.
public enum BlockKind: Sendable, Hashable {
    case conditional
    case repeatCount
    case repeatEach
    case menu
    /// A block of an action this version does not know (a newer control-flow action).
    case other(String)

    public init(intent: String) {
        switch intent {
        case "is.workflow.actions.conditional": self = .conditional
        case "is.workflow.actions.repeat.count": self = .repeatCount
        case "is.workflow.actions.repeat.each": self = .repeatEach
        case "is.workflow.actions.choosefrommenu": self = .menu
        default: self = .other(intent)
        }
    }

    /// "End If", "End Repeat", "End Menu".
    public var endTitle: String {
        switch self {
        case .conditional: "End If"
        case .repeatCount, .repeatEach: "End Repeat"
        case .menu: "End Menu"
        case .other: "End"
        }
    }

    /// The middle part's title where it has a fixed one ("Otherwise"); a menu's parts are
    /// named after their items.
    public var middleTitle: String {
        switch self {
        case .conditional: "Otherwise"
        default: "Part"
        }
    }

    /// The start's name, for messages ("If", "Repeat").
    public var startTitle: String {
        switch self {
        case .conditional: "If"
        case .repeatCount: "Repeat"
        case .repeatEach: "Repeat with Each"
        case .menu: "Choose from Menu"
        case .other(let intent): intent
        }
    }

    /// Whether it is one of Shortcuts' own blocks, which the model knows by name.
    public var isKnown: Bool {
        if case .other = self { false } else { true }
    }
}

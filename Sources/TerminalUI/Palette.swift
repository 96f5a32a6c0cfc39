import EditorCore

/// How many colours the terminal shows, and whether the user wants any (`NO_COLOR`).
public enum ColorDepth: Sendable, Equatable {
    case none, eight, full256

    /// `NO_COLOR` present and non-empty wins; otherwise what the terminal reports.
    public static func choose(environment: [String: String], hasColors: Bool, colors: Int) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        guard hasColors else { return .none }
        return colors >= 256 ? .full256 : colors >= 8 ? .eight : .none
    }
}

/// The look of each role at each colour depth: a foreground (-1 is the terminal's own) and
/// the attributes that carry the meaning when there is no colour.
public struct Palette: Sendable {
    public struct Look: Sendable, Equatable {
        public var foreground: Int16
        public var bold = false
        public var dim = false
        public var underline = false
        public var reverse = false
    }

    public let depth: ColorDepth

    public init(depth: ColorDepth) {
        self.depth = depth
    }

    // Colour numbers: 0–7 are the ANSI colours every terminal has; 256-colour picks are from
    // the xterm cube, chosen to read on dark and light backgrounds alike.
    public func look(of role: Role) -> Look {
        switch depth {
        case .full256:
            switch role {
            case .text: Look(foreground: -1)
            case .dim: Look(foreground: 244)
            case .accent: Look(foreground: 33)
            case .header: Look(foreground: -1, bold: true)
            case .placeholderSet: Look(foreground: 33)
            case .placeholderUnset: Look(foreground: 245)
            case .placeholderRequired: Look(foreground: 208, bold: true)
            case .focus: Look(foreground: 33, reverse: true)
            case .selection: Look(foreground: 33, bold: true)
            case .error: Look(foreground: 196, bold: true)
            case .escape: Look(foreground: 201, reverse: true)
            case .border: Look(foreground: 240)
            }
        case .eight:
            switch role {
            case .text: Look(foreground: -1)
            case .dim, .placeholderUnset, .border: Look(foreground: -1, dim: true)
            case .accent, .placeholderSet, .selection: Look(foreground: 6)
            case .header: Look(foreground: -1, bold: true)
            case .placeholderRequired: Look(foreground: 3, bold: true)
            case .focus: Look(foreground: 6, reverse: true)
            case .error: Look(foreground: 1, bold: true)
            case .escape: Look(foreground: 5, reverse: true)
            }
        case .none:
            switch role {
            case .text, .border: Look(foreground: -1)
            case .dim, .placeholderUnset: Look(foreground: -1, dim: true)
            case .accent, .header, .selection, .error: Look(foreground: -1, bold: true)
            case .placeholderSet: Look(foreground: -1, underline: true)
            case .placeholderRequired: Look(foreground: -1, bold: true, underline: true)
            case .focus, .escape: Look(foreground: -1, reverse: true)
            }
        }
    }

    /// The colour pair of a role: pair numbers are the role's position + 1, set up once.
    static func pairNumber(of role: Role) -> Int16 {
        Int16(Role.allCases.firstIndex(of: role)! + 1)
    }
}

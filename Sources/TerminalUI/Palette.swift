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
    /// The user's colours (config file), over the built-in ones where the terminal has them.
    public let choices: [Role: TerminalColor]

    public init(depth: ColorDepth, choices: [Role: TerminalColor] = [:]) {
        self.depth = depth
        self.choices = choices
    }

    /// The look of a role: the built-in one, with the user's colour where one was chosen and
    /// this terminal can show it. Attributes stay, so focus is still reversed in any colour.
    public func look(of role: Role) -> Look {
        var look = builtInLook(of: role)
        switch (choices[role], depth) {
        case (nil, _), (_, .none): break
        case (.terminalDefault?, _): look.foreground = -1
        case (.ansi(let number)?, _): look.foreground = Int16(number)
        case (.indexed(let number)?, .full256): look.foreground = Int16(number)
        case (.indexed(let number)?, .eight) where number < 8: look.foreground = Int16(number)
        case (.indexed?, .eight): break
        }
        return look
    }

    // Colour numbers: 0–7 are the ANSI colours every terminal has; 256-colour picks are from
    // the xterm cube, chosen to read on dark and light backgrounds alike.
    private func builtInLook(of role: Role) -> Look {
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
            case .variable: Look(foreground: 135, bold: true)
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
            case .variable: Look(foreground: 5, bold: true)
            }
        case .none:
            switch role {
            case .text, .border: Look(foreground: -1)
            case .dim, .placeholderUnset: Look(foreground: -1, dim: true)
            case .accent, .header, .selection, .error: Look(foreground: -1, bold: true)
            case .placeholderSet: Look(foreground: -1, underline: true)
            case .placeholderRequired: Look(foreground: -1, bold: true, underline: true)
            case .focus, .escape: Look(foreground: -1, reverse: true)
            case .variable: Look(foreground: -1, bold: true, underline: true)
            }
        }
    }

    /// The colour pair of a role: pair numbers are the role's position + 1, set up once.
    static func pairNumber(of role: Role) -> Int16 {
        Int16(Role.allCases.firstIndex(of: role)! + 1)
    }
}

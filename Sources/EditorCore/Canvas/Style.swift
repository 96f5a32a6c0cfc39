/// What a cell means, not how it looks: the terminal backend maps roles to colours (or to
/// bold/dim/reverse when there are none), so the core never knows about colour depth.
public enum Role: Character, Sendable, Hashable, CaseIterable {
    case text = " "
    case dim = "d"
    case accent = "a"
    case header = "h"
    case placeholderSet = "s"
    case placeholderUnset = "u"
    case placeholderRequired = "r"
    case focus = "F"
    case selection = "S"
    case error = "e"
    case escape = "x"
    case border = "b"
    /// A variable token in a sentence ("Shortcut Input"), apart from plain values.
    case variable = "v"
}

/// A colour the user chose for a role (the config file's `[colors]`): one of the eight ANSI
/// colours every colour terminal has, or an index into a 256-colour palette, which terminals
/// with fewer colours ignore.
public enum TerminalColor: Sendable, Hashable {
    /// The terminal's own foreground.
    case terminalDefault
    case ansi(Int)
    case indexed(Int)
}

/// A role plus the attributes that mean the same on every terminal.
public struct Style: Sendable, Hashable {
    public var role: Role
    public var bold: Bool
    public var underline: Bool
    public var reverse: Bool

    public init(_ role: Role = .text, bold: Bool = false, underline: Bool = false, reverse: Bool = false) {
        self.role = role
        self.bold = bold
        self.underline = underline
        self.reverse = reverse
    }

    public static let text = Style()
    public static let dim = Style(.dim)
    public static let accent = Style(.accent)
    public static let error = Style(.error, bold: true)
}

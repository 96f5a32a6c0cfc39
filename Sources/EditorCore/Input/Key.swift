/// A key press, decoded by the terminal backend.
public enum Key: Sendable, Hashable {
    case character(Character)
    case enter, escape, tab, backTab, backspace, delete
    case up, down, left, right, home, end, pageUp, pageDown
    /// Ctrl with a letter: `.control("s")` is Ctrl-S.
    case control(Character)
    /// Alt (Meta) with a key: word-wise editing in text fields.
    case alt(Character)

    /// A printable character, which typing would insert.
    public var isCharacter: Bool {
        if case .character = self { true } else { false }
    }
}

/// A mouse action at a cell.
public struct MouseEvent: Sendable, Hashable {
    public enum Kind: Sendable, Hashable { case click, wheelUp, wheelDown }
    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// Where the keyboard is: an action, and in it a placeholder (a parameter shown in the
/// sentence, or in the expanded Show More list), or the action itself when it has none.
public struct Focus: Sendable, Hashable {
    public var action: Int
    public var slot: Slot?

    public init(action: Int, slot: Slot? = nil) {
        self.action = action
        self.slot = slot
    }
}

/// A focusable place in a card.
public struct Slot: Sendable, Hashable {
    public var parameter: String
    /// True for the row of the Show More list, false for the placeholder in the sentence.
    public var inShowMore: Bool

    public init(parameter: String, inShowMore: Bool = false) {
        self.parameter = parameter
        self.inShowMore = inShowMore
    }
}

/// The top of the viewport: an action, and how many of its card's lines are scrolled off.
public struct ScrollPosition: Sendable, Hashable {
    public var action: Int
    public var line: Int

    public init(action: Int = 0, line: Int = 0) {
        self.action = action
        self.line = line
    }
}

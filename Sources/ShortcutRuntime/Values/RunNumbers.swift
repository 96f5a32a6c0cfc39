/// The ranges numbers from a shortcut are held to before they become `Int`s.
enum RunNumbers {
    /// Every whole number a Double holds exactly (±2^53): past it, "1" more is the same number,
    /// and arithmetic with a list's count or a position cannot overflow.
    static let wholeRange = -9_007_199_254_740_992...9_007_199_254_740_992
    /// How far a date may be moved by Adjust Date or an If's "in the next": a billion units is
    /// past any calendar's years already, and Foundation's calendar arithmetic stays in range.
    static let calendarSteps = -1_000_000_000...1_000_000_000
    /// Decimal places Format Number and Round Number take (a Double has no more than ~17
    /// significant digits; 100 is already well past them).
    static let decimalPlaces = 0...100
    /// Round Number's "10 ^" power: beyond ±308 a Double has no such power of ten.
    static let powerOfTen = -308...308
    /// Wait's seconds: a year at most; a longer wait is a mistake in the shortcut.
    static let waitSeconds = 0.0...31_536_000.0
}

/// The one way a number read from a file becomes an `Int`. Swift's `Int(_: Double)` traps on
/// NaN, infinities and anything past ±9.2e18, and a shortcut is a file someone else wrote:
/// a Repeat count of 1e300 must be an error that names the parameter, not a crashed editor.
public enum CheckedInteger {
    /// `value` rounded by `rule`, or nil when it is not finite or the result is outside `range`.
    public static func from(_ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
                            in range: ClosedRange<Int> = Int.min...Int.max) -> Int? {
        guard value.isFinite else { return nil }
        let whole = value.rounded(rule)
        // Int.max is not a Double: 2^63 is the first Double past the range, so compare below it.
        guard whole >= -9_223_372_036_854_775_808.0, whole < 9_223_372_036_854_775_808.0 else { return nil }
        let integer = Int(whole)
        return range.contains(integer) ? integer : nil
    }

    /// `value` as a whole number within `range`, or nil (text that is not a number, or is past it).
    public static func from(_ text: String, in range: ClosedRange<Int> = Int.min...Int.max) -> Int? {
        if let exact = Int(text) { return range.contains(exact) ? exact : nil }
        guard let number = Double(text) else { return nil }
        return from(number, in: range)
    }
}

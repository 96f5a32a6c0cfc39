import Foundation

/// Apple's number resolvers (iOS 16): each turns a value of one kind into the parameter's
/// number and holds it to the parameter's range. Apple documents no initializer for most;
/// they are made with `init()` here.

/// An `Int` as it is, within the parameter's range.
public struct IntResolver: RangeCheckingResolver {
    /// A resolver of whole numbers.
    public init() {}
    /// `input`, or `ParameterOutOfRange`.
    public func resolve(from input: Int, context: IntentParameterContext<Int>) async throws -> Int? {
        try checkParameterRangeContains(value: input, context: context)
        return input
    }
}

/// A `Double` rounded to a whole number (toward zero unless told), within the range.
public struct IntFromDoubleResolver: RangeCheckingResolver {
    /// How a fraction is rounded.
    public var roundingRule: FloatingPointRoundingRule
    /// `IntFromDoubleResolver(roundingRule: .toNearestOrAwayFromZero)`.
    public init(roundingRule: FloatingPointRoundingRule = .towardZero) {
        self.roundingRule = roundingRule
    }
    /// The rounded number; nil for one no `Int` holds (infinite, not a number, too large).
    public func resolve(from input: Double, context: IntentParameterContext<Int>) async throws -> Int? {
        let rounded = input.rounded(roundingRule)
        guard rounded.isFinite, rounded >= -9.2e18, rounded <= 9.2e18 else { return nil }
        let whole = Int(rounded)
        try checkParameterRangeContains(value: whole, context: context)
        return whole
    }
}

/// Text read as a whole number in a base (10 unless told), within the range.
public struct IntFromStringResolver: RangeCheckingResolver {
    /// The base the digits are in.
    public var radix: Int
    /// `IntFromStringResolver(radix: 16)`.
    public init(radix: Int = 10) {
        self.radix = radix
    }
    /// The number the text holds (spaces around it ignored); nil when it holds none.
    public func resolve(from input: String, context: IntentParameterContext<Int>) async throws -> Int? {
        guard (2...36).contains(radix), let whole = Int(input.trimmingCharacters(in: .whitespaces), radix: radix) else { return nil }
        try checkParameterRangeContains(value: whole, context: context)
        return whole
    }
}

/// A `Double` as it is, within the parameter's range.
public struct DoubleResolver: RangeCheckingResolver {
    /// A resolver of numbers.
    public init() {}
    /// `input`, or `ParameterOutOfRange`; nil for a number that is not finite.
    public func resolve(from input: Double, context: IntentParameterContext<Double>) async throws -> Double? {
        guard input.isFinite else { return nil }
        try checkParameterRangeContains(value: input, context: context)
        return input
    }
}

/// A whole number as a `Double`, within the range.
public struct DoubleFromIntResolver: RangeCheckingResolver {
    /// A resolver of whole numbers into numbers.
    public init() {}
    /// `input` as a `Double`.
    public func resolve(from input: Int, context: IntentParameterContext<Double>) async throws -> Double? {
        let number = Double(input)
        try checkParameterRangeContains(value: number, context: context)
        return number
    }
}

/// Text read as a number, within the range.
public struct DoubleFromStringResolver: RangeCheckingResolver {
    /// A resolver of text into numbers.
    public init() {}
    /// The number the text holds; nil when it holds none, or one that is not finite.
    public func resolve(from input: String, context: IntentParameterContext<Double>) async throws -> Double? {
        guard let number = Double(input.trimmingCharacters(in: .whitespaces)), number.isFinite else { return nil }
        try checkParameterRangeContains(value: number, context: context)
        return number
    }
}

/// A value a parameter's range can hold: a number, compared with the range's bounds.
public protocol RangeComparableProperty: IntentValueConvertible, Comparable {}

extension Int: RangeComparableProperty {}
extension Double: RangeComparableProperty {}

/// A resolver that checks what it gives against the parameter's `inclusiveRange`, as Apple's
/// number resolvers do: a value outside it is an error naming the parameter and the range.
public protocol RangeCheckingResolver: Resolver {}

extension RangeCheckingResolver {
    /// Throws `ParameterOutOfRange` when `value` is outside the parameter's range; a
    /// parameter without one takes any value.
    public func checkParameterRangeContains<Value: RangeComparableProperty>(value: Value, context: IntentParameterContext<Output>) throws
    where Value == Output {
        guard let range = context.inclusiveRange else { return }
        let number = value.intentValue.numberValue
        let lower = range.lower.numberValue
        let upper = range.upper.numberValue
        if let number, let lower, number < lower { throw ParameterOutOfRange(parameter: context.title, range: range) }
        if let number, let upper, number > upper { throw ParameterOutOfRange(parameter: context.title, range: range) }
    }
}

/// A value a resolver gave that the parameter's range does not hold.
public struct ParameterOutOfRange: Error, Sendable, CustomStringConvertible {
    /// The parameter's title.
    public var parameter: String
    /// The range it accepts.
    public var range: InclusiveRange
    /// "Minutes is from 1 to 60".
    public var description: String {
        "\(parameter) is from \(range.lower.displayText()) to \(range.upper.displayText())"
    }
}

extension IntentValue {
    /// The value as a number, for comparing with a range's bounds.
    var numberValue: Double? {
        switch self {
        case .int(let number): Double(number)
        case .double(let number): number
        case .decimal(let number): Double(truncating: number as NSDecimalNumber)
        default: nil
        }
    }
}

import IntentKit

/// An If's comparison, by Apple's code (`WFCondition`; the codes are facts recorded in
/// docs/BUILTIN-ACTIONS.md). One type for the catalog, which titles them for the sentence, and
/// the runtime, which evaluates them: neither keeps its own list of numbers.
public enum ConditionOperator: Int, Sendable, CaseIterable, Hashable {
    /// Less than; "is before" for dates.
    case lessThan = 0
    case atMost = 1
    /// Greater than; "is after" for dates.
    case greaterThan = 2
    case atLeast = 3
    case equals = 4
    case notEquals = 5
    case beginsWith = 8
    case endsWith = 9
    case contains = 99
    case hasAnyValue = 100
    case hasNoValue = 101
    case doesNotContain = 999
    /// A date within a duration (`WFDuration`) from now.
    case inTheNext = 1000
    case inTheLast = 1001
    case isToday = 1002
    /// Between the operand and a second one (`WFAnotherNumber`, `WFAnotherDate`).
    case between = 1003

    /// The names iOS 12 stored instead of codes, as the operators they are.
    public static let iOS12Names: [String: ConditionOperator] = [
        "Equals": .equals, "Contains": .contains, "Is Greater Than": .greaterThan, "Is Less Than": .lessThan,
    ]

    /// The operator a file stores: a code (as a number or as text), an iOS 12 name, or an
    /// enumeration case whose identifier is a code. Nil for anything else — a code no version
    /// of Shortcuts writes, a fraction, a number past the codes' range.
    public init?(stored: IntentValue?) {
        let code: Int?
        switch stored {
        case .int(let number)?: code = number
        case .double(let number)?:
            // 4.0 is "is"; 4.5 is no code at all, not "is not" by rounding.
            code = number.rounded(.towardZero) == number ? CheckedInteger.from(number, in: 0...9999) : nil
        case .string(let name)?:
            if let named = Self.iOS12Names[name] {
                self = named
                return
            }
            code = CheckedInteger.from(name, in: 0...9999)
        case .enumCase(let value)?: code = Int(value.caseIdentifier)
        default: code = nil
        }
        guard let code, let known = ConditionOperator(rawValue: code) else { return nil }
        self = known
    }

    /// Whether it orders its operands: with text for an operand, they are still read as numbers.
    public var orders: Bool {
        switch self {
        case .lessThan, .atMost, .greaterThan, .atLeast, .between: true
        default: false
        }
    }
}

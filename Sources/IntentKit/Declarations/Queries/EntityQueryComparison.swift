/// The comparison a comparator stands for — what a Find action's filter row says between the
/// property and its value ("Title contains …", "Length is between … and …").
public enum EntityQueryComparison: String, Sendable, Hashable, Codable, CaseIterable {
    case equalTo, notEqualTo
    case greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo
    /// Two values: the lower bound and the upper.
    case isBetween
    case hasPrefix, hasSuffix, contains

    /// How many values the row holds: two for "is between", else one.
    public var valueCount: Int { self == .isBetween ? 2 : 1 }
}

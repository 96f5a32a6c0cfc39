import Foundation

/// Equality and order as conditions see them, which is looser than `==`: numbers compare by
/// magnitude whatever their kind, measurements across units, enum cases by case identifier and
/// entities by identifier (also against a bare identifier, which is what `identifier:`
/// conditions and Apple's metadata hold).
extension IntentValue {
    /// Whether the two values are the same for a condition or a `Case`.
    public func matches(_ other: IntentValue) -> Bool {
        switch (self, other) {
        case let (.enumCase(a), .enumCase(b)):
            return a.caseIdentifier == b.caseIdentifier
        case let (.enumCase(a), .string(b)), let (.string(b), .enumCase(a)):
            return a.caseIdentifier == b
        case let (.enumCase(a), .int(b)), let (.int(b), .enumCase(a)):
            // A case stored as its integer code (Shortcuts' condition operators).
            return a.caseIdentifier == String(b)
        case let (.array(a), .array(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.matches($1) }
        case (.entity, _), (_, .entity), (.int, _), (.double, _), (.decimal, _), (.measurement, _):
            return compare(to: other) == .orderedSame
        default:
            return self == other
        }
    }

    /// The order of two values, or nil when they have none: different kinds, or a kind
    /// without an order (Bool, URL, enum cases).
    public func compare(to other: IntentValue) -> ComparisonResult? {
        switch (self, other) {
        case let (.string(a), .string(b)): return Self.order(a, b)
        case let (.date(a), .date(b)): return Self.order(a, b)
        case let (.duration(a), .duration(b)): return Self.order(a, b)
        case let (.measurement(a), .measurement(b)):
            guard a.dimension == b.dimension else { return nil }
            if a.unit == b.unit { return Self.order(a.value, b.value) }
            guard let x = a.valueInBaseUnit, let y = b.valueInBaseUnit else { return nil }
            return Self.order(x, y)
        case let (.entity(a), .entity(b)):
            guard a.typeIdentifier == b.typeIdentifier else { return nil }
            return Self.order(a.id, b.id)
        case let (.entity(a), .string(id)): return Self.order(a.id, .string(id))
        case let (.entity(a), .int(id)): return Self.order(a.id, .int(id))
        case let (.string(id), .entity(b)): return Self.order(.string(id), b.id)
        case let (.int(id), .entity(b)): return Self.order(.int(id), b.id)
        default:
            guard let a = numericValue, let b = other.numericValue else { return nil }
            return Self.order(a, b)
        }
    }

    /// Ints, doubles and decimals as one number line. Decimal keeps integers and decimals
    /// exact; doubles go through it only when they are finite.
    var numericValue: Decimal? {
        switch self {
        case .int(let i): Decimal(i)
        case .decimal(let d): d
        case .double(let d): d.isFinite ? Decimal(d) : (d.isNaN ? nil : (d > 0 ? Decimal.greatestFiniteMagnitude : -Decimal.greatestFiniteMagnitude))
        default: nil
        }
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a == b ? .orderedSame : .orderedDescending)
    }

    private static func order(_ a: SavedEntityIdentifier, _ b: SavedEntityIdentifier) -> ComparisonResult {
        switch (a, b) {
        case let (.int(x), .int(y)): order(x, y)
        default: order(a.description, b.description)
        }
    }

    /// The text a textual condition (`contains`, `hasPrefix`, …) looks at: an entity's
    /// identifier, or a string.
    var conditionText: String? {
        switch self {
        case .string(let s): s
        case .entity(let e): e.id.description
        case .int(let i): String(i)
        case .enumCase(let e): e.caseIdentifier
        default: nil
        }
    }
}

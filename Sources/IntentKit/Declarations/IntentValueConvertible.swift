import Foundation

/// A Swift type that can be a parameter's value: it names its `ValueType` and converts to and
/// from `IntentValue`. Apple's counterpart is `_IntentValue`; here it is public so that the
/// bridge between declared intents and documents is one protocol anyone can read.
public protocol IntentValueConvertible: IntentParameterValue, Sendable where UnwrappedType == Self {
    static var intentValueType: ValueType { get }
    var intentValue: IntentValue { get }
    /// Async because entities are looked up through their query.
    static func fromIntentValue(_ value: IntentValue) async throws -> Self
    /// Where values of this type are found at edit time; nil for types typed in directly.
    static var entitySource: (any EntitySource)? { get }
}

/// What a `@Parameter` property may be declared as: a value type, or an optional one (which
/// makes the parameter optional).
public protocol IntentParameterValue: Sendable {
    associatedtype UnwrappedType: IntentValueConvertible
    static var isOptionalParameter: Bool { get }
    /// Wraps a value; nil when there is none and the type cannot express that.
    static func wrapping(_ value: UnwrappedType?) -> Self?
    var unwrapped: UnwrappedType? { get }
}

extension IntentValueConvertible {
    public static var entitySource: (any EntitySource)? { nil }
    public static var isOptionalParameter: Bool { false }
    public static func wrapping(_ value: Self?) -> Self? { value }
    public var unwrapped: Self? { self }
}

extension Optional: IntentParameterValue where Wrapped: IntentValueConvertible {
    public typealias UnwrappedType = Wrapped
    public static var isOptionalParameter: Bool { true }
    public static func wrapping(_ value: Wrapped?) -> Wrapped?? { .some(value) }
    public var unwrapped: Wrapped? { self }
}

/// A value that does not fit the Swift type it is converted to.
public struct IntentValueConversionError: Error, CustomStringConvertible, Sendable {
    public var expected: ValueType
    public var found: IntentValue

    public init(expected: ValueType, found: IntentValue) {
        self.expected = expected
        self.found = found
    }

    public var description: String {
        "expected a value of type \(expected.name), found \(found.kindName) \(found.displayText())"
    }
}

extension IntentValueConvertible {
    static func mismatch(_ value: IntentValue) -> IntentValueConversionError {
        IntentValueConversionError(expected: intentValueType, found: value)
    }
}

extension String: IntentValueConvertible {
    public static var intentValueType: ValueType { .string }
    public var intentValue: IntentValue { .string(self) }
    public static func fromIntentValue(_ value: IntentValue) throws -> String {
        guard case .string(let s) = value else { throw mismatch(value) }
        return s
    }
}

extension Int: IntentValueConvertible {
    public static var intentValueType: ValueType { .int }
    public var intentValue: IntentValue { .int(self) }
    public static func fromIntentValue(_ value: IntentValue) throws -> Int {
        guard case .int(let i) = value else { throw mismatch(value) }
        return i
    }
}

extension Double: IntentValueConvertible {
    public static var intentValueType: ValueType { .double }
    public var intentValue: IntentValue { .double(self) }
    public static func fromIntentValue(_ value: IntentValue) throws -> Double {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: throw mismatch(value)
        }
    }
}

extension Decimal: IntentValueConvertible {
    public static var intentValueType: ValueType { .decimal }
    public var intentValue: IntentValue { .decimal(self) }
    public static func fromIntentValue(_ value: IntentValue) throws -> Decimal {
        switch value {
        case .decimal(let d): return d
        case .int(let i): return Decimal(i)
        case .double(let d) where d.isFinite: return Decimal(d)
        default: throw mismatch(value)
        }
    }
}

extension Bool: IntentValueConvertible {
    public static var intentValueType: ValueType { .bool }
    public var intentValue: IntentValue { .bool(self) }
    public static func fromIntentValue(_ value: IntentValue) throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch(value) }
        return b
    }
}

extension Date: IntentValueConvertible {
    public static var intentValueType: ValueType { .date }
    public var intentValue: IntentValue { .date(self) }
    public static func fromIntentValue(_ value: IntentValue) throws -> Date {
        guard case .date(let d) = value else { throw mismatch(value) }
        return d
    }
}

extension URL: IntentValueConvertible {
    public static var intentValueType: ValueType { .url }
    public var intentValue: IntentValue { .url(self) }
    public static func fromIntentValue(_ value: IntentValue) throws -> URL {
        guard case .url(let u) = value else { throw mismatch(value) }
        return u
    }
}

extension Duration: IntentValueConvertible {
    public static var intentValueType: ValueType { .duration }
    public var intentValue: IntentValue { .duration(self) }
    public static func fromIntentValue(_ value: IntentValue) throws -> Duration {
        guard case .duration(let d) = value else { throw mismatch(value) }
        return d
    }
}

extension Array: IntentParameterValue where Element: IntentValueConvertible {}

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
    public static var intentValueType: ValueType { .array(Element.intentValueType) }
    public var intentValue: IntentValue { .array(map(\.intentValue)) }
    public static var entitySource: (any EntitySource)? { Element.entitySource }
    public static func fromIntentValue(_ value: IntentValue) async throws -> [Element] {
        guard case .array(let items) = value else { throw mismatch(value) }
        var result: [Element] = []
        for item in items { result.append(try await Element.fromIntentValue(item)) }
        return result
    }
}

extension Set: IntentParameterValue where Element: IntentValueConvertible {}

/// Sets travel as arrays, in no particular order, as in Apple's metadata.
extension Set: IntentValueConvertible where Element: IntentValueConvertible {
    public static var intentValueType: ValueType { .array(Element.intentValueType) }
    public var intentValue: IntentValue { .array(map(\.intentValue)) }
    public static var entitySource: (any EntitySource)? { Element.entitySource }
    public static func fromIntentValue(_ value: IntentValue) async throws -> Set<Element> {
        Set(try await [Element].fromIntentValue(value))
    }
}

import Foundation

/// A Swift type that can be a parameter's value: it names its `ValueType` and converts to and
/// from `IntentValue`. Apple's counterpart is `_IntentValue`; here it is public so that the
/// bridge between declared intents and documents is one protocol anyone can read.
public protocol IntentValueConvertible: IntentParameterValue, IntentValueExpressing, Sendable where UnwrappedType == Self {
    /// What a parameter of this type holds, and so how it is edited.
    static var intentValueType: ValueType { get }
    /// This value as documents and the editor hold it.
    var intentValue: IntentValue { get }
    /// Async because entities are looked up through their query.
    static func fromIntentValue(_ value: IntentValue) async throws -> Self
    /// Where values of this type are found at edit time; nil for types typed in directly.
    static var entitySource: (any EntitySource)? { get }
}

/// What a `@Parameter` property may be declared as: a value type, or an optional one (which
/// makes the parameter optional).
public protocol IntentParameterValue: Sendable {
    /// The value type itself: `Trail` for `Trail?`.
    associatedtype UnwrappedType: IntentValueConvertible
    /// Whether a parameter of this type may be left without a value.
    static var isOptionalParameter: Bool { get }
    /// Wraps a value; nil when there is none and the type cannot express that.
    static func wrapping(_ value: UnwrappedType?) -> Self?
    /// The value, or nil when there is none.
    var unwrapped: UnwrappedType? { get }
}

extension IntentValueConvertible {
    /// None: values of this type are typed or picked from the type itself, not found by a query.
    public static var entitySource: (any EntitySource)? { nil }
    /// A parameter of a non-optional type is required.
    public static var isOptionalParameter: Bool { false }
    /// The value itself: a required parameter is its value.
    public static func wrapping(_ value: Self?) -> Self? { value }
    /// The value itself.
    public var unwrapped: Self? { self }
}

extension Optional: IntentParameterValue where Wrapped: IntentValueConvertible {
    /// An optional parameter holds values of the wrapped type.
    public typealias UnwrappedType = Wrapped
    /// `var x: T?`: an optional parameter.
    public static var isOptionalParameter: Bool { true }
    /// Any value or none: an optional can hold both.
    public static func wrapping(_ value: Wrapped?) -> Wrapped?? { .some(value) }
    /// The value, if there is one.
    public var unwrapped: Wrapped? { self }
}

/// A value that does not fit the Swift type it is converted to.
public struct IntentValueConversionError: Error, CustomStringConvertible, Sendable {
    /// The type the value was to be.
    public var expected: ValueType
    /// The value found.
    public var found: IntentValue

    /// A mismatch between a value and the type it was read as.
    public init(expected: ValueType, found: IntentValue) {
        self.expected = expected
        self.found = found
    }

    /// "expected a value of type Int, found text \"five\"".
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
    /// The kind of value a `String` parameter holds.
    public static var intentValueType: ValueType { .string }
    /// This `String` as a value.
    public var intentValue: IntentValue { .string(self) }
    /// The `String` a value holds; throws `IntentValueConversionError` for a value of another kind.
    public static func fromIntentValue(_ value: IntentValue) throws -> String {
        guard case .string(let s) = value else { throw mismatch(value) }
        return s
    }
}

extension Int: IntentValueConvertible {
    /// The kind of value a `Int` parameter holds.
    public static var intentValueType: ValueType { .int }
    /// This `Int` as a value.
    public var intentValue: IntentValue { .int(self) }
    /// The `Int` a value holds; throws `IntentValueConversionError` for a value of another kind.
    public static func fromIntentValue(_ value: IntentValue) throws -> Int {
        guard case .int(let i) = value else { throw mismatch(value) }
        return i
    }
}

extension Double: IntentValueConvertible {
    /// The kind of value a `Double` parameter holds.
    public static var intentValueType: ValueType { .double }
    /// This `Double` as a value.
    public var intentValue: IntentValue { .double(self) }
    /// The `Double` a value holds; throws `IntentValueConversionError` for a value of another kind.
    public static func fromIntentValue(_ value: IntentValue) throws -> Double {
        switch value {
        case .double(let d): return d
        case .int(let i): return Double(i)
        default: throw mismatch(value)
        }
    }
}

extension Decimal: IntentValueConvertible {
    /// The kind of value a `Decimal` parameter holds.
    public static var intentValueType: ValueType { .decimal }
    /// This `Decimal` as a value.
    public var intentValue: IntentValue { .decimal(self) }
    /// The `Decimal` a value holds; throws `IntentValueConversionError` for a value of another kind.
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
    /// The kind of value a `Bool` parameter holds.
    public static var intentValueType: ValueType { .bool }
    /// This `Bool` as a value.
    public var intentValue: IntentValue { .bool(self) }
    /// The `Bool` a value holds; throws `IntentValueConversionError` for a value of another kind.
    public static func fromIntentValue(_ value: IntentValue) throws -> Bool {
        guard case .bool(let b) = value else { throw mismatch(value) }
        return b
    }
}

extension Date: IntentValueConvertible {
    /// The kind of value a `Date` parameter holds.
    public static var intentValueType: ValueType { .date }
    /// This `Date` as a value.
    public var intentValue: IntentValue { .date(self) }
    /// The `Date` a value holds; throws `IntentValueConversionError` for a value of another kind.
    public static func fromIntentValue(_ value: IntentValue) throws -> Date {
        guard case .date(let d) = value else { throw mismatch(value) }
        return d
    }
}

extension URL: IntentValueConvertible {
    /// The kind of value a `URL` parameter holds.
    public static var intentValueType: ValueType { .url }
    /// This `URL` as a value.
    public var intentValue: IntentValue { .url(self) }
    /// The `URL` a value holds; throws `IntentValueConversionError` for a value of another kind.
    public static func fromIntentValue(_ value: IntentValue) throws -> URL {
        guard case .url(let u) = value else { throw mismatch(value) }
        return u
    }
}

extension Duration: IntentValueConvertible {
    /// The kind of value a `Duration` parameter holds.
    public static var intentValueType: ValueType { .duration }
    /// This `Duration` as a value.
    public var intentValue: IntentValue { .duration(self) }
    /// The `Duration` a value holds; throws `IntentValueConversionError` for a value of another kind.
    public static func fromIntentValue(_ value: IntentValue) throws -> Duration {
        guard case .duration(let d) = value else { throw mismatch(value) }
        return d
    }
}

extension Array: IntentParameterValue where Element: IntentValueConvertible {}

extension Array: IntentValueConvertible where Element: IntentValueConvertible {
    /// The kind of value a `Array` parameter holds.
    public static var intentValueType: ValueType { .array(Element.intentValueType) }
    /// This `Array` as a value.
    public var intentValue: IntentValue { .array(map(\.intentValue)) }
    /// Where the elements are found at edit time: where the element type's are.
    public static var entitySource: (any EntitySource)? { Element.entitySource }
    /// The `Array` a value holds; throws `IntentValueConversionError` for a value of another kind.
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
    /// The kind of value a `Set` parameter holds.
    public static var intentValueType: ValueType { .array(Element.intentValueType) }
    /// This `Set` as a value.
    public var intentValue: IntentValue { .array(map(\.intentValue)) }
    /// Where the elements are found at edit time: where the element type's are.
    public static var entitySource: (any EntitySource)? { Element.entitySource }
    /// The `Set` a value holds; throws `IntentValueConversionError` for a value of another kind.
    public static func fromIntentValue(_ value: IntentValue) async throws -> Set<Element> {
        Set(try await [Element].fromIntentValue(value))
    }
}

extension Array: IntentValueExpressing where Element: IntentValueConvertible {}
extension Set: IntentValueExpressing where Element: IntentValueConvertible {}

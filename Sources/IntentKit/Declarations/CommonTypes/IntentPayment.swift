import Foundation

/// An amount of money (iOS 16): what a payment intent sends or asks for.
public struct IntentCurrencyAmount: Sendable, Hashable, Codable {
    /// How much.
    public let amount: Decimal
    /// In which currency: its ISO 4217 code ("EUR").
    public let currencyCode: String

    /// `amount` in `currencyCode`.
    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }
}

extension IntentCurrencyAmount: IntentValueConvertible {
    /// Kept whole, as its JSON.
    public static var intentValueType: ValueType { .opaque("IntentCurrencyAmount") }
    /// The amount as an opaque value holding its JSON.
    public var intentValue: IntentValue { OpaqueIntentValues.value(of: self, kind: "IntentCurrencyAmount") }
    /// An amount from the JSON an opaque value holds.
    public static func fromIntentValue(_ value: IntentValue) async throws -> IntentCurrencyAmount {
        try OpaqueIntentValues.decode(IntentCurrencyAmount.self, kind: "IntentCurrencyAmount", from: value) ?? { throw mismatch(value) }()
    }
}

extension IntentCurrencyAmount: InstanceDisplayRepresentable, TypeDisplayRepresentable {
    /// "Currency Amount".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Currency Amount" }
    /// "12.50 EUR".
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: LocalizedStringResource(stringLiteral: "\(amount) \(currencyCode)"))
    }
}

/// A way to pay (iOS 16): its kind, name, a hint that tells it apart ("•••• 1234") and an icon.
public struct IntentPaymentMethod: Sendable, Codable {
    /// The kind of payment.
    public var paymentType: PaymentType
    /// Its name as the person knows it.
    public var name: String?
    /// What tells it apart from the others of its kind.
    public var identificationHint: String?
    /// Its icon.
    public var icon: DisplayRepresentation.Image?

    /// A payment method.
    public init(type: PaymentType, name: LocalizedStringResource? = nil, identificationHint: String? = nil,
                icon: DisplayRepresentation.Image? = nil) {
        paymentType = type
        self.name = name?.text
        self.identificationHint = identificationHint
        self.icon = icon
    }

    private enum CodingKeys: String, CodingKey { case paymentType, name, identificationHint }

    /// A payment method from its JSON (the icon is not kept).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        paymentType = try container.decode(PaymentType.self, forKey: .paymentType)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        identificationHint = try container.decodeIfPresent(String.self, forKey: .identificationHint)
    }

    /// The payment method as JSON, without the icon.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(paymentType, forKey: .paymentType)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(identificationHint, forKey: .identificationHint)
    }

    /// Apple's kinds of payment.
    public enum PaymentType: String, Sendable, Hashable, Codable {
        case applePay, brokerage, checking, credit, debit, prepaid, savings, store, unknown
    }
}

extension IntentPaymentMethod: IntentValueConvertible {
    /// Kept whole, as its JSON.
    public static var intentValueType: ValueType { .opaque("IntentPaymentMethod") }
    /// The method as an opaque value holding its JSON.
    public var intentValue: IntentValue { OpaqueIntentValues.value(of: self, kind: "IntentPaymentMethod") }
    /// A payment method from the JSON an opaque value holds.
    public static func fromIntentValue(_ value: IntentValue) async throws -> IntentPaymentMethod {
        try OpaqueIntentValues.decode(IntentPaymentMethod.self, kind: "IntentPaymentMethod", from: value) ?? { throw mismatch(value) }()
    }
}

extension IntentPaymentMethod: InstanceDisplayRepresentable, TypeDisplayRepresentable {
    /// "Payment Method".
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { "Payment Method" }
    /// Its name and hint ("Visa •••• 1234").
    public var displayRepresentation: DisplayRepresentation {
        let title = [name ?? paymentType.rawValue, identificationHint].compactMap { $0 }.joined(separator: " ")
        return DisplayRepresentation(title: LocalizedStringResource(stringLiteral: title))
    }
}

import Foundation

/// Apple's resolvers into and out of text (iOS 16), made with `init()` where Apple documents
/// no initializer.

/// A whole number as text ("42"). Generic as Apple's is; `StringFromIntResolver()` is the one
/// from `Int` to `String`.
public struct StringFromIntResolver<Input: Sendable, Output: Sendable>: Resolver {
    private let convert: @Sendable (Input) -> Output?

    /// The number's digits, for a `String` parameter.
    public init() where Input == Int, Output == String {
        convert = { String($0) }
    }

    /// The number as text; nil when the number has none.
    public func resolve(from input: Input, context: IntentParameterContext<Output>) async throws -> Output? {
        convert(input)
    }

    /// Every such resolver converts the same way.
    public static func == (lhs: Self, rhs: Self) -> Bool { true }
    /// Hashes nothing: all are equal.
    public func hash(into hasher: inout Hasher) {}
}

/// A number as text, as Swift writes it ("2.5").
public struct StringFromDoubleResolver: Resolver {
    /// A resolver of numbers into text.
    public init() {}
    /// The number's text; nil for one that is not finite.
    public func resolve(from input: Double, context: IntentParameterContext<String>) async throws -> String? {
        input.isFinite ? String(input) : nil
    }
}

/// Text as attributed text with no attributes.
public struct AttributedStringFromStringResolver: Resolver {
    /// A resolver of text into attributed text.
    public init() {}
    /// The same characters, unstyled.
    public func resolve(from input: String, context: IntentParameterContext<AttributedString>) async throws -> AttributedString? {
        AttributedString(input)
    }
}

/// Text read as a Boolean: yes, true, on and 1 are true; no, false, off and 0 false.
public struct BoolFromStringResolver: Resolver {
    /// A resolver of text into Booleans.
    public init() {}
    /// The Boolean the text says; nil for text that says neither.
    public func resolve(from input: String, context: IntentParameterContext<Bool>) async throws -> Bool? {
        switch input.trimmingCharacters(in: .whitespaces).lowercased() {
        case "yes", "true", "on", "1": true
        case "no", "false", "off", "0": false
        default: nil
        }
    }
}

/// Text read as a URL with a scheme ("https://…").
public struct URLFromStringResolver: Resolver {
    /// A resolver of text into URLs.
    public init() {}
    /// The URL the text is; nil for text that is none, or has no scheme.
    public func resolve(from input: String, context: IntentParameterContext<URL>) async throws -> URL? {
        guard let url = URL(string: input.trimmingCharacters(in: .whitespaces)), url.scheme != nil else { return nil }
        return url
    }
}

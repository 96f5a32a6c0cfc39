@testable import IntentKit
import Foundation
import Testing

/// Apple's resolvers, each converting what it is given into the parameter's kind — a number
/// held to the parameter's range — or giving nothing for what holds none.
@Suite struct AppleResolverTests {
    static let minutes = IntentParameterContext<Int>(title: "Minutes", inclusiveRange: InclusiveRange(lower: .int(1), upper: .int(60)))
    static let weight = IntentParameterContext<Double>(title: "Weight", inclusiveRange: InclusiveRange(lower: .double(0), upper: .double(2.5)))

    @Test func wholeNumbersAreHeldToTheRange() async throws {
        #expect(try await IntResolver().resolve(from: 30, context: Self.minutes) == 30)
        await #expect(throws: ParameterOutOfRange.self) { try await IntResolver().resolve(from: 61, context: Self.minutes) }
        #expect(try await IntResolver().resolve(from: 61, context: IntentParameterContext<Int>(title: "Free")) == 61, "no range, any value")
        #expect(try await IntFromDoubleResolver().resolve(from: 9.9, context: Self.minutes) == 9)
        #expect(try await IntFromDoubleResolver(roundingRule: .toNearestOrAwayFromZero).resolve(from: 9.5, context: Self.minutes) == 10)
        #expect(try await IntFromDoubleResolver().resolve(from: .infinity, context: Self.minutes) == nil)
        #expect(try await IntFromStringResolver().resolve(from: " 42 ", context: Self.minutes) == 42)
        #expect(try await IntFromStringResolver(radix: 16).resolve(from: "2a", context: Self.minutes) == 42)
        #expect(try await IntFromStringResolver().resolve(from: "forty", context: Self.minutes) == nil)
        do {
            _ = try await IntFromStringResolver().resolve(from: "0", context: Self.minutes)
            Issue.record("0 minutes is outside 1…60")
        } catch let error as ParameterOutOfRange {
            #expect(error.description == "Minutes is from 1 to 60")
        }
    }

    @Test func numbersAreHeldToTheRange() async throws {
        #expect(try await DoubleResolver().resolve(from: 1.5, context: Self.weight) == 1.5)
        await #expect(throws: ParameterOutOfRange.self) { try await DoubleResolver().resolve(from: 3, context: Self.weight) }
        #expect(try await DoubleFromIntResolver().resolve(from: 2, context: Self.weight) == 2)
        #expect(try await DoubleFromStringResolver().resolve(from: "2.25", context: Self.weight) == 2.25)
        #expect(try await DoubleFromStringResolver().resolve(from: "nan", context: Self.weight) == nil)
    }

    @Test func textIsReadAndWritten() async throws {
        let text = IntentParameterContext<String>(title: "Label")
        #expect(try await StringFromIntResolver().resolve(from: 7, context: text) == "7")
        #expect(try await StringFromDoubleResolver().resolve(from: 2.5, context: text) == "2.5")
        #expect(try await BoolFromStringResolver().resolve(from: "Yes", context: IntentParameterContext<Bool>(title: "Done")) == true)
        #expect(try await BoolFromStringResolver().resolve(from: "maybe", context: IntentParameterContext<Bool>(title: "Done")) == nil)
        #expect(try await URLFromStringResolver().resolve(from: "https://example.com/a", context: IntentParameterContext<URL>(title: "Link"))?.host == "example.com")
        #expect(try await URLFromStringResolver().resolve(from: "not a url", context: IntentParameterContext<URL>(title: "Link")) == nil)
        let attributed = try await AttributedStringFromStringResolver().resolve(from: "Hi", context: IntentParameterContext<AttributedString>(title: "Note"))
        #expect(attributed.map { String($0.characters) } == "Hi")
    }
}

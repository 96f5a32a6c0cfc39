@testable import EditorCore
import Foundation
import IntentKit
import Testing

/// Typed and stepped values at the edges of what can be kept: refused or clamped, never a trap.
@Suite struct ValueRangeTests {
    private let count = ParameterDefinition(id: "count", title: "Count", type: .int, isOptional: true)
    private let length = ParameterDefinition(id: "length", title: "Length", type: .duration, isOptional: true)
    private let day = ParameterDefinition(id: "day", title: "Day", type: .date, isOptional: true)

    @Test func steppingStopsAtTheEdgesOfWholeNumbers() {
        #expect(Control.step(String(Int.max), by: 1, parameter: count) == String(Int.max))
        #expect(Control.step(String(Int.min), by: -1, parameter: count) == String(Int.min))
        #expect(Control.step("41", by: 1, parameter: count) == "42")
    }

    @Test(arguments: ["99999999999999h", "99999999999999999999:00", "10000000000000000s"])
    func durationsTooLongToKeepAreRefused(_ text: String) {
        guard case .failure(let failure) = ValueParser.parse(text, for: length) else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(failure.reason.contains("too long"))
    }

    @Test func datesBeyondFourDigitYearsAreRefused() {
        guard case .failure = ValueParser.parse("10000-01-01", for: day, timeZone: TimeZone(identifier: "UTC")!) else {
            Issue.record("a five-digit year was accepted: it could not be written back")
            return
        }
    }
}

/// Units and names a declaration gives reach what the user types.
@Suite struct DeclaredUnitTests {
    @Test func aBareNumberIsInTheDurationsDefaultUnit() {
        var options = ParameterOptions()
        options.unit = UnitOption(symbol: UnitDuration.minutes.symbol, isFixed: false)
        let time = ParameterDefinition(id: "time", title: "Time", type: .duration, isOptional: true, options: options)
        guard case .success(let value) = ValueParser.parse("90", for: time) else {
            Issue.record("90 was refused")
            return
        }
        #expect(value == .duration(.seconds(5400)))
        #expect(ValueParser.parse("45s", for: time) == .success(.duration(.seconds(45))), "a unit typed wins")
    }

    @Test func aBooleansDisplayNamesCanBeTyped() {
        var options = ParameterOptions()
        options.booleanTitles = BooleanTitles(on: "Loop", off: "One way")
        let loop = ParameterDefinition(id: "loop", title: "Loop", type: .bool, isOptional: false, options: options)
        #expect(ValueParser.parse("one way", for: loop) == .success(.bool(false)))
        #expect(ValueParser.parse("on", for: loop) == .success(.bool(true)))
    }

    @Test func aFileIsTypedAsAPathOrAURL() {
        let photo = ParameterDefinition(id: "photo", title: "Photo", type: .file, isOptional: true)
        #expect(ValueParser.parse("/tmp/a.jpg", for: photo) == .success(.url(URL(fileURLWithPath: "/tmp/a.jpg"))))
        #expect(ValueParser.parse("https://example.com/a.jpg", for: photo) == .success(.url(URL(string: "https://example.com/a.jpg")!)))
    }
}

import Foundation
import IntentKit
import Testing

/// How each kind of value reads in a placeholder.
@Suite struct IntentValueDisplayTests {
    let utc = DisplayContext(timeZone: TimeZone(identifier: "UTC")!)
    let activity = ValueType.enumeration(EnumDefinition(identifier: "ActivityStyle", title: "Activity", cases: [
        EnumCaseDefinition(identifier: "biking", title: "Biking"),
    ]))

    @Test func numbersWithoutNoise() {
        #expect(IntentValue.int(-3).displayText() == "-3")
        #expect(IntentValue.double(5).displayText() == "5")
        #expect(IntentValue.double(2.5).displayText() == "2.5")
        #expect(IntentValue.double(0.1 + 0.2).displayText() == "0.3")
        #expect(IntentValue.double(.infinity).displayText() == "∞")
        #expect(IntentValue.decimal(Decimal(string: "19.90")!).displayText() == "19.9")
    }

    /// The system's zone unless one is given; looked up when asked for, not when made.
    @Test func theContextsZone() {
        #expect(DisplayContext().timeZone == TimeZone.current)
        #expect(DisplayContext.current.timeZone == TimeZone.current)
        var context = DisplayContext(timeZone: TimeZone(identifier: "Asia/Tokyo"))
        #expect(context.timeZone.identifier == "Asia/Tokyo")
        context.timeZone = TimeZone(identifier: "Europe/Paris")!
        #expect(context.timeZone.identifier == "Europe/Paris")
    }

    /// Dates in the system's zone read the same through the C library as through Foundation's
    /// `TimeZone.current` (in this process's zone, whatever it is), across the year.
    @Test func theSystemZoneThroughTheCLibraryIsFoundations() {
        let system = DisplayContext()
        let foundation = DisplayContext(timeZone: TimeZone.current)
        for day in stride(from: 0, to: 366, by: 7) {
            for hour in [0, 1, 2, 3, 12, 23] {
                let date = Date(timeIntervalSince1970: 1_767_225_600 + Double(day * 86_400 + hour * 3_600 + 1_234))
                #expect(IntentValue.date(date).displayText(context: system) == IntentValue.date(date).displayText(context: foundation))
            }
        }
    }

    @Test func boolsURLsAndStrings() {
        #expect(IntentValue.bool(true).displayText() == "On")
        #expect(IntentValue.bool(false).displayText() == "Off")
        #expect(IntentValue.url(URL(string: "https://example.com/a")!).displayText() == "https://example.com/a")
        #expect(IntentValue.string("Mist Trail").displayText() == "Mist Trail")
    }

    @Test func measurementsWithUnits() {
        #expect(IntentValue.measurement(IntentMeasurement(value: 30, unit: "mi", dimension: .length)).displayText() == "30 mi")
        #expect(IntentValue.measurement(IntentMeasurement(value: -2.5, unit: "°C", dimension: .temperature)).displayText() == "-2.5 °C")
    }

    @Test func durations() {
        #expect(IntentValue.duration(.seconds(5400)).displayText() == "1h 30m")
        #expect(IntentValue.duration(.seconds(3725)).displayText() == "1h 2m 5s")
        #expect(IntentValue.duration(.milliseconds(1500)).displayText() == "1.5s")
        #expect(IntentValue.duration(.zero).displayText() == "0s")
        #expect(IntentValue.duration(.seconds(-90)).displayText() == "-1m 30s")
    }

    @Test func datesByKind() {
        let date = IntentValue.date(Date(timeIntervalSince1970: 1_795_000_000)) // 2026-11-18 11:06:40 UTC
        #expect(date.displayText(dateKind: .date, context: utc) == "Nov 18, 2026")
        #expect(date.displayText(dateKind: .time, context: utc) == "11:06 AM")
        #expect(date.displayText(dateKind: .dateTime, context: utc) == "Nov 18, 2026 at 11:06 AM")
        #expect(date.displayText(dateKind: .time, context: DisplayContext(timeZone: TimeZone(identifier: "America/Los_Angeles")!)) == "3:06 AM")
        let midnight = IntentValue.date(Date(timeIntervalSince1970: 0))
        #expect(midnight.displayText(dateKind: .time, context: utc) == "12:00 AM")
    }

    @Test func enumCasesByTitleAndEntitiesByTitle() {
        let biking = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "ActivityStyle", caseIdentifier: "biking"))
        #expect(biking.displayText(as: activity) == "Biking")
        // Without the type (an unknown intent), the identifier is the best there is.
        #expect(biking.displayText() == "biking")
        let trail = IntentValue.entity(EntityReference(typeIdentifier: "Trail", id: .int(7), title: "Delicate Arch"))
        #expect(trail.displayText() == "Delicate Arch")
        #expect(IntentValue.entity(EntityReference(typeIdentifier: "Trail", id: .int(7), title: "")).displayText() == "7")
    }

    @Test func arraysListTheirFirstItems() {
        #expect(IntentValue.array([]).displayText() == "")
        let biking = IntentValue.enumCase(EnumCaseValue(enumIdentifier: "ActivityStyle", caseIdentifier: "biking"))
        #expect(IntentValue.array([biking, biking]).displayText(as: .array(activity)) == "Biking, Biking")
        #expect(IntentValue.array((1...5).map { .int($0) }).displayText() == "1, 2, 3 +2 more")
    }

    @Test func opaqueValuesShowTheirJSON() {
        let opaque = IntentValue.opaque(OpaqueValue(kind: "placemark", json: .object([("type", .string("placemark")), ("lat", .double(1.5))])))
        #expect(opaque.displayText() == #"{"type":"placemark","lat":1.5}"#)
    }
}

/// The written-out join must be the standard library's.
@Suite struct StringJoiningTests {
    @Test(arguments: [[], [""], ["a"], ["a", "b"], ["", "x", ""], ["Tab next", "? keys", "⌫ clear"]] as [[String]])
    func joinedWithIsJoinedSeparator(parts: [String]) {
        for separator in ["", " · ", ","] {
            #expect(parts.joined(with: separator) == parts.joined(separator: separator))
        }
    }
}

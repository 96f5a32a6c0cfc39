import Foundation
import IntentKit
import Testing

/// Dates are written and read by arithmetic from 1583 on and by Foundation before; either way
/// the text and the `Date` must be what Foundation alone gives, or files written before would
/// read back differently.
@Suite struct ISO8601TextTests {
    /// Instants spread over the years 1–9999 without a random generator: a fixed stride that
    /// shares no factor with the range lands on seconds, days and fractions of every kind.
    static func instants(_ count: Int) -> [Double] {
        let range = ISO8601Text.representable
        let span = range.upperBound - range.lowerBound
        return (0..<count).map { index in
            range.lowerBound + (Double(index) * 7_919_000_003.137).truncatingRemainder(dividingBy: span)
        }
    }

    /// The writer as it was, through `Calendar`: the reference for every year.
    static func foundationFormat(_ date: Date) -> String {
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        let whole = (millis / 1000).rounded(.down)
        let ms = Int(millis - whole * 1000)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: whole))
        let base = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
        return ms == 0 ? base + "Z" : base + String(format: ".%03dZ", ms)
    }

    @Test func formatMatchesFoundationInEveryYear() {
        for seconds in Self.instants(20_000) {
            let date = Date(timeIntervalSince1970: seconds)
            let expected = Self.foundationFormat(date)
            guard ISO8601Text.format(date) == expected else {
                Issue.record("\(seconds): \(ISO8601Text.format(date)), Foundation \(expected)")
                return
            }
        }
    }

    @Test func parseGivesTheSameDateAsFoundationForEveryFractionLength() {
        let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
        for (index, seconds) in Self.instants(20_000).enumerated() {
            let whole = Self.foundationFormat(Date(timeIntervalSince1970: seconds.rounded(.down))).dropLast()
            let digits = index % 10
            let fraction = String(String(format: "%09d", index * 7_654_321 % 1_000_000_000).prefix(digits))
            let text = whole + (digits == 0 ? "" : "." + fraction) + "Z"
            let expected = try? style.parse(String(text))
            guard ISO8601Text.parse(String(text)) == expected else {
                Issue.record("\(text): \(String(describing: ISO8601Text.parse(String(text)))), Foundation \(String(describing: expected))")
                return
            }
        }
    }

    @Test func writtenDatesReadBack() {
        for seconds in Self.instants(5_000) {
            let millis = (seconds * 1000).rounded() / 1000
            let date = Date(timeIntervalSince1970: millis)
            #expect(ISO8601Text.parse(ISO8601Text.format(date)).map { ISO8601Text.format($0) } == ISO8601Text.format(date))
        }
    }

    @Test(arguments: ["2026-02-29T10:00:00Z", "2026-13-01T10:00:00Z", "2026-11-31T10:00:00Z", "2026-11-21T24:00:00Z",
                      "2026-11-21T09:60:00Z", "2026-11-21T09:30:00", "2026-11-21 09:30:00Z", "2026-11-21T09:30:00.Z",
                      "2026-11-21T09:30:00.1234567890Z", "+2026-11-21T09:30:00Z", "２０２６-11-21T09:30:00Z", ""])
    func textFoundationRefusesIsRefused(_ text: String) {
        let foundation = (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
        #expect(ISO8601Text.parse(text) == foundation.flatMap { ISO8601Text.representable.contains($0.timeIntervalSince1970) ? $0 : nil })
    }

    /// Shown dates are wall-clock times in the user's zone: the zone's offset at the instant,
    /// daylight saving included, as `Calendar` gives it.
    @Test(arguments: ["UTC", "America/Los_Angeles", "Europe/London", "Asia/Kolkata", "Australia/Lord_Howe", "Pacific/Kiritimati"])
    func shownDatesMatchTheCalendarInEachZone(_ zone: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        for seconds in Self.instants(3_000) + [1_793_000_000, 1_793_005_400, 1_803_600_000] {
            let date = Date(timeIntervalSince1970: seconds)
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let hour12 = c.hour! % 12 == 0 ? 12 : c.hour! % 12
            let expected = "\(months[c.month! - 1]) \(c.day!), \(c.year!) at \(hour12):" + String(format: "%02d", c.minute!) + (c.hour! < 12 ? " AM" : " PM")
            let shown = IntentValue.date(date).displayText(dateKind: .dateTime, context: DisplayContext(timeZone: timeZone))
            guard shown == expected else {
                Issue.record("\(seconds) in \(zone): \(shown), Calendar \(expected)")
                return
            }
        }
    }
}

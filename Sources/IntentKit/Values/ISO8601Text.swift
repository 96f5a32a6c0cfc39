import Foundation

/// ISO 8601 in UTC with milliseconds (rounded to the nearest), written and read without
/// locale-dependent formatters: the form of every date in project files.
///
/// Dates from 1583 on — all but historical ones — are written and read by integer arithmetic
/// (`CivilTime`); the rest, and any text not in the exact form this writes, go through
/// Foundation as before, so a date reads and prints the same either way (a property test
/// holds the two paths to the same results).
public enum ISO8601Text {
    /// Seconds since 1970 of 0001-01-01T00:00:00Z up to the end of 9999: four-digit years.
    public static let representable: ClosedRange<Double> = -62_135_596_800 ... 253_402_300_799.999

    /// `YYYY-MM-DDTHH:MM:SS.mmmZ`, or without `.mmm` when the milliseconds are zero.
    public static func format(_ date: Date) -> String {
        let millis = (date.timeIntervalSince1970 * 1000).rounded()
        let whole = (millis / 1000).rounded(.down)
        let ms = Int(millis - whole * 1000)
        let time: CivilTime
        if whole >= Double(CivilTime.firstSecond), whole <= representable.upperBound {
            time = CivilTime(secondsSince1970: Int(whole))
        } else {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: Date(timeIntervalSince1970: whole))
            time = CivilTime(year: c.year!, month: c.month!, day: c.day!, hour: c.hour!, minute: c.minute!, second: c.second!)
        }
        var text: [UInt8] = []
        text.reserveCapacity(24)
        appendDigits(time.year, count: 4, to: &text)
        for (separator, value) in [("-", time.month), ("-", time.day), ("T", time.hour), (":", time.minute), (":", time.second)] {
            text += separator.utf8
            appendDigits(value, count: 2, to: &text)
        }
        if ms != 0 {
            text.append(UInt8(ascii: "."))
            appendDigits(ms, count: 3, to: &text)
        }
        text.append(UInt8(ascii: "Z"))
        return String(decoding: text, as: UTF8.self)
    }

    /// Nil for text that is not such a date, and for dates outside `representable`.
    public static func parse(_ text: String) -> Date? {
        let date = exactForm(text) ?? (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
            ?? (try? Date.ISO8601FormatStyle().parse(text))
        guard let date, representable.contains(date.timeIntervalSince1970) else { return nil }
        return date
    }

    /// `YYYY-MM-DDTHH:MM:SS[.f…]Z` from 1583 on, read by arithmetic; nil for anything else,
    /// which Foundation then reads. The seconds are counted from 2001 as `Date` keeps them,
    /// so the result is the very `Date` Foundation's parser gives.
    private static func exactForm(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { bytes -> Date? in
            guard bytes.count >= 20, bytes.count <= 30, bytes[bytes.count - 1] == UInt8(ascii: "Z") else { return nil }
            func number(_ start: Int, _ count: Int) -> Int? {
                var value = 0
                for index in start..<start + count {
                    let digit = Int(bytes[index]) - 48
                    guard (0...9).contains(digit) else { return nil }
                    value = value * 10 + digit
                }
                return value
            }
            for (index, separator) in [(4, "-"), (7, "-"), (10, "T"), (13, ":"), (16, ":")] where bytes[index] != UInt8(ascii: separator.unicodeScalars.first!) {
                return nil
            }
            guard let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
                  let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2) else { return nil }
            let time = CivilTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            guard year >= 1583, time.isValid else { return nil }
            var fraction = 0.0
            let digits = bytes.count - 21
            if bytes.count > 20 {
                guard bytes[19] == UInt8(ascii: "."), digits >= 1, digits <= 9, let value = number(20, digits) else { return nil }
                var scale = 1
                for _ in 0..<digits { scale *= 10 }
                fraction = Double(value) / Double(scale)
            }
            return Date(timeIntervalSinceReferenceDate: Double(time.secondsSince1970 - 978_307_200) + fraction)
        }
    }

    private static func appendDigits(_ value: Int, count: Int, to text: inout [UInt8]) {
        var divisor = 1
        for _ in 1..<count { divisor *= 10 }
        var rest = value
        while divisor > 0 {
            text.append(UInt8(48 + rest / divisor % 10))
            rest %= divisor
            divisor /= 10
        }
    }
}

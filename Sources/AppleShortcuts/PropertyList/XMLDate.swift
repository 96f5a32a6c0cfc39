import Foundation
import IntentKit

/// The `<date>` text of XML property lists — `2026-11-23T10:00:00Z`, whole seconds, UTC — for
/// every date a binary list can hold, years before 1 and after 9999 included (a shortcut
/// converted from binary to XML must read back). Days are counted with the proleptic
/// Gregorian calendar (IntentKit's `CivilTime`, Howard Hinnant's civil-date algorithm), as
/// Apple's writer does.
enum XMLDate {
    /// Dates further than this from 2001 are refused when read: beyond any calendar use, and
    /// beyond where second counts stay exact.
    static let limit: Double = 1e14

    static func text(_ date: Date) -> String {
        let time = CivilTime(secondsSince1970: Int(date.timeIntervalSinceReferenceDate.rounded(.down)) + 978_307_200)
        let yearText = time.year < 0 ? "-" + pad(-time.year, 4) : pad(time.year, 4)
        return "\(yearText)-\(pad(time.month, 2))-\(pad(time.day, 2))T\(pad(time.hour, 2)):\(pad(time.minute, 2)):\(pad(time.second, 2))Z"
    }

    static func parse(_ text: String) -> Date? {
        var rest = Substring(text)
        let negative = rest.hasPrefix("-")
        if negative { rest = rest.dropFirst() }
        let yearDigits = rest.prefix { $0.isASCII && $0.isNumber }
        guard yearDigits.count >= 4, yearDigits.count <= 9, var year = Int(yearDigits) else { return nil }
        if negative { year = -year }
        rest = rest.dropFirst(yearDigits.count)
        func field(_ separator: Character) -> Int? {
            guard rest.first == separator else { return nil }
            let digits = rest.dropFirst().prefix(2)
            guard digits.count == 2, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            rest = rest.dropFirst(3)
            return Int(digits)
        }
        guard let month = field("-"), let day = field("-"), let hour = field("T"), let minute = field(":"),
              let second = field(":"), (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61 else { return nil }
        var fraction = 0.0
        if rest.first == "." {
            let digits = rest.dropFirst().prefix { $0.isASCII && $0.isNumber }
            fraction = Double("0." + digits) ?? 0
            rest = rest.dropFirst(1 + digits.count)
        }
        guard rest == "Z" else { return nil }
        let days = CivilTime.daysSince1970(year: year, month: month, day: day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - 978_307_200) + fraction
        guard abs(seconds) < limit else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

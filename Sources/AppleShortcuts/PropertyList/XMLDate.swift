import Foundation

/// The `<date>` text of XML property lists — `2026-11-23T10:00:00Z`, whole seconds, UTC — for
/// every date a binary list can hold, years before 1 and after 9999 included (a shortcut
/// converted from binary to XML must read back). Days are counted with the proleptic
/// Gregorian calendar (Howard Hinnant's civil-date algorithm), as Apple's writer does.
enum XMLDate {
    /// Dates further than this from 2001 are refused when read: beyond any calendar use, and
    /// beyond where second counts stay exact.
    static let limit: Double = 1e14

    static func text(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSinceReferenceDate.rounded(.down)) + 978_307_200
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let time = seconds - days * 86_400
        let (year, month, day) = civil(fromDays: days)
        let yearText = year < 0 ? "-" + pad(-year, 4) : pad(year, 4)
        return "\(yearText)-\(pad(month, 2))-\(pad(day, 2))T\(pad(time / 3600, 2)):\(pad(time / 60 % 60, 2)):\(pad(time % 60, 2))Z"
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
        let days = self.days(fromCivil: year, month, day)
        let seconds = Double(days * 86_400 + hour * 3600 + minute * 60 + second - 978_307_200) + fraction
        guard abs(seconds) < limit else { return nil }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Days since 1970-01-01 → (year, month, day).
    private static func civil(fromDays days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// (year, month, day) → days since 1970-01-01.
    private static func days(fromCivil year: Int, _ month: Int, _ day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}

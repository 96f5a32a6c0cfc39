import Foundation

/// A time of day on a date of the proleptic Gregorian calendar, from whole seconds since 1970
/// and back by integer arithmetic: the dates in a hundred thousand actions are formatted and
/// read without a `Calendar` or a format style, which cost microseconds each.
///
/// The arithmetic is Howard Hinnant's `days_from_civil`/`civil_from_days` (source in
/// docs/BENCHMARKS-HISTORY.md, round 3); the XML property-list reader counts its dates with it too,
/// for years of any length (`package`: for this package's modules, not a promise to apps).
/// Foundation's Gregorian calendar switches to the Julian one before 15 October 1582, so
/// callers use this from `firstSecond` on and Foundation before it: the text of every date
/// stays what Foundation made of it.
package struct CivilTime: Equatable {
    package var year: Int
    package var month: Int
    package var day: Int
    package var hour: Int
    package var minute: Int
    package var second: Int

    /// 1583-01-01T00:00:00Z, the first second past the calendar reform's year.
    package static let firstSecond = daysSince1970(year: 1583, month: 1, day: 1) * 86_400

    package init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        (self.year, self.month, self.day, self.hour, self.minute, self.second) = (year, month, day, hour, minute, second)
    }

    /// The civil time `seconds` after 1970-01-01T00:00:00 (negative before it).
    package init(secondsSince1970 seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : -((-seconds + 86_399) / 86_400)
        let secondOfDay = seconds - days * 86_400
        (hour, minute, second) = (secondOfDay / 3600, secondOfDay % 3600 / 60, secondOfDay % 60)
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthFromMarch = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    package var secondsSince1970: Int {
        Self.daysSince1970(year: year, month: month, day: day) * 86_400 + hour * 3600 + minute * 60 + second
    }

    /// Whether the fields name a real time (the day exists in its month; no leap seconds).
    package var isValid: Bool {
        (1...12).contains(month) && (1...Self.daysIn(month: month, year: year)).contains(day)
            && (0..<24).contains(hour) && (0..<60).contains(minute) && (0..<60).contains(second)
    }

    package static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let marchYear = month <= 2 ? year - 1 : year
        let era = (marchYear >= 0 ? marchYear : marchYear - 399) / 400
        let yearOfEra = marchYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

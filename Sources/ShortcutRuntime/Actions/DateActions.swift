import Foundation
import IntentKit
import ShortcutModel

/// Dates: Date (now, or one given), Format Date, Adjust Date, Get Time Between Dates.
enum DateActions {
    static let handlers: [String: ActionHandler] = [
        "date": { call in
            guard try await call.text("WFDateActionMode") == "Specified Date" else { return .date(call.run.environment.now()) }
            let given = try await call.value("WFDateActionDate") ?? .nothing
            guard let date = given.date else { throw call.failure("“\(given.text)” is not a date") }
            return .date(date)
        },
        "format.date": format,
        "adjustdate": adjust,
        "gettimebetweendates": between,
    ]

    private static func date(_ call: ActionCall, _ key: String) async throws -> Date {
        let value = try await call.input(key)
        guard let date = value.date else { throw call.failure("“\(value.text)” is not a date") }
        return date
    }

    private static let format: ActionHandler = { call in
        let date = try await date(call, "WFDate")
        let dateStyle = try await call.text("WFDateFormatStyle") ?? "Short"
        switch dateStyle {
        case "ISO 8601":
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = RuntimeDates.timeZone
            if try await !call.bool("WFISO8601IncludeTime", default: false) { formatter.formatOptions = [.withFullDate] }
            return .text(formatter.string(from: date))
        case "RFC 2822":
            return .text(RuntimeDates.formatter { $0.locale = Locale(identifier: "en_US_POSIX"); $0.dateFormat = "EEE, dd MMM yyyy HH:mm:ss Z" }.string(from: date))
        case "Custom":
            let pattern = try await call.text("WFDateFormat") ?? "yyyy-MM-dd"
            return .text(RuntimeDates.formatter { $0.dateFormat = pattern }.string(from: date))
        default:
            let timeStyle = try await call.text("WFTimeFormatStyle") ?? "Short"
            return .text(RuntimeDates.formatter {
                $0.dateStyle = Self.style(dateStyle)
                $0.timeStyle = Self.style(timeStyle)
            }.string(from: date))
        }
    }

    private static func style(_ name: String) -> DateFormatter.Style {
        switch name {
        case "None": .none
        case "Medium": .medium
        case "Long": .long
        default: .short
        }
    }

    private static let adjust: ActionHandler = { call in
        let date = try await date(call, "WFDate")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RuntimeDates.timeZone
        let operation = try await call.text("WFAdjustOperation") ?? "Add"
        if operation.hasPrefix("Get Start of ") {
            let unit: Calendar.Component = switch operation.dropFirst("Get Start of ".count) {
            case "Minute": .minute
            case "Hour": .hour
            case "Week": .weekOfYear
            case "Month": .month
            case "Year": .year
            default: .day
            }
            return .date(calendar.dateInterval(of: unit, for: date)?.start ?? date)
        }
        let (amount, unit) = try await duration(call)
        let sign = operation == "Subtract" ? -1.0 : 1.0
        let steps = try call.whole(sign * amount, named: "WFDuration", in: RunNumbers.calendarSteps)
        guard let adjusted = calendar.date(byAdding: unit, value: steps, to: date) else {
            throw call.failure("the date cannot be adjusted by \(RuntimeValue.format(amount))")
        }
        return .date(adjusted)
    }

    /// Adjust Date's duration: `{Magnitude, Unit}` in "sec", "min", "hr", "days", "weeks", "months", "years".
    private static func duration(_ call: ActionCall) async throws -> (Double, Calendar.Component) {
        let amount = try await call.number("WFDuration") ?? 0
        guard case .opaque(let opaque)? = call.action.values["WFDuration"] else { return (amount, .second) }
        return (amount, unit(of: opaque.propertyList))
    }

    /// The calendar unit of a stored duration (a quantity's `Value.Unit`); seconds when it names none.
    static func unit(of stored: PropertyListValue?) -> Calendar.Component {
        switch stored?["Value"]?["Unit"]?.stringValue {
        case "min": .minute
        case "hr": .hour
        case "days": .day
        case "weeks": .weekOfYear
        case "months": .month
        case "years", "yr": .year
        default: .second
        }
    }

    /// "2 hours, 5 minutes": the whole units of a span, largest first.
    static func totalTime(_ seconds: Double) -> String {
        // Past a Double's whole numbers a span has no meaningful seconds: they are not listed.
        var left = CheckedInteger.from(abs(seconds), rounding: .towardZero, in: 0...RunNumbers.wholeRange.upperBound) ?? 0
        var parts: [String] = []
        for (size, name) in [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")] where left >= size {
            let count = left / size
            left -= count * size
            parts.append("\(count) \(name)\(count == 1 ? "" : "s")")
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }

    private static let between: ActionHandler = { call in
        let start = try await date(call, "WFTimeUntilFromDate")
        let end = try await date(call, "WFInput")
        let seconds = end.timeIntervalSince(start)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RuntimeDates.timeZone
        switch try await call.text("WFTimeUntilUnit") ?? "Minutes" {
        case "Total Time": return .text(totalTime(seconds))
        case "Seconds": return .number(seconds.rounded(.towardZero))
        case "Hours": return .number((seconds / 3600).rounded(.towardZero))
        case "Days": return .number(Double(calendar.dateComponents([.day], from: start, to: end).day ?? 0))
        case "Weeks": return .number(Double(calendar.dateComponents([.weekOfYear], from: start, to: end).weekOfYear ?? 0))
        case "Months": return .number(Double(calendar.dateComponents([.month], from: start, to: end).month ?? 0))
        case "Years": return .number(Double(calendar.dateComponents([.year], from: start, to: end).year ?? 0))
        default: return .number((seconds / 60).rounded(.towardZero))
        }
    }
}

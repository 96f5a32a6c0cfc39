import Foundation
import IntentKit

/// Turns what a user typed into a value of a parameter's type, or says why it cannot. Also the
/// inverse: the text a field starts with for a value.
public enum ValueParser {
    public struct Failure: Error, Equatable, Sendable {
        public var reason: String
    }

    public static func parse(_ text: String, for parameter: ParameterDefinition, timeZone: TimeZone = .current) -> Result<IntentValue, Failure> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        func fail(_ reason: String) -> Result<IntentValue, Failure> { .failure(Failure(reason: reason)) }
        switch parameter.type {
        case .string where parameter.options.textInput?.keyboard == .URL:
            // Shortcuts keeps a URL as text and takes one without a scheme ("apple.com").
            guard !trimmed.contains(where: { $0.isWhitespace || $0.isASCII && $0.asciiValue! < 0x20 }) else {
                return fail("a URL has no spaces; write one as %20")
            }
            return .success(.string(trimmed))
        case .string:
            return .success(.string(text))
        case .int:
            guard let value = Int(trimmed) else { return fail("\"\(trimmed)\" is not a whole number") }
            return checkRange(.int(value), parameter)
        case .double:
            guard let value = Double(trimmed), value.isFinite else { return fail("\"\(trimmed)\" is not a number") }
            return checkRange(.double(value), parameter)
        case .decimal:
            guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }),
                  let value = Decimal(string: trimmed, locale: Locale(identifier: "en_US_POSIX")) else {
                return fail("\"\(trimmed)\" is not a decimal number such as 19.90")
            }
            return .success(.decimal(value))
        case .url:
            guard let url = URL(string: trimmed), url.scheme != nil, trimmed.contains(":") else {
                return fail("\"\(trimmed)\" is not a URL; include the scheme, as in https://example.com")
            }
            return .success(.url(url))
        case .date:
            return parseDate(trimmed, kind: parameter.options.dateKind ?? .dateTime, timeZone: timeZone)
        case .duration:
            return parseDuration(trimmed, bareNumbersIn: parameter.options.unit.flatMap { MeasurementUnits.unit(symbol: $0.symbol, in: .duration) })
        case .measurement(let dimension):
            return parseMeasurement(trimmed, dimension: dimension, parameter: parameter)
        case .bool:
            if let titles = parameter.options.booleanTitles {
                if trimmed.caseInsensitiveCompare(titles.on) == .orderedSame { return .success(.bool(true)) }
                if trimmed.caseInsensitiveCompare(titles.off) == .orderedSame { return .success(.bool(false)) }
            }
            switch trimmed.lowercased() {
            case "on", "yes", "true", "1": return .success(.bool(true))
            case "off", "no", "false", "0": return .success(.bool(false))
            default: return fail("type on or off")
            }
        case .file:
            // A file is named by its path or URL; the running intent reads it.
            if let url = URL(string: trimmed), url.scheme != nil { return .success(.url(url)) }
            // `~` and `~/…` are the home folder; `~name` is a file of that name (Foundation's
            // expansion asks the user database, which crashes the static program).
            let home = ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
            let path = (trimmed == "~" || trimmed.hasPrefix("~/")) && home != nil ? home! + trimmed.dropFirst() : trimmed
            return .success(.url(URL(localPath: path)))
        case .opaque:
            guard let json = try? JSONValue.parse(Array(trimmed.utf8)) else { return fail("not valid JSON") }
            return .success(.opaque(OpaqueValue(kind: parameter.type.name, json: json)))
        case .entity(let entity):
            // Only reached where no query can list entities: the text is the identifier.
            guard !trimmed.isEmpty else { return fail("type the entity's identifier") }
            let id: SavedEntityIdentifier = Int(trimmed).map(SavedEntityIdentifier.int) ?? .string(trimmed)
            return .success(.entity(EntityReference(typeIdentifier: entity.identifier, id: id, title: trimmed)))
        case .enumeration, .array:
            return fail("choose from the list")
        case .union(let union):
            // Typed text is the first kind that takes text.
            for kind in union.cases {
                var typed = parameter
                typed.type = kind.type
                if case .success(let value) = parse(text, for: typed, timeZone: timeZone) { return .success(value) }
            }
            return fail("choose a kind first: " + union.cases.map(\.title).joined(separator: ", "))
        }
    }

    static func checkRange(_ value: IntentValue, _ parameter: ParameterDefinition) -> Result<IntentValue, Failure> {
        if let range = parameter.options.inclusiveRange, !range.contains(value) {
            return .failure(Failure(reason: "must be from \(range.lower.displayText()) to \(range.upper.displayText())"))
        }
        return .success(value)
    }

    /// `2026-11-21`, `9:30`, `21:30`, `9:30 PM`, or both separated by a space.
    static func parseDate(_ text: String, kind: DateKind, timeZone: TimeZone) -> Result<IntentValue, Failure> {
        let expected = switch kind {
        case .date: "a date such as 2026-11-21"
        case .time: "a time such as 9:30 or 21:30"
        case .dateTime: "a date and time such as 2026-11-21 9:30"
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        var parts = text.split(separator: " ").map(String.init)
        var components = DateComponents()
        if kind != .time {
            guard let day = parts.first, let (y, m, d) = parseDay(day) else { return .failure(Failure(reason: "expected \(expected)")) }
            components.year = y; components.month = m; components.day = d
            parts.removeFirst()
        } else {
            components.year = 2001; components.month = 1; components.day = 1
        }
        if kind != .date {
            guard !parts.isEmpty, let (h, min) = parseTime(parts.joined(separator: " ")) else { return .failure(Failure(reason: "expected \(expected)")) }
            components.hour = h; components.minute = min
        } else if !parts.isEmpty {
            return .failure(Failure(reason: "expected \(expected)"))
        }
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == components.day else {
            return .failure(Failure(reason: "no such day: \(text)"))
        }
        return .success(.date(date))
    }

    private static func parseDay(_ text: String) -> (Int, Int, Int)? {
        let fields = text.split(separator: "-").compactMap { Int($0) }
        guard fields.count == 3, (1...9999).contains(fields[0]), (1...12).contains(fields[1]), (1...31).contains(fields[2]) else { return nil }
        return (fields[0], fields[1], fields[2])
    }

    private static func parseTime(_ text: String) -> (Int, Int)? {
        var rest = text.uppercased()
        var offset = 0
        if rest.hasSuffix("AM") || rest.hasSuffix("PM") {
            offset = rest.hasSuffix("PM") ? 12 : 0
            rest = String(rest.dropLast(2)).trimmingCharacters(in: .whitespaces)
            let fields = rest.split(separator: ":").compactMap { Int($0) }
            guard (1...2).contains(fields.count), (1...12).contains(fields[0]) else { return nil }
            let minute = fields.count == 2 ? fields[1] : 0
            guard (0...59).contains(minute) else { return nil }
            return (fields[0] % 12 + offset, minute)
        }
        let fields = rest.split(separator: ":").compactMap { Int($0) }
        guard fields.count == 2, (0...23).contains(fields[0]), (0...59).contains(fields[1]) else { return nil }
        return (fields[0], fields[1])
    }

    /// `1h 30m`, `90m`, `45s`, `1.5h`, `1:30:00` or `1:30` (minutes:seconds).
    /// A bare number is in `bareNumbersIn` (the parameter's default unit), else in seconds.
    static func parseDuration(_ text: String, bareNumbersIn unit: Dimension? = nil) -> Result<IntentValue, Failure> {
        let failure = Result<IntentValue, Failure>.failure(Failure(reason: "expected a duration such as 1h 30m, 45s or 1:30:00"))
        if text.contains(":") {
            let fields = text.split(separator: ":").map { Double($0) }
            guard !fields.contains(nil), (2...3).contains(fields.count) else { return failure }
            let values = fields.compactMap { $0 }
            let seconds = values.count == 3 ? values[0] * 3600 + values[1] * 60 + values[2] : values[0] * 60 + values[1]
            return duration(seconds: seconds)
        }
        var total = 0.0
        var number = ""
        var sawUnit = false
        for character in text + " " {
            if character.isNumber || character == "." || character == "-" {
                number.append(character)
            } else if "hms".contains(character) {
                guard let value = Double(number) else { return failure }
                total += value * (character == "h" ? 3600 : character == "m" ? 60 : 1)
                number = ""
                sawUnit = true
            } else if character == " " {
                continue
            } else {
                return failure
            }
        }
        if !number.isEmpty {
            guard let value = Double(number), !sawUnit else { return failure }
            total += unit.map { $0.converter.baseUnitValue(fromValue: value) } ?? value
        }
        guard sawUnit || !text.isEmpty else { return failure }
        return duration(seconds: total)
    }

    /// Durations are kept to the millisecond; what milliseconds cannot count (over about 292
    /// million years, or not a number at all) is refused rather than trapping.
    private static func duration(seconds: Double) -> Result<IntentValue, Failure> {
        let milliseconds = (seconds * 1000).rounded()
        guard milliseconds.isFinite, let whole = Int64(exactly: milliseconds) else {
            return .failure(Failure(reason: "that duration is too long to keep"))
        }
        return .success(.duration(.milliseconds(whole)))
    }

    /// A number and a unit symbol (`5 mi`, `-3 °C`); without a unit, the parameter's unit.
    static func parseMeasurement(_ text: String, dimension: MeasurementDimension, parameter: ParameterDefinition) -> Result<IntentValue, Failure> {
        let symbols = MeasurementUnits.symbols(in: dimension)
        let numberPart = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        let unitPart = text.dropFirst(numberPart.count).trimmingCharacters(in: .whitespaces)
        guard let value = Double(numberPart), value.isFinite else {
            return .failure(Failure(reason: "expected a number and a unit, such as 5 \(parameter.options.unit?.symbol ?? symbols.first ?? "")"))
        }
        if parameter.options.supportsNegativeNumbers == false && value < 0 {
            return .failure(Failure(reason: "must not be negative"))
        }
        let unit = unitPart.isEmpty ? (parameter.options.unit?.symbol ?? symbols.first ?? "") : unitPart
        if let fixed = parameter.options.unit, fixed.isFixed, unit != fixed.symbol {
            return .failure(Failure(reason: "the unit is always \(fixed.symbol)"))
        }
        guard symbols.contains(unit) else {
            // The common units, which come first; a dimension can have thirty.
            let offered = symbols.prefix(11).joined(separator: ", ") + (symbols.count > 11 ? ", …" : "")
            return .failure(Failure(reason: "\"\(unit)\" is not a unit of \(dimension); use one of \(offered)"))
        }
        return .success(.measurement(IntentMeasurement(value: value, unit: unit, dimension: dimension)))
    }

    /// The text a field starts with.
    public static func text(for value: IntentValue?, parameter: ParameterDefinition, timeZone: TimeZone = .current) -> String {
        guard let value else { return "" }
        switch value {
        case .date(let date):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
            let day = String(format: "%04d-%02d-%02d", c.year!, c.month!, c.day!)
            let time = String(format: "%d:%02d", c.hour!, c.minute!)
            switch parameter.options.dateKind ?? .dateTime {
            case .date: return day
            case .time: return time
            case .dateTime: return day + " " + time
            }
        case .opaque(let opaque): return opaque.json.compactText
        default: return parameter.displayText(of: value)
        }
    }

    static func hint(for parameter: ParameterDefinition) -> String {
        switch parameter.type {
        case .string where parameter.options.textInput?.keyboard == .URL: "A URL, such as https://apple.com"
        case .string where parameter.options.dateKind != nil: "A date or time as Shortcuts reads it: 2026-11-23 9:30, tomorrow at 9am"
        case .string: parameter.options.textInput?.multiline == true ? "Text; Enter for a new line, Ctrl-D to finish" : "Text"
        case .int:
            parameter.options.inclusiveRange.map { "A whole number from \($0.lower.displayText()) to \($0.upper.displayText()); + and - step" }
                ?? "A whole number; + and - step"
        case .double:
            parameter.options.inclusiveRange.map { "A number from \($0.lower.displayText()) to \($0.upper.displayText())" } ?? "A number"
        case .decimal: "A decimal number, such as 19.90"
        case .url: "A URL, such as https://example.com"
        case .date:
            switch parameter.options.dateKind ?? .dateTime {
            case .date: "A date: YYYY-MM-DD"
            case .time: "A time: 9:30, 21:30 or 9:30 PM"
            case .dateTime: "A date and time: YYYY-MM-DD 9:30"
            }
        case .duration: "A duration: 1h 30m, 45s or 1:30:00"
        case .measurement(let dimension):
            "A number and a unit: " + MeasurementUnits.symbols(in: dimension).prefix(11).joined(separator: ", ")
        case .bool: "On or off"
        case .file: "A file: its path, or a URL"
        case .opaque where parameter.options.storedForm != nil:
            switch parameter.options.storedForm {
            case .quantity(let units, let defaultUnit, _)?:
                "A number and a unit" + (units.isEmpty ? "" : ": " + units.joined(separator: ", "))
                    + (defaultUnit.map { "; a bare number is in \($0)" } ?? "")
            case let form?: form.itemHint
            case nil: ""
            }
        default: "JSON"
        }
    }
}

import Foundation

/// Settings that make display text depend on the user, not the value: the time zone dates are
/// shown in. Tests pass a fixed one.
public struct DisplayContext: Sendable {
    /// The zone dates are shown in: the one given, else the system's. Dates themselves are
    /// shown in the system's zone by the C library's `localtime_r` (the same `TZ` and
    /// `/etc/localtime`), not `TimeZone.current`, whose first lookup costs a million
    /// instructions at start-up.
    public var timeZone: TimeZone {
        get { chosenZone ?? .current }
        set { chosenZone = newValue }
    }

    private var chosenZone: TimeZone?

    /// `timeZone` nil: the system's zone.
    public init(timeZone: TimeZone? = nil) {
        chosenZone = timeZone
    }

    /// Dates in the system's zone.
    public static var current: DisplayContext { DisplayContext() }

    /// How far the wall clock of the zone dates are shown in is ahead of UTC at `date`.
    func secondsFromGMT(for date: Date) -> Int {
        if let chosenZone { return chosenZone.secondsFromGMT(for: date) }
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return TimeZone.current.secondsFromGMT(for: date) }
        return Int(parts.tm_gmtoff)
    }
}

extension IntentValue {
    /// How a placeholder shows this value. `type` supplies what the value does not carry
    /// itself: enum case titles and the date kind.
    public func displayText(as type: ValueType? = nil, dateKind: DateKind? = nil,
                            context: DisplayContext = .current) -> String {
        // A union's value shows as the kind it is.
        if case .union(let union)? = type?.elementType, let kind = union.kind(of: self) {
            return displayText(as: type?.isArray == true ? .array(kind.type) : kind.type, dateKind: dateKind, context: context)
        }
        switch self {
        case .string(let s): return s
        case .int(let i): return String(i)
        case .double(let d): return Self.format(d)
        case .decimal(let d): return d.description
        case .bool(let b): return b ? "On" : "Off"
        case .date(let date): return Self.format(date, kind: dateKind ?? .dateTime, context: context)
        case .url(let url): return url.absoluteString
        case .duration(let d): return Self.format(d)
        case .measurement(let m): return Self.format(m.value) + " " + m.unit
        case .enumCase(let e):
            if case .enumeration(let definition)? = type?.elementType,
               let title = definition.caseDefinition(e.caseIdentifier)?.title {
                return title
            }
            return e.caseIdentifier
        case .entity(let e): return e.title.isEmpty ? e.id.description : e.title
        case .array(let items):
            let shown = items.prefix(3).map { $0.displayText(as: type?.elementType, dateKind: dateKind, context: context) }
            let rest = items.count - shown.count
            return shown.joined(with: ", ") + (rest > 0 ? " +\(rest) more" : "")
        case .opaque(let o): return o.propertyList?.summary ?? o.json.compactText
        }
    }

    /// Numbers without noise: 5, 2.5 and 0.3 rather than 5.0, 2.50 or 0.30000000000000004.
    static func format(_ d: Double) -> String {
        if d.isNaN { return "NaN" }
        if d.isInfinite { return d < 0 ? "-∞" : "∞" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int64(d)) }
        return SignificantDigits.fifteen(d)
    }

    static func format(_ d: Duration) -> String {
        let (seconds, atto) = d.components
        if seconds == 0 && atto == 0 { return "0s" }
        let negative = seconds < 0 || (seconds == 0 && atto < 0)
        var total = seconds.magnitude
        var parts: [String] = []
        let hours = total / 3600
        total %= 3600
        let minutes = total / 60
        let secs = total % 60
        if hours > 0 { parts.append("\(hours)h") }
        if minutes > 0 { parts.append("\(minutes)m") }
        let fraction = Double(atto.magnitude) / 1e18
        if secs > 0 || fraction > 0 {
            parts.append(fraction > 0 ? format(Double(secs) + fraction) + "s" : "\(secs)s")
        }
        return (negative ? "-" : "") + parts.joined(with: " ")
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Dates in one fixed English style ("Nov 21, 2026 at 9:30 AM"): the editor is a terminal
    /// tool and its output is diffed, so it must not vary with ICU versions.
    static func format(_ date: Date, kind: DateKind, context: DisplayContext) -> String {
        let c = localTime(of: date, in: context)
        let day = "\(months[c.month - 1]) \(c.day), \(c.year)"
        let hour12 = c.hour % 12 == 0 ? 12 : c.hour % 12
        let time = "\(hour12):" + (c.minute < 10 ? "0" : "") + "\(c.minute)" + (c.hour < 12 ? " AM" : " PM")
        switch kind {
        case .date: return day
        case .time: return time
        case .dateTime: return "\(day) at \(time)"
        }
    }

    /// The date's wall-clock time in the context's zone: the zone's offset at that instant
    /// added to UTC, by arithmetic from 1583 on (as `Calendar` would give it, faster), by
    /// `Calendar` before, where Foundation's calendar is the Julian one.
    static func localTime(of date: Date, in context: DisplayContext) -> CivilTime {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        if seconds >= Double(CivilTime.firstSecond) + 86_400, seconds <= ISO8601Text.representable.upperBound {
            return CivilTime(secondsSince1970: Int(seconds) + context.secondsFromGMT(for: date))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = context.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return CivilTime(year: c.year!, month: c.month!, day: c.day!, hour: c.hour!, minute: c.minute!, second: c.second!)
    }
}

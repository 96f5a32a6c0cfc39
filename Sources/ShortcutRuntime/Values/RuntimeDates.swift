import Foundation

/// How dates are shown and read while a shortcut runs. Shortcuts shows a date in the device's
/// locale with a medium date and a short time ("Nov 26, 2026 at 10:30 AM"); here the locale is
/// en_US and the time zone the machine's (or `TZ`), so a run's output does not depend on
/// settings a shortcut cannot see.
public enum RuntimeDates {
    /// The time zone dates are shown in: the machine's, or `TZ`.
    static let timeZone = TimeZone.current

    static func formatter(_ configure: (DateFormatter) -> Void) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US")
        formatter.timeZone = timeZone
        configure(formatter)
        return formatter
    }

    /// A date as Shortcuts shows it by default.
    static func shown(_ date: Date) -> String {
        formatter { $0.dateStyle = .medium; $0.timeStyle = .short }.string(from: date)
    }

    /// The forms text is read as a date in: ISO 8601 with or without a time, then the forms
    /// Shortcuts writes dates in ("Nov 26, 2026", "November 26, 2026 at 10:30 AM", "2026-11-26 10:30").
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let iso = ISO8601DateFormatter()
        if let date = iso.date(from: trimmed) { return date }
        for format in ["yyyy-MM-dd", "yyyy-MM-dd HH:mm", "yyyy-MM-dd HH:mm:ss", "MMM d, yyyy", "MMMM d, yyyy",
                       "MMM d, yyyy 'at' h:mm a", "MMMM d, yyyy 'at' h:mm a", "MMM d, yyyy, h:mm a", "M/d/yy", "M/d/yyyy",
                       "M/d/yy, h:mm a", "h:mm a", "HH:mm"] {
            if let date = formatter({ $0.dateFormat = format }).date(from: trimmed) { return date }
        }
        return nil
    }
}

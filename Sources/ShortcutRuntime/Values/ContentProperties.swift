import Foundation

/// The properties a shortcut can ask of a content item (a variable's "Name", a date's "Year",
/// a URL's "Host"…), by the names Apple's editor shows; docs/RUNTIME.md lists them.
enum ContentProperties {
    static func property(_ name: String, of value: RuntimeValue) -> RuntimeValue? {
        if case .list(let items) = value, name != "Count" {
            return .list(items.compactMap { property(name, of: $0) })
        }
        if case .item(let item) = value {
            if let found = item.properties[name] { return found }
            if name == "Name" { return .text(item.text) }
        }
        switch (name, value) {
        case ("Count", .list(let items)): return .number(Double(items.count))
        case ("Count", _): return .number(value.hasValue ? 1 : 0)
        case ("Name", .file(let file)): return .text(file.name)
        case ("Name", .url(let url)): return .text(URL(string: url)?.lastPathComponent ?? url)
        case ("Name", _): return .text(value.text)
        case ("File Size", .file(let file)): return .number(Double(file.bytes.count))
        case ("File Extension", .file(let file)): return .text(file.type)
        case ("File Path", .file(let file)): return file.path.map(RuntimeValue.text)
        case ("Creation Date", .file(let file)): return file.created.map(RuntimeValue.date)
        case ("Last Modified Date", .file(let file)): return file.modified.map(RuntimeValue.date)
        case ("Number of Characters", _): return .number(Double(value.text.count))
        case (_, .date(let date)): return dateProperty(name, date)
        case (_, .url(let url)): return urlProperty(name, url)
        default: return nil
        }
    }

    private static func dateProperty(_ name: String, _ date: Date) -> RuntimeValue? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RuntimeDates.timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second, .weekday], from: date)
        let number: Int? = switch name {
        case "Year": parts.year
        case "Month": parts.month
        case "Day": parts.day
        case "Hour": parts.hour
        case "Minute": parts.minute
        case "Second": parts.second
        default: nil
        }
        if let number { return .number(Double(number)) }
        if name == "Day of Week", let weekday = parts.weekday { return .text(calendar.weekdaySymbols[weekday - 1]) }
        if name == "Time Zone" { return .text(RuntimeDates.timeZone.identifier) }
        return nil
    }

    private static func urlProperty(_ name: String, _ text: String) -> RuntimeValue? {
        guard let parts = URLComponents(string: text) else { return nil }
        let found: String? = switch name {
        case "Scheme": parts.scheme
        case "Host": parts.host
        case "Path": parts.path
        case "Query": parts.query
        case "Fragment": parts.fragment
        case "User": parts.user
        case "Password": parts.password
        case "Port": parts.port.map(String.init)
        default: nil
        }
        return found.map(RuntimeValue.text)
    }
}

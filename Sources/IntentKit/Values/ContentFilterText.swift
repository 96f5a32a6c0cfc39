/// The conditions of a Find or Filter action (`WFContentPredicateTableTemplate`) as text: each
/// a property, an operator and a value ("List is Home Maintenance"), joined by "and" when all
/// must hold and "or" when any may. The operator codes are the If action's (docs/FILE-FORMAT.md;
/// Cherri's list of `WFCondition` codes).
public enum ContentFilterText {
    /// The operators by code, as the editor names them.
    public static let operators: [(code: Int, name: String)] = [
        (4, "is"), (5, "is not"), (99, "contains"), (999, "does not contain"), (8, "begins with"), (9, "ends with"),
        (0, "is less than"), (1, "is less than or equal to"), (2, "is greater than"), (3, "is greater than or equal to"),
        (100, "has any value"), (101, "does not have any value"),
        (1000, "is in the next"), (1001, "is in the last"), (1002, "is today"), (1003, "is between"),
    ]

    /// The operators that take no value ("has any value", "is today").
    public static let valueless: Set<Int> = [100, 101, 1002]
    /// The operators whose value is an amount of time with its unit ("is in the next 3 days").
    public static let spans: Set<Int> = [1000, 1001]
    /// The operator whose value has an upper bound ("is between 3 and 5").
    public static let between = 1003

    /// An operator's name; its code in brackets when it has none here.
    public static func name(of code: Int) -> String {
        operators.first { $0.code == code }?.name ?? "[\(code)]"
    }

    /// One condition as text, or nil when it is not a condition's shape.
    public static func text(of template: PropertyListValue) -> String? {
        guard let property = template["Property"]?.stringValue else { return nil }
        let code: Int = if case .integer(let value)? = template["Operator"] { value } else { 4 }
        var parts = [property, name(of: code)]
        if !valueless.contains(code), let value = value(of: template) {
            parts.append(value)
            if spans.contains(code), let unit = unitName(of: template, amount: value) { parts.append(unit) }
            if code == between, let upper = upperValue(of: template) { parts += ["and", upper] }
        }
        return parts.joined(separator: " ")
    }

    /// Members of a condition's `Values` that go with its value but are not it: the unit of
    /// "is in the next 3 days" (Shortcuts writes `Unit` beside every value, often first) and
    /// the upper bound of "is between".
    static let companionKeys: Set<String> = ["Unit", "AnotherDate", "AnotherNumber"]

    /// The member of a condition's `Values` that holds its value, by its operator and the
    /// members Shortcuts wrote: `Number` for "is in the next / last"; else the one that is not
    /// a companion (`String`, `Enumeration`, `Bool`, `Date`, `Number`…). Reading — and
    /// writing — the first member instead showed "Title contains 4" (its `Unit`) and put typed
    /// text into the unit.
    public static func valueKey(of template: PropertyListValue) -> String? {
        guard let keys = template["Values"]?.dictionaryValue?.entries.map(\.key), !keys.isEmpty else { return nil }
        if case .integer(let code)? = template["Operator"], code == 1000 || code == 1001, keys.contains("Number") { return "Number" }
        return keys.first { !companionKeys.contains($0) } ?? keys.first
    }

    /// The value of a condition as text: its value member (`valueKey`), unwrapped from a
    /// `{Value, WFSerializationType}` state where it is one; text with variables shows each
    /// variable by its name.
    public static func value(of template: PropertyListValue) -> String? {
        guard let key = valueKey(of: template), let member = template["Values"]?[key] else { return nil }
        return memberText(member)
    }

    /// The upper bound of "is between", as text.
    public static func upperValue(of template: PropertyListValue) -> String? {
        guard let values = template["Values"], let member = values["AnotherNumber"] ?? values["AnotherDate"] else { return nil }
        return memberText(member)
    }

    /// The unit of "is in the next 3 days", named for `amount` ("day" for 1): Shortcuts stores
    /// it as `NSCalendarUnit`'s bit (16 days, 8192 weeks…) or, in older files, as the name.
    public static func unitName(of template: PropertyListValue, amount: String) -> String? {
        guard let stored = template["Values"]?["Unit"] else { return nil }
        let unit = stored["Value"] ?? stored
        let plural: String? = switch unit {
        case .integer(let bits): calendarUnits.first { $0.bits == bits }?.name
        case .string(let name): name
        default: nil
        }
        guard let plural else { return nil }
        return amount == "1" && plural.hasSuffix("s") ? String(plural.dropLast()) : plural
    }

    /// `NSCalendarUnit`'s bits by the names the editor says (and reads back); weeks are
    /// written as 8192 (week of year), and 4096 (week of month) read as weeks too.
    public static let calendarUnits: [(bits: Int, name: String)] = [
        (4, "years"), (8, "months"), (8192, "weeks"), (4096, "weeks"), (16, "days"), (32, "hours"), (64, "minutes"), (128, "seconds"),
    ]

    /// A member of `Values` as text: a variable alone or in text by its name in ‹›, the way
    /// the card shows variables — whether the file holds it as an attachment or as a token
    /// string (signed files and their unsigned copies differ), or a plain value.
    static func memberText(_ member: PropertyListValue) -> String {
        if let variable = member.singleVariable { return "‹" + variable.displayName() + "›" }
        if let tokens = TokenText(member) { return tokens.text { "‹" + $0.displayName() + "›" } }
        let inner = member["Value"] ?? member
        if let variable = inner.singleVariable { return "‹" + variable.displayName() + "›" }
        if let tokens = TokenText(inner) { return tokens.text { "‹" + $0.displayName() + "›" } }
        switch inner {
        case .string(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .bool(let flag): return flag ? "true" : "false"
        default: return inner.summary
        }
    }

    /// Every condition of a filter as text, joined as the filter joins them.
    public static func summary(of filter: PropertyListValue) -> String? {
        guard let templates = filter["WFActionParameterFilterTemplates"]?.arrayValue else { return nil }
        let joiner = if case .integer(0)? = filter["WFActionParameterFilterPrefix"] { " or " } else { " and " }
        let texts = templates.compactMap(text(of:))
        return texts.isEmpty ? "no conditions" : texts.joined(separator: joiner)
    }
}

import IntentKit

/// One condition of a Find or Filter action, as the item list edits it: the text "Property
/// operator value" (`ContentFilterText`), read back into Shortcuts' template. A condition keeps
/// the shape its file gave it — its `Values` member and that member's state wrapper, its other
/// keys — and only its operator and value change; a new condition takes the shape of one on the
/// same property. A property the filter does not have yet is made from its definition when the
/// action lists its properties (an app's Find action, `properties`); in Shortcuts' own Find
/// actions it is refused: what kind of value it holds, and so how Shortcuts stores it, is not
/// in any reference (docs/BUILTIN-ACTIONS.md).
public enum ContentFilterItem {
    /// Reads a condition typed as text, shaped after `existing` conditions, else made from the
    /// property's definition among `properties`.
    public static func parse(_ text: String, among existing: [PropertyListValue],
                             properties: [FilterPropertyDefinition] = []) -> Result<PropertyListValue, StoredFormFailure> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // Every place an operator stands between words, the longest operator first ("is not"
        // before "is"); a place whose left side is a property of the filter is the one meant
        // ("Is Completed is false", "This is Fine is true").
        var splits: [(property: String, code: Int, name: String, value: String)] = []
        for (code, name) in ContentFilterText.operators.sorted(by: { $0.name.count > $1.name.count }) {
            var searchStart = trimmed.startIndex
            while let range = trimmed.range(of: " " + name, range: searchStart..<trimmed.endIndex) {
                searchStart = trimmed.index(after: range.lowerBound)
                let after = trimmed[range.upperBound...]
                guard after.isEmpty || after.first == " " else { continue }
                splits.append((String(trimmed[..<range.lowerBound]).trimmingCharacters(in: .whitespaces), code, name,
                               after.trimmingCharacters(in: .whitespaces)))
            }
        }
        for split in splits {
            if let property = properties.first(where: { $0.title.caseInsensitiveCompare(split.property) == .orderedSame }) {
                return newCondition(on: property, code: split.code, name: split.name, value: split.value)
            }
            guard let model = existing.first(where: { $0["Property"]?.stringValue == split.property }) else { continue }
            let needsValue = split.code != 100 && split.code != 101
            if needsValue && split.value.isEmpty { return .failure(StoredFormFailure("type a value after \"\(split.name)\"")) }
            return .success(condition(like: model, operator: split.code, value: needsValue ? split.value : nil))
        }
        if let first = splits.first, !properties.isEmpty {
            return .failure(StoredFormFailure("the query does not filter by \(first.property); it filters by "
                + properties.map(\.title).joined(separator: ", ")))
        }
        if let first = splits.first {
            let known = Set(existing.compactMap { $0["Property"]?.stringValue }).sorted()
            return .failure(StoredFormFailure("\(first.property) is not a condition of this filter yet"
                + (known.isEmpty ? "" : " (it has \(known.joined(separator: ", ")))")
                + "; add its first condition in Shortcuts, then edit it here"))
        }
        return .failure(StoredFormFailure("type a property, an operator (is, is not, contains, begins with, is greater than…) and a value"))
    }

    /// A condition on a property the action defines: its operator checked against the
    /// comparisons the query offers, its value typed by what the property holds and stored
    /// under that kind's name, as Shortcuts' own rows store theirs.
    static func newCondition(on property: FilterPropertyDefinition, code: Int, name: String, value text: String) -> Result<PropertyListValue, StoredFormFailure> {
        guard let comparison = EntityFindAction.comparison(ofCode: code), property.comparisons.contains(comparison) else {
            let offered = property.comparisons.map { ContentFilterText.name(of: EntityFindAction.code(of: $0)) }
            return .failure(StoredFormFailure("\(property.title) is not compared with “\(name)” here; it offers " + offered.joined(separator: ", ")))
        }
        guard !text.isEmpty else { return .failure(StoredFormFailure("type a value after \"\(name)\"")) }
        let stored: PropertyListValue
        switch property.type {
        case .int:
            guard let whole = CheckedInteger.from(text) else { return .failure(StoredFormFailure("“\(text)” is not a whole number for \(property.title)")) }
            stored = .integer(whole)
        case .double, .decimal:
            guard let number = Double(text), number.isFinite else { return .failure(StoredFormFailure("“\(text)” is not a number for \(property.title)")) }
            stored = .real(number)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "on": stored = .bool(true)
            case "false", "no", "off": stored = .bool(false)
            default: return .failure(StoredFormFailure("\(property.title) is true or false, not “\(text)”"))
            }
        case .date:
            guard let date = ISO8601Text.parse(text) else {
                return .failure(StoredFormFailure("“\(text)” is not a date for \(property.title); type it as 2026-12-24 or 2026-12-24T09:30:00Z"))
            }
            stored = .date(date)
        case .enumeration(let enumeration):
            guard let match = enumeration.cases.first(where: { $0.title.caseInsensitiveCompare(text) == .orderedSame || $0.identifier == text }) else {
                return .failure(StoredFormFailure("\(property.title) is one of " + enumeration.cases.map(\.title).joined(separator: ", ")))
            }
            stored = .string(match.identifier)
        default:
            stored = .string(text)
        }
        return .success(.dictionary(["Operator": .integer(code), "Property": .string(property.title), "Removable": .bool(true),
                                     "Values": .dictionary([EntityFindAction.valueKind(of: property.type): stored])]))
    }

    /// `model` with another operator and value, the value in the kind the model's holds.
    static func condition(like model: PropertyListValue, operator code: Int, value: String?) -> PropertyListValue {
        var condition = model.dictionaryValue ?? [:]
        condition["Operator"] = .integer(code)
        // The value goes where Apple's file keeps it for this operator (`valueKey`), never into
        // a companion such as `Unit`.
        guard let value, var values = model["Values"]?.dictionaryValue, let key = ContentFilterText.valueKey(of: .dictionary(condition)),
              let member = values[key] else {
            return .dictionary(condition)
        }
        if TokenText(member) != nil || member["Value"].flatMap(TokenText.init) != nil {
            // Text with variables, retyped: plain text now, in the token string's own form.
            values[key] = tokenText(value, like: member)
        } else if var wrapper = member.dictionaryValue, let old = wrapper["Value"] {
            wrapper["Value"] = typed(value, like: old)
            values[key] = .dictionary(wrapper)
        } else {
            values[key] = typed(value, like: member)
        }
        condition["Values"] = .dictionary(values)
        return .dictionary(condition)
    }

    /// Typed text in place of a token string: `WFTextTokenString` with no attachments, inside
    /// the state wrapper when the old value had one.
    static func tokenText(_ text: String, like old: PropertyListValue) -> PropertyListValue {
        let plain = TokenText(pieces: [.text(text)]).propertyList
        guard var wrapper = old.dictionaryValue, wrapper["WFSerializationType"]?.stringValue != "WFTextTokenString" else { return plain }
        wrapper["Value"] = plain
        return .dictionary(wrapper)
    }

    /// Text in the kind `old` has: a number stays a number, a Boolean a Boolean, when it reads as one.
    static func typed(_ text: String, like old: PropertyListValue) -> PropertyListValue {
        switch old {
        case .integer: Int(text).map(PropertyListValue.integer) ?? .string(text)
        case .real: Double(text).map(PropertyListValue.real) ?? .string(text)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": .bool(true)
            case "false", "no", "0": .bool(false)
            default: .string(text)
            }
        default: .string(text)
        }
    }
}

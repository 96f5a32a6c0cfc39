import Foundation
import IntentKit

/// One condition of a Find or Filter action, as the item list edits it: the text "Property
/// operator value" (`ContentFilterText`) — its value typed, or holding variables (^T), "is in
/// the next 3 days" with its unit, "is between 2 and 5" with both bounds — read back into
/// Shortcuts' template. A condition keeps
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
        parse([.text(text)], among: existing, properties: properties)
    }

    /// Reads a condition typed as text with variables in it: a variable stands in the value,
    /// never for the property.
    public static func parse(_ pieces: [TokenText.Piece], among existing: [PropertyListValue],
                             properties: [FilterPropertyDefinition] = []) -> Result<PropertyListValue, StoredFormFailure> {
        // Each variable as the character Shortcuts' token strings hold for one, in order.
        var flat = ""
        var variables: [VariableReference] = []
        for piece in pieces {
            switch piece {
            case .text(let text): flat += text.replacingOccurrences(of: ConditionValue.marker, with: "")
            case .variable(let variable):
                flat += ConditionValue.marker
                variables.append(variable)
            }
        }
        let trimmed = flat.trimmingCharacters(in: .whitespaces)
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
                let property = String(trimmed[..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
                // A variable is a value: a split that puts one in the property is not the one meant.
                guard !property.contains(ConditionValue.marker) else { continue }
                splits.append((property, code, name, after.trimmingCharacters(in: .whitespaces)))
            }
        }
        for split in splits {
            let typed = ConditionValue.parts(of: split.value, code: split.code, variables: variables)
            if let property = properties.first(where: { $0.title.caseInsensitiveCompare(split.property) == .orderedSame }) {
                return typed.flatMap { newCondition(on: property, code: split.code, name: split.name, parts: $0) }
            }
            guard let model = existing.first(where: { $0["Property"]?.stringValue == split.property }) else { continue }
            return typed.flatMap { condition(like: model, operator: split.code, parts: $0) }
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
    static func newCondition(on property: FilterPropertyDefinition, code: Int, name: String, parts: ConditionValue.Parts) -> Result<PropertyListValue, StoredFormFailure> {
        guard let comparison = EntityFindAction.comparison(ofCode: code), property.comparisons.contains(comparison) else {
            let offered = property.comparisons.map { ContentFilterText.name(of: EntityFindAction.code(of: $0)) }
            return .failure(StoredFormFailure("\(property.title) is not compared with “\(name)” here; it offers " + offered.joined(separator: ", ")))
        }
        let key = EntityFindAction.valueKind(of: property.type)
        var values = PropertyListDictionary()
        for (memberKey, value) in [(key, parts.value), ("Another" + key, parts.upper)] {
            guard let value else { continue }
            switch stored(value, of: property) {
            case .success(let member): values[memberKey] = member
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(.dictionary(["Operator": .integer(code), "Property": .string(property.title), "Removable": .bool(true),
                                     "Values": .dictionary(values)]))
    }

    /// A value typed for a property of the action's definition, in the property's kind; a
    /// variable as Shortcuts stores one (in text for text, alone otherwise).
    static func stored(_ value: ConditionValue, of property: FilterPropertyDefinition) -> Result<PropertyListValue, StoredFormFailure> {
        if value.hasVariables {
            if case .string = property.type { return .success(TokenText(pieces: value.pieces).propertyList) }
            guard let variable = value.single else {
                return .failure(StoredFormFailure("\(property.title) takes one variable or a value, not text with variables"))
            }
            return .success(attachment(variable))
        }
        let text = value.text
        switch property.type {
        case .int:
            guard let whole = CheckedInteger.from(text) else { return .failure(StoredFormFailure("“\(text)” is not a whole number for \(property.title)")) }
            return .success(.integer(whole))
        case .double, .decimal:
            guard let number = Double(text), number.isFinite else { return .failure(StoredFormFailure("“\(text)” is not a number for \(property.title)")) }
            return .success(.real(number))
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "on": return .success(.bool(true))
            case "false", "no", "off": return .success(.bool(false))
            default: return .failure(StoredFormFailure("\(property.title) is true or false, not “\(text)”"))
            }
        case .date:
            guard let date = ConditionValue.date(text) else {
                return .failure(StoredFormFailure("“\(text)” is not a date for \(property.title); type it as 2026-12-24 or 2026-12-24T09:30:00Z"))
            }
            return .success(.date(date))
        case .enumeration(let enumeration):
            guard let match = enumeration.cases.first(where: { $0.title.caseInsensitiveCompare(text) == .orderedSame || $0.identifier == text }) else {
                return .failure(StoredFormFailure("\(property.title) is one of " + enumeration.cases.map(\.title).joined(separator: ", ")))
            }
            return .success(.string(match.identifier))
        default:
            return .success(.string(text))
        }
    }

    /// `model` with another operator and value, each part in the form the model's holds.
    static func condition(like model: PropertyListValue, operator code: Int, parts: ConditionValue.Parts) -> Result<PropertyListValue, StoredFormFailure> {
        var condition = model.dictionaryValue ?? [:]
        condition["Operator"] = .integer(code)
        // The value goes where Apple's file keeps it for this operator (`valueKey`), never into
        // a companion such as `Unit`.
        guard let value = parts.value, var values = model["Values"]?.dictionaryValue,
              let key = ContentFilterText.valueKey(of: .dictionary(condition)), let member = values[key] else {
            return .success(.dictionary(condition))
        }
        switch stored(value, like: member, key: key) {
        case .success(let stored): values[key] = stored
        case .failure(let failure): return .failure(failure)
        }
        if let upper = parts.upper {
            let upperKey = values["AnotherDate"] != nil || key == "Date" ? "AnotherDate" : "AnotherNumber"
            switch stored(upper, like: values[upperKey] ?? member, key: upperKey) {
            case .success(let stored): values[upperKey] = stored
            case .failure(let failure): return .failure(failure)
            }
        }
        if let unit = parts.unit, let old = values["Unit"] {
            values["Unit"] = unit.stored(like: old)
        }
        condition["Values"] = .dictionary(values)
        return .success(.dictionary(condition))
    }

    /// A value in the form `old` has: text with variables in a token string (inside the old
    /// state wrapper), a variable alone as an attachment, typed text in the old value's kind.
    static func stored(_ value: ConditionValue, like old: PropertyListValue, key: String) -> Result<PropertyListValue, StoredFormFailure> {
        let isText = key == "String"
        let tokenized = TokenText(old) != nil || old["Value"].flatMap(TokenText.init) != nil
        if value.hasVariables {
            if tokenized || isText || old.stringValue != nil { return .success(tokenText(value.pieces, like: old)) }
            guard let variable = value.single else {
                return .failure(StoredFormFailure("a \(kindName(of: old)) value is one variable or a value, not text with variables"))
            }
            if var wrapper = old.dictionaryValue, wrapper["WFSerializationType"] != nil, old.singleVariable == nil, wrapper["Value"] != nil {
                // A state (`WFNumberSubstitutableState`) holds its variable bare.
                wrapper["Value"] = .dictionary(variable.attachment)
                return .success(.dictionary(wrapper))
            }
            return .success(attachment(variable))
        }
        if tokenized || old.singleVariable != nil && isText { return .success(tokenText(value.pieces, like: old)) }
        // A variable replaced by a typed value: the value in the kind its member names.
        if old.singleVariable != nil { return .success(typed(value.text, like: sample(ofKind: key))) }
        if var wrapper = old.dictionaryValue, let inner = wrapper["Value"], wrapper["WFSerializationType"]?.stringValue != "WFTextTokenAttachment" {
            wrapper["Value"] = typed(value.text, like: inner.singleVariable == nil ? inner : sample(ofKind: key))
            return .success(.dictionary(wrapper))
        }
        return .success(typed(value.text, like: old))
    }

    /// A variable alone, as Shortcuts stores one in a parameter.
    static func attachment(_ variable: VariableReference) -> PropertyListValue {
        .dictionary(["Value": .dictionary(variable.attachment), "WFSerializationType": .string("WFTextTokenAttachment")])
    }

    /// Text (and variables) in place of a token string: `WFTextTokenString`, inside the state
    /// wrapper when the old value had one.
    static func tokenText(_ pieces: [TokenText.Piece], like old: PropertyListValue) -> PropertyListValue {
        let plain = TokenText(pieces: pieces).propertyList
        guard var wrapper = old.dictionaryValue, let serialization = wrapper["WFSerializationType"]?.stringValue,
              !["WFTextTokenString", "WFTextTokenAttachment"].contains(serialization) else { return plain }
        wrapper["Value"] = plain
        return .dictionary(wrapper)
    }

    /// Text in the kind `old` has: a number stays a number, a Boolean a Boolean, a date a date,
    /// when it reads as one.
    static func typed(_ text: String, like old: PropertyListValue) -> PropertyListValue {
        switch old {
        case .integer: Int(text).map(PropertyListValue.integer) ?? Double(text).map(PropertyListValue.real) ?? .string(text)
        case .real: Double(text).map(PropertyListValue.real) ?? .string(text)
        case .bool:
            switch text.lowercased() {
            case "true", "yes", "1": .bool(true)
            case "false", "no", "0": .bool(false)
            default: .string(text)
            }
        case .date: ConditionValue.date(text).map(PropertyListValue.date) ?? .string(text)
        default: .string(text)
        }
    }

    /// A value of the kind a `Values` member's name says, for typed text to take.
    private static func sample(ofKind key: String) -> PropertyListValue {
        switch key {
        case "Number", "AnotherNumber": .real(0)
        case "Date", "AnotherDate": .date(Date(timeIntervalSince1970: 0))
        case "Bool": .bool(false)
        default: .string("")
        }
    }

    private static func kindName(of old: PropertyListValue) -> String {
        switch old["Value"] ?? old {
        case .integer, .real: "number"
        case .date: "date"
        case .bool: "Boolean"
        default: "condition's"
        }
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// What a Find or Filter action keeps of its items: the conditions of its
/// `WFContentItemFilter` (each a property, an operator by If's codes and a value; all or any
/// of them), then its sort (`WFContentItemSortProperty`, `WFContentItemSortOrder`) and limit
/// (`WFContentItemLimitEnabled`, `WFContentItemLimitNumber`). docs/RUNTIME.md lists the
/// operators and which kind of value each compares.
///
/// The values compared with are read once, variables filled in, before any item is looked at:
/// the cost per item is its properties' comparisons, whatever the conditions hold.
struct ContentFilter {
    struct Condition {
        var property: String
        var code: ConditionOperator
        /// The kind of its value, as the file names it ("String", "Enumeration", "Number",
        /// "Bool", "Date"), which says how it compares.
        var kind: String
        var operand: RuntimeValue
        /// "is between"'s upper bound.
        var upper: RuntimeValue?
        /// "is in the next / last": the calendar unit of the amount in `operand`.
        var unit: Calendar.Component
        /// "is in the next / last": the amount as whole calendar steps, range-checked when read
        /// (as If's is), so a file's 1e300 days fails the action instead of the program.
        var steps = 0
    }

    var all = true
    var conditions: [Condition] = []
    var sortProperty: String?
    var ascending = true
    var limit: Int?

    /// The filter an action's parameters describe, its values resolved now.
    static func read(_ call: ActionCall) async throws -> ContentFilter {
        var filter = ContentFilter()
        if case .opaque(let opaque)? = call.action.values["WFContentItemFilter"], let stored = opaque.propertyList {
            let inner = stored["Value"] ?? stored
            if case .integer(0)? = inner["WFActionParameterFilterPrefix"] { filter.all = false }
            for (index, template) in (inner["WFActionParameterFilterTemplates"]?.arrayValue ?? []).enumerated() {
                filter.conditions.append(try await condition(template, number: index + 1, call: call))
            }
        }
        // Match (`WFCompoundType`: 1 all, 0 any), when the action has one, says it over the
        // conditions' own prefix: it is what the card edits.
        if let match = try await call.text("WFCompoundType"), match == "0" || match == "1" { filter.all = match == "1" }
        if let property = try await call.text("WFContentItemSortProperty"), !property.isEmpty { filter.sortProperty = property }
        let order = try await call.text("WFContentItemSortOrder") ?? ""
        filter.ascending = !["Latest First", "Biggest First", "Z to A", "Largest First", "Newest First"].contains(order)
        if try await call.bool("WFContentItemLimitEnabled", default: false), let limit = try await call.integer("WFContentItemLimitNumber", in: 0...1_000_000) {
            filter.limit = limit
        }
        return filter
    }

    private static func condition(_ template: PropertyListValue, number: Int, call: ActionCall) async throws -> Condition {
        guard let property = template["Property"]?.stringValue else { throw call.failure("condition \(number) names no property") }
        let stored: IntentValue? = switch template["Operator"] {
        case .integer(let code)?: .int(code)
        case .string(let name)?: .string(name)
        default: nil
        }
        guard let code = stored.map({ ConditionOperator(stored: $0) }) ?? .equals else {
            throw call.failure("condition \(number) (\(property)) has an operator Shortcuts does not have")
        }
        var condition = Condition(property: property, code: code, kind: "String", operand: .nothing, upper: nil, unit: .day)
        for (key, value) in template["Values"]?.dictionaryValue?.entries ?? [] {
            let resolved = try await operand(value, call: call)
            switch key {
            case "AnotherDate", "AnotherNumber": condition.upper = resolved
            case "Unit": condition.unit = unit(value)
            default:
                condition.kind = key
                condition.operand = resolved
            }
        }
        if code == .inTheNext || code == .inTheLast {
            let amount = condition.operand.number ?? 0
            condition.steps = try call.whole(amount, named: "condition \(number) (\(property))'s amount", in: RunNumbers.calendarSteps)
        }
        return condition
    }

    /// A condition's value: a state's `Value` unwrapped, text with variables filled in.
    private static func operand(_ stored: PropertyListValue, call: ActionCall) async throws -> RuntimeValue {
        let wrapper = stored["WFSerializationType"]?.stringValue
        if let wrapper, !["WFTextTokenString", "WFTextTokenAttachment", "WFQuantityFieldValue"].contains(wrapper), let inner = stored["Value"] {
            return try await call.run.resolve(inner, at: call.index)
        }
        return try await call.run.resolve(stored, at: call.index)
    }

    /// "is in the next 3 days": the unit as a name or as `NSCalendarUnit`'s bit.
    private static func unit(_ stored: PropertyListValue) -> Calendar.Component {
        let value = stored["Value"] ?? stored
        switch value {
        case .integer(let bits):
            return switch bits {
            case 4: .year
            case 8: .month
            case 8192, 4096: .weekOfYear
            case 32: .hour
            case 64: .minute
            case 128: .second
            default: .day
            }
        case .string(let name):
            return switch name.lowercased() {
            case "years", "year": .year
            case "months", "month": .month
            case "weeks", "week": .weekOfYear
            case "hours", "hour", "hr": .hour
            case "minutes", "minute", "min": .minute
            default: .day
            }
        default:
            return .day
        }
    }

    /// The items that hold, sorted and limited.
    func apply(to items: [RuntimeValue], now: Date) -> [RuntimeValue] {
        var kept = conditions.isEmpty ? items : items.filter { item in
            all ? conditions.allSatisfy { holds($0, for: item, now: now) } : conditions.contains { holds($0, for: item, now: now) }
        }
        if let sortProperty {
            if sortProperty == "Random" {
                kept.shuffle()
            } else {
                let keyed = kept.map { (item: $0, key: ContentProperties.property(sortProperty, of: $0) ?? .nothing) }
                // What has no value goes last, in either order; the sort keeps ties as they were.
                let valued = keyed.filter { $0.key.hasValue }, unvalued = keyed.filter { !$0.key.hasValue }
                kept = valued.sorted { ascending ? Self.ordered($0.key, $1.key) : Self.ordered($1.key, $0.key) }.map(\.item) + unvalued.map(\.item)
            }
        }
        if let limit, kept.count > limit { kept.removeLast(kept.count - limit) }
        return kept
    }

    /// Whether `left` sorts before `right`: dates by time, numbers by size, text A to Z
    /// without regard to case.
    static func ordered(_ left: RuntimeValue, _ right: RuntimeValue) -> Bool {
        switch (left, right) {
        case (.date(let a), .date(let b)): return a < b
        case (.number(let a), .number(let b)): return a < b
        case (.bool(let a), .bool(let b)): return !a && b
        default: return left.text.localizedCaseInsensitiveCompare(right.text) == .orderedAscending
        }
    }

    func holds(_ condition: Condition, for item: RuntimeValue, now: Date) -> Bool {
        let value = ContentProperties.property(condition.property, of: item) ?? .nothing
        switch condition.code {
        case .hasAnyValue: return value.hasValue
        case .hasNoValue: return !value.hasValue
        default: break
        }
        // A property holding several values (a reminder's tags, a contact's numbers) holds when one does.
        if case .list(let values) = value {
            let negative = condition.code == .notEquals || condition.code == .doesNotContain
            let positive = condition.code == .notEquals ? ConditionOperator.equals : condition.code == .doesNotContain ? .contains : condition.code
            var single = condition
            single.code = positive
            let any = values.items.contains { compare(single, $0, now: now) }
            return negative ? !any : any
        }
        return compare(condition, value, now: now)
    }

    private func compare(_ condition: Condition, _ value: RuntimeValue, now: Date) -> Bool {
        switch condition.code {
        case .isToday, .inTheNext, .inTheLast: return compareDates(condition, value, now: now)
        default: break
        }
        switch condition.kind {
        case "Bool":
            let equal = value.bool == condition.operand.bool
            return condition.code == .notEquals ? !equal : equal
        case "Date":
            return compareDates(condition, value, now: now)
        case "Number":
            guard let left = value.number, let right = condition.operand.number else { return condition.code == .notEquals }
            return Self.compareNumbers(condition.code, left, right, upper: condition.upper?.number)
        default:
            if case .date = value { return compareDates(condition, value, now: now) }
            if case .number(let left) = value, let right = condition.operand.number {
                return Self.compareNumbers(condition.code, left, right, upper: condition.upper?.number)
            }
            return Self.compareTexts(condition.code, value.text, condition.operand.text)
        }
    }

    private func compareDates(_ condition: Condition, _ value: RuntimeValue, now: Date) -> Bool {
        guard let date = value.date else { return condition.code == .notEquals }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = RuntimeDates.timeZone
        switch condition.code {
        case .isToday: return calendar.isDate(date, inSameDayAs: now)
        case .inTheNext, .inTheLast:
            let forward = condition.code == .inTheNext
            guard let bound = calendar.date(byAdding: condition.unit, value: forward ? condition.steps : -condition.steps, to: now) else { return false }
            return forward ? date >= now && date <= bound : date >= bound && date <= now
        default: break
        }
        guard let other = condition.operand.date else { return false }
        switch condition.code {
        case .equals: return calendar.isDate(date, inSameDayAs: other)
        case .notEquals: return !calendar.isDate(date, inSameDayAs: other)
        case .lessThan: return date < other
        case .atMost: return date <= other
        case .greaterThan: return date > other
        case .atLeast: return date >= other
        case .between:
            guard let upper = condition.upper?.date else { return false }
            return date >= other && date <= upper
        default: return false
        }
    }

    static func compareNumbers(_ code: ConditionOperator, _ left: Double, _ right: Double, upper: Double?) -> Bool {
        switch code {
        case .equals: left == right
        case .notEquals: left != right
        case .lessThan: left < right
        case .atMost: left <= right
        case .greaterThan: left > right
        case .atLeast: left >= right
        case .between: upper.map { left >= right && left <= $0 } ?? false
        default: compareTexts(code, RuntimeValue.format(left), RuntimeValue.format(right))
        }
    }

    /// Text as If compares it (`Conditions.compareTexts`), and ordered A to Z for less / greater than.
    static func compareTexts(_ code: ConditionOperator, _ left: String, _ right: String) -> Bool {
        switch code {
        case .lessThan: left.localizedCaseInsensitiveCompare(right) == .orderedAscending
        case .greaterThan: left.localizedCaseInsensitiveCompare(right) == .orderedDescending
        default: Conditions.compareTexts(code, left, right)
        }
    }
}

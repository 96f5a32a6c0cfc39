import Foundation
import IntentKit
import ShortcutModel

/// Whether an If's condition holds, by its `ConditionOperator` (the model's, which the
/// catalog titles too). The kind of comparison follows the value it is compared with: a number
/// field compares numbers, a date field dates, text else. iOS 18's several conditions
/// (`WFConditions`) hold when all (or any) of them do.
enum Conditions {
    static func holds(_ call: ActionCall) async throws -> Bool {
        if let table = call.action.values["WFConditions"], case .opaque(let opaque) = table, let stored = opaque.propertyList,
           let inner = stored["Value"], let templates = inner["WFActionParameterFilterTemplates"]?.arrayValue, !templates.isEmpty {
            let all = (inner["WFActionParameterFilterPrefix"].map { if case .integer(let code) = $0 { code } else { 1 } } ?? 1) == 1
            for template in templates {
                let holds = try await condition(from: template, call: call)
                if all && !holds { return false }
                if !all && holds { return true }
            }
            return all
        }
        let input = try await call.input()
        return try await evaluate(try comparison(call.action.values["WFCondition"], call: call), input: input,
                                  operand: { key in try await call.value(key) },
                                  stored: { key in if case .opaque(let opaque)? = call.action.values[key] { opaque.propertyList } else { nil } },
                                  call: call)
    }

    /// One condition of `WFConditions`: its own input and operands, in its template.
    private static func condition(from template: PropertyListValue, call: ActionCall) async throws -> Bool {
        let stored: IntentValue?
        switch template["WFCondition"] {
        case .integer(let code)?: stored = .int(code)
        case .string(let name)?: stored = .string(name)
        case nil: stored = nil
        // Not written whole into the message: it may be a whole dictionary from the file.
        case .some: throw call.failure("the condition's operator is neither a code nor a name")
        }
        let comparison = try comparison(stored, call: call)
        let input = try await template["WFInput"].asyncMap { try await call.run.resolve($0, at: call.index) } ?? call.run.previous
        return try await evaluate(comparison, input: input, operand: { key in
            try await template[key].asyncMap { try await call.run.resolve($0, at: call.index) }
        }, stored: { key in template[key] }, call: call)
    }

    /// The operator stored; a file without one means the one the editor shows for it, "is".
    private static func comparison(_ stored: IntentValue?, call: ActionCall) throws -> ConditionOperator {
        guard let stored else { return .equals }
        guard let known = ConditionOperator(stored: stored) else {
            throw call.failure("the condition's operator \(stored.displayText(as: .string)) is not one Shortcuts has")
        }
        return known
    }

    /// `operand` resolves a field; `stored` gives it as stored, for what resolving loses (a
    /// duration's unit).
    private static func evaluate(_ code: ConditionOperator, input: RuntimeValue, operand: (String) async throws -> RuntimeValue?,
                                 stored: (String) -> PropertyListValue?, call: ActionCall) async throws -> Bool {
        switch code {
        case .hasAnyValue: return input.hasValue
        case .hasNoValue: return !input.hasValue
        case .isToday:
            guard let date = input.date else { return false }
            return Calendar.current.isDate(date, inSameDayAs: call.run.environment.now())
        case .inTheNext, .inTheLast:
            guard let date = input.date else { return false }
            let next = code == .inTheNext
            guard let amount = try await operand("WFDuration")?.number else {
                throw call.failure("“is in the \(next ? "next" : "last")” needs a duration")
            }
            let now = call.run.environment.now()
            let steps = try call.whole(amount, named: "WFDuration", in: RunNumbers.calendarSteps) * (next ? 1 : -1)
            guard let bound = Calendar.current.date(byAdding: DateActions.unit(of: stored("WFDuration")), value: steps, to: now) else {
                throw call.failure("the duration \(amount) is out of the calendar's range")
            }
            return next ? date >= now && date <= bound : date >= bound && date <= now
        default: break
        }
        if let date = try await operand("WFDate") {
            return try compareDates(code, input, date, try await operand("WFAnotherDate"), call: call)
        }
        if let number = try await operand("WFNumberValue") {
            return try compareNumbers(code, input, number, try await operand("WFAnotherNumber"), call: call)
        }
        let text = try await operand("WFConditionalActionString")?.text ?? ""
        if code.orders {
            return try compareNumbers(code, input, .text(text), try await operand("WFAnotherNumber"), call: call)
        }
        if case .number = input, Double(text) != nil {
            return try compareNumbers(code, input, .text(text), nil, call: call)
        }
        return compareTexts(code, input.text, text)
    }

    private static func compareNumbers(_ code: ConditionOperator, _ input: RuntimeValue, _ operand: RuntimeValue, _ upper: RuntimeValue?,
                                       call: ActionCall) throws -> Bool {
        guard let left = input.number else {
            call.warn("If compares a number with “\(input.text)”, which is not one; the condition does not hold")
            return code == .notEquals
        }
        guard let right = operand.number else { throw call.failure("the value compared with is “\(operand.text)”, not a number") }
        switch code {
        case .lessThan: return left < right
        case .atMost: return left <= right
        case .greaterThan: return left > right
        case .atLeast: return left >= right
        case .equals: return left == right
        case .notEquals: return left != right
        case .between:
            guard let high = upper?.number else { throw call.failure("“is between” needs a second number") }
            return left >= right && left <= high
        default: throw call.failure("the operator \(code.rawValue) does not compare numbers")
        }
    }

    private static func compareDates(_ code: ConditionOperator, _ input: RuntimeValue, _ operand: RuntimeValue, _ upper: RuntimeValue?,
                                     call: ActionCall) throws -> Bool {
        guard let left = input.date else {
            call.warn("If compares a date with “\(input.text)”, which is not one; the condition does not hold")
            return code == .notEquals
        }
        guard let right = operand.date else { throw call.failure("the date compared with is “\(operand.text)”, not a date") }
        switch code {
        case .lessThan: return left < right
        case .greaterThan: return left > right
        case .equals: return Calendar.current.isDate(left, inSameDayAs: right)
        case .notEquals: return !Calendar.current.isDate(left, inSameDayAs: right)
        case .between:
            guard let high = upper?.date else { throw call.failure("“is between” needs a second date") }
            return left >= right && left <= high
        default: throw call.failure("the operator \(code.rawValue) does not compare dates")
        }
    }

    /// Text compares without regard to case, as Shortcuts' If does — and Find's conditions,
    /// which take their text comparisons from here.
    static func compareTexts(_ code: ConditionOperator, _ input: String, _ operand: String) -> Bool {
        switch code {
        case .equals: return sameIgnoringCase(input, operand)
        case .notEquals: return !sameIgnoringCase(input, operand)
        default: break
        }
        let left = input.lowercased(), right = operand.lowercased()
        switch code {
        case .contains: return left.contains(right)
        case .doesNotContain: return !left.contains(right)
        case .beginsWith: return left.hasPrefix(right)
        case .endsWith: return left.hasSuffix(right)
        default: return false
        }
    }

    /// Equal text, or equal once lower-cased: the first is the common case in a filter over
    /// thousands of records, and costs no allocation; ASCII text of another length cannot be
    /// equal in any case.
    static func sameIgnoringCase(_ left: String, _ right: String) -> Bool {
        if left == right { return true }
        if left.utf8.count != right.utf8.count && left.utf8.allSatisfy({ $0 < 0x80 }) && right.utf8.allSatisfy({ $0 < 0x80 }) { return false }
        return left.lowercased() == right.lowercased()
    }
}

extension Optional {
    /// `map` for a transform that awaits.
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// Whether an If's condition holds. The operator codes are Apple's (docs/BUILTIN-ACTIONS.md:
/// 4 is, 5 is not, 100 has any value, 101 does not, 99 contains, 999 does not contain, 8 begins
/// with, 9 ends with, 0 less than / before, 1 at most, 2 greater than / after, 3 at least, 1003
/// between, 1002 is today, 1000 / 1001 is in the next / last duration: `WFDuration`, from now);
/// iOS 12's names too. The kind of comparison follows the value it is compared with: a number
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
        // A file without an operator means the one the editor shows for it: "is".
        return try await evaluate(code: operatorCode(call.action.values["WFCondition"]) ?? 4, input: input,
                                  operand: { key in try await call.value(key) },
                                  stored: { key in if case .opaque(let opaque)? = call.action.values[key] { opaque.propertyList } else { nil } },
                                  call: call)
    }

    /// One condition of `WFConditions`: its own input and operands, in its template.
    private static func condition(from template: PropertyListValue, call: ActionCall) async throws -> Bool {
        let code: Int? = switch template["WFCondition"] {
        case .integer(let code)?: code
        case .string(let name)?: operatorCode(.string(name))
        default: nil
        }
        let input = try await template["WFInput"].asyncMap { try await call.run.resolve($0, at: call.index) } ?? call.run.previous
        return try await evaluate(code: code, input: input, operand: { key in
            try await template[key].asyncMap { try await call.run.resolve($0, at: call.index) }
        }, stored: { key in template[key] }, call: call)
    }

    private static func operatorCode(_ stored: IntentValue?) -> Int? {
        switch stored {
        case .int(let code)?: return code
        case .double(let code)?: return CheckedInteger.from(code, in: 0...9999)
        case .string(let name)?:
            if let code = CheckedInteger.from(name, in: 0...9999) { return code }
            return ["Equals": 4, "Contains": 99, "Is Greater Than": 2, "Is Less Than": 0][name]
        case .enumCase(let value)?: return Int(value.caseIdentifier)
        default: return nil
        }
    }

    /// `operand` resolves a field; `stored` gives it as stored, for what resolving loses (a
    /// duration's unit).
    private static func evaluate(code: Int?, input: RuntimeValue, operand: (String) async throws -> RuntimeValue?,
                                 stored: (String) -> PropertyListValue?, call: ActionCall) async throws -> Bool {
        guard let code else { throw call.failure("the condition has no operator") }
        switch code {
        case 100: return input.hasValue
        case 101: return !input.hasValue
        case 1002:
            guard let date = input.date else { return false }
            return Calendar.current.isDate(date, inSameDayAs: call.run.environment.now())
        case 1000, 1001:
            guard let date = input.date else { return false }
            guard let amount = try await operand("WFDuration")?.number else {
                throw call.failure("“is in the \(code == 1000 ? "next" : "last")” needs a duration")
            }
            let now = call.run.environment.now()
            let steps = try call.whole(amount, named: "WFDuration", in: RunNumbers.calendarSteps) * (code == 1000 ? 1 : -1)
            guard let bound = Calendar.current.date(byAdding: DateActions.unit(of: stored("WFDuration")), value: steps, to: now) else {
                throw call.failure("the duration \(amount) is out of the calendar's range")
            }
            return code == 1000 ? date >= now && date <= bound : date >= bound && date <= now
        default: break
        }
        if let date = try await operand("WFDate") {
            return try compareDates(code, input, date, try await operand("WFAnotherDate"), call: call)
        }
        if let number = try await operand("WFNumberValue") {
            return try compareNumbers(code, input, number, try await operand("WFAnotherNumber"), call: call)
        }
        let text = try await operand("WFConditionalActionString")?.text ?? ""
        if [0, 1, 2, 3, 1003].contains(code) {
            return try compareNumbers(code, input, .text(text), try await operand("WFAnotherNumber"), call: call)
        }
        if case .number = input, Double(text) != nil {
            return try compareNumbers(code, input, .text(text), nil, call: call)
        }
        return compareTexts(code, input.text, text)
    }

    private static func compareNumbers(_ code: Int, _ input: RuntimeValue, _ operand: RuntimeValue, _ upper: RuntimeValue?,
                                       call: ActionCall) throws -> Bool {
        guard let left = input.number else {
            call.warn("If compares a number with “\(input.text)”, which is not one; the condition does not hold")
            return code == 5
        }
        guard let right = operand.number else { throw call.failure("the value compared with is “\(operand.text)”, not a number") }
        switch code {
        case 0: return left < right
        case 1: return left <= right
        case 2: return left > right
        case 3: return left >= right
        case 4: return left == right
        case 5: return left != right
        case 1003:
            guard let high = upper?.number else { throw call.failure("“is between” needs a second number") }
            return left >= right && left <= high
        default: throw call.failure("the operator \(code) does not compare numbers")
        }
    }

    private static func compareDates(_ code: Int, _ input: RuntimeValue, _ operand: RuntimeValue, _ upper: RuntimeValue?,
                                     call: ActionCall) throws -> Bool {
        guard let left = input.date else {
            call.warn("If compares a date with “\(input.text)”, which is not one; the condition does not hold")
            return code == 5
        }
        guard let right = operand.date else { throw call.failure("the date compared with is “\(operand.text)”, not a date") }
        switch code {
        case 0: return left < right
        case 2: return left > right
        case 4: return Calendar.current.isDate(left, inSameDayAs: right)
        case 5: return !Calendar.current.isDate(left, inSameDayAs: right)
        case 1003:
            guard let high = upper?.date else { throw call.failure("“is between” needs a second date") }
            return left >= right && left <= high
        default: throw call.failure("the operator \(code) does not compare dates")
        }
    }

    /// Text compares without regard to case, as Shortcuts' If does.
    private static func compareTexts(_ code: Int, _ input: String, _ operand: String) -> Bool {
        let left = input.lowercased(), right = operand.lowercased()
        switch code {
        case 4: return left == right
        case 5: return left != right
        case 99: return left.contains(right)
        case 999: return !left.contains(right)
        case 8: return left.hasPrefix(right)
        case 9: return left.hasSuffix(right)
        default: return false
        }
    }
}

extension Optional {
    /// `map` for a transform that awaits.
    func asyncMap<T>(_ transform: (Wrapped) async throws -> T) async rethrows -> T? {
        guard let self else { return nil }
        return try await transform(self)
    }
}

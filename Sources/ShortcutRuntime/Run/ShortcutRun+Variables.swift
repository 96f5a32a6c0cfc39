import Foundation
import IntentKit

/// A variable's value now: an action's output, a named variable, the Shortcut Input, the
/// clipboard, the date — then narrowed by its aggrandizements in order. A variable that has
/// no value yet is nothing, and said at the step where it bites (as lint suspects it).
extension ShortcutRun {
    func value(of variable: VariableReference, at index: Int) async throws -> RuntimeValue {
        var value: RuntimeValue
        switch variable.source {
        case .actionOutput(let action, let name):
            if let action, let output = outputsByUUID[action.uuidString] {
                value = output
            } else {
                warn("uses \(name ?? "an action's output"), which no action that has run gave", at: index)
                value = .nothing
            }
        case .named(let name):
            if let named = variables[name] {
                value = named
            } else {
                warn("uses the variable \(name), which is not set yet", at: index)
                value = .nothing
            }
        case .shortcutInput: value = environment.input
        case .currentDate: value = .date(environment.now())
        case .clipboard: value = try await environment.storage.clipboard()
        case .deviceDetails: value = .text("Linux")
        case .ask(let prompt):
            let answer = try await environment.prompter.answer(.text(prompt: prompt ?? "Ask Each Time", inputType: "Text", defaultAnswer: nil))
            value = if case .text(let text) = answer { .text(text) } else { .nothing }
        case .other(let type):
            throw ActionCall(run: self, index: index).failure("a variable of kind \(type) cannot be read on Linux")
        }
        for aggrandizement in variable.attachment["Aggrandizements"]?.arrayValue ?? [] {
            value = try await narrow(value, by: aggrandizement, at: index)
        }
        return value
    }

    private func narrow(_ value: RuntimeValue, by aggrandizement: PropertyListValue, at index: Int) async throws -> RuntimeValue {
        switch aggrandizement["Type"]?.stringValue {
        case "WFCoercionVariableAggrandizement":
            return Coercions.coerce(value, to: aggrandizement["CoercionItemClass"]?.stringValue ?? "")
        case "WFDictionaryValueVariableAggrandizement":
            let key = aggrandizement["DictionaryKey"]?.stringValue ?? ""
            return DictionaryPaths.value(in: value, at: key) ?? .nothing
        case "WFPropertyVariableAggrandizement":
            let name = aggrandizement["PropertyName"]?.stringValue ?? ""
            guard let property = ContentProperties.property(name, of: value) else {
                warn("asks for the property \(name) of \(value.kindName), which Linux does not know", at: index)
                return .nothing
            }
            return property
        default:
            return value
        }
    }
}

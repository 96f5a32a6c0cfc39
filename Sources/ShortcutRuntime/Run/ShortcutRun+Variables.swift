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
            if value.holdsEntities {
                return try await entityProperty(name, identifier: aggrandizement["PropertyUserInfo"]?.stringValue, of: value, at: index)
            }
            guard let property = ContentProperties.property(name, of: value) else {
                warn("asks for the property \(name) of \(value.kindName), which Linux does not know", at: index)
                return .nothing
            }
            return property
        default:
            return value
        }
    }

    /// An app entity's property, asked of the app (its host, or its Swift query here); a list
    /// of entities gives the property of each, as Shortcuts does.
    private func entityProperty(_ name: String, identifier: String?, of value: RuntimeValue, at index: Int) async throws -> RuntimeValue {
        switch value {
        case .list(let list):
            var properties: [RuntimeValue] = []
            for item in list.items { properties.append(try await entityProperty(name, identifier: identifier, of: item, at: index)) }
            return .list(properties)
        case .entity(let entity):
            let values: [EntityPropertyValue]
            do {
                values = try await environment.registry.propertyValues(of: entity)
            } catch {
                throw ActionCall(run: self, index: index).failure("cannot read \(name) of \(entity.title): \(error)")
            }
            guard let property = values.property(named: name, identifier: identifier) else {
                warn("asks for the property \(name) of \(entity.title), which its app does not declare", at: index)
                return .nothing
            }
            return property.value.map(RuntimeValue.init(intentValue:)) ?? .nothing
        default:
            return ContentProperties.property(name, of: value) ?? .nothing
        }
    }
}

extension RuntimeValue {
    /// Whether it is an app entity or a list of them: whose properties only their app knows.
    var holdsEntities: Bool {
        switch self {
        case .entity: true
        case .list(let list): list.items.first.map(\.holdsEntities) ?? false
        default: false
        }
    }
}

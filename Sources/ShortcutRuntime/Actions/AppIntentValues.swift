import Foundation
import IntentKit
import ShortcutModel

/// An app intent's values as its `perform()` takes them: each variable read now and made the
/// kind its parameter declares (a Text output into a `String`, a Find's trails into a
/// `[TrailEntity]`), so the app sees values, never Shortcuts' token strings. A value kept in
/// Shortcuts' own form (a Find action's conditions) keeps its form, each variable in it
/// replaced by what it holds.
enum AppIntentValues {
    static func resolved(_ values: [String: IntentValue], of definition: IntentDefinition?, call: ActionCall) async throws -> [String: IntentValue] {
        var resolved: [String: IntentValue] = [:]
        for (key, value) in values {
            guard case .opaque(let opaque) = value, let stored = opaque.propertyList, !stored.variables.isEmpty,
                  let parameter = definition?.parameter(key) else {
                resolved[key] = value
                continue
            }
            if case .opaque = parameter.type {
                resolved[key] = .opaque(OpaqueValue(propertyList: try await filledIn(stored, call: call, depth: 0)))
            } else if let converted = try convert(try await call.run.resolve(stored, at: call.index), to: parameter.type, parameter: parameter.title, call: call) {
                resolved[key] = converted
            }
        }
        return resolved
    }

    /// `stored` with each variable (alone, or in text) replaced by its value now, as a plain
    /// property list value.
    private static func filledIn(_ stored: PropertyListValue, call: ActionCall, depth: Int) async throws -> PropertyListValue {
        guard depth < 32 else { return stored }
        switch stored {
        case .array(let items):
            var filled: [PropertyListValue] = []
            for item in items { filled.append(try await filledIn(item, call: call, depth: depth + 1)) }
            return .array(filled)
        case .dictionary(let dictionary):
            let serialization = dictionary["WFSerializationType"]?.stringValue
            if serialization == "WFTextTokenString" || serialization == "WFTextTokenAttachment" {
                return plain(try await call.run.resolve(stored, at: call.index))
            }
            // A variable as a state's `Value` (`WFNumberSubstitutableState` holding it bare).
            if serialization == nil, let variable = VariableReference(attachment: dictionary), variable.isRecognized {
                return plain(try await call.run.resolve(stored, at: call.index))
            }
            var filled = PropertyListDictionary()
            for (key, value) in dictionary.entries { filled[key] = try await filledIn(value, call: call, depth: depth + 1) }
            return .dictionary(filled)
        default:
            return stored
        }
    }

    /// A run's value as a property list value a condition compares with.
    private static func plain(_ value: RuntimeValue) -> PropertyListValue {
        switch value {
        case .number(let number): .real(number)
        case .bool(let flag): .bool(flag)
        case .date(let date): .date(date)
        default: .string(value.text)
        }
    }

    /// A run's value as a value of `type`; nil for nothing (an optional parameter left
    /// empty, a required one asked for).
    static func convert(_ value: RuntimeValue, to type: ValueType, parameter: String, call: ActionCall) throws(RunFailure) -> IntentValue? {
        if case .nothing = value { return nil }
        func refuse(_ expected: String) -> RunFailure {
            call.failure("\(parameter) takes \(expected); its variable holds \(value.kindName) (\(value.text.prefix(40)))")
        }
        switch type {
        case .string: return .string(value.text)
        case .int:
            guard let number = value.number else { throw refuse("a whole number") }
            return .int(try call.whole(number, named: parameter))
        case .double: return .double(try number(value, refuse("a number")))
        case .decimal: return .decimal(Decimal(try number(value, refuse("a number"))))
        case .bool: return .bool(value.bool)
        case .date:
            guard let date = value.date else { throw refuse("a date") }
            return .date(date)
        case .url:
            guard let url = URL(string: value.text), url.scheme != nil else { throw refuse("a URL") }
            return .url(url)
        case .duration: return .duration(.seconds(try number(value, refuse("a number of seconds"))))
        case .measurement(let dimension):
            // A bare number is in the dimension's first unit, as a typed one would be.
            guard let unit = MeasurementUnits.units(in: dimension).first else { throw refuse("a measurement") }
            return .measurement(IntentMeasurement(value: try number(value, refuse("a measurement")), unit: unit.symbol, dimension: dimension))
        case .enumeration(let enumeration):
            let text = value.text
            guard let match = enumeration.cases.first(where: { $0.identifier == text || $0.title.caseInsensitiveCompare(text) == .orderedSame }) else {
                throw refuse("one of " + enumeration.cases.map(\.title).joined(separator: ", "))
            }
            return .enumCase(EnumCaseValue(enumIdentifier: enumeration.identifier, caseIdentifier: match.identifier))
        case .entity(let entity):
            guard case .entity(let reference) = value.items.first, reference.typeIdentifier == entity.identifier else {
                throw refuse("a \(entity.title)")
            }
            return .entity(reference)
        case .array(let element):
            var items: [IntentValue] = []
            for item in value.items {
                if let converted = try convert(item, to: element, parameter: parameter, call: call) { items.append(converted) }
            }
            return .array(items)
        case .file, .opaque:
            return .string(value.text)
        case .union(let union):
            // The first kind the variable's value converts to.
            for kind in union.cases {
                if let converted = try? convert(value, to: kind.type, parameter: parameter, call: call) { return converted }
            }
            throw refuse("one of " + union.cases.map(\.title).joined(separator: ", "))
        }
    }

    private static func number(_ value: RuntimeValue, _ refusal: @autoclosure () -> RunFailure) throws(RunFailure) -> Double {
        guard let number = value.number, number.isFinite else { throw refusal() }
        return number
    }
}

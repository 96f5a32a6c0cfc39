import Foundation
import IntentKit
import ShortcutModel

/// Parameters read as values: Shortcuts' stored forms (token strings, attachments,
/// dictionaries, arrays, quantities) with each variable replaced by what it holds now —
/// through its aggrandizements: a property, a coercion, a dictionary key.
extension ShortcutRun {
    func resolve(_ value: IntentValue, at index: Int) async throws -> RuntimeValue {
        switch value {
        case .string(let text): return .text(text)
        case .int(let number): return .number(Double(number))
        case .double(let number): return .number(number)
        case .decimal(let number): return .number(NSDecimalNumber(decimal: number).doubleValue)
        case .bool(let flag): return .bool(flag)
        case .date(let date): return .date(date)
        case .url(let url): return .url(url.absoluteString)
        case .duration(let duration): return .number(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
        case .measurement(let measurement): return .number(measurement.value)
        case .enumCase(let enumCase): return .text(enumCase.caseIdentifier)
        case .entity(let entity): return .entity(entity)
        case .array(let items): return .list(try await items.mapAsync { try await self.resolve($0, at: index) })
        case .opaque(let opaque):
            guard let plist = opaque.propertyList else { return .text(opaque.json.compactText) }
            return try await resolve(plist, at: index)
        }
    }

    func resolve(_ plist: PropertyListValue, at index: Int) async throws -> RuntimeValue {
        switch plist {
        case .string(let text): return .text(text)
        case .integer(let number): return .number(Double(number))
        case .unsignedInteger(let number): return .number(Double(number))
        case .real(let number): return .number(number)
        case .bool(let flag): return .bool(flag)
        case .date(let date): return .date(date)
        case .data(let bytes): return .file(RuntimeFile(name: "Data", bytes: bytes))
        case .array(let items): return .list(try await items.mapAsync { try await self.resolveItem($0, at: index) })
        case .dictionary(let dictionary): return try await resolve(dictionary, at: index)
        }
    }

    private func resolve(_ dictionary: PropertyListDictionary, at index: Int) async throws -> RuntimeValue {
        let inner = dictionary["Value"]
        switch dictionary["WFSerializationType"]?.stringValue {
        case "WFTextTokenString"?:
            return try await tokenText(.dictionary(dictionary), at: index)
        case "WFTextTokenAttachment"?:
            guard let attachment = inner?.dictionaryValue, let variable = VariableReference(attachment: attachment) else { return .nothing }
            return try await value(of: variable, at: index)
        case "WFDictionaryFieldValue"?:
            return .dictionary(try await dictionaryItems(inner?["WFDictionaryFieldValueItems"]?.arrayValue ?? [], at: index))
        case "WFArrayParameterState"?:
            return .list(try await (inner?.arrayValue ?? []).mapAsync { try await self.resolveItem($0, at: index) })
        case "WFQuantityFieldValue"?:
            guard let magnitude = inner?["Magnitude"] else { return .nothing }
            return try await resolve(magnitude, at: index)
        case "WFNumberSubstitutableState"?, "WFStringSubstitutableState"?:
            guard let inner else { return .nothing }
            return try await resolve(inner, at: index)
        default:
            if dictionary["Type"]?.stringValue == "Variable", let wrapped = dictionary["Variable"] {
                return try await resolve(wrapped, at: index)
            }
            if let variable = VariableReference(attachment: dictionary) { return try await value(of: variable, at: index) }
            return .dictionary(RuntimeDictionary(try await dictionary.entries.mapAsync { ($0.key, try await self.resolve($0.value, at: index)) }))
        }
    }

    /// An item of a list or a menu: `{WFItemType, WFValue}` in newer files, the value itself in older.
    private func resolveItem(_ item: PropertyListValue, at index: Int) async throws -> RuntimeValue {
        if let type = item["WFItemType"], let value = item["WFValue"] {
            return try await typed(value, itemType: type, at: index)
        }
        return try await resolve(item, at: index)
    }

    /// `WFDictionaryFieldValueItems`: each key (a token string) and its value, by `WFItemType`.
    private func dictionaryItems(_ items: [PropertyListValue], at index: Int) async throws -> RuntimeDictionary {
        var dictionary = RuntimeDictionary()
        for item in items {
            guard let key = item["WFKey"] else { continue }
            var value = RuntimeValue.nothing
            if let stored = item["WFValue"] { value = try await typed(stored, itemType: item["WFItemType"], at: index) }
            dictionary[try await resolve(key, at: index).text] = value
        }
        return dictionary
    }

    /// A dictionary or list item by its `WFItemType`: 0 text, 1 dictionary, 2 array, 3 number,
    /// 4 Boolean (docs/shortcut-file-format).
    private func typed(_ value: PropertyListValue, itemType: PropertyListValue?, at index: Int) async throws -> RuntimeValue {
        let resolved = try await resolve(value, at: index)
        let code: Int? = switch itemType {
        case .integer(let code)?: code
        case .real(let code)?: CheckedInteger.from(code, in: 0...9)
        case .string(let text)?: CheckedInteger.from(text, in: 0...9)
        default: nil
        }
        switch code {
        case 0: return .text(resolved.text)
        case 3: return resolved.number.map(RuntimeValue.number) ?? resolved
        case 4: return .bool(resolved.bool)
        default: return resolved
        }
    }

    /// Text with variables: each variable as text, in place. Text that is one variable and
    /// nothing else is that variable's value, not only its text (a list stays a list).
    private func tokenText(_ stored: PropertyListValue, at index: Int) async throws -> RuntimeValue {
        guard let tokens = TokenText(stored) else { return .nothing }
        if tokens.pieces.count == 1, case .variable(let variable) = tokens.pieces[0] {
            return try await value(of: variable, at: index)
        }
        var text = ""
        for piece in tokens.pieces {
            switch piece {
            case .text(let words): text += words
            case .variable(let variable): text += try await value(of: variable, at: index).text
            }
        }
        return .text(text)
    }
}

extension Sequence {
    /// `map` for a transform that awaits, in order.
    func mapAsync<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var mapped: [T] = []
        for element in self { mapped.append(try await transform(element)) }
        return mapped
    }
}

import Foundation
import IntentKit
import ShortcutModel

/// A document written as Apple's `WFWorkflow` property list: the inverse of
/// `WorkflowDecoder`, so a shortcut opened and saved unedited is property-list-equal to the
/// file it came from. A document that began as `.shortcut.json` is written the same way; its
/// created and modified times have no place in Apple's format and are left out.
public enum WorkflowEncoder {
    public static func encode(_ document: ShortcutDocument, file: String) throws(ShortcutFileError) -> PropertyListValue {
        var top = PropertyListDictionary()
        for (key, json) in document.unknownMembers.sorted(by: { $0.key < $1.key }) {
            do {
                top[key] = try PropertyListValue(json: json, at: JSONPath.root.appending(key))
            } catch {
                throw .notRepresentable(file: file, path: key, reason: error.description)
            }
        }
        // Only a name stored as text is the document's name; any other value (a number, as some
        // files have) was not read as the name, so it is written back as it was.
        if case .string? = top[WorkflowDecoder.nameKey] { top[WorkflowDecoder.nameKey] = .string(document.name) }
        var actions: [PropertyListValue] = []
        actions.reserveCapacity(document.actions.count)
        for (index, action) in document.actions.enumerated() {
            actions.append(try encodeAction(action, path: "\(WorkflowDecoder.actionsKey)[\(index)]", file: file))
        }
        top[WorkflowDecoder.actionsKey] = .array(actions)
        return .dictionary(top)
    }

    static func encodeAction(_ action: ShortcutAction, path: String, file: String) throws(ShortcutFileError) -> PropertyListValue {
        var dictionary = PropertyListDictionary()
        let hadNoParameters = action.unknownMembers[WorkflowDecoder.parametersKey] == .null
        for (key, json) in action.unknownMembers.sorted(by: { $0.key < $1.key }) where key != WorkflowDecoder.parametersKey {
            do {
                dictionary[key] = try PropertyListValue(json: json, at: .root)
            } catch {
                throw .notRepresentable(file: file, path: path + "." + key, reason: error.description)
            }
        }
        dictionary[WorkflowDecoder.identifierKey] = .string(action.intent)
        var parameters = PropertyListDictionary()
        for (key, value) in action.values.sorted(by: { $0.key < $1.key }) {
            parameters[key] = try propertyList(value, path: path + "." + WorkflowDecoder.parametersKey + "." + key, file: file)
        }
        if !(hadNoParameters && parameters.count == 0) { dictionary[WorkflowDecoder.parametersKey] = .dictionary(parameters) }
        return .dictionary(dictionary)
    }

    /// A value as Shortcuts stores it: enumeration cases as their identifier, entities as
    /// `{identifier, title: {key}}`, measurements as a `WFQuantityFieldValue`.
    package static func propertyList(_ value: IntentValue, path: String, file: String) throws(ShortcutFileError) -> PropertyListValue {
        switch value {
        case .string(let text): return .string(text)
        case .int(let number): return .integer(number)
        case .double(let number): return .real(number)
        case .decimal(let number): return .real(NSDecimalNumber(decimal: number).doubleValue)
        case .bool(let flag): return .bool(flag)
        case .date(let date): return .date(date)
        case .url(let url): return .string(url.absoluteString)
        case .duration(let duration):
            let (seconds, attoseconds) = duration.components
            return .real(Double(seconds) + Double(attoseconds) / 1e18)
        case .measurement(let measurement):
            return .dictionary([
                "WFSerializationType": .string("WFQuantityFieldValue"),
                "Value": .dictionary(["Magnitude": .real(measurement.value), "Unit": .string(measurement.unit)]),
            ])
        case .enumCase(let item): return .string(item.caseIdentifier)
        case .entity(let entity):
            var dictionary: PropertyListDictionary = ["title": .dictionary(["key": .string(entity.title)])]
            switch entity.id {
            case .string(let id): dictionary["identifier"] = .string(id)
            case .int(let id): dictionary["identifier"] = .integer(id)
            }
            if let subtitle = entity.subtitle { dictionary["subtitle"] = .dictionary(["key": .string(subtitle)]) }
            return .dictionary(dictionary)
        case .array(let items):
            var values: [PropertyListValue] = []
            for (index, item) in items.enumerated() { values.append(try propertyList(item, path: "\(path)[\(index)]", file: file)) }
            return .array(values)
        case .opaque(let opaque):
            if let plist = opaque.propertyList { return plist }
            do {
                return try PropertyListValue(json: opaque.json, at: .root)
            } catch {
                throw .notRepresentable(file: file, path: path, reason: error.description)
            }
        }
    }
}

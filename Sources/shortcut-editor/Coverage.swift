import IntentKit
import ShortcutModel

/// How much of a shortcut this version understands: actions whose intent a definition
/// describes, values of a declared parameter in a form the editor reads (not kept verbatim),
/// and the identifiers no catalog knows — what `lint --coverage` prints.
struct Coverage {
    var actions = 0
    var knownActions = 0
    var values = 0
    var understoodValues = 0
    var unknown: [String: Int] = [:]

    init() {}

    init(_ document: ShortcutDocument, registry: IntentRegistry) {
        for action in document.actions {
            actions += 1
            let definition = registry.definition(for: action)
            if definition == nil { unknown[action.intent, default: 0] += 1 } else { knownActions += 1 }
            for (key, value) in action.values where !IntentDefinition.isBookkeeping(key) {
                values += 1
                guard let parameter = definition?.parameter(key) else { continue }
                if Self.isEditable(value, as: parameter) { understoodValues += 1 }
            }
        }
    }

    /// Whether the editor edits this value with its parameter's control: a typed value, a
    /// structure its stored form reads, text (with variables in it or not), or a variable
    /// standing for the whole value (which `v` replaces, and any control overwrites).
    static func isEditable(_ value: IntentValue, as parameter: ParameterDefinition) -> Bool {
        if case .opaque(let opaque) = value, let stored = opaque.propertyList, stored.singleVariable != nil { return true }
        if let form = parameter.options.storedForm, form != .integerCodes, form != .variableWrapper {
            return form.quantityText(of: value) != nil || form.items(of: value) != nil
        }
        if case .opaque(let opaque) = value {
            guard case .string = parameter.type else { return false }
            return SerializedText.plainText(of: value) != nil || StoredForm.textItems.items(of: value) != nil
                || opaque.propertyList.flatMap(TokenText.init) != nil
        }
        if case .opaque = parameter.type { return false }
        return true
    }

    mutating func add(_ other: Coverage) {
        actions += other.actions
        knownActions += other.knownActions
        values += other.values
        understoodValues += other.understoodValues
        unknown.merge(other.unknown, uniquingKeysWith: +)
    }

    var line: String {
        let names = unknown.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }
        return "\(knownActions) of \(actions) actions known (\(Self.percent(knownActions, actions))), "
            + "\(understoodValues) of \(values) values understood (\(Self.percent(understoodValues, values))); "
            + "unknown: " + (names.isEmpty ? "none" : names.joined(separator: ", "))
    }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "—" : "\(Int((Double(part) * 100 / Double(whole)).rounded()))%"
    }
}

import IntentKit

/// What can come next in a condition being typed ("Length is less than 11"), for Tab to offer:
/// the properties, then the operators the property takes, then — where its kind has a fixed
/// set — its values (an enumeration's cases, true and false). Each completion is the whole
/// line so far with the choice after it, so choosing one is putting it in the field.
public enum ConditionCompletion {
    /// One thing to put next, as the list shows it and as the line reads with it.
    public struct Option: Sendable, Equatable {
        public var title: String
        public var detail: String
        public var line: String
    }

    /// The completions of `typed` among the filter's `existing` conditions and the action's
    /// `properties`; empty when nothing fixed comes next (a number, a text to type).
    public static func options(for typed: String, among existing: [PropertyListValue],
                               properties: [FilterPropertyDefinition]) -> [Option] {
        let known = knownProperties(existing: existing, properties: properties)
        // The longest property the line starts with, and what follows it.
        guard let property = known.filter({ typed.lowercased().hasPrefix($0.title.lowercased() + " ") })
                .max(by: { $0.title.count < $1.title.count }) else {
            let needle = typed.trimmingCharacters(in: .whitespaces).lowercased()
            return known.filter { needle.isEmpty || $0.title.lowercased().hasPrefix(needle) }
                .map { Option(title: $0.title, detail: "property · " + $0.kind, line: $0.title + " ") }
        }
        let head = String(typed.prefix(property.title.count))
        let rest = typed.dropFirst(property.title.count + 1)
        let operators = property.operators.map { ContentFilterText.name(of: $0) }
        // An operator counts as chosen once a space follows it: "is" may still become "is not".
        guard let chosen = operators.filter({ rest.lowercased().hasPrefix($0 + " ") })
                .max(by: { $0.count < $1.count }) else {
            let needle = rest.lowercased()
            return operators.filter { needle.isEmpty || $0.hasPrefix(needle) }
                .map { Option(title: $0, detail: "operator", line: head + " " + $0 + " ") }
        }
        let code = ContentFilterText.operators.first { $0.name == chosen }?.code ?? 4
        guard !ContentFilterText.valueless.contains(code), !ContentFilterText.spans.contains(code) else { return [] }
        let needle = rest.dropFirst(chosen.count).trimmingCharacters(in: .whitespaces).lowercased()
        return property.values.filter { needle.isEmpty || $0.title.lowercased().hasPrefix(needle) }
            .map { Option(title: $0.title, detail: "value", line: head + " " + chosen + " " + $0.typed) }
    }

    /// A property as completions know it: its title, kind, operators and fixed values.
    struct Known {
        var title: String
        var kind: String
        var operators: [Int]
        var values: [(title: String, typed: String)]
    }

    /// The action's properties first (their definitions say everything), then those of the
    /// file's conditions (any operator, the value kind the condition stores).
    static func knownProperties(existing: [PropertyListValue], properties: [FilterPropertyDefinition]) -> [Known] {
        var known = properties.map { property in
            Known(title: property.title, kind: property.type.kindName, operators: property.comparisons.map(EntityFindAction.code(of:)),
                  values: fixedValues(of: property.type))
        }
        for condition in existing {
            guard let title = condition["Property"]?.stringValue, !known.contains(where: { $0.title == title }) else { continue }
            let key = ContentFilterText.valueKey(of: condition) ?? "String"
            let values: [(String, String)] = key == "Bool" ? [("true", "true"), ("false", "false")] : []
            known.append(Known(title: title, kind: key == "Bool" ? "Boolean" : key, operators: ContentFilterText.operators.map(\.code), values: values))
        }
        return known
    }

    private static func fixedValues(of type: ValueType) -> [(title: String, typed: String)] {
        switch type {
        case .enumeration(let enumeration): enumeration.cases.map { ($0.title, $0.title) }
        case .bool: [("true", "true"), ("false", "false")]
        default: []
        }
    }
}

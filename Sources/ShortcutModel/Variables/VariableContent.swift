import Foundation
import IntentKit

/// What a variable's value can be narrowed to in Apple's variable panel: the properties of its
/// type and the types it can be gotten as. The properties of Shortcuts' own kinds are the ones
/// the simulated device reads (ShortcutRuntime's `ContentProperties`, which a test holds this
/// list to); an app entity's are its `@Property`s, as its host names them.
public enum VariableContent {
    /// One property a variable can be narrowed to.
    public struct Property: Sendable, Hashable {
        /// The name the panel shows and the file stores (`PropertyName`).
        public var title: String
        /// What Shortcuts keeps beside the name (`PropertyUserInfo`): an app entity's property
        /// by its Swift name, so a renamed title still finds it.
        public var userInfo: String?
        /// What kind of value it holds, when known ("Date", "Number").
        public var kind: String?
    }

    /// The properties of a value of `type`, in the panel's order; none for a type that has none
    /// this version knows.
    public static func properties(of type: ValueType) -> [Property] {
        switch type.elementType {
        case .entity(let entity):
            return entity.properties.map { Property(title: $0.title, userInfo: entity.isContentItemClass ? nil : $0.identifier, kind: $0.type.kindName) }
        case .date:
            return fixed(["Year", "Month", "Day", "Hour", "Minute", "Second"], kind: "Number") + fixed(["Day of Week", "Time Zone"], kind: "Text")
        case .url:
            return fixed(["Scheme", "Host", "Path", "Query", "Fragment", "Port", "User", "Password"], kind: "Text")
        case .file:
            return fixed(["Name", "File Extension", "File Path"], kind: "Text") + fixed(["File Size"], kind: "Number")
                + fixed(["Creation Date", "Last Modified Date"], kind: "Date")
        case .string:
            return fixed(["Name"], kind: "Text") + fixed(["Number of Characters"], kind: "Number")
        default:
            return []
        }
    }

    /// Apple's "Get As" list: the content classes a variable can be coerced to, with the names
    /// the panel shows (`CoercionItemClass` values from Shortcuts files, docs/FILE-FORMAT.md).
    public static let coercions: [(title: String, itemClass: String)] = [
        ("Text", "WFStringContentItem"), ("Number", "WFNumberContentItem"), ("Date", "WFDateContentItem"),
        ("Boolean", "WFBooleanContentItem"), ("URL", "WFURLContentItem"), ("Dictionary", "WFDictionaryContentItem"),
        ("Rich Text", "WFRichTextContentItem"), ("File", "WFGenericFileContentItem"),
    ]

    /// The class a dictionary key is read through: Shortcuts gets the value as a dictionary
    /// first, then the key (as its files store it).
    public static let dictionaryClass = "WFDictionaryContentItem"

    private static func fixed(_ titles: [String], kind: String) -> [Property] {
        titles.map { Property(title: $0, userInfo: nil, kind: kind) }
    }
}

extension EntityTypeDefinition {
    /// Whether it stands for one of Shortcuts' own content items (a reminder) rather than an
    /// app's entity: such types are named by their content class, whose properties Shortcuts
    /// stores by name only.
    public var isContentItemClass: Bool { identifier.hasPrefix("WF") && identifier.hasSuffix("ContentItem") }
}

extension ValueType {
    /// The kind a panel names: "Text", "Number", "Date"…
    var kindName: String {
        switch self {
        case .string: "Text"
        case .int, .double, .decimal, .measurement, .duration: "Number"
        case .bool: "Boolean"
        case .date: "Date"
        case .url: "URL"
        case .file: "File"
        case .enumeration(let enumeration): enumeration.title
        case .entity(let entity): entity.title
        case .array(let element): "List of " + element.kindName
        case .union(let union): union.title
        case .opaque: "Value"
        }
    }
}

extension DocumentStructure {
    /// How deep `valueType(of:)` follows named variables to what set them.
    static let variableTypeDepth = 8

    /// What a variable holds when the shortcut runs, as far as the definitions tell: an action's
    /// output type, or for a named variable what the nearest Set Variable above `index` gave
    /// it. Nil when unknown.
    public func valueType(of variable: VariableReference, before index: Int, in document: ShortcutDocument,
                          registry: IntentRegistry, depth: Int = 0) -> ValueType? {
        guard depth < Self.variableTypeDepth else { return nil }
        switch variable.source {
        case .actionOutput(let action?, _):
            guard let position = positions[action], case .plain = entries[position].role else { return nil }
            return registry.definition(for: document.actions[position])?.outputType
        case .named(let name):
            let lowest = max(0, index - 2_000)
            for above in stride(from: index - 1, through: lowest, by: -1) where above < document.actions.count {
                let action = document.actions[above]
                guard action.intent == "is.workflow.actions.setvariable",
                      action.values["WFVariableName"].flatMap(SerializedText.plainText(of:)) == name else { continue }
                // A narrowed input holds something else than its source (a property of it).
                guard let input = SerializedText.propertyList(action.values["WFInput"])?.singleVariable, input.narrowings.isEmpty else { return nil }
                return valueType(of: input, before: above, in: document, registry: registry, depth: depth + 1)
            }
            return nil
        case .currentDate:
            return .date
        default:
            return nil
        }
    }
}

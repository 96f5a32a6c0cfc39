import IntentKit

/// Intent definitions written as Apple's compiled metadata (`extract.actionsdata`): what
/// `shortcut-editor intents --export-metadata` prints. Apple's forms are used wherever they
/// exist; the rest travels under `EditorExtensions` keys, so that `ActionsDataCatalog` reads
/// the output back into equal definitions.
public enum ActionsDataExport {
    /// The whole file. Enum and entity types are collected from the parameters (and entity
    /// properties) that use them; a type name used twice with different definitions keeps the
    /// first, as Apple's format has one definition per name.
    public static func catalog(of definitions: [IntentDefinition], generatorVersion: String) -> JSONValue {
        var types = TypeCollector()
        var actions: [(key: String, value: JSONValue)] = []
        for definition in definitions {
            for parameter in definition.parameters { types.collect(parameter.type) }
            if let output = definition.outputType { types.collect(output) }
            actions.append((definition.identifier, action(definition)))
        }
        return .object([
            ("actions", .object(actions)),
            ("enums", .array(types.enums.map(enumJSON))),
            ("entities", .object(types.entities.map { ($0.identifier, entityJSON($0)) })),
            ("generator", .object([("name", .string(EditorExtensions.generatorName)), ("version", .string(generatorVersion))])),
            ("version", .int(1)),
        ])
    }

    /// Localized text as Apple writes it; ours is always the text itself.
    static func text(_ string: String) -> JSONValue {
        .object([("alternatives", .array([])), ("key", .string(string))])
    }

    static func action(_ definition: IntentDefinition) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("identifier", .string(definition.identifier)),
            ("title", text(definition.title)),
            ("descriptionMetadata", .object([("descriptionText", text(definition.description)),
                                             ("searchKeywords", .array(definition.searchKeywords.map(text)))])),
            ("isDiscoverable", .bool(definition.isDiscoverable)),
            ("openAppWhenRun", .bool(definition.openAppWhenRun)),
            ("parameters", .array(definition.parameters.map(parameter))),
        ]
        if let output = definition.outputType {
            members.append(("outputType", valueType(output)))
        }
        if let summary = definition.summary {
            members.append(("actionConfiguration", node(summary, in: definition)))
        }
        if let category = definition.category {
            members.append((EditorExtensions.category, .string(category)))
        }
        return .object(members)
    }

    static func parameter(_ parameter: ParameterDefinition) -> JSONValue {
        var metadata: [JSONValue] = []
        if let value = parameter.defaultValue {
            metadata += [.string(ActionsDataDecoder.defaultValueKey), self.value(value, type: parameter.type)]
        }
        var dynamicOptions = 0
        if case .dynamicOptions? = parameter.options.optionsSource { dynamicOptions = 1 }
        var members: [(key: String, value: JSONValue)] = [
            ("name", .string(parameter.id)),
            ("title", text(parameter.title)),
            ("isOptional", .bool(parameter.isOptional)),
            ("dynamicOptionsSupport", .int(dynamicOptions)),
            ("typeSpecificMetadata", .array(metadata)),
            ("valueType", valueType(parameter.type)),
            (EditorExtensions.parameterOptions, EditorExtensions.json(parameter.options)),
        ]
        if !parameter.description.isEmpty {
            members.append(("parameterDescription", text(parameter.description)))
        }
        return .object(members)
    }

    static func enumJSON(_ definition: EnumDefinition) -> JSONValue {
        .object([
            ("identifier", .string(definition.identifier)),
            ("displayTypeName", text(definition.title)),
            ("cases", .array(definition.cases.map { item in
                var display: [(key: String, value: JSONValue)] = [("title", text(item.title)), ("synonyms", .array(item.synonyms.map(text)))]
                if let subtitle = item.subtitle { display.append(("subtitle", text(subtitle))) }
                return .object([("identifier", .string(item.identifier)), ("displayRepresentation", .object(display))])
            })),
        ])
    }

    static func entityJSON(_ definition: EntityTypeDefinition) -> JSONValue {
        .object([
            ("typeName", .string(definition.identifier)),
            ("displayTypeName", text(definition.title)),
            ("properties", .array(definition.properties.map { property in
                .object([("identifier", .string(property.identifier)), ("title", text(property.title)),
                         ("valueType", valueType(property.type)), ("isOptional", .bool(property.isOptional))])
            })),
            (EditorExtensions.queryCapabilities, .int(definition.query.rawValue)),
        ])
    }
}

/// The enum and entity types a set of definitions uses, each once, in order of first use.
private struct TypeCollector {
    var enums: [EnumDefinition] = []
    var entities: [EntityTypeDefinition] = []
    private var seen: Set<String> = []

    mutating func collect(_ type: ValueType) {
        switch type {
        case .enumeration(let definition):
            if seen.insert("enum " + definition.identifier).inserted { enums.append(definition) }
        case .entity(let definition):
            if seen.insert("entity " + definition.identifier).inserted {
                entities.append(definition)
                for property in definition.properties { collect(property.type) }
            }
        case .array(let element):
            collect(element)
        default:
            break
        }
    }
}

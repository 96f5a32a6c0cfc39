import IntentKit

/// Turns the parts of an actionsdata file into the data model. Types (enums, entities) are
/// read first, since parameters and summary values refer to them by name.
struct ActionsDataDecoder {
    static let defaultValueKey = "LNValueTypeSpecificMetadataKeyDefaultValue"

    let namespace: String?
    let strings: StringsTables
    /// Our own exports hold text, not localization keys: it is shown as written.
    var textIsLiteral = false
    var enums: [String: EnumDefinition] = [:]
    var entities: [String: EntityTypeDefinition] = [:]

    init(namespace: String?, strings: StringsTables) {
        self.namespace = namespace
        self.strings = strings
    }

    func text(_ json: JSONValue?) -> String? {
        guard let text = LocalizedText(json) else { return nil }
        return textIsLiteral ? text.key : text.resolved(in: strings)
    }

    mutating func readTypes(of catalog: JSONValue) throws(JSONShapeError) {
        if case .string(EditorExtensions.generatorName)? = catalog["generator"]?["name"] { textIsLiteral = true }
        let enumsPath = JSONPath.root.appending("enums")
        for (index, item) in (try catalog.memberIfPresent("enums", at: .root)?.array(at: enumsPath) ?? []).enumerated() {
            let path = enumsPath.appending(index)
            let identifier = try item.member("identifier", at: path).string(at: path.appending("identifier"))
            let casesPath = path.appending("cases")
            let cases = try (item.memberIfPresent("cases", at: path)?.array(at: casesPath) ?? []).enumerated().map { offset, entry throws(JSONShapeError) in
                let casePath = casesPath.appending(offset)
                let caseIdentifier = try entry.member("identifier", at: casePath).string(at: casePath.appending("identifier"))
                let display = entry["displayRepresentation"]
                let synonyms = (display?["synonyms"].flatMap { if case .array(let items) = $0 { items } else { nil } } ?? []).compactMap(text)
                return EnumCaseDefinition(identifier: caseIdentifier, title: text(display?["title"]) ?? caseIdentifier,
                                          subtitle: text(display?["subtitle"]), synonyms: synonyms)
            }
            enums[identifier] = EnumDefinition(identifier: identifier, title: text(item["displayTypeName"]) ?? identifier, cases: cases)
        }
        let entitiesPath = JSONPath.root.appending("entities")
        for (typeName, item) in try catalog.memberIfPresent("entities", at: .root)?.object(at: entitiesPath) ?? [] {
            let path = entitiesPath.appending(typeName)
            var properties: [EntityPropertyDefinition] = []
            if case .array(let items)? = item["properties"] {
                for (offset, property) in items.enumerated() {
                    let propertyPath = path.appending("properties").appending(offset)
                    let identifier = try property.member("identifier", at: propertyPath).string(at: propertyPath.appending("identifier"))
                    let isOptional: Bool = if case .bool(let flag)? = property["isOptional"] { flag } else { true }
                    properties.append(EntityPropertyDefinition(identifier: identifier, title: text(property["title"]) ?? identifier,
                                                               type: valueType(property["valueType"]), isOptional: isOptional))
                }
            }
            var query: EntityQueryCapabilities = []
            if case .int(let capabilities)? = item[EditorExtensions.queryCapabilities] { query = EntityQueryCapabilities(rawValue: capabilities) }
            entities[typeName] = EntityTypeDefinition(identifier: typeName, title: text(item["displayTypeName"]) ?? typeName,
                                                      query: query, properties: properties)
        }
    }

    func action(_ json: JSONValue, at path: JSONPath) throws(JSONShapeError) -> IntentDefinition {
        let identifier = try json.member("identifier", at: path).string(at: path.appending("identifier"))
        let description = json["descriptionMetadata"]
        var keywords: [String] = []
        if case .array(let items)? = description?["searchKeywords"] {
            keywords = items.compactMap { item in if case .string(let word) = item { word } else { text(item) } }
        }
        let parametersPath = path.appending("parameters")
        let parameters = try (json.memberIfPresent("parameters", at: path)?.array(at: parametersPath) ?? []).enumerated()
            .map { index, parameter throws(JSONShapeError) in try self.parameter(parameter, at: parametersPath.appending(index)) }
        var summary: SummaryNode?
        if let configuration = try json.memberIfPresent("actionConfiguration", at: path) {
            summary = try node(configuration, at: path.appending("actionConfiguration"))
        }
        let isDiscoverable: Bool = if case .bool(false)? = json["isDiscoverable"] { false } else { true }
        let opensApp: Bool = if case .bool(true)? = json["openAppWhenRun"] { true } else { false }
        // A namespaced catalog is one app's: its intents are grouped under it.
        var category = namespace
        if namespace == nil, case .string(let declared)? = json[EditorExtensions.category] { category = declared }
        let title = text(json["title"]) ?? identifier
        var definition = IntentDefinition(identifier: namespace.map { $0 + "." + identifier } ?? identifier, title: title,
                                          description: text(description?["descriptionText"]) ?? "", category: category,
                                          searchKeywords: keywords, isDiscoverable: isDiscoverable, openAppWhenRun: opensApp,
                                          parameters: parameters, summary: summary.map { Self.withTitle($0, title: title) })
        // What it outputs, in the parameters' form: an entity type with its properties, which
        // a variable holding the output can be narrowed to.
        if let output = json["outputType"] { definition.outputType = valueType(output) }
        return definition
    }

    func parameter(_ json: JSONValue, at path: JSONPath) throws(JSONShapeError) -> ParameterDefinition {
        let name = try json.member("name", at: path).string(at: path.appending("name"))
        let type = valueType(json["valueType"])
        let isOptional: Bool = if case .bool(let flag)? = json["isOptional"] { flag } else { true }
        var options = ParameterOptions()
        if let declared = json[EditorExtensions.parameterOptions] {
            options = try EditorExtensions.decode(ParameterOptions.self, from: declared, at: path.appending(EditorExtensions.parameterOptions))
        } else {
            if case .entity(let entity) = type.elementType { options.optionsSource = .entityQuery(entity.identifier) }
            if case .date = type { options.dateKind = .dateTime }
        }
        return ParameterDefinition(id: name, title: text(json["title"]) ?? LocalizedText.readable(name),
                                   description: text(json["parameterDescription"]) ?? "", type: type, isOptional: isOptional,
                                   defaultValue: defaultValue(json["typeSpecificMetadata"], type: type), options: options)
    }

    /// `typeSpecificMetadata` is a flat list of alternating keys and values.
    private func defaultValue(_ metadata: JSONValue?, type: ValueType) -> IntentValue? {
        guard case .array(let items)? = metadata else { return nil }
        for index in stride(from: 0, to: items.count - 1, by: 2) {
            if case .string(Self.defaultValueKey) = items[index] {
                return value(items[index + 1], type: type)
            }
        }
        return nil
    }
}

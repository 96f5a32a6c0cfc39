/// Definitions read from the JSON their `Encodable` form writes, by hand, for the files read at
/// every start (the declaration cache): `Decodable` through any decoder paid the runtime's
/// generic and conformance work on each member — 4 M instructions for the demo's dozen
/// intents, against a tenth of that here. The shape is the synthesized one (keys named as the
/// properties, optionals absent or null, JSON's types strictly); a test holds this reader equal
/// to `JSONDecoder` on every definition there is, so the two cannot drift apart unseen.
extension IntentDefinition {
    package init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        self.init(identifier: try json.string("identifier", at: path),
                  title: try json.string("title", at: path),
                  description: try json.string("description", at: path),
                  category: try json.optionalString("category", at: path),
                  searchKeywords: try json.list("searchKeywords", at: path) { (v, p) throws(JSONShapeError) in try v.string(at: p) },
                  isDiscoverable: try json.bool("isDiscoverable", at: path),
                  openAppWhenRun: try json.bool("openAppWhenRun", at: path),
                  parameters: try json.list("parameters", at: path, ParameterDefinition.init(json:at:)),
                  summary: try json.optional("summary", at: path, SummaryNode.init(json:at:)))
        outputName = try json.optionalString("outputName", at: path)
        outputKind = try json.optional("outputKind", at: path) { (v, p) throws(JSONShapeError) in try v.rawValue(at: p) }
        outputType = try json.optional("outputType", at: path, ValueType.init(json:at:))
        subjectVariants = try json.optional("subjectVariants", at: path, SubjectVariants.init(json:at:))
        discontinuation = try json.optional("discontinuation", at: path) { (v, p) throws(JSONShapeError) in
            IntentDefinition.Discontinuation(replacement: try v.optionalString("replacement", at: p))
        }
        deprecation = try json.optional("deprecation", at: path) { (v, p) throws(JSONShapeError) in
            IntentDefinition.Deprecation(message: try v.string("message", at: p), replacement: try v.optionalString("replacement", at: p),
                                         replacementTitle: try v.optionalString("replacementTitle", at: p))
        }
        execution = try json.optional("execution", at: path) { (v, p) throws(JSONShapeError) in
            IntentDefinition.Execution(reportsProgress: try v.bool("reportsProgress", at: p), cancellable: try v.bool("cancellable", at: p),
                                       longRunning: try v.bool("longRunning", at: p))
        }
    }
}

extension SubjectVariants {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        var definitions: [ContentKind: IntentDefinition] = [:]
        let variantsPath = path.appending("definitions")
        for (key, value) in try json.member("definitions", at: path).object(at: variantsPath) {
            guard let kind = ContentKind(rawValue: key) else {
                throw JSONShapeError(at: variantsPath, expected: "keys naming a ContentKind", found: .string(key))
            }
            definitions[kind] = try IntentDefinition(json: value, at: variantsPath.appending(key))
        }
        self.init(parameter: try json.string("parameter", at: path), definitions: definitions)
    }
}

extension ParameterDefinition {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        self.init(id: try json.string("id", at: path),
                  title: try json.string("title", at: path),
                  description: try json.string("description", at: path),
                  type: try json.required("type", at: path, ValueType.init(json:at:)),
                  isOptional: try json.bool("isOptional", at: path),
                  defaultValue: try json.optional("defaultValue", at: path, IntentValue.init(json:at:)),
                  options: try json.required("options", at: path, ParameterOptions.init(json:at:)))
    }
}

extension ParameterOptions {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        self.init(requestValueDialog: try json.optionalString("requestValueDialog", at: path),
                  inputConnectionBehavior: try json.required("inputConnectionBehavior", at: path) { (v, p) throws(JSONShapeError) in try v.rawValue(at: p) },
                  controlStyle: try json.optional("controlStyle", at: path) { (v, p) throws(JSONShapeError) in try v.rawValue(at: p) },
                  inclusiveRange: try json.optional("inclusiveRange", at: path) { (v, p) throws(JSONShapeError) in
                      InclusiveRange(lower: try v.required("lower", at: p, IntentValue.init(json:at:)),
                                     upper: try v.required("upper", at: p, IntentValue.init(json:at:)))
                  },
                  textInput: try json.optional("textInput", at: path, TextInputOptions.init(json:at:)),
                  dateKind: try json.optional("dateKind", at: path) { (v, p) throws(JSONShapeError) in try v.rawValue(at: p) },
                  unit: try json.optional("unit", at: path) { (v, p) throws(JSONShapeError) in
                      UnitOption(symbol: try v.string("symbol", at: p), isFixed: try v.bool("isFixed", at: p))
                  },
                  supportsNegativeNumbers: try json.optional("supportsNegativeNumbers", at: path) { (v, p) throws(JSONShapeError) in try v.bool(at: p) },
                  collectionSize: try json.optional("collectionSize", at: path) { (v, p) throws(JSONShapeError) in
                      CollectionSize(min: try v.optional("min", at: p) { (n, q) throws(JSONShapeError) in try n.int(at: q) },
                                     max: try v.optional("max", at: p) { (n, q) throws(JSONShapeError) in try n.int(at: q) })
                  },
                  optionsSource: try json.optional("optionsSource", at: path, OptionsSource.init(json:at:)),
                  booleanTitles: try json.optional("booleanTitles", at: path) { (v, p) throws(JSONShapeError) in
                      BooleanTitles(on: try v.string("on", at: p), off: try v.string("off", at: p))
                  })
        shownWhen = try json.optional("shownWhen", at: path) { (v, p) throws(JSONShapeError) in try v.elements(at: p, Condition.init(json:at:)) }
        storedForm = try json.optional("storedForm", at: path, StoredForm.init(json:at:))
        filterProperties = try json.optional("filterProperties", at: path) { (v, p) throws(JSONShapeError) in
            try v.elements(at: p) { (item, q) throws(JSONShapeError) in
                FilterPropertyDefinition(identifier: try item.string("identifier", at: q), title: try item.string("title", at: q),
                                         type: try item.required("type", at: q, ValueType.init(json:at:)),
                                         comparisons: try item.required("comparisons", at: q) { (list, r) throws(JSONShapeError) in
                                             try list.elements(at: r) { (c, s) throws(JSONShapeError) in try c.rawValue(at: s) }
                                         })
            }
        }
    }
}

extension TextInputOptions {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        self.init(multiline: try json.bool("multiline", at: path),
                  capitalization: try json.required("capitalization", at: path) { (v, p) throws(JSONShapeError) in try v.rawValue(at: p) },
                  keyboard: try json.required("keyboard", at: path) { (v, p) throws(JSONShapeError) in try v.rawValue(at: p) },
                  autocorrect: try json.bool("autocorrect", at: path),
                  smartQuotes: try json.bool("smartQuotes", at: path),
                  smartDashes: try json.bool("smartDashes", at: path))
    }
}

extension OptionsSource {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let (key, name) = try json.singleTextCase(of: ["dynamicOptions", "entityQuery"], at: path)
        self = key == "dynamicOptions" ? .dynamicOptions(name) : .entityQuery(name)
    }
}

/// Swift's synthesized form of an enum with associated values: the case's name as the one
/// key, its labelled values as an object (empty for a case without any).
extension StoredForm {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let (key, body) = try json.singleCase(of: ["quantity", "dictionary", "textItems", "integerCodes", "variableWrapper", "contentFilter"], at: path)
        let place = path.appending(key)
        _ = try body.object(at: place)
        switch key {
        case "quantity":
            self = .quantity(units: try body.list("units", at: place) { (v, p) throws(JSONShapeError) in try v.string(at: p) },
                             defaultUnit: try body.optionalString("defaultUnit", at: place),
                             allowsNegative: try body.bool("allowsNegative", at: place))
        case "dictionary":
            self = .dictionary(itemTypes: try body.list("itemTypes", at: place) { (v, p) throws(JSONShapeError) in try v.int(at: p) })
        case "textItems": self = .textItems
        case "integerCodes": self = .integerCodes
        case "contentFilter": self = .contentFilter
        default: self = .variableWrapper
        }
    }
}

extension Condition {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let code = try json.int("comparison", at: path)
        guard let comparison = ComparisonOperator(rawValue: code) else {
            throw JSONShapeError(at: path.appending("comparison"), expected: "a comparison's code (0 to 12)", found: .int(code))
        }
        self.init(parameter: try json.string("parameter", at: path), comparison: comparison,
                  value: try json.optional("value", at: path, IntentValue.init(json:at:)))
    }
}

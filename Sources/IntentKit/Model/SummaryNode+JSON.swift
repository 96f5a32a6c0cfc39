/// Summaries and value types read from their `Encodable` form by hand, for the declaration
/// cache (why: `IntentDefinition+JSON.swift`).
extension SummaryNode {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let (key, body) = try json.singleCase(of: ["summary", "when", "switch"], at: path)
        let place = path.appending(key)
        switch key {
        case "summary":
            self = .summary(try SummaryTemplate(json: body, at: place))
        case "when":
            self = .when(try body.required("condition", at: place, Condition.init(json:at:)),
                         then: try body.required("then", at: place, SummaryNode.init(json:at:)),
                         otherwise: try body.optional("otherwise", at: place, SummaryNode.init(json:at:)))
        default:
            self = .switch(parameter: try body.string("parameter", at: place),
                           cases: try body.list("cases", at: place) { (v, p) throws(JSONShapeError) in
                               SwitchCase(values: try v.list("values", at: p, IntentValue.init(json:at:)),
                                          node: try v.required("node", at: p, SummaryNode.init(json:at:)))
                           },
                           default: try body.required("default", at: place, SummaryNode.init(json:at:)))
        }
    }
}

extension SummaryTemplate {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        self.init(sentence: try json.list("sentence", at: path, SentencePart.init(json:at:)),
                  showMore: try json.list("showMore", at: path) { (v, p) throws(JSONShapeError) in try v.string(at: p) },
                  table: try json.optionalString("table", at: path))
        untranslatedKey = try json.optionalString("untranslatedKey", at: path)
    }
}

extension SentencePart {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        let (key, text) = try json.singleTextCase(of: ["text", "placeholder"], at: path)
        self = key == "text" ? .text(text) : .placeholder(text)
    }
}

/// A simple type is its name (`"int"`); the others one key (`{"array": "string"}`).
extension ValueType {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        if case .string(let name) = json {
            guard let simple = Self.simpleTypes[name] else {
                throw JSONShapeError(at: path, expected: "a value type (" + Self.simpleTypes.keys.sorted().joined(separator: ", ") + ")", found: json)
            }
            self = simple
            return
        }
        let (key, body) = try json.singleCase(of: ["measurement", "enumeration", "entity", "array", "union", "opaque"], at: path)
        let place = path.appending(key)
        switch key {
        case "union":
            self = .union(UnionDefinition(identifier: try body.string("identifier", at: place), title: try body.string("title", at: place),
                                          casesIdentifier: try body.string("casesIdentifier", at: place),
                                          cases: try body.list("cases", at: place) { (v, p) throws(JSONShapeError) in
                                              UnionDefinition.Case(identifier: try v.string("identifier", at: p), title: try v.string("title", at: p),
                                                                   type: try ValueType(json: try v.member("type", at: p), at: p.appending("type")))
                                          }))
        case "measurement": self = .measurement(MeasurementDimension(rawValue: try body.string(at: place)))
        case "enumeration": self = .enumeration(try EnumDefinition(json: body, at: place))
        case "entity": self = .entity(try EntityTypeDefinition(json: body, at: place))
        case "array": self = .array(try ValueType(json: body, at: place))
        default: self = .opaque(try body.string(at: place))
        }
    }
}

extension EnumDefinition {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        self.init(identifier: try json.string("identifier", at: path), title: try json.string("title", at: path),
                  cases: try json.list("cases", at: path) { (v, p) throws(JSONShapeError) in
                      EnumCaseDefinition(identifier: try v.string("identifier", at: p), title: try v.string("title", at: p),
                                         subtitle: try v.optionalString("subtitle", at: p),
                                         synonyms: try v.list("synonyms", at: p) { (s, q) throws(JSONShapeError) in try s.string(at: q) })
                  })
    }
}

extension EntityTypeDefinition {
    init(json: JSONValue, at path: JSONPath) throws(JSONShapeError) {
        self.init(identifier: try json.string("identifier", at: path), title: try json.string("title", at: path),
                  query: EntityQueryCapabilities(rawValue: try json.int("query", at: path)),
                  properties: try json.list("properties", at: path) { (v, p) throws(JSONShapeError) in
                      EntityPropertyDefinition(identifier: try v.string("identifier", at: p), title: try v.string("title", at: p),
                                               type: try v.required("type", at: p, ValueType.init(json:at:)),
                                               isOptional: try v.bool("isOptional", at: p))
                  })
    }
}

// JSON forms of the model's enums: one key naming the case, as Apple's metadata does
// (`{"when": {...}}`), rather than Swift's synthesized `{"when": {"_0": ...}}`.

struct CaseKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension KeyedDecodingContainer where Key == CaseKey {
    /// The single key of a one-key object, or an error naming the cases that were expected.
    func singleCase(of cases: [String]) throws -> String {
        let keys = allKeys.map(\.stringValue)
        guard keys.count == 1, let key = keys.first, cases.contains(key) else {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath,
                debugDescription: "expected an object with exactly one of the keys \(cases.joined(separator: ", ")), found \(keys)"))
        }
        return key
    }
}

extension SummaryNode {
    private struct WhenBody: Codable {
        var condition: Condition
        var then: SummaryNode
        var otherwise: SummaryNode?
    }

    private struct SwitchBody: Codable {
        var parameter: String
        var cases: [SwitchCase]
        var `default`: SummaryNode
    }

    /// Reads a one-key object per kind (`{"summary": …}`, `{"when": …}`, `{"switch": …}`).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CaseKey.self)
        switch try c.singleCase(of: ["summary", "when", "switch"]) {
        case "summary":
            self = .summary(try c.decode(SummaryTemplate.self, forKey: CaseKey("summary")))
        case "when":
            let body = try c.decode(WhenBody.self, forKey: CaseKey("when"))
            self = .when(body.condition, then: body.then, otherwise: body.otherwise)
        default:
            let body = try c.decode(SwitchBody.self, forKey: CaseKey("switch"))
            self = .switch(parameter: body.parameter, cases: body.cases, default: body.default)
        }
    }

    /// Writes a one-key object per kind (`{"summary": …}`, `{"when": …}`, `{"switch": …}`).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .summary(let template):
            try c.encode(template, forKey: CaseKey("summary"))
        case let .when(condition, then, otherwise):
            try c.encode(WhenBody(condition: condition, then: then, otherwise: otherwise), forKey: CaseKey("when"))
        case let .switch(parameter, cases, defaultNode):
            try c.encode(SwitchBody(parameter: parameter, cases: cases, default: defaultNode), forKey: CaseKey("switch"))
        }
    }
}

extension SentencePart {
    /// Reads `{"text": …}` or `{"placeholder": …}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CaseKey.self)
        let key = try c.singleCase(of: ["text", "placeholder"])
        let value = try c.decode(String.self, forKey: CaseKey(key))
        self = key == "text" ? .text(value) : .placeholder(value)
    }

    /// Writes `{"text": …}` or `{"placeholder": …}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .text(let text): try c.encode(text, forKey: CaseKey("text"))
        case .placeholder(let id): try c.encode(id, forKey: CaseKey("placeholder"))
        }
    }
}

extension OptionsSource {
    /// Reads `{"dynamicOptions": key}` or `{"entityQuery": type}`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CaseKey.self)
        let key = try c.singleCase(of: ["dynamicOptions", "entityQuery"])
        let value = try c.decode(String.self, forKey: CaseKey(key))
        self = key == "dynamicOptions" ? .dynamicOptions(value) : .entityQuery(value)
    }

    /// Writes `{"dynamicOptions": key}` or `{"entityQuery": type}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .dynamicOptions(let key): try c.encode(key, forKey: CaseKey("dynamicOptions"))
        case .entityQuery(let type): try c.encode(type, forKey: CaseKey("entityQuery"))
        }
    }
}

/// Simple types are a string (`"int"`); the others an object with one key
/// (`{"measurement": "length"}`, `{"array": "string"}`, `{"enumeration": {...}}`).
extension ValueType {
    static let simpleTypes: [String: ValueType] = [
        "string": .string, "int": .int, "double": .double, "decimal": .decimal, "bool": .bool,
        "date": .date, "url": .url, "duration": .duration, "file": .file,
    ]

    /// Reads a string for a simple type, else a one-key object (the comment above).
    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
            guard let type = Self.simpleTypes[name] else {
                throw DecodingError.dataCorruptedError(in: single, debugDescription:
                    "expected a value type (\(Self.simpleTypes.keys.sorted().joined(separator: ", "))), found \"\(name)\"")
            }
            self = type
            return
        }
        let c = try decoder.container(keyedBy: CaseKey.self)
        let key = try c.singleCase(of: ["measurement", "enumeration", "entity", "array", "union", "opaque"])
        switch key {
        case "union": self = .union(try c.decode(UnionDefinition.self, forKey: CaseKey(key)))
        case "measurement": self = .measurement(try c.decode(MeasurementDimension.self, forKey: CaseKey(key)))
        case "enumeration": self = .enumeration(try c.decode(EnumDefinition.self, forKey: CaseKey(key)))
        case "entity": self = .entity(try c.decode(EntityTypeDefinition.self, forKey: CaseKey(key)))
        case "array": self = .array(try c.decode(ValueType.self, forKey: CaseKey(key)))
        default: self = .opaque(try c.decode(String.self, forKey: CaseKey(key)))
        }
    }

    /// Writes a string for a simple type, else a one-key object (the comment above).
    public func encode(to encoder: any Encoder) throws {
        if let name = Self.simpleTypes.first(where: { $0.value == self })?.key {
            var single = encoder.singleValueContainer()
            try single.encode(name)
            return
        }
        var c = encoder.container(keyedBy: CaseKey.self)
        switch self {
        case .measurement(let d): try c.encode(d, forKey: CaseKey("measurement"))
        case .enumeration(let e): try c.encode(e, forKey: CaseKey("enumeration"))
        case .entity(let e): try c.encode(e, forKey: CaseKey("entity"))
        case .array(let element): try c.encode(element, forKey: CaseKey("array"))
        case .union(let u): try c.encode(u, forKey: CaseKey("union"))
        case .opaque(let kind): try c.encode(kind, forKey: CaseKey("opaque"))
        default: break
        }
    }
}

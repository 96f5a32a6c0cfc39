/// Questions and answers travel inside the protocol's lines (`HostLines.Question`,
/// `HostLines.Answer`) in the form `json` and `init(json:at:)` give them; a decoder's
/// position becomes the path its errors name.
extension PersonQuestion: Codable {
    /// Reads a question the protocol wrote.
    public init(from decoder: any Decoder) throws {
        try self.init(json: try JSONValue(from: decoder), at: JSONPath(decoder.codingPath))
    }

    /// Writes the question as the protocol does.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension PersonAnswer: Codable {
    /// Reads an answer the protocol wrote.
    public init(from decoder: any Decoder) throws {
        try self.init(json: try JSONValue(from: decoder), at: JSONPath(decoder.codingPath))
    }

    /// Writes the answer as the protocol does.
    public func encode(to encoder: any Encoder) throws {
        try json.encode(to: encoder)
    }
}

extension JSONPath {
    /// The path a decoder is at.
    init(_ keys: [any CodingKey]) {
        self = keys.reduce(JSONPath.root) { path, key in key.intValue.map { path.appending($0) } ?? path.appending(key.stringValue) }
    }
}

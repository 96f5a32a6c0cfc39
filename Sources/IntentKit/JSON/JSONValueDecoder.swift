/// Decodes any `Decodable` from a parsed `JSONValue`. Foundation's `JSONDecoder` took 9 M
/// instructions to read 11 KB of intent definitions at start-up — a dictionary made for every
/// object, coding paths, a check of every type against the types it treats specially; this
/// reads each member where the parser left it. It follows JSON's own types strictly: an
/// integer only from a number written without a fraction, a number from either, nothing from
/// a string. Foundation's types that `JSONDecoder` treats specially (`Date`, `URL`, `Decimal`,
/// `Data`) are not: they decode through their own `Codable` forms, which `JSONEncoder` does
/// not write, so a model holding them is not for this decoder.
package enum JSONValueDecoding {
    package static func decode<T: Decodable>(_ type: T.Type, from json: JSONValue) throws -> T {
        try ValueDecoder(value: json, codingPath: []).decode(type)
    }

    /// The member names of the object `decoder` reads, when it is this decoder reading an
    /// object; nil otherwise (another decoder, or not an object). A cast to a concrete type
    /// costs no conformance lookup.
    package static func memberNames(in decoder: any Decoder) -> [String]? {
        guard let decoder = decoder as? ValueDecoder, case .object(let members) = decoder.value else { return nil }
        return members.map(\.key)
    }
}

/// One value being decoded: the decoder and, for a scalar, its own single-value container.
private struct ValueDecoder: Decoder, SingleValueDecodingContainer {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch(Key.self, "an object") }
        return KeyedDecodingContainer(ObjectContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = value else { throw mismatch([JSONValue].self, "an array") }
        return ArrayContainer(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool {
        if case .null = value { return true }
        return false
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let bool) = value else { throw mismatch(type, "true or false") }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string) = value else { throw mismatch(type, "a string") }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double {
        switch value {
        case .double(let number): return number
        case .int(let number): return Double(number)
        default: throw mismatch(type, "a number")
        }
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        // JSON kept as JSON (values the model keeps verbatim, `IntentValue`'s own form).
        if type == JSONValue.self, let json = value as? T { return json }
        return try T(from: self)
    }

    private func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
        guard case .int(let number) = value, let exact = I(exactly: number) else {
            throw mismatch(type, "a whole number that fits \(type)")
        }
        return exact
    }

    private func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        DecodingError.typeMismatch(type, DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected)"))
    }
}

private struct ObjectContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// Members as the parser gave them; found by a linear search, as the objects of a model
    /// have a few members each.
    let members: [(key: String, value: JSONValue)]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { value(for: key) != nil }

    private func value(for key: Key) -> JSONValue? {
        let name = key.stringValue
        return members.first { $0.key == name }?.value
    }

    private func decoder(for key: Key) throws -> ValueDecoder {
        guard let value = value(for: key) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "no member \"\(key.stringValue)\""))
        }
        return ValueDecoder(value: value, codingPath: codingPath.appending(key))
    }

    /// The protocol's own `decodeIfPresent` asks `contains`, then `decodeNil`, then `decode`:
    /// three searches for one member.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = value(for: key) else { return nil }
        if case .null = value { return nil }
        return try ValueDecoder(value: value, codingPath: codingPath.appending(key)).decode(type)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    /// A superclass's members, under the key `"super"` as `Encoder.superEncoder()` writes
    /// them; null when absent, as Foundation's decoder gives.
    func superDecoder() throws -> any Decoder {
        let key = SuperKey()
        return ValueDecoder(value: members.first { $0.key == key.stringValue }?.value ?? .null, codingPath: codingPath.appending(key))
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(value: value(for: key) ?? .null, codingPath: codingPath.appending(key))
    }
}

private struct SuperKey: CodingKey {
    var stringValue: String { "super" }
    var intValue: Int? { nil }
    init() {}
    init?(stringValue: String) { nil }
    init?(intValue: Int) { nil }
}

private struct ArrayContainer: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private struct Index: CodingKey {
        var intValue: Int?
        var stringValue: String { "\(intValue ?? 0)" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { self.intValue = intValue }
    }

    private mutating func next() throws -> ValueDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(JSONValue.self, DecodingError.Context(codingPath: codingPath, debugDescription: "no more elements"))
        }
        defer { currentIndex += 1 }
        return ValueDecoder(value: items[currentIndex], codingPath: codingPath.appending(Index(currentIndex)))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, case .null = items[currentIndex] else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try next().decode(type) }
    mutating func decode(_ type: String.Type) throws -> String { try next().decode(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try next().decode(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try next().decode(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try next().decode(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try next().decode(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try next().decode(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try next().decode(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try next().decode(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try next().decode(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try next().decode(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try next().decode(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try next().decode(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try next().decode(type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

private extension Array where Element == any CodingKey {
    /// `path + [key]` makes a `[Key]` and casts it element by element to `[any CodingKey]`.
    func appending(_ key: some CodingKey) -> [any CodingKey] {
        var path = self
        path.append(key)
        return path
    }
}

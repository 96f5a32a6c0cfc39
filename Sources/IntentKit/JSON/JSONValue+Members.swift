/// Members of an object read for a model value written by hand: the value or the error with
/// its place. A member's path is made only when it is wrong or is itself an object or array
/// to descend into, so reading a scalar allocates nothing.
extension JSONValue {
    /// A required member read by `read` (a model type's `init(json:at:)`).
    package func required<T>(_ key: String, at path: JSONPath,
                             _ read: (JSONValue, JSONPath) throws(JSONShapeError) -> T) throws(JSONShapeError) -> T {
        try read(try member(key, at: path), path.appending(key))
    }

    /// A member that may be absent or null, as `Decodable`'s `decodeIfPresent` takes it.
    package func optional<T>(_ key: String, at path: JSONPath,
                             _ read: (JSONValue, JSONPath) throws(JSONShapeError) -> T) throws(JSONShapeError) -> T? {
        guard let value = try memberIfPresent(key, at: path), value != .null else { return nil }
        return try read(value, path.appending(key))
    }

    /// A required array member, each element read by `read`.
    package func list<T>(_ key: String, at path: JSONPath,
                         _ read: (JSONValue, JSONPath) throws(JSONShapeError) -> T) throws(JSONShapeError) -> [T] {
        try required(key, at: path) { (value, path) throws(JSONShapeError) in try value.elements(at: path, read) }
    }

    /// Each element of an array read by `read`.
    package func elements<T>(at path: JSONPath,
                             _ read: (JSONValue, JSONPath) throws(JSONShapeError) -> T) throws(JSONShapeError) -> [T] {
        let items = try array(at: path)
        var result: [T] = []
        result.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            result.append(try read(item, path.appending(index)))
        }
        return result
    }

    /// A required string member.
    package func string(_ key: String, at path: JSONPath) throws(JSONShapeError) -> String {
        let value = try member(key, at: path)
        if case .string(let string) = value { return string }
        return try value.string(at: path.appending(key))
    }

    /// A string member that may be absent or null.
    package func optionalString(_ key: String, at path: JSONPath) throws(JSONShapeError) -> String? {
        guard let value = try memberIfPresent(key, at: path), value != .null else { return nil }
        if case .string(let string) = value { return string }
        return try value.string(at: path.appending(key))
    }

    /// A required `true` or `false` member.
    package func bool(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Bool {
        let value = try member(key, at: path)
        if case .bool(let flag) = value { return flag }
        return try value.bool(at: path.appending(key))
    }

    /// A required member that is a number written without a fraction.
    package func int(_ key: String, at path: JSONPath) throws(JSONShapeError) -> Int {
        let value = try member(key, at: path)
        if case .int(let number) = value { return number }
        return try value.int(at: path.appending(key))
    }

    /// A string naming one of `Value`'s cases by its raw value.
    package func rawValue<Value: RawRepresentable>(at path: JSONPath) throws(JSONShapeError) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try string(at: path)) else {
            throw JSONShapeError(at: path, expected: "the name of a \(Value.self)", found: self)
        }
        return value
    }

    /// The one member of an object whose key names a case and whose value is a string
    /// (`{"placeholder": "distance"}`).
    package func singleTextCase(of cases: [String], at path: JSONPath) throws(JSONShapeError) -> (key: String, text: String) {
        let (key, value) = try singleCase(of: cases, at: path)
        return (key, try value.string(at: path.appending(key)))
    }

    /// The one member of an object whose key names a case (`{"when": {...}}`), as the model's
    /// enums are written; an error names the keys expected.
    package func singleCase(of cases: [String], at path: JSONPath) throws(JSONShapeError) -> (key: String, value: JSONValue) {
        let members = try object(at: path)
        guard members.count == 1, let only = members.first, cases.contains(only.key) else {
            throw JSONShapeError(at: path, expected: "an object with exactly one of the keys " + cases.joined(separator: ", "), found: self)
        }
        return only
    }
}

/// One line of the intent host protocol (docs/INTENT-HOST.md): a request the editor sends, or
/// the answer the host gives it. Newline-delimited JSON, so either side can be read with a
/// line reader and a host can be tried by hand in a terminal.
public struct HostRequest: Sendable, Equatable {
    /// Chosen by the sender; the answer carries it back, so answers may come in any order.
    public var id: Int
    /// What is asked: `handshake`, `definitions`, `entities`, `entitiesByID`, `options`, `perform`.
    public var method: String
    /// The method's arguments, an object.
    public var params: JSONValue

    /// A request with its id, method and arguments.
    public init(id: Int, method: String, params: JSONValue = .object([])) {
        self.id = id
        self.method = method
        self.params = params
    }

    /// The request as one line of JSON, without the newline.
    public var line: String {
        JSONValue.object([("id", .int(id)), ("method", .string(method)), ("params", params)]).compactText
    }

    /// Reads a request line; a line that is not one says why, with its place.
    public init(line: String) throws(HostProtocolError) {
        let json = try HostProtocolError.parse(line)
        guard case .int(let id)? = json["id"] else { throw HostProtocolError("$.id: expected a whole number") }
        guard case .string(let method)? = json["method"] else { throw HostProtocolError("$.method: expected a string") }
        self.init(id: id, method: method, params: json["params"] ?? .object([]))
    }
}

/// The answer to one request: a result, or why there is none.
public struct HostResponse: Sendable, Equatable {
    /// The request's id; nil when the request could not be read far enough to have one.
    public var id: Int?
    /// What was asked for, when it could be given.
    public var result: JSONValue?
    /// Why it could not: the thrown error's message, or what was wrong with the request.
    public var error: String?

    /// A successful answer.
    public static func result(_ result: JSONValue, for id: Int) -> HostResponse { HostResponse(id: id, result: result, error: nil) }
    /// A failed one.
    public static func failure(_ message: String, for id: Int?) -> HostResponse { HostResponse(id: id, result: nil, error: message) }

    /// The answer as one line of JSON, without the newline.
    public var line: String {
        var members: [(key: String, value: JSONValue)] = [("id", id.map(JSONValue.int) ?? .null)]
        if let result { members.append(("result", result)) }
        if let error { members.append(("error", .object([("message", .string(error))]))) }
        return JSONValue.object(members).compactText
    }

    /// Reads an answer line; one that is not an answer says why (a host writing anything else
    /// on its standard output is broken, and is told so, never trusted).
    public init(line: String) throws(HostProtocolError) {
        let json = try HostProtocolError.parse(line)
        guard case .object = json else { throw HostProtocolError("expected an object with an id, found \(line.prefix(60))") }
        let id: Int? = if case .int(let number)? = json["id"] { number } else { nil }
        if case .string(let message)? = json["error"]?["message"] {
            self.init(id: id, result: nil, error: message)
        } else if let result = json["result"] {
            self.init(id: id, result: result, error: nil)
        } else {
            throw HostProtocolError("$: expected a \"result\" or an \"error\"")
        }
    }

    init(id: Int?, result: JSONValue?, error: String?) {
        self.id = id
        self.result = result
        self.error = error
    }
}

/// A line of the protocol that is not what the protocol says, or a request the host cannot
/// answer: the message says what was expected.
public struct HostProtocolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, and where.
    public var message: String
    /// An error saying `message`.
    public init(_ message: String) { self.message = message }
    /// The message.
    public var description: String { message }

    /// A line as JSON, or why it is not.
    static func parse(_ line: String) throws(HostProtocolError) -> JSONValue {
        do {
            return try JSONValue.parse(Array(line.utf8))
        } catch {
            throw HostProtocolError("not JSON: \(error)")
        }
    }
}
